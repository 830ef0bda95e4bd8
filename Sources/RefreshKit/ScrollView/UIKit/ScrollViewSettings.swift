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

    /// `borrower` needs `contentInsetAdjustmentBehavior` to be `behavior` on `scrollView`.
    func claim(_ behavior: UIScrollView.ContentInsetAdjustmentBehavior, by borrower: SettingBorrower, on scrollView: UIScrollView) {
        applyInsetAdjustment(on: scrollView) { $0.claim(behavior.rawValue, by: borrower, current: $1) }
    }

    /// `borrower` needs `verticalScrollIndicatorInsets` to be `insets` on `scrollView`.
    func claim(_ insets: UIEdgeInsets, by borrower: SettingBorrower, on scrollView: UIScrollView) {
        applyIndicatorInsets(on: scrollView) { $0.claim(ScrollInsets(insets), by: borrower, current: $1) }
    }

    /// `borrower` lets go of every setting it holds on `scrollView`: a page container's list leaves it.
    func releaseAll(by borrower: SettingBorrower, on scrollView: UIScrollView) {
        for setting in ledgers.held(by: borrower) { release(setting, by: borrower, on: scrollView) }
        applyInsetAdjustment(on: scrollView) { $0.release(by: borrower, current: $1) }
        applyIndicatorInsets(on: scrollView) { $0.release(by: borrower, current: $1) }
    }

    private func applyInsetAdjustment(on scrollView: UIScrollView, _ change: (inout BorrowedSetting<Int>, Int) -> Int) {
        apply(\.contentInsetAdjustmentBehavior, on: scrollView, read: \.contentInsetAdjustmentBehavior.rawValue,
              write: { $0.contentInsetAdjustmentBehavior = UIScrollView.ContentInsetAdjustmentBehavior(rawValue: $1) ?? .automatic },
              change)
    }

    private func applyIndicatorInsets(on scrollView: UIScrollView, _ change: (inout BorrowedSetting<ScrollInsets>, ScrollInsets) -> ScrollInsets) {
        apply(\.verticalScrollIndicatorInsets, on: scrollView, read: { ScrollInsets($0.verticalScrollIndicatorInsets) },
              write: { $0.verticalScrollIndicatorInsets = $1.uiEdgeInsets }, change)
    }

    private func apply(_ setting: BorrowedScrollSettings.Setting, on scrollView: UIScrollView,
                       _ change: (inout BorrowedSetting<Bool>, Bool) -> Bool) {
        let keyPath = Self.keyPath(setting)
        let current = scrollView[keyPath: keyPath]
        Assign.ifChanged(change(&ledgers[setting], current), from: current) { scrollView[keyPath: keyPath] = $0 }
    }

    /// Reads a setting of `scrollView` with `read`, asks its ledger, and writes with `write` only a value that differs.
    private func apply<Value>(_ ledger: WritableKeyPath<BorrowedScrollSettings, BorrowedSetting<Value>>, on scrollView: UIScrollView,
                              read: (UIScrollView) -> Value, write: (UIScrollView, Value) -> Void,
                              _ change: (inout BorrowedSetting<Value>, Value) -> Value) {
        let current = read(scrollView)
        Assign.ifChanged(change(&ledgers[keyPath: ledger], current), from: current) { write(scrollView, $0) }
    }

    private static func keyPath(_ setting: BorrowedScrollSettings.Setting) -> ReferenceWritableKeyPath<UIScrollView, Bool> {
        switch setting {
        case .alwaysBounceVertical: \.alwaysBounceVertical
        case .alwaysBounceHorizontal: \.alwaysBounceHorizontal
        case .scrollsToTop: \.scrollsToTop
        case .showsVerticalScrollIndicator: \.showsVerticalScrollIndicator
        case .automaticallyAdjustsScrollIndicatorInsets: \.automaticallyAdjustsScrollIndicatorInsets
        }
    }
}
#endif
