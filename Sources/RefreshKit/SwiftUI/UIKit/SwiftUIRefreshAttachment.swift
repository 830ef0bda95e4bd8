#if canImport(SwiftUI) && canImport(UIKit)
import os
import SwiftUI
import UIKit

/// What a SwiftUI modifier keeps on the scroll view it found: the component, the newest action and the
/// binding's state, for as long as the scroll view lives or until the last marker that owns it is dismantled.
/// Several markers (one per row of a `List`) share it. What it does is decided by ``RefreshAttachmentState``.
@MainActor
final class SwiftUIRefreshAttachment {
    let role: RefreshRole
    let relay = RefreshActionRelay()
    private(set) var component: RefreshComponentView?
    /// The scroll view it was installed on when that is an anchor whose component another view carries (a
    /// `ProfilePage`'s page refresh, carried to its current list).
    private weak var anchor: CarriedRefreshAnchor?
    /// The scroll view the component counts as attached to: its superview, or the anchor while it is on any view.
    var attachedScrollView: UIView? { component?.superview.map { superview in (anchor as UIScrollView?) ?? superview } }
    private var state = RefreshAttachmentState<ObjectIdentifier>()
    private var isRefreshing: Binding<Bool>?
    /// Each marker's state behind the environment's ``RefreshKitAction/isRefreshing`` (a modifier on a `ForEach`
    /// has one per row, and each row reads its own).
    private var statuses: [ObjectIdentifier: Binding<Bool>] = [:]
    /// Each site's newest configuration, for when it drives the component.
    private var configurations: [RefreshModifierSite: SwiftUIRefreshConfiguration] = [:]
    private weak var indicator: SwiftUIRefreshIndicatorView?
    private static let log = OSLog(subsystem: "RefreshKit", category: "SwiftUI")
    /// A footer's height when its content needs no more (RefreshKit's default).
    private static let footerHeight: CGFloat = 44

    private init(role: RefreshRole) {
        self.role = role
    }

    /// The scroll view's attachment for `role`, made and installed the first time (and again once the last
    /// one was detached).
    static func attachment(on scrollView: UIScrollView, role: RefreshRole, configuration: SwiftUIRefreshConfiguration)
        -> SwiftUIRefreshAttachment {
        let key = role == .header ? AssociationKey.swiftUIHeader : AssociationKey.swiftUIFooter
        let stored = objc_getAssociatedObject(scrollView, key) as? SwiftUIRefreshAttachment
        return ScrollViewHostLife.reuse(stored, while: { $0.attachedScrollView === scrollView }) {
            let attachment = SwiftUIRefreshAttachment(role: role)
            attachment.install(on: scrollView, configuration: configuration)
            objc_setAssociatedObject(scrollView, key, attachment, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return attachment
        }
    }

    private func install(on scrollView: UIScrollView, configuration: SwiftUIRefreshConfiguration) {
        anchor = scrollView as? CarriedRefreshAnchor
        let custom = configuration.indicator.map { SwiftUIRefreshIndicatorView(content: $0) }
        indicator = custom
        let relay = relay
        switch role {
        case .header:
            let header = RefreshHeader(height: configuration.height ?? 54, indicator: custom) { await relay.run() }
            scrollView.rk.header = header
            component = header
        case .footer:
            let footer = RefreshFooter(style: configuration.footerStyle, height: configuration.height ?? Self.footerHeight,
                                       indicator: custom) {
                await relay.run()
            }
            // Tuned before it is attached, so that its first look at the content already fills a short page.
            footer.support.controller.metrics = (configuration.tuning ?? .init()).applied(to: footer.support.controller.metrics)
            scrollView.rk.footer = footer
            component = footer
        }
        component?.onStateChange = { [weak self] state in self?.stateDidChange(state) }
        component?.support.controller.onRejected = { [weak self] event, state in self?.refused(event, in: state) }
    }

    /// A SwiftUI update of `marker`'s modifier: its configuration is kept for its site, and what the state
    /// decides (which modifier drives, height, enabled, a request in the binding, no more data) is carried out.
    func update(_ configuration: SwiftUIRefreshConfiguration, from marker: AnyObject) {
        configurations[configuration.site] = configuration
        statuses[ObjectIdentifier(marker)] = configuration.status
        let now = component.map(Self.snapshot)
        apply(state.connectTrigger(of: configuration.site, component: now))
        let fitted = configuration.height == nil ? component.map { Double(Self.fittingHeight(of: $0)) } : nil
        let request = RefreshAttachmentState<ObjectIdentifier>.Request(
            isEnabled: configuration.isEnabled, requested: configuration.requested, isLoading: configuration.isLoading,
            height: RefreshStyleMetrics.height(requested: configuration.height.map(Double.init), fitted: fitted,
                                               minimum: Double(Self.footerHeight)),
            noMoreData: configuration.noMoreData, tuning: configuration.tuning, noMoreDataText: configuration.noMoreDataText,
            scrollViewHasRefreshControl: (component?.superview as? UIScrollView)?.refreshControl != nil,
            revealsModelLoad: configuration.style.revealsModelLoads, styleMetrics: configuration.style.metrics)
        apply(state.update(from: ObjectIdentifier(marker), site: configuration.site, request, component: now,
                           shown: configuration.status?.wrappedValue))
    }

    /// The height `component`'s indicator needs at its width (and the current Dynamic Type size).
    private static func fittingHeight(of component: RefreshComponentView) -> CGFloat {
        let width = component.superview?.bounds.width ?? component.bounds.width
        return component.indicator.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
    }

    /// `trigger`, if given, begins the component's refresh (held weakly) and waits for it.
    private func connect(_ trigger: RefreshTrigger?) {
        let component = component
        trigger?.performers[role] = { [weak component] in await component?.refresh() ?? false }
    }

    /// The component as the state reads it.
    private static func snapshot(_ component: RefreshComponentView) -> RefreshAttachmentState<ObjectIdentifier>.Component {
        .init(isEnabled: component.isEnabled, isRefreshing: component.isRefreshing, height: Double(component.height),
              tuning: .init(component.support.controller.metrics), styleMetrics: .init(component.support.controller.metrics))
    }

    /// The driving modifier's newest action, loading flag, binding and indicator.
    private func follow(_ configuration: SwiftUIRefreshConfiguration) {
        relay.update(configuration.action)
        relay.update(isLoading: configuration.isLoading, live: configuration.liveLoading)
        configuration.indicator.map { indicator?.content = $0 }
        isRefreshing = configuration.isRefreshing
        component.map(configuration.style.applyLook)
    }

    /// `marker` was dismantled or found another scroll view: it owns the component no more.
    func markerLeft(_ marker: AnyObject) {
        statuses[ObjectIdentifier(marker)] = nil
        apply(state.markerLeft(ObjectIdentifier(marker)))
    }

    /// The binding's last value as this attachment saw or wrote it, for the attachment a marker moves to.
    var lastRequested: Bool? { state.lastRequested }

    /// A marker moved here from an attachment that saw the binding at `value` (``RefreshAttachmentState/adopt(lastRequested:)``).
    func adopt(lastRequested value: Bool?) {
        state.adopt(lastRequested: value)
    }

    private func apply(_ commands: [RefreshAttachmentState<ObjectIdentifier>.Command]) {
        for command in commands {
            switch command {
            case .setHeight(let height): component?.height = CGFloat(height)
            case .setEnabled(let enabled): component?.isEnabled = enabled
            case .begin: component?.beginRefreshing()
            case .beginInPlace: component?.support.beginRefreshing(inPlace: true)
            case .end: component?.endRefreshing()
            case .setStyleMetrics(let style):
                component.map { $0.support.controller.metrics = style.applied(to: $0.support.controller.metrics) }
            case .setTuning(let tuning):
                component.map { $0.support.controller.metrics = tuning.applied(to: $0.support.controller.metrics) }
            case .setNoMoreDataText(let text): (component?.indicator as? RefreshIndicatorView)?.setTitle(text, for: .noMoreData)
            case .report(let message): os_log("%{public}@", log: Self.log, type: .error, message)
            case .setNoMoreData: (component as? RefreshFooter)?.setNoMoreData()
            case .resetNoMoreData: (component as? RefreshFooter)?.resetNoMoreData()
            case .checkOwnersLater:
                // Out of SwiftUI's update: a marker that replaces the dismantled one in it owns the component by then.
                Task { @MainActor [weak self] in self?.checkOwners() }
            case .detach:
                component?.removeFromSuperview()
                component = nil
                anchor?.carriedComponentDidDetach()
            case .follow(let site): configurations[site].map(follow)
            case .forget(let site): configurations[site] = nil
            case .writeBinding(let value): Task { @MainActor [weak self] in self?.write(value) }
            case .writeStatus(let value):
                let bindings = Array(statuses.values)
                Task { @MainActor in bindings.forEach { $0.wrappedValue = value } }
            case .connectTrigger(let site):
                connect(configurations[site]?.trigger)
                connect(configurations[site]?.environmentTrigger)
            }
        }
    }

    private func checkOwners() {
        apply(state.checkOwners(component: component.map(Self.snapshot)))
    }

    /// RefreshKit began or ended a refresh (a pull, the action returning): the binding shows it, from the next
    /// main-actor turn (``RefreshAttachmentState/componentDidChange(to:binding:)``).
    private func stateDidChange(_ state: RefreshState) {
        relay.componentDidChange(to: state)
        apply(self.state.componentDidChange(to: state, binding: isRefreshing?.wrappedValue))
    }

    /// The engine refused `event` (``RefreshAttachmentState/componentRefused(_:in:binding:)``).
    private func refused(_ event: RefreshState.Event, in state: RefreshState) {
        apply(self.state.componentRefused(event, in: state, binding: isRefreshing?.wrappedValue))
    }

    private func write(_ value: Bool) {
        isRefreshing?.wrappedValue = value
        state.writeDidLand()
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
    /// The model's own loading flag (`.rk.header(isLoading:)`) as of this update, nil without one.
    var isLoading: Bool?
    /// Reads the model's flag now (the modifier's `isLoading:` autoclosure).
    var liveLoading: (@MainActor () -> Bool?)?
    var height: CGFloat?
    var footerStyle: RefreshFooterStyle = .auto
    var noMoreData: Bool?
    /// A footer's settings (preload, trigger percent, hidden when empty, fill a short page).
    var tuning: RefreshAttachmentState<ObjectIdentifier>.FooterTuning?
    var noMoreDataText: String?
    var isEnabled = true
    /// Where the modifier is written: tells two modifiers on one scroll view apart from one on many rows.
    var site = RefreshModifierSite()
    /// The style in the modifier's environment.
    var style = RefreshStyle()
    /// The trigger of the environment's action (``RefreshKitAction``).
    var environmentTrigger: RefreshTrigger?
    /// Where the attachment writes whether the component refreshes, for the environment's action.
    var status: Binding<Bool>?

    /// This configuration with its custom indicator drawn in `environment`, the modifier's: the indicator is hosted
    /// outside the view tree, and would otherwise see none of the screen's environment (its objects, font, tint).
    @MainActor func drawn(in environment: EnvironmentValues) -> SwiftUIRefreshConfiguration {
        var configuration = self
        configuration.indicator = indicator.map { content in Self.content(content, in: environment) }
        configuration.style = environment.refreshKitStyle
        return configuration
    }

    @MainActor private static func content(_ content: @escaping @MainActor (RefreshState, Double) -> AnyView,
                                in environment: EnvironmentValues) -> @MainActor (RefreshState, Double) -> AnyView {
        { state, progress in
            let drawn: AnyView = content(state, progress)
            let everything: WritableKeyPath<EnvironmentValues, EnvironmentValues> = \.self
            return AnyView(drawn.environment(everything, environment))
        }
    }
}
#endif
