/// Which of RefreshKit's texts the default indicator shows and speaks for a state: pure, so tested on Linux.
enum IndicatorTexts {
    /// What the indicator is attached to.
    struct Context: Sendable, Hashable {
        var role: RefreshRole
        var isHorizontal = false
        var isAutoFooter = false
    }

    /// The localised title for `state` when state titles are on; no-more-data has one either way.
    static func title(for state: RefreshState, in context: Context, stateTitles: Bool) -> RefreshText? {
        if state == .noMoreData { return .noMoreData }
        guard stateTitles else { return nil }
        switch (context.role, state) {
        case (.header, .idle), (.header, .pulling): return context.isHorizontal ? .leadingPulling : .headerPulling
        case (.header, .ready): return .headerReady
        case (.header, _): return .headerRefreshing
        case (.footer, .idle), (.footer, .pulling):
            return context.isAutoFooter ? .footerAutoIdle : context.isHorizontal ? .trailingPulling : .footerPulling
        case (.footer, .ready): return .footerReady
        case (.footer, _): return .footerRefreshing
        }
    }

    /// A pull's progress as the whole percentage VoiceOver reads: clamped to 0…100, NaN as 0.
    static func percent(_ progress: Double) -> Int {
        progress.isNaN ? 0 : Int((min(max(progress, 0), 1) * 100).rounded())
    }

    /// VoiceOver's label: the component's name, as its accessibility action is named.
    static func label(_ context: Context) -> RefreshText {
        context.role == .header ? .actionRefresh : .actionLoadMore
    }

    /// VoiceOver's value for `state`: how far it is pulled (a whole percentage, clamped to 0…100), what
    /// releasing does, or what it is doing; `nil` at rest.
    static func status(for state: RefreshState, in context: Context,
                       localization: RefreshLocalization) -> String? {
        let header = context.role == .header
        switch state {
        case .idle: return nil
        case .pulling(let progress):
            return localization.format(.accessibilityPulled, percent(progress))
        case .ready: return localization[header ? .headerReady : .footerReady]
        case .refreshing, .ending: return localization[header ? .announceRefreshing : .announceLoadingMore]
        case .noMoreData: return localization[.noMoreData]
        }
    }
}
