@_spi(RefreshKitHost) import RefreshKit

extension SimulatedScrollView {
    /// Sets `contentOffset` like UIKit's setter: pixel-rounded, no notification when unchanged,
    /// `didScroll` (and internal observers such as a large-title bar) before KVO, re-entrant.
    public func setContentOffset(_ offset: ScrollPoint) {
        let y = pixel(offset.y)
        guard y != contentOffset.y || offset.x != contentOffset.x else { return }
        contentOffset = ScrollPoint(x: offset.x, y: y)
        offsetChanges += 1
        if let safeAreaTopForOffset {
            let top = safeAreaTopForOffset(y)
            if abs(top - safeAreaInsets.top) > 0.001 {
                var insets = safeAreaInsets
                insets.top = top
                setSafeAreaInsets(insets)
            }
        }
        notify(.contentOffset)
    }

    /// `setContentOffset(_:animated: true)`: stops deceleration, then moves at constant speed over 0.3 s.
    ///
    /// Out of a window there is nothing to animate: the offset is set and the animation reported ended at once
    /// (`_setContentOffset:animated:…` → `_scrollViewAnimationEnded:finished:`).
    public func setContentOffset(_ offset: ScrollPoint, animated: Bool) {
        stopDecelerating()
        if case .animating = motion { motion = .none; isScrollAnimating = false }
        guard animated else { return setContentOffset(offset) }
        guard isInWindow else {
            setContentOffset(offset)
            return record(.didEndScrollingAnimation)
        }
        guard pixel(offset.y) != contentOffset.y else { return }
        motion = .animating(from: contentOffset.y, to: offset.y, start: time, duration: 0.3)
        isScrollAnimating = true
    }

    /// Sets `contentInset`: clamps an offset left outside the new range (never translates), then
    /// `adjustedContentInsetDidChange`, then KVO. An unchanged value still fires KVO and nothing else: the
    /// notification is automatic KVO around the setter, which does not compare (documented, NSKeyValueObserving.h:
    /// `NSKeyValueChangeSetting` "indicates that ... the key-value coding-compliant set method for the key has
    /// been invoked"); the setter's own work is skipped for an equal value (inferred: nothing to clamp).
    public func setContentInset(_ insets: ScrollInsets) {
        guard insets != contentInset else { return notify(.contentInset) }
        contentInset = insets
        adjustedInsetDidChange(maintainingDistance: false)
        notify(.contentInset)
    }

    /// Sets `contentSize`, then clamps the offset into the new range (`-[UIScrollView setContentSize:]` →
    /// `_adjustContentOffsetIfNecessary`, even while a finger or momentum moves the content, unless
    /// ``clampsWhileScrolling`` is off). A finger past the old end that the new range now holds keeps its
    /// place: the drag restarts from where it shows (start = offset + translation, as the setter does).
    public func setContentSize(_ size: ScrollSize) {
        let size = ScrollSize(width: max(0, size.width), height: max(0, size.height))
        guard size != contentSize else { return }
        let shown = contentOffset.y, oldMax = maxOffset
        contentSize = size
        systemInsetsMayHaveChanged()
        if let current = pan, isTracking, shown > oldMax, shown <= maxOffset {
            pan?.startOffset = shown + current.translation
            pan?.proposal = nil
        }
        clampIfAllowed()
        notify(.contentSize)
    }

    /// A table or collection view's `reloadData()` (or a batch update) that gives it content of `size`: the
    /// new `contentSize` lands at the next layout pass, not at once. `UITableView` and `UICollectionView`
    /// compute `contentSize` while laying out (their layout's `collectionViewContentSize`); the layout pass
    /// runs when the current run-loop turn commits, before the next frame is drawn, or when the app calls
    /// `layoutIfNeeded()`. (Observed and widely reported: `contentSize` read right after `reloadData()` is
    /// the old one until `layoutIfNeeded()`; MJRefresh ends its footer asynchronously for this reason.)
    public func reloadData(contentSize size: ScrollSize) {
        pendingContentSize = size
    }

    /// `layoutIfNeeded()`, the layout pass that ends a run-loop turn (each frame runs one first): a pending
    /// ``reloadData(contentSize:)`` lands, then a subview pinned to the safe-area and keyboard layout guides (as
    /// RefreshKit's probe is on a device) takes its new size, which its observers hear as ``Change/visibleArea``.
    ///
    /// This is how a change of the adjusted inset that leaves the offset alone reaches anyone at all: UIKit has no
    /// KVO for `adjustedContentInset` (a computed property, `_contentInset + _systemContentInset`); it calls its
    /// subclass hook and delegate (`_notifyAdjustedContentInsetDidChange`) and, with subviews besides its scroll
    /// indicators, `setNeedsLayout` (`_updateForChangedEdgesConvertingSafeAreaToContentInsetWithOldSystemContentInset:…`,
    /// decompiled iOS 26.1 UIKitCore). The guides' constraints are solved in the scroll view's layout pass
    /// (`UILayoutGuide.layoutFrame` "contains a valid CGRect value by the time its owning view's layoutSubviews()
    /// method is called", Apple documentation).
    public func layoutIfNeeded() {
        callbackDepth += 1
        defer { callbackDepth -= 1 }
        needsLayout = false
        if let size = pendingContentSize {
            pendingContentSize = nil
            setContentSize(size)
        }
        let area = visibleAreaSize
        guard area != laidOutVisibleArea else { return }
        laidOutVisibleArea = area
        notify(.visibleArea)
    }

    /// Ends the run-loop turn the calls so far made: its layout pass, then the main queue's next turn (work queued
    /// with ``performOnNextTurn(_:)``, such as a completion-style action begun from a KVO callback) and that turn's
    /// layout pass. Every frame starts with it; a test that wants the turn over without a frame calls it.
    public func endTurn() {
        layoutIfNeeded()
        guard !nextTurn.isEmpty else { return }
        let work = nextTurn
        nextTurn = []
        for item in work { item() }
        layoutIfNeeded()
    }

    /// The keyboard overlaps the bottom `height` points of the scroll view (0: hidden), as UIKit's automatic
    /// keyboard avoidance records it (`_keyboardBottomInsetAdjustment`, set by `_adjustForAutomaticKeyboardInfo:…`;
    /// decompiled iOS 26.1 UIKitCore and WebKit's `WKScrollView`): it joins the adjusted bottom inset (not under
    /// `.never`), an offset past the new end is clamped, and nothing else is reported; the keyboard layout guide
    /// moves, so the next layout pass resizes a subview pinned to it.
    public func setKeyboardOverlap(_ height: Double) {
        let height = height.isFinite ? max(0, height) : 0
        guard height != keyboardOverlap else { return }
        keyboardOverlap = height
        needsLayout = true
        adjustedInsetDidChange(maintainingDistance: false)
    }

    /// Sets the bounds size (rotation, split view).
    public func setBoundsSize(_ size: ScrollSize) {
        guard size != boundsSize else { return }
        boundsSize = ScrollSize(width: max(0, size.width), height: max(0, size.height))
        systemInsetsMayHaveChanged()
        clampIfAllowed()
        notify(.bounds)
    }

    /// Sets the frame's size (a sheet's detent, a split view's column, autoresizing): the bounds size changes with no
    /// `bounds` KVO (`-[UIView setFrame:]` does not go through `-setBounds:`), the offset is clamped into the new
    /// range, and the next layout pass resizes what is pinned to the layout guides. ``setBoundsSize(_:)`` is the
    /// `bounds` write, which KVO reports.
    public func setFrameSize(_ size: ScrollSize) {
        let size = ScrollSize(width: max(0, size.width), height: max(0, size.height))
        guard size != boundsSize else { return }
        boundsSize = size
        needsLayout = true
        systemInsetsMayHaveChanged()
        clampIfAllowed()
    }

    /// Sets the safe area (bars, home indicator). At rest the offset keeps its distance from the safe
    /// area; while a finger or momentum moves the content it is not compensated. The safe-area layout guide moves:
    /// the next layout pass (``layoutIfNeeded()``, or the next frame's) resizes what is pinned to it.
    public func setSafeAreaInsets(_ insets: ScrollInsets) {
        guard insets != safeAreaInsets else { return }
        safeAreaInsets = insets
        needsLayout = true
        adjustedInsetDidChange(maintainingDistance: !contentOffsetIgnoresSafeAreaChanges)
    }

    /// Moves the scroll view into or out of a window. Leaving it stops momentum, a bounce or an offset animation
    /// where the content is, clamped into range, and tells no delegate (`_didMoveFromWindow:toWindow:` →
    /// `_stopScrollingNotify:0 pin:1`, decompiled iOS 26.1 UIKitCore).
    public func setInWindow(_ inWindow: Bool) {
        guard inWindow != isInWindow else { return }
        isInWindow = inWindow
        if !inWindow {
            if case .decelerating = motion { isDecelerating = false }
            if case .animating = motion { isScrollAnimating = false }
            motion = .none
            if pan == nil { isDragging = false }
            clampOffset()
        }
        notify(.window)
    }

    /// Stops momentum or bounce where the content is (`didEndDecelerating` fires).
    public func stopDecelerating() {
        guard case .decelerating = motion else { return }
        motion = .none
        endDeceleration()
    }

    // MARK: - Internal

    func systemInsetsMayHaveChanged() {
        adjustedInsetDidChange(maintainingDistance: false)
    }

    private func adjustedInsetDidChange(maintainingDistance: Bool) {
        let old = adjustedContentInset
        let new = computeAdjustedInset()
        guard new != old else { return }
        adjustedContentInset = new
        let interacting = isTracking || isDecelerating || isScrollAnimating
        if maintainingDistance && !interacting {
            setContentOffset(ScrollPoint(x: contentOffset.x, y: contentOffset.y - (new.top - old.top)))
        }
        clampOffset()
        // `adjustedContentInsetDidChange` and the delegate's `scrollViewDidChangeAdjustedContentInset(_:)`, which only a
        // subclass or the delegate hears; no KVO (none exists for the property). Then `setNeedsLayout`.
        record(.adjustedContentInsetDidChange)
        needsLayout = true
    }

    /// A size change's clamp: always (UIScrollView), or sparing a top overscroll while the content is moved by a
    /// finger, momentum or an animation (``clampsWhileScrolling`` off: the private
    /// `_skipsContentOffsetAdjustmentsIfScrolling`, read in `_adjustedContentOffsetForContentOffset:…`).
    func clampIfAllowed() {
        let scrolling = isTracking || isDecelerating || isScrollAnimating
        if clampsWhileScrolling || !scrolling || contentOffset.y >= minOffset { clampOffset() }
    }

    /// UIKit's `_adjustContentOffsetIfNecessary`: an offset outside the valid range is clamped.
    func clampOffset() {
        let y = contentOffset.y
        let clamped = min(max(y, minOffset), maxOffset)
        if abs(clamped - y) > 1e-9 { setContentOffset(ScrollPoint(x: contentOffset.x, y: clamped)) }
    }

    func endDeceleration() {
        isDecelerating = false
        if pan == nil { isDragging = false }
        record(.didEndDecelerating)
    }

    func record(_ callback: Callback) {
        if isRecording { callbacks.append(callback) }
    }

    func notify(_ change: Change) {
        callbackDepth += 1
        defer { callbackDepth -= 1 }
        for observer in priorityObservers { observer(self, change) }
        // The binding's host passes itself, as UIKit's host does: this view, or for a carousel's model the
        // carousel (the binding's host).
        if let refresh, let host = refresh.host { refresh.hostDidChange(host) }
        for observer in observers { observer(self, change) }
    }
}
