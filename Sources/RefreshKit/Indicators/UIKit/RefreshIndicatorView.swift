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
/// Its parts are at hand as MJRefresh's are (``arrowView``, ``activityIndicator``, ``titleLabel``,
/// ``lastUpdatedLabel``), with settings for what RefreshKit itself writes into them (``arrowImage``,
/// ``showsSpinner``, ``lastUpdatedFont``, ``lastUpdatedText``); ``setImages(_:duration:for:)`` puts images beside
/// the titles, as MJRefresh's GIF header does.
///
/// App-wide defaults: the titles, the last-updated line, the language and the app's own strings in
/// ``RefreshIndicatorDefaults/app``; the font, colour and language also through `UIAppearance`
/// (`RefreshIndicatorView.appearance().defaultTitleColor = .systemBlue`), whose only properties are
/// ``defaultTitleFont``, ``defaultTitleColor`` and ``defaultLanguage``: any other setting set through
/// `appearance()` is ignored, and a debug build stops with a message saying so. An indicator's own setting wins
/// over every default. (UIKit applies appearance values when a view enters a window, through the same setters;
/// separate properties keep them from replacing an indicator's own values.)
@MainActor
public final class RefreshIndicatorView: UIView, RefreshIndicator {
    /// An informative text shown in every phase that has no title of its own; `nil` (default) shows none.
    public var title: String? {
        get { options.title }
        set { setting("title") { options.title = newValue } }
    }

    /// Whether each phase shows its localised title ("Pull down to refresh", "Release to refresh",
    /// "Refreshing…", "Tap to load more"). Default: ``RefreshIndicatorDefaults/showsStateTitles`` (false); titles set
    /// with ``setTitle(_:for:)`` show either way.
    public var showsStateTitles: Bool {
        get { ownShowsStateTitles ?? RefreshIndicatorDefaults.app.showsStateTitles }
        set { setting("showsStateTitles") { ownShowsStateTitles = newValue; redraw() } }
    }

    /// Whether the title line shows at all. Default true; false leaves only the arrow and spinner.
    public var showsTitle: Bool {
        get { options.showsTitle }
        set { setting("showsTitle") { options.showsTitle = newValue } }
    }

    /// Whether it shows an arrow while idle or pulled. Default true, except for an auto footer.
    public var showsArrow: Bool {
        get { options.showsArrow }
        set { setting("showsArrow") { options.showsArrow = newValue } }
    }

    /// Whether a second line says when the component last finished refreshing ("Last updated: 5
    /// minutes ago", in the indicator's language, or ``lastUpdatedText``'s), from its
    /// ``RefreshComponentView/lastUpdated``. Default: ``RefreshIndicatorDefaults/showsLastUpdated`` (false).
    public var showsLastUpdated: Bool {
        get { ownShowsLastUpdated ?? RefreshIndicatorDefaults.app.showsLastUpdated }
        set { setting("showsLastUpdated") { ownShowsLastUpdated = newValue; redraw() } }
    }

    /// The settings above and the titles set per phase; a change redraws (nothing is written when the content
    /// stays the same). The two with app-wide defaults are filled in when the content is made.
    var options = IndicatorContent.Options() {
        didSet { redraw() }
    }
    private var ownShowsStateTitles: Bool?
    private var ownShowsLastUpdated: Bool?
    var ownLastUpdatedFont: UIFont?
    var ownLastUpdatedColor: UIColor?
    /// The app's last-updated line, ``lastUpdatedText``.
    var lastUpdatedFormat: ((Date?) -> String)?
    /// The app's images beside the titles, made when first given (``setImages(_:duration:for:)``).
    var imageSequence: RefreshImageSequenceView?
    /// The app's strings for this indicator (``strings``).
    var ownStrings: RefreshStrings?
    /// The spinner's colour when not the tint (``spinnerColor``).
    var ownSpinnerColor: UIColor?
    /// The arrow's image when not RefreshKit's symbol (``arrowImage``).
    var ownArrowImage: UIImage?

    /// The title's font. Default: ``defaultTitleFont``, else footnote, following Dynamic Type.
    public var titleFont: UIFont {
        get { ownTitleFont ?? defaultTitleFont ?? Self.standardTitleFont }
        set {
            setting("titleFont") {
                ownTitleFont = newValue
                applyTitleStyle()
            }
        }
    }

    /// The text colour of the title and the last-updated line. Default: ``defaultTitleColor``, else
    /// `.secondaryLabel`.
    public var titleColor: UIColor {
        get { ownTitleColor ?? defaultTitleColor ?? .secondaryLabel }
        set {
            setting("titleColor") {
                ownTitleColor = newValue
                applyTitleStyle()
            }
        }
    }

    /// The language of its texts, a BCP 47 code ("ja", "pt-BR"). Default (`nil`): ``defaultLanguage``, else
    /// ``RefreshIndicatorDefaults/language``, else the app's preferred localisation. Right-to-left languages lay the
    /// indicator out right to left.
    public var language: String? {
        get { ownLanguage ?? defaultLanguage ?? RefreshIndicatorDefaults.app.language }
        set {
            setting("language") {
                ownLanguage = newValue
                applyLanguage()
            }
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

    func applyTitleStyle() {
        titleLabel.font = titleFont
        titleLabel.textColor = titleColor
        lastUpdatedLabel.font = ownLastUpdatedFont ?? titleFont
        lastUpdatedLabel.textColor = ownLastUpdatedColor ?? titleColor
    }

    /// Reads the language and the strings again; the content then changes its texts, its direction and the scroll
    /// view's actions.
    func applyLanguage() {
        localization = RefreshIndicatorDefaults.app.localization(language: language, strings: ownStrings)
        redraw()
    }

    /// The app-wide defaults changed: the titles, the line, the language or the strings may be new.
    @objc private func defaultsDidChange() {
        applyLanguage()
    }

    /// The texts in ``language``.
    public private(set) var localization = RefreshIndicatorDefaults.app.localization()

    let arrow = UIImageView()
    let spinner = UIActivityIndicatorView(style: .medium)
    /// The title line (MJRefresh's `stateLabel`). RefreshKit writes its text, visibility, font and colour; set the
    /// alignment, lines and the like here, the font and colour with ``titleFont`` and ``titleColor``.
    public let titleLabel = UILabel()
    /// The last-updated line (MJRefresh's `lastUpdatedTimeLabel`); RefreshKit writes its text, visibility, font
    /// (``lastUpdatedFont``) and colour (``lastUpdatedColor``).
    public let lastUpdatedLabel = UILabel()
    /// The title and the last-updated line, one above the other.
    let texts = UIStackView()
    let stack = UIStackView()
    private lazy var tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
    /// What shows, and when to show something new.
    var display = IndicatorDisplay()
    /// The arrow's SF Symbol now shown, for an ``arrowImage`` set back to `nil`.
    var shownArrowSymbol: String? { display.content?.arrowSymbol }

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
        [titleLabel, lastUpdatedLabel].forEach(texts.addArrangedSubview)
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
        // A selector rather than a block: no closure that Foundation might call off the main actor.
        NotificationCenter.default.addObserver(self, selector: #selector(defaultsDidChange),
                                               name: RefreshIndicatorDefaults.didChangeNotification, object: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("RefreshIndicatorView is created in code")
    }

    /// Shows `state`: the arrow turns at ready, the spinner runs while refreshing, and titles change
    /// at transitions only, not on every step of a pull.
    public func refreshStateDidChange(_ state: RefreshState, role: RefreshRole) {
        apply(display.show(state, role: role) { readInputs() })
        imageSequence?.refreshStateDidChange(state, role: role)
    }

    /// The spinner follows the tint, as the arrow does, unless it has a colour of its own (``spinnerColor``).
    public override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = ownSpinnerColor ?? tintColor
    }

    /// Redraws once the indicator is in its component, whose axis and footer style choose the texts.
    public override func didMoveToSuperview() {
        super.didMoveToSuperview()
        redraw()  // the component, and so the axis and footer style, may be known only now
        fitComponentToImages()
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
}
#endif
