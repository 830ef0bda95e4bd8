import Foundation

/// What the default indicator shows for one state, chosen without UIKit so that every choice is tested on Linux.
///
/// `RefreshIndicatorView` reads its settings and its component into ``Inputs``, gets the content from
/// ``IndicatorDisplay`` and writes the parts that changed; it decides nothing itself. The choices:
/// - The arrow points the way to pull (down for a header, up for a footer, right and left along a horizontal
///   list) and turns at ready. It hides while refreshing, with no more data, when switched off, and on an auto
///   footer, which loads without a pull.
/// - The spinner runs while refreshing and while the component animates away (`ending`), unless switched off.
/// - Images given to the indicator (MJRefresh's GIF header: images beside the titles) take the arrow's and the
///   spinner's place.
/// - The title is the app's own for the phase, else RefreshKit's localised one when state titles are on (a
///   footer with no more data says so either way), else ``Options/title``; an empty title hides the line.
/// - The last-updated line shows when asked for, below a title line that is on, once the indicator is in a component.
/// - An auto footer whose title shows while it waits (idle or pulled) loads when tapped: it is a button.
/// - VoiceOver reads the component's name as the label and the state as the value (see ``Accessibility``).
/// - A language set on the indicator lays it out in that language's direction; otherwise the app's applies.
struct IndicatorContent: Sendable, Equatable {
    /// Short of a half turn: an exact half turn may animate either way round, and the same angle back
    /// retraces the turn instead of completing the circle.
    static let turnedAngle = Double.pi - 0.001

    /// The arrow's SF Symbol: "arrow.down", "arrow.up", "arrow.right" or "arrow.left".
    var arrowSymbol: String
    /// Whether the arrow shows.
    var showsArrow: Bool
    /// The arrow's rotation in radians: 0, or ``turnedAngle`` once releasing would refresh.
    var arrowAngle: Double
    /// Whether the spinner runs.
    var isSpinning: Bool
    /// Whether the app's images show, in place of the arrow and the spinner.
    var showsImages: Bool
    /// Whether the arrow, spinner and texts stack top to bottom, as in a horizontal list's narrow component,
    /// rather than side by side.
    var stacksVertically: Bool
    /// The title line; `nil` hides it (it is never empty).
    var title: String?
    /// The last-updated line ("Last updated: 5 minutes ago"); `nil` hides it.
    var lastUpdated: String?
    /// Whether a tap (or VoiceOver's double tap) loads: an auto footer showing a title while it waits.
    var isTappable: Bool
    /// What VoiceOver reads.
    var accessibility: Accessibility
    /// The direction the indicator lays out in.
    var layoutDirection: LayoutDirection
    /// The language of the texts, which also names the scroll view's VoiceOver actions.
    var language: String

    /// What VoiceOver reads of the indicator.
    struct Accessibility: Sendable, Equatable {
        /// The component's name, as its action is named: "Refresh" or "Load more".
        var label: String
        /// The state, then the app's title and the last-updated line, each said once and joined by ", ";
        /// empty when there is nothing to say.
        ///
        /// The state: how far it is pulled, what releasing does, what it is doing, or no more data; at rest
        /// nothing, except what a tappable auto footer's title says. The app's title joins it except at rest;
        /// RefreshKit's localised title only while pulled ("Pull down to refresh"), since in every other phase
        /// it restates the state.
        var value: String
        /// Whether VoiceOver calls it a button: when a double tap loads.
        var isButton: Bool
    }

    /// The layout direction of the indicator's views.
    enum LayoutDirection: Sendable, Hashable {
        /// The app's, as any view's (`UISemanticContentAttribute.unspecified`).
        case inherited
        /// Left to right, whatever the app's.
        case leftToRight
        /// Right to left, whatever the app's.
        case rightToLeft
    }

    /// The indicator's own settings, as its public properties hold them.
    struct Options: Sendable, Equatable {
        /// The informative text shown in every phase without a title of its own.
        var title: String?
        /// Whether each phase shows RefreshKit's localised title.
        var showsStateTitles = false
        /// Whether the title line shows at all (and with it the last-updated line).
        var showsTitle = true
        /// Whether the arrow shows while idle or pulled.
        var showsArrow = true
        /// Whether the last-updated line shows.
        var showsLastUpdated = false
        /// Whether the spinner shows while refreshing.
        var showsSpinner = true
        /// Whether the app gave images, which replace the arrow and the spinner.
        var showsImages = false
        /// The app's titles, by phase.
        var customTitles: [RefreshIndicatorPhase: String] = [:]

        /// Whether the last-updated line can show: asked for, with the title line on.
        var showsLastUpdatedLine: Bool { showsLastUpdated && showsTitle }
    }

    /// What the indicator knows of its component.
    struct Component: Sendable, Equatable {
        /// The axis it works along.
        var axis: ScrollAxis = .vertical
        /// Whether it is a footer that loads by itself (`RefreshFooterStyle.auto`).
        var isAutoFooter = false
        /// When it last finished refreshing; read only when the line shows.
        var lastUpdated: Date?
        /// The last-updated line as the app's formatter wrote it (MJRefresh's `lastUpdatedTimeText`); `nil` when the
        /// app gave none or the line does not show.
        var formattedLastUpdated: String?

        /// A component with the facts given.
        init(axis: ScrollAxis = .vertical, isAutoFooter: Bool = false, lastUpdated: Date? = nil) {
            self.axis = axis
            self.isAutoFooter = isAutoFooter
            self.lastUpdated = lastUpdated
        }

        /// A component read for `options`: `lastUpdated` (a timestamp store's read) and the app's `format` are
        /// called only when the last-updated line can show.
        init(axis: ScrollAxis, isAutoFooter: Bool, options: Options, lastUpdated: () -> Date?,
             format: ((Date?) -> String)? = nil) {
            let date = options.showsLastUpdatedLine ? lastUpdated() : nil
            self.init(axis: axis, isAutoFooter: isAutoFooter, lastUpdated: date)
            formattedLastUpdated = options.showsLastUpdatedLine ? format.map { $0(date) } : nil
        }
    }

    /// Everything the content is made from except the state: the component, the settings, the language and
    /// the time.
    struct Inputs: Sendable {
        /// The component showing the indicator; `nil` before it is given to one.
        var component: Component?
        /// The indicator's settings.
        var options = Options()
        /// The texts, in the indicator's language.
        var localization: RefreshLocalization
        /// Whether a language was set (on the indicator or through UIAppearance) rather than followed from the app.
        var isLanguageSet = false
        /// The time now, for the last-updated line.
        var now: Date

        /// What the texts are chosen for: the role, the axis and the footer style.
        func context(_ role: RefreshRole) -> IndicatorTexts.Context {
            IndicatorTexts.Context(role: role, isHorizontal: component?.axis == .horizontal,
                                   isAutoFooter: component?.isAutoFooter ?? false)
        }
    }

    /// The content for `state` in `role`, everything read from `inputs`.
    static func make(state: RefreshState, role: RefreshRole, inputs: Inputs) -> IndicatorContent {
        make(state: state, role: role, inputs: inputs, lastUpdated: lastUpdatedLine(inputs))
    }

    /// The content for `state` in `role` with the last-updated line given, as it was read at an earlier
    /// state of the same pull.
    static func make(state: RefreshState, role: RefreshRole, inputs: Inputs, lastUpdated: String?) -> IndicatorContent {
        let phase = RefreshIndicatorPhase(state)
        let context = inputs.context(role)
        let options = inputs.options
        let title = options.showsTitle
            ? Self.title(for: phase, in: context, options: options, localization: inputs.localization)
                .flatMap { $0.text.isEmpty ? nil : $0 }
            : nil
        let waits = phase == .idle || phase == .pulled
        let tappable = context.isAutoFooter && waits && title != nil
        let busy = phase == .refreshing
        return IndicatorContent(
            arrowSymbol: arrowSymbol(role: role, isHorizontal: context.isHorizontal),
            showsArrow: options.showsArrow && !options.showsImages && !busy && phase != .noMoreData && !context.isAutoFooter,
            arrowAngle: phase == .ready ? turnedAngle : 0,
            isSpinning: busy && options.showsSpinner && !options.showsImages,
            showsImages: options.showsImages,
            stacksVertically: context.isHorizontal,
            title: title?.text,
            lastUpdated: lastUpdated,
            isTappable: tappable,
            accessibility: accessibility(state: state, context: context, title: title, lastUpdated: lastUpdated,
                                         isTappable: tappable, localization: inputs.localization),
            layoutDirection: layoutDirection(isLanguageSet: inputs.isLanguageSet, localization: inputs.localization),
            language: inputs.localization.language)
    }

    /// A title and where it comes from.
    struct Title: Sendable, Equatable {
        /// What the title line says.
        var text: String
        /// Whether it is RefreshKit's localised title for the phase, rather than the app's own.
        var isStateTitle: Bool
    }

    /// The title of `phase`: the app's for that phase (for `.pulled`, else the app's `.idle` one), else the localised one when state titles are on
    /// (always for no more data), else ``Options/title``; `nil` when there is none.
    static func title(for phase: RefreshIndicatorPhase, in context: IndicatorTexts.Context, options: Options,
                      localization: RefreshLocalization) -> Title? {
        // MJRefresh's idle title covers a pull short of the trigger: an app's `.idle` title stands in for `.pulled`'s.
        let own = options.customTitles[phase] ?? (phase == .pulled ? options.customTitles[.idle] : nil)
        if let own { return Title(text: own, isStateTitle: false) }
        if let key = IndicatorTexts.title(for: phase.representative, in: context, stateTitles: options.showsStateTitles) {
            return Title(text: localization[key], isStateTitle: true)
        }
        return options.title.map { Title(text: $0, isStateTitle: false) }
    }

    /// The last-updated line `inputs` ask for, read at `inputs.now`; `nil` when it does not show.
    static func lastUpdatedLine(_ inputs: Inputs) -> String? {
        guard inputs.options.showsLastUpdatedLine, let component = inputs.component else { return nil }
        return component.formattedLastUpdated
            ?? RefreshLastUpdated.text(for: component.lastUpdated, now: inputs.now, localization: inputs.localization)
    }

    /// The arrow pointing the way the component is pulled.
    static func arrowSymbol(role: RefreshRole, isHorizontal: Bool) -> String {
        switch (role, isHorizontal) {
        case (.header, false): "arrow.down"
        case (.footer, false): "arrow.up"
        case (.header, true): "arrow.right"
        case (.footer, true): "arrow.left"
        }
    }

    /// A language set explicitly lays the indicator out in its own direction; otherwise the app's applies.
    static func layoutDirection(isLanguageSet: Bool, localization: RefreshLocalization) -> LayoutDirection {
        guard isLanguageSet else { return .inherited }
        return localization.isRightToLeft ? .rightToLeft : .leftToRight
    }

    /// What VoiceOver reads for `state`, with the title and last-updated line that show.
    static func accessibility(state: RefreshState, context: IndicatorTexts.Context, title: Title?, lastUpdated: String?,
                              isTappable: Bool, localization: RefreshLocalization) -> Accessibility {
        let atRest = state == .idle
        let status = atRest
            ? (isTappable ? title?.text : nil)
            : IndicatorTexts.status(for: state, in: context, localization: localization)
        // RefreshKit's own title says what the status says (the same text at ready and with no more data,
        // "Refreshing…" for "Refreshing", "Loading…" for "Loading more"), except while pulled, where it says how
        // to refresh; the app's title always adds something.
        let restates = title?.isStateTitle == true && RefreshIndicatorPhase(state) != .pulled
        let texts = [status, atRest || restates ? nil : title?.text, lastUpdated].compactMap { $0 }.filter { !$0.isEmpty }
        let once = texts.reduce(into: [String]()) { said, text in
            if !said.contains(text) { said.append(text) }
        }
        return Accessibility(label: localization[IndicatorTexts.label(context)], value: once.joined(separator: ", "),
                             isButton: isTappable)
    }
}
