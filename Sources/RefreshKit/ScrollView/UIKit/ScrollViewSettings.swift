#if canImport(UIKit)
import UIKit

/// The settings RefreshKit borrows from one scroll view (`BorrowedScrollSettings`), stored on the view so that its
/// component host and a nested page's host hold one ledger per setting and it outlives both. Each call reads the
/// setting, asks the ledger, and writes only a value that differs.
@MainActor
final class ScrollViewSettings {
    private var ledgers = BorrowedScrollSettings()

    private init() {}

    /// The settings of `scrollView`, made on first use; a host keeps the answer rather than look it up per event.
    static func of(_ scrollView: UIScrollView) -> ScrollViewSettings {
        ScrollViewHostLife.reuse(objc_getAssociatedObject(scrollView, AssociationKey.settings) as? ScrollViewSettings) {
            let settings = ScrollViewSettings()
            objc_setAssociatedObject(scrollView, AssociationKey.settings, settings, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return settings
        }
    }

    /// `borrower` needs `setting` to be `value` on `scrollView` (``BorrowedSetting/claim(_:by:current:)``).
    func claim(_ value: Bool, _ setting: BorrowedScrollSettings.Setting, by borrower: SettingBorrower, on scrollView: UIScrollView) {
        apply(setting, on: scrollView) { $0.claim(value, by: borrower, current: $1) }
    }

    /// `borrower` lets go of `setting` on `scrollView` (``BorrowedSetting/release(by:current:)``).
    func release(_ setting: BorrowedScrollSettings.Setting, by borrower: SettingBorrower, on scrollView: UIScrollView) {
        apply(setting, on: scrollView) { $0.release(by: borrower, current: $1) }
    }

    /// `borrower` claims `value`, or with nil lets go (``BorrowedSetting/hold(_:by:current:)``).
    func hold(_ value: Bool?, _ setting: BorrowedScrollSettings.Setting, by borrower: SettingBorrower, on scrollView: UIScrollView) {
        apply(setting, on: scrollView) { $0.hold(value, by: borrower, current: $1) }
    }

    /// Records the claim of a holder that wrote `setting` itself (``BorrowedSetting/note(_:by:)``).
    func note(_ value: Bool?, _ setting: BorrowedScrollSettings.Setting, by borrower: SettingBorrower) {
        ledgers[setting].note(value, by: borrower)
    }

    /// A page container claims or lets go of `list`'s settings with `change` (`PageListSettings`): they are read, the
    /// ledgers decide, and those that changed are written.
    func container(_ change: (inout BorrowedScrollSettings, inout PageListSettings) -> Void, on list: UIScrollView) {
        let indicator = list.verticalScrollIndicatorInsets
        let read = PageListSettings(scrollsToTop: list.scrollsToTop, adjustsIndicatorInsets: list.automaticallyAdjustsScrollIndicatorInsets,
                                    insetAdjustment: list.contentInsetAdjustmentBehavior.rawValue, bouncesVertically: list.alwaysBounceVertical,
                                    indicatorTop: Double(indicator.top), indicatorBottom: Double(indicator.bottom),
                                    panEnabled: list.panGestureRecognizer.isEnabled)
        var settings = read
        change(&ledgers, &settings)
        Assign.ifChanged(settings.insetAdjustment, from: read.insetAdjustment) {
            list.contentInsetAdjustmentBehavior = UIScrollView.ContentInsetAdjustmentBehavior(rawValue: $0) ?? .automatic
        }
        Assign.ifChanged(settings.adjustsIndicatorInsets, from: read.adjustsIndicatorInsets) {
            list.automaticallyAdjustsScrollIndicatorInsets = $0
        }
        Assign.ifChanged(settings.scrollsToTop, from: read.scrollsToTop) { list.scrollsToTop = $0 }
        Assign.ifChanged(settings.panEnabled, from: read.panEnabled) { list.panGestureRecognizer.isEnabled = $0 }
        Assign.ifChanged(settings.bouncesVertically, from: read.bouncesVertically) { list.alwaysBounceVertical = $0 }
        Assign.ifChanged(settings.indicatorTop, from: read.indicatorTop) { list.verticalScrollIndicatorInsets.top = CGFloat($0) }
        Assign.ifChanged(settings.indicatorBottom, from: read.indicatorBottom) { list.verticalScrollIndicatorInsets.bottom = CGFloat($0) }
    }

    /// The container's claim on `list`'s indicator top (``BorrowedScrollSettings/containerPlacesIndicator(top:current:)``),
    /// made on every move of the current list: it reads and writes that edge only.
    func containerPlacesIndicator(top: Double, on list: UIScrollView) {
        let current = Double(list.verticalScrollIndicatorInsets.top)
        Assign.ifChanged(ledgers.containerPlacesIndicator(top: top, current: current), from: current) {
            list.verticalScrollIndicatorInsets.top = CGFloat($0)
        }
    }

    private func apply(_ setting: BorrowedScrollSettings.Setting, on scrollView: UIScrollView,
                       _ change: (inout BorrowedSetting<Bool>, Bool) -> Bool) {
        let keyPath = Self.keyPath(setting)
        let current = scrollView[keyPath: keyPath]
        Assign.ifChanged(change(&ledgers[setting], current), from: current) { scrollView[keyPath: keyPath] = $0 }
    }

    private static func keyPath(_ setting: BorrowedScrollSettings.Setting) -> ReferenceWritableKeyPath<UIScrollView, Bool> {
        switch setting {
        case .alwaysBounceVertical: \.alwaysBounceVertical
        case .alwaysBounceHorizontal: \.alwaysBounceHorizontal
        case .scrollsToTop: \.scrollsToTop
        case .showsVerticalScrollIndicator: \.showsVerticalScrollIndicator
        case .automaticallyAdjustsScrollIndicatorInsets: \.automaticallyAdjustsScrollIndicatorInsets
        case .panGestureEnabled: \.panGestureRecognizer.isEnabled
        }
    }
}
#endif
