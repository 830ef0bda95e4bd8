#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension View {
    /// RefreshKit's modifiers for the scroll view this content is in: `.rk.header { … }`, `.rk.footer { … }`.
    public var rk: RefreshKitWrapper<Self> { RefreshKitWrapper(self) }
}

/// RefreshKit on SwiftUI's `List`, `ScrollView` and any view backed by a `UIScrollView`, from iOS 13.
///
/// Put the modifier where `.refreshable` goes: on the `List` or `ScrollView`, on the content inside it (a
/// `ForEach`, a `LazyVStack`), or on a view that holds it. It attaches to exactly that scroll view (never a
/// pager, a carousel, or one presented from it), and follows a list SwiftUI re-creates.
///
/// ```swift
/// List {
///     ForEach(model.items) { item in Text(item.title) }
///         .rk.header { await model.reload() }
///         .rk.footer(noMoreData: model.isComplete) { await model.loadMore() }
/// }
/// ```
///
/// The action runs in RefreshKit's own task: a view update during a refresh neither cancels it nor starts
/// it again, and the next refresh runs the newest action. `isEnabled: false` switches a component off
/// without removing the modifier; a modifier removed from the view tree detaches its component once no
/// other marker of it on that scroll view is left.
@MainActor
extension RefreshKitWrapper where Base: View {
    /// A refresh header with the default look. `isEnabled` false switches it off (hidden, no inset, cannot
    /// be pulled or begun; a refresh running ends), applied on every update; `isRefreshing`, if given, shows
    /// the refresh and begins one when set to true (programmatic begin) or ends one when set to false;
    /// `trigger`, if given, begins one from async code and waits for it (``RefreshTrigger/refresh()``).
    public func header(isEnabled: Bool = true, isRefreshing: Binding<Bool>? = nil, trigger: RefreshTrigger? = nil,
                       height: CGFloat = 54, action: @escaping @MainActor () async -> Void) -> some View {
        base.modifier(SwiftUIRefreshModifier(role: .header, isRefreshing: isRefreshing, configuration: SwiftUIRefreshConfiguration(
            action: action, isRefreshing: isRefreshing, trigger: trigger, height: height, isEnabled: isEnabled)))
    }

    /// A refresh header whose content is yours, drawn from the state and the pull progress (0 at rest, 1 at
    /// the trigger, more past it).
    public func header<Indicator: View>(isEnabled: Bool = true, isRefreshing: Binding<Bool>? = nil, trigger: RefreshTrigger? = nil,
                                        height: CGFloat = 54, action: @escaping @MainActor () async -> Void,
                                        @ViewBuilder indicator: @escaping @MainActor (RefreshState, Double) -> Indicator) -> some View {
        base.modifier(SwiftUIRefreshModifier(role: .header, isRefreshing: isRefreshing, configuration: SwiftUIRefreshConfiguration(
            action: action, isRefreshing: isRefreshing, trigger: trigger, indicator: { AnyView(indicator($0, $1)) },
            height: height, isEnabled: isEnabled)))
    }

    /// A refresh header that follows a model's own loading flag: the header shows a refresh while `isLoading`
    /// is true, and RefreshKit never writes it. A pull runs the action (which sets the model's flag itself)
    /// unless the model is loading already; `isLoading` turning true from elsewhere (a button, `.task`) shows
    /// the refresh without running the action; the refresh lasts until the action has returned and
    /// `isLoading` reads false.
    ///
    /// ```swift
    /// List { rows }.rk.header(isLoading: model.isLoading) { await model.reload() }
    /// ```
    public func header(isEnabled: Bool = true, isLoading: Bool, trigger: RefreshTrigger? = nil, height: CGFloat = 54,
                       action: @escaping @MainActor () async -> Void) -> some View {
        base.modifier(SwiftUIRefreshModifier(role: .header, isRefreshing: nil, configuration: SwiftUIRefreshConfiguration(
            action: action, trigger: trigger, isLoading: isLoading, height: height, isEnabled: isEnabled)))
    }

    /// A refresh header that follows a model's own loading flag (``header(isEnabled:isLoading:trigger:height:action:)``),
    /// with content of yours drawn from the state and the pull progress.
    public func header<Indicator: View>(isEnabled: Bool = true, isLoading: Bool, trigger: RefreshTrigger? = nil,
                                        height: CGFloat = 54, action: @escaping @MainActor () async -> Void,
                                        @ViewBuilder indicator: @escaping @MainActor (RefreshState, Double) -> Indicator) -> some View {
        base.modifier(SwiftUIRefreshModifier(role: .header, isRefreshing: nil, configuration: SwiftUIRefreshConfiguration(
            action: action, trigger: trigger, indicator: { AnyView(indicator($0, $1)) }, isLoading: isLoading,
            height: height, isEnabled: isEnabled)))
    }

    /// A load-more footer: `.auto` loads as the end comes near, `.back` when pulled past it. `noMoreData`
    /// shows that everything is loaded (`noMoreDataText`, if given, says it) and stops loading until it turns
    /// false again. `isEnabled` false switches it off (hidden, no inset, never loads; no more data is kept).
    /// An auto footer loads `preloadDistance` points before the end (and once `triggerPercent` of it shows: 1
    /// fully, lower or negative earlier); `loadsUntilFilled` loads page after page without a drag while the
    /// content does not fill the screen; `hidesWhenContentIsEmpty` (default) keeps an empty list from loading.
    /// All are applied on every update, as `RefreshFooter`'s properties of the same names. `trigger`, if given,
    /// loads from code and waits for it (`await trigger.refresh(.footer)`: a "Load more" button).
    public func footer(isEnabled: Bool = true, style: RefreshFooterStyle = .auto, noMoreData: Bool = false,
                       trigger: RefreshTrigger? = nil, height: CGFloat = 44, preloadDistance: CGFloat = 0,
                       triggerPercent: CGFloat = 1, hidesWhenContentIsEmpty: Bool = true, loadsUntilFilled: Bool = false,
                       noMoreDataText: String? = nil,
                       action: @escaping @MainActor () async -> Void) -> some View {
        base.modifier(SwiftUIRefreshModifier(role: .footer, isRefreshing: nil, configuration: SwiftUIRefreshConfiguration(
            action: action, trigger: trigger, height: height, footerStyle: style, noMoreData: noMoreData,
            tuning: .init(preloadDistance: Double(preloadDistance), triggerPercent: Double(triggerPercent),
                          hidesWhenContentIsEmpty: hidesWhenContentIsEmpty, loadsUntilFilled: loadsUntilFilled),
            noMoreDataText: noMoreDataText, isEnabled: isEnabled)))
    }

    /// A load-more footer whose content is yours, drawn from the state (`.noMoreData` included) and the pull
    /// progress; the other parameters as in the async
    /// `footer(isEnabled:style:noMoreData:trigger:height:preloadDistance:…:action:)`.
    public func footer<Indicator: View>(isEnabled: Bool = true, style: RefreshFooterStyle = .auto, noMoreData: Bool = false,
                                        trigger: RefreshTrigger? = nil, height: CGFloat = 44, preloadDistance: CGFloat = 0,
                                        triggerPercent: CGFloat = 1, hidesWhenContentIsEmpty: Bool = true,
                                        loadsUntilFilled: Bool = false,
                                        action: @escaping @MainActor () async -> Void,
                                        @ViewBuilder indicator: @escaping @MainActor (RefreshState, Double) -> Indicator) -> some View {
        base.modifier(SwiftUIRefreshModifier(role: .footer, isRefreshing: nil, configuration: SwiftUIRefreshConfiguration(
            action: action, trigger: trigger, indicator: { AnyView(indicator($0, $1)) }, height: height, footerStyle: style,
            noMoreData: noMoreData,
            tuning: .init(preloadDistance: Double(preloadDistance), triggerPercent: Double(triggerPercent),
                          hidesWhenContentIsEmpty: hidesWhenContentIsEmpty, loadsUntilFilled: loadsUntilFilled),
            isEnabled: isEnabled)))
    }
}

/// Completion-style actions, for APIs that call back instead of returning: `{ done in api.fetch { _ in done() } }`.
@MainActor
extension RefreshKitWrapper where Base: View {
    /// A refresh header with the default look whose action calls `done` when the work has finished, from any
    /// thread, once (later calls are ignored); the refresh lasts until then. The other parameters as in
    /// the async `header(isEnabled:isRefreshing:trigger:height:action:)`.
    public func header(isEnabled: Bool = true, isRefreshing: Binding<Bool>? = nil, trigger: RefreshTrigger? = nil,
                       height: CGFloat = 54,
                       action: @escaping @MainActor (_ done: @escaping @Sendable () -> Void) -> Void) -> some View {
        header(isEnabled: isEnabled, isRefreshing: isRefreshing, trigger: trigger, height: height,
               action: RefreshCompletion.action(action))
    }

    /// A load-more footer with the default look whose action calls `done` when the page has loaded, from any
    /// thread, once. The other parameters as in
    /// the async `footer(isEnabled:style:noMoreData:trigger:height:preloadDistance:…:action:)`.
    public func footer(isEnabled: Bool = true, style: RefreshFooterStyle = .auto, noMoreData: Bool = false,
                       trigger: RefreshTrigger? = nil, height: CGFloat = 44, preloadDistance: CGFloat = 0,
                       triggerPercent: CGFloat = 1, hidesWhenContentIsEmpty: Bool = true, loadsUntilFilled: Bool = false,
                       noMoreDataText: String? = nil,
                       action: @escaping @MainActor (_ done: @escaping @Sendable () -> Void) -> Void) -> some View {
        footer(isEnabled: isEnabled, style: style, noMoreData: noMoreData, trigger: trigger, height: height,
               preloadDistance: preloadDistance, triggerPercent: triggerPercent, hidesWhenContentIsEmpty: hidesWhenContentIsEmpty,
               loadsUntilFilled: loadsUntilFilled, noMoreDataText: noMoreDataText, action: RefreshCompletion.action(action))
    }
}

/// Reads the binding in `body`, so that SwiftUI updates the marker whenever the app sets it, and places the
/// marker in the background.
struct SwiftUIRefreshModifier: ViewModifier {
    let role: RefreshRole
    let isRefreshing: Binding<Bool>?
    let configuration: SwiftUIRefreshConfiguration

    func body(content: Content) -> some View {
        var configuration = configuration
        configuration.requested = isRefreshing?.wrappedValue
        return content.background(SwiftUIRefreshMarker(role: role, configuration: configuration))
    }
}
#endif
