#if canImport(UIKit)
import UIKit

/// The default indicator: an arrow that turns when releasing would refresh, a spinner while refreshing,
/// and optional text, each part configurable in one line.
///
/// Out of the box it follows Apple's Human Interface Guidelines for refresh controls: no text that
/// explains how to refresh. ``showsStateTitles`` turns on localised titles per state ("Pull down to
/// refresh", "Release to refresh", "Refreshing…"), ``setTitle(_:for:)`` replaces any of them,
/// ``showsLastUpdated`` adds "Last updated: 5 minutes ago". A footer always says "No more data" when
/// there is none. An auto footer showing a title loads when it is tapped, as MJRefresh's does.
///
/// The font, colour and language have app-wide defaults through `UIAppearance`, so one line sets them for
/// the whole app: `RefreshIndicatorView.appearance().defaultTitleColor = .systemBlue`. An indicator's own
/// ``titleFont``, ``titleColor`` or ``language`` wins over them. (UIKit applies appearance values when a view
/// enters a window, through the same setters; separate properties keep them from replacing an indicator's
/// own values.)
@MainActor
public final class RefreshIndicatorView: UIView, RefreshIndicator {
    /// Short of a half turn: an exact half turn may animate either way round.
    private static let turnedAngle = CGFloat.pi - 0.001

    /// An informative text shown in every phase that has no title of its own; `nil` (default) shows none.
    public var title: String? {
        didSet { if title != oldValue { refresh() } }
    }

    /// Whether each phase shows its localised title ("Pull down to refresh", "Release to refresh",
    /// "Refreshing…", "Tap to load more"). Default false; titles set with ``setTitle(_:for:)`` show either way.
    public var showsStateTitles = false {
        didSet { if showsStateTitles != oldValue { refresh() } }
    }

    /// Whether the title line shows at all. Default true; false leaves only the arrow and spinner.
    public var showsTitle = true {
        didSet { if showsTitle != oldValue { refresh() } }
    }

    /// Whether it shows an arrow while idle or pulled. Default true, except for an auto footer.
    public var showsArrow = true {
        didSet { if showsArrow != oldValue { refresh() } }
    }

    /// Whether a second line says when the component last finished refreshing ("Last updated: 5
    /// minutes ago", in the indicator's language), from its ``RefreshComponentView/lastUpdated``. Default false.
    public var showsLastUpdated = false {
        didSet { if showsLastUpdated != oldValue { refresh() } }
    }

    /// The title's font. Default: ``defaultTitleFont``, else footnote, following Dynamic Type.
    public var titleFont: UIFont {
        get { ownTitleFont ?? defaultTitleFont ?? Self.standardTitleFont }
        set {
            ownTitleFont = newValue
            applyTitleStyle()
        }
    }

    /// The text colour of the title and the last-updated line. Default: ``defaultTitleColor``, else
    /// `.secondaryLabel`.
    public var titleColor: UIColor {
        get { ownTitleColor ?? defaultTitleColor ?? .secondaryLabel }
        set {
            ownTitleColor = newValue
            applyTitleStyle()
        }
    }

    /// The language of its texts, a BCP 47 code ("ja", "pt-BR"). Default (`nil`): ``defaultLanguage``, else
    /// the app's preferred localisation. Right-to-left languages lay the indicator out right to left.
    public var language: String? {
        get { ownLanguage ?? defaultLanguage }
        set {
            ownLanguage = newValue
            applyLanguage()
        }
    }

    /// The title font of every indicator that has none of its own, set through UIAppearance:
    /// `RefreshIndicatorView.appearance().defaultTitleFont = …`. `nil`: footnote, following Dynamic Type.
    @objc public dynamic var defaultTitleFont: UIFont? {
        didSet { applyTitleStyle() }
    }

    /// The title colour of every indicator that has none of its own, set through UIAppearance. `nil`:
    /// `.secondaryLabel`.
    @objc public dynamic var defaultTitleColor: UIColor? {
        didSet { applyTitleStyle() }
    }

    /// The language of every indicator that has none of its own, set through UIAppearance. `nil`: the
    /// app's preferred localisation.
    @objc public dynamic var defaultLanguage: String? {
        didSet { applyLanguage() }
    }

    private var ownTitleFont: UIFont?
    private var ownTitleColor: UIColor?
    private var ownLanguage: String?
    private static var standardTitleFont: UIFont { .preferredFont(forTextStyle: .footnote) }

    private func applyTitleStyle() {
        for label in [titleLabel, lastUpdatedLabel] {
            label.font = titleFont
            label.textColor = titleColor
        }
    }

    private func applyLanguage() {
        let resolved = RefreshLocalization(language: language)
        guard resolved != localization || semanticContentAttribute != layoutDirection(for: resolved) else { return }
        localization = resolved
        applyLayoutDirection()
        refresh()
        // VoiceOver's actions on the scroll view speak the indicator's language too.
        refreshComponent?.support.host?.updateAccessibilityActions()
    }

    /// The texts in ``language``.
    public private(set) var localization = RefreshLocalization()

    private var customTitles: [Phase: String] = [:]
    private let arrow = UIImageView()
    private let spinner = UIActivityIndicatorView(style: .medium)
    let titleLabel = UILabel()
    let lastUpdatedLabel = UILabel()
    let stack = UIStackView()
    private lazy var tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
    private(set) var shown: (state: RefreshState, role: RefreshRole)?
    private var turned = false

    /// An indicator with the default look; give it to a component's `indicator:` parameter.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        tintColor = .secondaryLabel  // the arrow and spinner follow the tint
        isUserInteractionEnabled = false
        addGestureRecognizer(tap)
        arrow.contentMode = .scaleAspectFit
        spinner.hidesWhenStopped = true
        spinner.color = tintColor
        for label in [titleLabel, lastUpdatedLabel] {
            label.font = titleFont
            label.textColor = titleColor
            label.adjustsFontForContentSizeCategory = true
            if #available(iOS 15.0, *) { label.maximumContentSizeCategory = .accessibilityMedium }
            label.textAlignment = .center
            // At large text sizes a line wraps and then shrinks rather than running off screen.
            label.numberOfLines = 2
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.5
            label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            label.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        }
        let texts = UIStackView(arrangedSubviews: [titleLabel, lastUpdatedLabel])
        texts.axis = .vertical
        texts.alignment = .center
        texts.spacing = 2
        [arrow, spinner, texts].forEach(stack.addArrangedSubview)
        stack.spacing = 8
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        // Not required: before its first layout the view is zero-sized, and the edges must give way
        // silently rather than log a conflict.
        let edges = [
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(greaterThanOrEqualTo: topAnchor),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor),
        ]
        edges.forEach { $0.priority = .required - 1 }
        NSLayoutConstraint.activate(edges + [
            stack.centerXAnchor.constraint(equalTo: centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: centerYAnchor),
            arrow.widthAnchor.constraint(equalToConstant: 16),
            arrow.heightAnchor.constraint(equalToConstant: 16),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("RefreshIndicatorView is created in code")
    }

    /// Sets the title shown in `phase`, replacing the localised one; `nil` goes back to it.
    public func setTitle(_ title: String?, for phase: Phase) {
        guard customTitles[phase] != title else { return }
        customTitles[phase] = title
        refresh()
    }

    /// The title shown in `phase` for this indicator's component: the app's, the localised one when
    /// ``showsStateTitles`` is on (always for no-more-data), or ``title``.
    public func title(for phase: Phase) -> String? {
        if let custom = customTitles[phase] { return custom }
        let context = context(shown?.role ?? .header)
        if let key = IndicatorTexts.title(for: phase.representative, in: context, stateTitles: showsStateTitles) {
            return localization[key]
        }
        return title
    }

    /// Shows `state`: the arrow turns at ready, the spinner runs while refreshing, and titles change
    /// at transitions only, not on every step of a pull.
    public func refreshStateDidChange(_ state: RefreshState, role: RefreshRole) {
        let previous = shown
        shown = (state, role)
        // Text changes at transitions only, never per frame of a pull; the accessibility value follows the
        // pull in whole percent, so it is rebuilt only when the percentage VoiceOver would read changes.
        guard previous?.state.kind != state.kind || previous?.role != role else {
            if Self.percent(previous?.state) != Self.percent(state) { updateAccessibility() }
            return
        }
        show(animated: previous != nil)
    }

    /// The spinner follows the tint, as the arrow does.
    public override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = tintColor
    }

    /// Redraws once the indicator is in its component, whose axis and footer style choose the texts.
    public override func didMoveToSuperview() {
        super.didMoveToSuperview()
        refresh()  // the component, and so the axis and footer style, may be known only now
    }

    public override func didMoveToWindow() {
        super.didMoveToWindow()
        // The component's axis is set when it joins its scroll view (`rk.leading`), after the indicator was
        // first shown; a window arrives with or after that scroll view, so the arrow and layout follow it.
        if window != nil { refresh() }
    }

    /// VoiceOver's double tap on an auto footer's "Tap to load more" loads, as a tap does.
    public override func accessibilityActivate() -> Bool {
        // Nonisolated in the SDK; VoiceOver calls it on the main thread.
        onMainThreadNow { [self] in
            guard isTappable else { return false }
            tapped()
            return true
        } ?? false
    }

    // MARK: - Showing

    private func refresh() {
        if shown != nil { show(animated: false) }
    }

    private func show(animated: Bool) {
        guard let (state, role) = shown else { return }
        let phase = Phase(state)
        let horizontal = refreshComponent?.axis == .horizontal
        arrow.image = UIImage(systemName: arrowSymbol(role: role, horizontal: horizontal))
        stack.axis = horizontal ? .vertical : .horizontal
        let busy = phase == .refreshing
        let text = showsTitle ? title(for: phase) : nil
        titleLabel.text = text
        titleLabel.isHidden = text?.isEmpty ?? true
        let updated = showsLastUpdated && showsTitle ? lastUpdatedText() : nil
        lastUpdatedLabel.text = updated
        lastUpdatedLabel.isHidden = updated == nil
        arrow.isHidden = busy || phase == .noMoreData || !showsArrow || isAutoFooter
        if busy { spinner.startAnimating() } else { spinner.stopAnimating() }
        isUserInteractionEnabled = isTappable
        updateAccessibility()
        turnArrow(phase == .ready, animated: animated)
    }

    private func arrowSymbol(role: RefreshRole, horizontal: Bool) -> String {
        switch (role, horizontal) {
        case (.header, false): "arrow.down"
        case (.footer, false): "arrow.up"
        case (.header, true): "arrow.right"
        case (.footer, true): "arrow.left"
        }
    }

    private func turnArrow(_ turn: Bool, animated: Bool) {
        guard turn != turned else { return }
        turned = turn
        let transform = turn ? CGAffineTransform(rotationAngle: Self.turnedAngle) : .identity
        if animated && !UIAccessibility.isReduceMotionEnabled {
            // The same angle back retraces the turn instead of completing the circle.
            UIView.animate(withDuration: 0.2) { [arrow] in arrow.transform = transform }
        } else {
            arrow.transform = transform
        }
    }

    /// What the indicator is attached to, for the choice of texts.
    func context(_ role: RefreshRole) -> IndicatorTexts.Context {
        IndicatorTexts.Context(role: role, isHorizontal: refreshComponent?.axis == .horizontal, isAutoFooter: isAutoFooter)
    }

    private func lastUpdatedText() -> String? {
        guard let component = refreshComponent else { return nil }
        return RefreshLastUpdated.text(for: component.lastUpdated, now: Date(), localization: localization)
    }

    // MARK: - Tap to load

    private var isAutoFooter: Bool { (refreshComponent as? RefreshFooter)?.style == .auto }

    /// An auto footer that shows a title while waiting loads when tapped.
    var isTappable: Bool {
        guard let shown, isAutoFooter, Phase(shown.state) == .idle || Phase(shown.state) == .pulling else { return false }
        return !titleLabel.isHidden
    }

    @objc private func tapped() {
        guard isTappable else { return }
        refreshComponent?.beginRefreshing()
    }
}
#endif
