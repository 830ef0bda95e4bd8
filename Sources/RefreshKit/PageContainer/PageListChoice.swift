/// Which scroll view in a list's view controller is the list a page container scrolls, when the controller does not
/// say (`PageContainerList`) and its view is not one.
///
/// The largest vertical scroll view wins; on a tie, the first found (the nearest the controller's view, breadth first),
/// so a table filling the view beats a table of the same size nested in a cell. Text views and horizontal scroll views
/// (carousels, chip bars: a horizontal flow layout, or content wider than the view and no taller) never do, nor does
/// one of no area: before layout every frame is zero, so nothing is picked and the container looks again at its next
/// layout pass (it lays the page's view out first).
struct PageListChoice: Sendable, Hashable {
    /// What the container reads of one scroll view found under the controller's view.
    struct Candidate: Sendable, Hashable {
        var size: ScrollSize
        var contentSize: ScrollSize
        var isTextView = false
        /// A collection view whose flow or compositional layout scrolls horizontally.
        var hasHorizontalFlowLayout = false
        /// A collection view with a flow or compositional layout (which says its direction; the content size then does
        /// not count).
        var hasFlowLayout = false
    }

    /// Whether `candidate` scrolls sideways only.
    static func scrollsHorizontally(_ candidate: Candidate) -> Bool {
        if candidate.hasFlowLayout { return candidate.hasHorizontalFlowLayout }
        return candidate.contentSize.width > candidate.size.width + 1 && candidate.contentSize.height <= candidate.size.height + 1
    }

    /// The index of the list among `candidates` (in breadth-first order), or nil when none can be one.
    static func pick(_ candidates: [Candidate]) -> Int? {
        var best: (index: Int, area: Double)?
        for (index, candidate) in candidates.enumerated() where !candidate.isTextView && !scrollsHorizontally(candidate) {
            let area = clean(candidate.size.width) * clean(candidate.size.height)
            guard area > 0 else { continue }
            if best.map({ area > $0.area }) ?? true { best = (index, area) }
        }
        return best?.index
    }

    private static func clean(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
}
