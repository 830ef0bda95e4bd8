#if canImport(UIKit)
import UIKit

/// Holds the app's header and measures its Auto Layout height; tells the container when it changes.
@MainActor
final class PageHeaderHost: UIView {
    var onHeightChange: (@MainActor () -> Void)?
    private var heightConstraint: NSLayoutConstraint?

    var content: UIView? {
        didSet {
            guard content !== oldValue else { return }
            oldValue?.removeFromSuperview()
            heightConstraint = nil
            guard let content else { return }
            content.translatesAutoresizingMaskIntoConstraints = false
            addSubview(content)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: topAnchor),
                content.leadingAnchor.constraint(equalTo: leadingAnchor),
                content.trailingAnchor.constraint(equalTo: trailingAnchor),
            ])
            applyFixedHeight()
        }
    }

    var fixedHeight: CGFloat? {
        didSet { applyFixedHeight() }
    }

    /// The header's height at `width`: the fixed one, or its Auto Layout height.
    func height(forWidth width: CGFloat) -> CGFloat {
        guard let content else { return 0 }
        if let fixedHeight { return fixedHeight.isFinite ? max(0, fixedHeight) : 0 }
        let size = content.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                                   withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        return size.height.isFinite ? max(0, size.height) : 0
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if abs(height(forWidth: bounds.width) - bounds.height) > 0.5 { onHeightChange?() }
    }

    private func applyFixedHeight() {
        guard let content else { return }
        if let fixedHeight, fixedHeight.isFinite {
            if heightConstraint == nil {
                heightConstraint = content.heightAnchor.constraint(equalToConstant: max(0, fixedHeight))
                heightConstraint?.isActive = true
            }
            heightConstraint?.constant = max(0, fixedHeight)
        } else {
            heightConstraint?.isActive = false
            heightConstraint = nil
        }
    }
}
#endif
