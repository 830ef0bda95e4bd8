// Counts heap allocations for the benchmark: LD_PRELOAD=libcounter.so. The harness reads the count
// through dlsym("rk_allocation_count") before and after a measured loop.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>
#include <stdatomic.h>

static atomic_long count;
static void *(*real_malloc)(size_t);
static void *(*real_calloc)(size_t, size_t);
static void *(*real_realloc)(void *, size_t);
static int (*real_posix_memalign)(void **, size_t, size_t);
static void *(*real_aligned_alloc)(size_t, size_t);

// dlsym may itself call calloc; serve that from a static buffer.
static char bootstrap[4096];
static size_t bootstrap_used;
static int resolving;

static void resolve(void) {
    if (real_malloc || resolving) return;
    resolving = 1;
    real_malloc = dlsym(RTLD_NEXT, "malloc");
    real_calloc = dlsym(RTLD_NEXT, "calloc");
    real_realloc = dlsym(RTLD_NEXT, "realloc");
    real_posix_memalign = dlsym(RTLD_NEXT, "posix_memalign");
    real_aligned_alloc = dlsym(RTLD_NEXT, "aligned_alloc");
    resolving = 0;
}

long rk_allocation_count(void) { return atomic_load(&count); }

void *malloc(size_t size) {
    resolve();
    atomic_fetch_add(&count, 1);
    return real_malloc(size);
}

void *calloc(size_t n, size_t size) {
    if (!real_calloc) {
        if (resolving) {
            size_t bytes = (n * size + 15) & ~(size_t)15;
            void *p = bootstrap + bootstrap_used;
            bootstrap_used += bytes;
            return p;  // zeroed: static storage
        }
        resolve();
    }
    atomic_fetch_add(&count, 1);
    return real_calloc(n, size);
}

void *realloc(void *p, size_t size) {
    resolve();
    atomic_fetch_add(&count, 1);
    return real_realloc(p, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    resolve();
    atomic_fetch_add(&count, 1);
    return real_posix_memalign(out, alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    resolve();
    atomic_fetch_add(&count, 1);
    return real_aligned_alloc(alignment, size);
}

void free(void *p) {
    if ((char *)p >= bootstrap && (char *)p < bootstrap + sizeof bootstrap) return;
    static void (*real_free)(void *);
    if (!real_free) real_free = dlsym(RTLD_NEXT, "free");
    real_free(p);
}
