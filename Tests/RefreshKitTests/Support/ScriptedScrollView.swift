@_spi(RefreshKitHost) @testable import RefreshKit

/// A minimal scroll view for engine tests: it applies effects, clamps on inset changes and echoes
/// every change back into the engine re-entrantly, as KVO does. No physics: tests place the offset.
struct ScriptedScrollView {
    var engine: RefreshEngine
    var offset = 0.0
    var contentHeight = 2000.0
    var bounds = ScrollSize(width: 390, height: 812)
    var contentInset = ScrollInsets.zero
    var systemInset = ScrollInsets.zero
    var isDragging = false
    /// Momentum or a bounce moves the content (UIKit's `isDecelerating`).
    var isDecelerating = false
    var isInWindow = true
    var time = 0.0
    private(set) var performed: [(RefreshRole, Int)] = []
    private(set) var ended: [RefreshRole] = []
    private(set) var rejected: [(RefreshRole, RefreshState, RefreshState.Event)] = []
    private(set) var insetWrites = 0
    private(set) var events = 0

    init(configuration: RefreshEngine.Configuration = .init(), header: RefreshMetrics? = .header,
         footer: (RefreshFooterStyle, RefreshMetrics)? = nil) {
        engine = RefreshEngine(configuration: configuration)
        if let header { send(.attach(.header, header)) }
        if let footer { send(.attach(footer.0 == .auto ? .autoFooter : .backFooter, footer.1)) }
    }

    var adjusted: ScrollInsets { contentInset + systemInset }
    var minOffset: Double { -adjusted.top }
    var maxOffset: Double { max(minOffset, contentHeight + adjusted.bottom - bounds.height) }
    var header: RefreshEngine.Slot? { engine.header }
    var footer: RefreshEngine.Slot? { engine.footer }
    var actionCount: Int { performed.count }

    var snapshot: ScrollSnapshot {
        ScrollSnapshot(contentOffset: ScrollPoint(y: offset), contentSize: ScrollSize(width: bounds.width, height: contentHeight),
                       boundsSize: bounds, contentInset: contentInset, adjustedContentInset: adjusted,
                       isDragging: isDragging, isDecelerating: isDecelerating, isInWindow: isInWindow, time: time)
    }

    mutating func send(_ event: RefreshEngine.Event) {
        events += 1
        for effect in engine.handle(event, snapshot) {
            switch effect {
            case .setContentInset(let insets, let preserving):
                insetWrites += 1
                let before = offset
                contentInset = insets
                offset = min(max(offset, minOffset), maxOffset)  // UIKit clamps, never translates
                if preserving { offset = before }
                send(.observed)
            case .setContentOffset(let point):
                if point.y != offset {
                    offset = point.y
                    send(.observed)
                }
            case .stopDecelerating:
                break
            case .perform(let role, let generation):
                performed.append((role, generation))
            case .ended(let role):
                ended.append(role)
            case .rejected(let role, let state, let event):
                rejected.append((role, state, event))
            }
        }
    }

    /// A finger drags the content to `y` (already rubber-banded).
    mutating func drag(to y: Double) {
        isDragging = true
        offset = y
        send(.observed)
    }

    mutating func release() {
        isDragging = false
        send(.observed)
    }

    /// The bounce after a release: the offset goes back inside the valid range.
    mutating func settle() {
        let target = min(max(offset, minOffset), maxOffset)
        if target != offset {
            offset = target
            send(.observed)
        }
    }

    mutating func scroll(to y: Double) {
        offset = y
        send(.observed)
    }

    /// Advances the engine clock by `seconds` at 60 frames a second.
    mutating func advance(_ seconds: Double) {
        for _ in 0..<Int((seconds * 60).rounded(.up)) {
            time += 1.0 / 60
            send(.tick)
        }
    }

    /// Pulls the header past its trigger and lets go; the bounce settles on the pinned line.
    mutating func pullToRefresh(by distance: Double = 75) {
        drag(to: minOffset - distance)
        release()
        settle()
    }

    mutating func setContentInset(_ insets: ScrollInsets) {
        contentInset = insets
        offset = min(max(offset, minOffset), maxOffset)
        send(.observed)
    }
}
