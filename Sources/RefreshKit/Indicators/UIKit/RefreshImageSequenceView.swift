#if canImport(UIKit)
import UIKit

/// An indicator made of the app's images: frames that follow the pull, and a loop while refreshing.
///
/// Give each ``RefreshImageSequence/Phase`` its images with ``setImages(_:duration:for:)``;
/// ``RefreshImageSequence`` says which frame each state shows and what stands in for a phase without
/// images. The images keep their size, shrunk to fit the bounds if they are larger, and centred. With
/// Reduce Motion on, a loop stands still on its first frame.
///
/// It is not an accessibility element unless it is given an `accessibilityLabel`: while it shows, its
/// component stands in as VoiceOver's element (named "Refresh" or "Load more", with the state as its value
/// and the action to perform), and RefreshKit announces a refresh starting and ending, which a picture of
/// one would only repeat.
@MainActor
public final class RefreshImageSequenceView: UIView, RefreshIndicator {
    private let imageView = UIImageView()
    private var sequence = RefreshImageSequence()
    private var images: [RefreshImageSequence.Phase: [UIImage]] = [:]
    private var state = RefreshState.idle
    /// What the image view shows; `nil` before the first state and after the images shown were replaced.
    private var shown: RefreshImageSequence.Display?

    /// An indicator with no images; give them with ``setImages(_:duration:for:)``.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        imageView.contentMode = .scaleAspectFit
        imageView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(imageView)
        // The image's own size (its intrinsic size) unless that is larger than the bounds: aspect-fit
        // alone would blow small frames up to the bounds and blur them.
        NSLayoutConstraint.activate([
            imageView.centerXAnchor.constraint(equalTo: centerXAnchor),
            imageView.centerYAnchor.constraint(equalTo: centerYAnchor),
            imageView.widthAnchor.constraint(lessThanOrEqualTo: widthAnchor),
            imageView.heightAnchor.constraint(lessThanOrEqualTo: heightAnchor),
        ])
        // A selector rather than a block: no closure that UIKit might call off the main actor.
        NotificationCenter.default.addObserver(
            self, selector: #selector(reduceMotionDidChange),
            name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("RefreshImageSequenceView is created in code")
    }

    /// Sets the images of one phase; an empty array removes them.
    ///
    /// `duration` is how long one pass through the images lasts when they loop; without a positive,
    /// finite one each image shows for 0.1 s, as in MJRefresh. Idle images follow the pull and loop only when
    /// they stand in for missing refreshing images. The phases are MJRefresh's: its idle images are `.idle`,
    /// its pulling ones `.ready`.
    public func setImages(_ images: [UIImage], duration: TimeInterval? = nil, for phase: RefreshImageSequence.Phase) {
        // On UIKit's appearance proxy, which is not an image sequence, nothing runs (AppearanceProxyGuard).
        let isInstance = (object_getClass(self) as? UIView.Type)?.isSubclass(of: RefreshImageSequenceView.self) ?? false
        AppearanceProxyGuard.apply(isInstance: isInstance, member: "setImages(_:duration:for:)", in: "RefreshImageSequenceView") {
            self.images[phase] = images.isEmpty ? nil : images
            sequence[phase] = RefreshImageSequence.Clip(count: images.count, duration: duration)
            shown = shown?.afterReplacing(phase)
            update()
        }
    }

    /// Whether it has images for any phase.
    var hasImages: Bool { !images.isEmpty }

    /// The size of the largest first image of a phase, which a component grows to fit (MJRefresh's GIF header).
    var firstImageSize: CGSize {
        images.values.compactMap(\.first?.size).reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }

    /// The image's own size, so that it takes its place beside the titles of a `RefreshIndicatorView`.
    public override var intrinsicContentSize: CGSize { imageView.intrinsicContentSize }

    /// Whether VoiceOver sees it: while it has an `accessibilityLabel`, or when set to `true`.
    public override var isAccessibilityElement: Bool {
        // Kept in UIKit's own storage: this override is nonisolated, like the property it overrides.
        get { super.isAccessibilityElement || !(accessibilityLabel ?? "").isEmpty }
        set { super.isAccessibilityElement = newValue }
    }

    /// Shows the frame ``RefreshImageSequence`` chooses for `state`.
    public func refreshStateDidChange(_ state: RefreshState, role: RefreshRole) {
        self.state = state
        update()
    }

    /// Restarts a loop that Core Animation stopped while the view was out of its window.
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        // Core Animation removes a layer's animations when its view leaves the window (another tab, a
        // pushed screen), and isAnimating need not say so; a loop that should run starts again on return.
        RefreshImageSequence.Display.resumeLoop(shown, isInWindow: window != nil) { imageView.startAnimating() }
    }

    @objc private func reduceMotionDidChange() {
        update()
    }

    private func update() {
        let display = sequence.display(for: state, isAutoFooter: (refreshComponent as? RefreshFooter)?.style == .auto,
                                       reduceMotion: UIAccessibility.isReduceMotionEnabled)
        // Setting the same images again would restart a loop from its first frame.
        Assign.ifChanged(display, from: shown) { _ in show(display) }
    }

    /// Shows `display`, a change from the one shown.
    private func show(_ display: RefreshImageSequence.Display) {
        shown = display
        switch display {
        case .none:
            show(still: nil)
        case .still(let phase, let index):
            show(still: images[phase]?.dropFirst(index).first)
        case .loop(let phase, let duration):
            // The still image sizes the view (its intrinsic size) and is what shows when the loop stops.
            imageView.image = images[phase]?.first
            invalidateIntrinsicContentSize()
            imageView.animationImages = images[phase]
            imageView.animationDuration = duration
            imageView.startAnimating()
        }
    }

    private func show(still image: UIImage?) {
        imageView.stopAnimating()
        imageView.animationImages = nil
        imageView.image = image
        invalidateIntrinsicContentSize()
    }
}
#endif
