#if canImport(UIKit)
import UIKit

/// Holds the app's header and gives it the height the container decides (``PageHeaderSizing``): a fixed height, the
/// app's height for the width, or its Auto Layout height, measured at the container's width; tells the container when
/// it changes.
@MainActor
final class PageHeaderHost: UIView {
    var onHeightChange: (@MainActor () -> Void)?
    /// Holds the header at a fixed height or the app's height for the width; inactive for Auto Layout's own.
    private var heightConstraint: NSLayoutConstraint?

    var content: UIView? {
        didSet {
            PageContainerParts.replace(oldValue, with: content, remove: { $0.removeFromSuperview() }) { content in
                heightConstraint = nil
                content.map(install)
            }
        }
    }

    /// Pins a new header to the top and sides; its height is held only when the container decides it.
    private func install(_ content: UIView) {
        content.translatesAutoresizingMaskIntoConstraints = false
        addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: topAnchor),
            content.leadingAnchor.constraint(equalTo: leadingAnchor),
            content.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        heightConstraint = content.heightAnchor.constraint(equalToConstant: 0)
    }

    var fixedHeight: CGFloat?
    var heightForWidth: (@MainActor (CGFloat) -> CGFloat)?

    /// The header's height at `width`, as ``PageHeaderSizing`` says, and the header held at it. The host takes the
    /// width first: the header is pinned to its edges, and a measure at another width would break those pins.
    func height(forWidth width: CGFloat) -> CGFloat {
        frame.size.width = width
        let sizing = PageHeaderSizing(hasHeader: content != nil, fixedHeight: fixedHeight.map(Double.init),
                                      hasHeightForWidth: heightForWidth != nil)
        heightConstraint?.isActive = sizing.constrainsHeight
        let height = sizing.height(forWidth: { Double(heightForWidth?(width) ?? 0) },
                                   measured: { Double(measuredHeight(atWidth: width)) })
        heightConstraint?.constant = CGFloat(height)
        return CGFloat(height)
    }

    private func measuredHeight(atWidth width: CGFloat) -> CGFloat {
        content?.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                         withHorizontalFittingPriority: .required,
                                         verticalFittingPriority: .fittingSizeLevel).height ?? 0
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let measured = height(forWidth: bounds.width)
        if PageHeaderSizing.needsLayout(measured: Double(measured), current: Double(bounds.height)) { onHeightChange?() }
    }
}
#endif
