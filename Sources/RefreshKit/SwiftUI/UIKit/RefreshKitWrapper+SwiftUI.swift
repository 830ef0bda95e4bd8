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
///
/// A scroll view has one header and one footer. Two modifiers of one role on it share the component, and the
/// one written last among the enabled ones drives it; the others are ignored (logged once when two are
/// enabled). Leave `fileID`, `line` and `column` to the compiler: they tell two modifiers apart from one
/// modifier on many rows.
@MainActor
extension RefreshKitWrapper where Base: View {
    /// A refresh header with the default look. `isEnabled` false switches it off (hidden, no inset, cannot
    /// be pulled or begun; a refresh running ends), applied on every update; `isRefreshing`, if given, shows
    /// the refresh and begins one when set to true (programmatic begin) or ends one when set to false;
    /// `isLoading`, if given, is a model's own loading flag the header follows and never writes (a refresh
    /// shows while it is true; a pull runs the action unless the model is loading already, and lasts until
    /// the action returned and the flag reads false, read live, not as of the view's last update; a load the model
    /// starts shows where the user is, ``RefreshStyle/revealsModelLoads``; with both, setting the binding does nothing);
    /// `trigger`, if given, begins one from async code and waits for it (``RefreshTrigger/refresh()``).
    public func header(isEnabled: Bool = true, isRefreshing: Binding<Bool>? = nil, isLoading: @autoclosure @escaping @MainActor () -> Bool? = nil,
                       trigger: RefreshTrigger? = nil, height: CGFloat = 54,
                       fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
                       action: @escaping @MainActor () async -> Void) -> some View {
        attach(.header, isRefreshing, SwiftUIRefreshConfiguration(
            action: action, isRefreshing: isRefreshing, trigger: trigger, isLoading: isLoading(), liveLoading: isLoading, height: height,
            isEnabled: isEnabled, site: .init(fileID: fileID, line: line, column: column)))
    }

    /// A refresh header whose content is yours, drawn from the state and the pull progress (0 at rest, 1 at
    /// the trigger, more past it); the other parameters as in the header with the default look.
    public func header<Indicator: View>(isEnabled: Bool = true, isRefreshing: Binding<Bool>? = nil, isLoading: @autoclosure @escaping @MainActor () -> Bool? = nil,
                                        trigger: RefreshTrigger? = nil, height: CGFloat = 54,
                                        fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
                                        action: @escaping @MainActor () async -> Void,
                                        @ViewBuilder indicator: @escaping @MainActor (RefreshState, Double) -> Indicator) -> some View {
        attach(.header, isRefreshing, SwiftUIRefreshConfiguration(
            action: action, isRefreshing: isRefreshing, trigger: trigger, indicator: { AnyView(indicator($0, $1)) },
            isLoading: isLoading(), liveLoading: isLoading, height: height, isEnabled: isEnabled, site: .init(fileID: fileID, line: line, column: column)))
    }

    /// A load-more footer: `.auto` loads as the end comes near, `.back` when pulled past it. `noMoreData`
    /// shows that everything is loaded (`noMoreDataText`, if given, says it in the default look) and stops
    /// loading until it turns false again. `isEnabled` false switches it off (hidden, no inset, never loads;
    /// no more data is kept). `isLoading`, if given, is a model's own loading-more flag the footer follows and
    /// never writes: it shows a load while the flag is true (a page the app began loading elsewhere) without
    /// running the action, a load it starts runs the action unless the model loads already, and lasts until
    /// the flag reads false (read live). No more data that turns true as a load runs or starts ends that load's
    /// footer once the load has ended. `height` nil (default) sizes the footer to its content (at least 44
    /// points, growing with Dynamic Type). An auto footer loads `preloadDistance` points before the end (and once
    /// `triggerPercent` of it shows: 1 fully, lower or negative earlier), at most once per drag;
    /// `loadsUntilFilled` loads page after page without a drag while the content does not fill the screen;
    /// `hidesWhenContentIsEmpty` (default) keeps it from loading while the content length is 0 (placeholder rows
    /// are content: pass `isEnabled: !model.items.isEmpty`). All are applied on every
    /// update, as `RefreshFooter`'s properties of the same names. `trigger`, if given, loads from code and
    /// waits for it (`await trigger.refresh(.footer)`: a "Load more" button).
    public func footer(isEnabled: Bool = true, style: RefreshFooterStyle = .auto, noMoreData: Bool = false,
                       isLoading: @autoclosure @escaping @MainActor () -> Bool? = nil, trigger: RefreshTrigger? = nil, height: CGFloat? = nil,
                       preloadDistance: CGFloat = 0, triggerPercent: CGFloat = 1, hidesWhenContentIsEmpty: Bool = true,
                       loadsUntilFilled: Bool = false, noMoreDataText: String? = nil,
                       fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
                       action: @escaping @MainActor () async -> Void) -> some View {
        attach(.footer, nil, SwiftUIRefreshConfiguration(
            action: action, trigger: trigger, isLoading: isLoading(), liveLoading: isLoading, height: height, footerStyle: style,
            noMoreData: noMoreData,
            tuning: .init(preloadDistance: Double(preloadDistance), triggerPercent: Double(triggerPercent),
                          hidesWhenContentIsEmpty: hidesWhenContentIsEmpty, loadsUntilFilled: loadsUntilFilled),
            noMoreDataText: noMoreDataText, isEnabled: isEnabled, site: .init(fileID: fileID, line: line, column: column)))
    }

    /// A load-more footer whose content is yours, drawn from the state (`.noMoreData` included) and the pull
    /// progress; the other parameters as in the footer with the default look (`noMoreDataText` is for the
    /// default look: your content draws its own).
    public func footer<Indicator: View>(isEnabled: Bool = true, style: RefreshFooterStyle = .auto, noMoreData: Bool = false,
                                        isLoading: @autoclosure @escaping @MainActor () -> Bool? = nil, trigger: RefreshTrigger? = nil, height: CGFloat? = nil,
                                        preloadDistance: CGFloat = 0, triggerPercent: CGFloat = 1,
                                        hidesWhenContentIsEmpty: Bool = true, loadsUntilFilled: Bool = false,
                                        noMoreDataText: String? = nil,
                                        fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
                                        action: @escaping @MainActor () async -> Void,
                                        @ViewBuilder indicator: @escaping @MainActor (RefreshState, Double) -> Indicator) -> some View {
        attach(.footer, nil, SwiftUIRefreshConfiguration(
            action: action, trigger: trigger, indicator: { AnyView(indicator($0, $1)) }, isLoading: isLoading(), liveLoading: isLoading,
            height: height, footerStyle: style, noMoreData: noMoreData,
            tuning: .init(preloadDistance: Double(preloadDistance), triggerPercent: Double(triggerPercent),
                          hidesWhenContentIsEmpty: hidesWhenContentIsEmpty, loadsUntilFilled: loadsUntilFilled),
            noMoreDataText: noMoreDataText, isEnabled: isEnabled, site: .init(fileID: fileID, line: line, column: column)))
    }

    /// The style of the headers and footers below (``RefreshStyle``), replacing the one above.
    public func style(_ style: RefreshStyle) -> some View {
        base.environment(\.refreshKitStyle, style)
    }

    /// The style of the headers and footers below, changed from the one above: `.rk.style { $0.tint = .systemRed }`.
    public func style(_ change: @escaping (inout RefreshStyle) -> Void) -> some View {
        base.transformEnvironment(\.refreshKitStyle, transform: change)
    }

    /// The modifier that places the marker.
    private func attach(_ role: RefreshRole, _ isRefreshing: Binding<Bool>?,
                        _ configuration: SwiftUIRefreshConfiguration) -> some View {
        base.modifier(SwiftUIRefreshModifier(role: role, isRefreshing: isRefreshing, configuration: configuration))
    }
}

/// Completion-style actions, for APIs that call back instead of returning: `{ done in api.fetch { _ in done() } }`.
/// The action calls `done` when the work has finished, from any thread, once (later calls are ignored); the
/// refresh lasts until then. Every parameter of the async forms is here too.
@MainActor
extension RefreshKitWrapper where Base: View {
    /// A refresh header with the default look and a completion-style action.
    public func header(isEnabled: Bool = true, isRefreshing: Binding<Bool>? = nil, isLoading: @autoclosure @escaping @MainActor () -> Bool? = nil,
                       trigger: RefreshTrigger? = nil, height: CGFloat = 54,
                       fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
                       action: @escaping @MainActor (_ done: @escaping @Sendable () -> Void) -> Void) -> some View {
        header(isEnabled: isEnabled, isRefreshing: isRefreshing, isLoading: isLoading(), trigger: trigger, height: height,
               fileID: fileID, line: line, column: column, action: RefreshCompletion.action(action))
    }

    /// A refresh header whose content is yours, with a completion-style action.
    public func header<Indicator: View>(isEnabled: Bool = true, isRefreshing: Binding<Bool>? = nil, isLoading: @autoclosure @escaping @MainActor () -> Bool? = nil,
                                        trigger: RefreshTrigger? = nil, height: CGFloat = 54,
                                        fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
                                        action: @escaping @MainActor (_ done: @escaping @Sendable () -> Void) -> Void,
                                        @ViewBuilder indicator: @escaping @MainActor (RefreshState, Double) -> Indicator) -> some View {
        header(isEnabled: isEnabled, isRefreshing: isRefreshing, isLoading: isLoading(), trigger: trigger, height: height,
               fileID: fileID, line: line, column: column, action: RefreshCompletion.action(action), indicator: indicator)
    }

    /// A load-more footer with the default look and a completion-style action.
    public func footer(isEnabled: Bool = true, style: RefreshFooterStyle = .auto, noMoreData: Bool = false,
                       isLoading: @autoclosure @escaping @MainActor () -> Bool? = nil, trigger: RefreshTrigger? = nil, height: CGFloat? = nil,
                       preloadDistance: CGFloat = 0, triggerPercent: CGFloat = 1, hidesWhenContentIsEmpty: Bool = true,
                       loadsUntilFilled: Bool = false, noMoreDataText: String? = nil,
                       fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
                       action: @escaping @MainActor (_ done: @escaping @Sendable () -> Void) -> Void) -> some View {
        footer(isEnabled: isEnabled, style: style, noMoreData: noMoreData, isLoading: isLoading(), trigger: trigger,
               height: height, preloadDistance: preloadDistance, triggerPercent: triggerPercent,
               hidesWhenContentIsEmpty: hidesWhenContentIsEmpty, loadsUntilFilled: loadsUntilFilled,
               noMoreDataText: noMoreDataText, fileID: fileID, line: line, column: column,
               action: RefreshCompletion.action(action))
    }

    /// A load-more footer whose content is yours, with a completion-style action.
    public func footer<Indicator: View>(isEnabled: Bool = true, style: RefreshFooterStyle = .auto, noMoreData: Bool = false,
                                        isLoading: @autoclosure @escaping @MainActor () -> Bool? = nil, trigger: RefreshTrigger? = nil, height: CGFloat? = nil,
                                        preloadDistance: CGFloat = 0, triggerPercent: CGFloat = 1,
                                        hidesWhenContentIsEmpty: Bool = true, loadsUntilFilled: Bool = false,
                                        noMoreDataText: String? = nil,
                                        fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
                                        action: @escaping @MainActor (_ done: @escaping @Sendable () -> Void) -> Void,
                                        @ViewBuilder indicator: @escaping @MainActor (RefreshState, Double) -> Indicator) -> some View {
        footer(isEnabled: isEnabled, style: style, noMoreData: noMoreData, isLoading: isLoading(), trigger: trigger,
               height: height, preloadDistance: preloadDistance, triggerPercent: triggerPercent,
               hidesWhenContentIsEmpty: hidesWhenContentIsEmpty, loadsUntilFilled: loadsUntilFilled,
               noMoreDataText: noMoreDataText, fileID: fileID, line: line, column: column,
               action: RefreshCompletion.action(action), indicator: indicator)
    }
}

/// Reads the binding in `body`, so that SwiftUI updates the marker whenever the app sets it, places the
/// marker in the background, and gives the views inside its part of the environment's ``RefreshKitAction``.
struct SwiftUIRefreshModifier: ViewModifier {
    let role: RefreshRole
    let isRefreshing: Binding<Bool>?
    let configuration: SwiftUIRefreshConfiguration
    /// The trigger of the environment's action, taken by the component like one the app gives.
    @State private var trigger = RefreshTrigger()
    /// Whether the component refreshes, written by the attachment, read by the environment's action.
    @State private var shownRefreshing = false

    func body(content: Content) -> some View {
        var configuration = configuration
        configuration.requested = isRefreshing?.wrappedValue
        configuration.environmentTrigger = trigger
        configuration.status = $shownRefreshing
        let part = RefreshKitAction.Part(trigger: trigger, isRefreshing: shownRefreshing)
        return content.background(SwiftUIRefreshMarker(role: role, configuration: configuration))
            .transformEnvironment(\.refreshKit) { [role] in $0 = RefreshKitAction.merging(part, as: role, into: $0) }
    }
}
#endif
