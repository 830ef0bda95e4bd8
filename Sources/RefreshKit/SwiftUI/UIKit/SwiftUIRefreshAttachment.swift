#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// What a SwiftUI modifier keeps on the scroll view it found: the component, the newest action and the
/// binding's state, for as long as the scroll view lives. Several markers (one per row of a `List`) share it.
@MainActor
final class SwiftUIRefreshAttachment {
    let role: RefreshRole
    let relay = RefreshActionRelay()
    private(set) var component: RefreshComponentView?
    private var sync = RefreshRequestSync()
    private var isRefreshing: Binding<Bool>?
    private var noMoreData: Bool?
    private weak var indicator: SwiftUIRefreshIndicatorView?

    private init(role: RefreshRole) {
        self.role = role
    }

    /// The scroll view's attachment for `role`, made and installed the first time.
    static func attachment(on scrollView: UIScrollView, role: RefreshRole, configuration: SwiftUIRefreshConfiguration)
        -> SwiftUIRefreshAttachment {
        let key = role == .header ? AssociationKey.swiftUIHeader : AssociationKey.swiftUIFooter
        if let existing = objc_getAssociatedObject(scrollView, key) as? SwiftUIRefreshAttachment,
           existing.component?.superview === scrollView {
            return existing
        }
        let attachment = SwiftUIRefreshAttachment(role: role)
        attachment.install(on: scrollView, configuration: configuration)
        objc_setAssociatedObject(scrollView, key, attachment, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return attachment
    }

    private func install(on scrollView: UIScrollView, configuration: SwiftUIRefreshConfiguration) {
        var custom: SwiftUIRefreshIndicatorView?
        if let content = configuration.indicator {
            custom = SwiftUIRefreshIndicatorView(content: content)
            indicator = custom
        }
        let relay = relay
        switch role {
        case .header:
            let header = RefreshHeader(height: configuration.height ?? 54, indicator: custom) { await relay.run() }
            scrollView.rk.header = header
            component = header
        case .footer:
            let footer = RefreshFooter(style: configuration.footerStyle, height: configuration.height ?? 44, indicator: custom) {
                await relay.run()
            }
            scrollView.rk.footer = footer
            component = footer
        }
        component?.onStateChange = { [weak self] state in self?.stateDidChange(state) }
        // A begin the engine refuses (the other end loading, disabled) changes no state: the binding is told.
        component?.support.controller.onRejected = { [weak self] event, state in
            if event == .begin { self?.stateDidChange(state) }
        }
    }

    /// A SwiftUI update: the newest action, binding, indicator and flags; a request in the binding is carried out.
    func update(_ configuration: SwiftUIRefreshConfiguration) {
        relay.update(configuration.action)
        if let content = configuration.indicator { indicator?.content = content }
        if let height = configuration.height, let component, component.height != height { component.height = height }
        isRefreshing = configuration.isRefreshing
        if let trigger = configuration.trigger, let component {
            trigger.perform = { [weak component] in await component?.refresh() }
        }
        if let requested = configuration.requested, let component {
            switch sync.update(requested: requested, refreshing: component.isRefreshing) {
            case .begin: component.beginRefreshing()
            case .end: component.endRefreshing()
            case nil: break
            }
        }
        if role == .footer, let flag = configuration.noMoreData, flag != noMoreData, let footer = component as? RefreshFooter {
            noMoreData = flag
            if flag { footer.setNoMoreData() } else { footer.resetNoMoreData() }
        }
    }

    /// RefreshKit began or ended a refresh (a pull, the action returning): the binding shows it.
    private func stateDidChange(_ state: RefreshState) {
        guard let isRefreshing else { return }
        let refreshing = state == .refreshing
        if let value = sync.refreshingDidChange(to: refreshing, current: isRefreshing.wrappedValue) {
            isRefreshing.wrappedValue = value
        }
    }
}

/// What one SwiftUI modifier asks for, re-created on every update of the view.
struct SwiftUIRefreshConfiguration {
    var action: @MainActor () async -> Void
    var isRefreshing: Binding<Bool>?
    var trigger: RefreshTrigger?
    var indicator: (@MainActor (RefreshState, Double) -> AnyView)?
    /// The binding's value, read in the modifier's `body` (so that SwiftUI tracks it).
    var requested: Bool?
    var height: CGFloat?
    var footerStyle: RefreshFooterStyle = .auto
    var noMoreData: Bool?
}
#endif
