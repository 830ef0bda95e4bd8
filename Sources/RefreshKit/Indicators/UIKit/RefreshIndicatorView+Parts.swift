#if canImport(UIKit)
import UIKit

extension RefreshIndicatorView {
    // MARK: - The parts, as MJRefresh's normal and GIF kinds have them

    /// The arrow (MJRefresh's `arrowView`). RefreshKit writes its image, visibility and turn; set its image with
    /// ``arrowImage``, its colour with `tintColor`.
    ///
    /// Read through `appearance()`, which is not an indicator, it is a new image view that nothing shows (a debug
    /// build stops with a message): set an indicator's own.
    public var arrowView: UIImageView { part("arrowView", arrow) ?? UIImageView() }

    /// The spinner (MJRefresh's `loadingView`). RefreshKit starts and stops it; set its `style` here, its colour
    /// with ``spinnerColor`` (default: the tint) and hide it with ``showsSpinner``.
    ///
    /// Read through `appearance()`, it is a new spinner that nothing shows (a debug build stops with a message).
    public var activityIndicator: UIActivityIndicatorView { part("activityIndicator", spinner) ?? UIActivityIndicatorView() }

    /// The arrow's image; `nil` (default) is RefreshKit's SF Symbol pointing the way to pull. Drawn as given, it
    /// turns half a turn once releasing would refresh, as MJRefresh's arrow does.
    public var arrowImage: UIImage? {
        get { ownArrowImage }
        set {
            setting("arrowImage") {
                ownArrowImage = newValue
                arrow.image = newValue ?? shownArrowSymbol.flatMap { UIImage(systemName: $0) }
            }
        }
    }

    /// Whether the spinner shows while refreshing. Default true; false leaves the titles alone, as MJRefresh's
    /// `loadingView.hidden`.
    public var showsSpinner: Bool {
        get { options.showsSpinner }
        set { setting("showsSpinner") { options.showsSpinner = newValue } }
    }

    /// The spinner's colour; `nil` (default) follows `tintColor`, as the arrow does.
    public var spinnerColor: UIColor? {
        get { ownSpinnerColor }
        set {
            setting("spinnerColor") {
                ownSpinnerColor = newValue
                spinner.color = newValue ?? tintColor
            }
        }
    }

    /// The last-updated line's font; `nil` (default) is ``titleFont``.
    public var lastUpdatedFont: UIFont? {
        get { ownLastUpdatedFont }
        set {
            setting("lastUpdatedFont") {
                ownLastUpdatedFont = newValue
                applyTitleStyle()
            }
        }
    }

    /// The last-updated line's colour; `nil` (default) is ``titleColor``.
    public var lastUpdatedColor: UIColor? {
        get { ownLastUpdatedColor }
        set {
            setting("lastUpdatedColor") {
                ownLastUpdatedColor = newValue
                applyTitleStyle()
            }
        }
    }

    /// Writes the whole last-updated line from the component's ``RefreshComponentView/lastUpdated`` (`nil` when it
    /// never refreshed), as MJRefresh's `lastUpdatedTimeText` does: `{ date in date.map { "Updated \(formatter.string(from: $0))" } ?? "Never updated" }`.
    /// `nil` (default) is RefreshKit's localised line. Called when the line is drawn (at each transition, not each
    /// frame of a pull) while ``showsLastUpdated`` is on; VoiceOver reads the same line.
    public var lastUpdatedText: ((Date?) -> String)? {
        get { lastUpdatedFormat }
        set {
            setting("lastUpdatedText") {
                lastUpdatedFormat = newValue
                redraw()
            }
        }
    }

    /// The space between the arrow, spinner or images and the texts (MJRefresh's `labelLeftInset`). Default 8.
    public var labelSpacing: CGFloat {
        get { stack.spacing }
        set { setting("labelSpacing") { stack.spacing = newValue } }
    }

    /// The space between the title and the last-updated line. Default 2.
    public var lineSpacing: CGFloat {
        get { texts.spacing }
        set { setting("lineSpacing") { texts.spacing = newValue } }
    }

    /// How the title and the last-updated line line up with each other: `.center` (default), `.leading`, `.trailing`
    /// or `.fill` (each line as wide as the widest, aligned by its label's `textAlignment`).
    public var linesAlignment: UIStackView.Alignment {
        get { texts.alignment }
        set { setting("linesAlignment") { texts.alignment = newValue } }
    }

    /// The app's own strings for this indicator's texts, VoiceOver's included; `nil` (default) is
    /// ``RefreshIndicatorDefaults/strings``, else RefreshKit's.
    public var strings: RefreshStrings? {
        get { ownStrings ?? RefreshIndicatorDefaults.app.strings }
        set {
            setting("strings") {
                ownStrings = newValue
                applyLanguage()
            }
        }
    }

    // MARK: - Images beside the titles

    /// Shows `images` for `phase` in place of the arrow and the spinner, beside the titles, as MJRefresh's GIF
    /// header and footers do; ``RefreshImageSequence`` says which frame each state shows.
    ///
    /// The phases are MJRefresh's (its idle images are `.idle`, its pulling ones `.ready`); without a duration each
    /// image shows for 0.1 s. The component grows to the tallest first image, as MJRefresh's GIF header does. An
    /// empty array removes a phase's images; with none left, the arrow and the spinner are back.
    public func setImages(_ images: [UIImage], duration: TimeInterval? = nil, for phase: RefreshImageSequence.Phase) {
        setting("setImages(_:duration:for:)") {
            let sequence = imageSequence ?? makeImageSequence()
            sequence.setImages(images, duration: duration, for: phase)
            options.showsImages = sequence.hasImages
            fitComponentToImages()
        }
    }

    /// The image view of ``setImages(_:duration:for:)``, first in the row, before the arrow.
    private func makeImageSequence() -> RefreshImageSequenceView {
        let sequence = RefreshImageSequenceView()
        sequence.isHidden = true
        stack.insertArrangedSubview(sequence, at: 0)
        imageSequence = sequence
        return sequence
    }

    /// Grows the component to the tallest first image along its axis; it never shrinks it.
    func fitComponentToImages() {
        let size = imageSequence?.firstImageSize ?? .zero
        refreshComponent.map { component in
            component.height = max(component.height, component.axis == .vertical ? size.height : size.width)
        }
    }

    // MARK: - The appearance proxy

    /// `value` (read only on a real indicator); `nil` on UIKit's appearance proxy, where the indicator's storage does
    /// not exist (a debug build stops with a message, as for a setting).
    func part<Part>(_ member: String, _ value: @autoclosure () -> Part) -> Part? {
        var read: Part?
        setting(member) { read = value() }
        return read
    }

    /// Runs `body` on a real indicator; on UIKit's appearance proxy, which is not one, it runs nothing and a debug
    /// build stops with a message (``AppearanceProxyGuard``).
    func setting(_ member: String, _ body: () -> Void) {
        // Only the class is read here: on the proxy, the indicator's own storage does not exist.
        let isInstance = (object_getClass(self) as? UIView.Type)?.isSubclass(of: RefreshIndicatorView.self) ?? false
        AppearanceProxyGuard.apply(isInstance: isInstance, member: member, in: "RefreshIndicatorView", body)
    }
}
#endif
