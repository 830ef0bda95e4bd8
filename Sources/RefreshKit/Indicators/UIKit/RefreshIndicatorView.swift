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
    /// An informative text shown in every phase that has no title of its own; `nil` (default) shows none.
    public var title: String? {
        get { options.title }
        set { options.title = newValue }
    }

    /// Whether each phase shows its localised title ("Pull down to refresh", "Release to refresh",
    /// "Refreshing…", "Tap to load more"). Default false; titles set with ``setTitle(_:for:)`` show either way.
    public var showsStateTitles: Bool {
        get { options.showsStateTitles }
        set { options.showsStateTitles = newValue }
    }

    /// Whether the title line shows at all. Default true; false leaves only the arrow and spinner.
    public var showsTitle: Bool {
        get { options.showsTitle }
        set { options.showsTitle = newValue }
    }

    /// Whether it shows an arrow while idle or pulled. Default true, except for an auto footer.
    public var showsArrow: Bool {
        get { options.showsArrow }
        set { options.showsArrow = newValue }
    }

    /// Whether a second line says when the component last finished refreshing ("Last updated: 5
    /// minutes ago", in the indicator's language), from its ``RefreshComponentView/lastUpdated``. Default false.
    public var showsLastUpdated: Bool {
        get { options.showsLastUpdated }
        set { options.showsLastUpdated = newValue }
    }

    /// The settings above and the titles set per phase; a change redraws (nothing is written when the content
    /// stays the same).
    private var options = IndicatorContent.Options() {
        didSet { redraw() }
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

    /// Reads the language again; the content then changes its texts, its direction and the scroll view's actions.
    private func applyLanguage() {
        localization = RefreshLocalization(language: language)
        redraw()
    }

    /// The texts in ``language``.
    public private(set) var localization = RefreshLocalization()

    private let arrow = UIImageView()
    private let spinner = UIActivityIndicatorView(style: .medium)
    let titleLabel = UILabel()
    let lastUpdatedLabel = UILabel()
    let stack = UIStackView()
    private lazy var tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
    /// What shows, and when to show something new.
    private var display = IndicatorDisplay()

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
        options.customTitles[phase] = title
    }

    /// The title shown in `phase` for this indicator's component: the app's, the localised one when
    /// ``showsStateTitles`` is on (always for no-more-data), or ``title``.
    public func title(for phase: Phase) -> String? {
        let inputs = readInputs()
        return IndicatorContent.title(for: phase, in: inputs.context(display.shown?.role ?? .header),
                                      options: inputs.options, localization: inputs.localization)?.text
    }

    /// Shows `state`: the arrow turns at ready, the spinner runs while refreshing, and titles change
    /// at transitions only, not on every step of a pull.
    public func refreshStateDidChange(_ state: RefreshState, role: RefreshRole) {
        apply(display.show(state, role: role) { readInputs() })
    }

    /// The spinner follows the tint, as the arrow does.
    public override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = tintColor
    }

    /// Redraws once the indicator is in its component, whose axis and footer style choose the texts.
    public override func didMoveToSuperview() {
        super.didMoveToSuperview()
        redraw()  // the component, and so the axis and footer style, may be known only now
    }

    public override func didMoveToWindow() {
        super.didMoveToWindow()
        // The component's axis is set when it joins its scroll view (`rk.leading`), after the indicator was
        // first shown; a window arrives with or after that scroll view, so the arrow and layout follow it.
        // Leaving the window redraws too, which changes nothing that can be seen.
        redraw()
    }

    /// VoiceOver's double tap on an auto footer's "Tap to load more" loads, as a tap does.
    public override func accessibilityActivate() -> Bool {
        // Nonisolated in the SDK; VoiceOver calls it on the main thread.
        onMainThreadNow { [self] in loadIfTappable() } ?? false
    }

    // MARK: - Showing

    /// What the content is made from, read now: the component, the settings, the language and the time.
    private func readInputs() -> IndicatorContent.Inputs {
        let options = options
        let component = refreshComponent.map { component in
            IndicatorContent.Component(axis: component.axis, isAutoFooter: (component as? RefreshFooter)?.style == .auto,
                                       options: options, lastUpdated: { component.lastUpdated })
        }
        return IndicatorContent.Inputs(component: component, options: options, localization: localization,
                                       isLanguageSet: language != nil, now: Date())
    }

    private func redraw() {
        apply(display.redraw { readInputs() })
    }

    /// Writes the parts of the content that changed.
    private func apply(_ change: IndicatorDisplay.Change?) {
        guard let change else { return }
        change.write(\.arrowSymbol) { arrow.image = UIImage(systemName: $0) }
        change.write(\.stacksVertically) { stack.axis = $0 ? .vertical : .horizontal }
        change.write(\.title) { title in
            titleLabel.text = title
            titleLabel.isHidden = title == nil
        }
        change.write(\.lastUpdated) { line in
            lastUpdatedLabel.text = line
            lastUpdatedLabel.isHidden = line == nil
        }
        change.write(\.showsArrow) { arrow.isHidden = !$0 }
        change.write(\.isSpinning) { $0 ? spinner.startAnimating() : spinner.stopAnimating() }
        change.write(\.isTappable) { isUserInteractionEnabled = $0 }
        applyAccessibility(change)
        let duration = change.turnDuration(reduceMotion: UIAccessibility.isReduceMotionEnabled)
        change.write(\.arrowAngle) { angle in
            let transform = CGAffineTransform(rotationAngle: CGFloat(angle))
            // A duration of 0 makes the change at once, without animating.
            UIView.animate(withDuration: duration) { [arrow] in arrow.transform = transform }
        }
        // VoiceOver's actions on the scroll view speak the indicator's language too.
        change.write(\.language) { _ in refreshComponent?.support.host?.updateAccessibilityActions() }
    }

    // MARK: - Tap to load

    /// An auto footer that shows a title while waiting loads when tapped; true when it did.
    @discardableResult
    private func loadIfTappable() -> Bool {
        guard display.content?.isTappable == true else { return false }
        refreshComponent?.beginRefreshing()
        return true
    }

    @objc private func tapped() {
        loadIfTappable()
    }
}
#endif
