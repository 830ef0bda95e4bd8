#if canImport(UIKit)
import UIKit

/// A display link at the display's rate that calls its owner every frame, without keeping it alive.
///
/// `CADisplayLink` retains its target; the target here holds the owner weakly (through the closure) and
/// invalidates the link once the owner is gone. Without a frame-rate range the link runs at 60 Hz on
/// ProMotion displays; iPhones also need `CADisableMinimumFrameDurationOnPhone` in the app's Info.plist.
@MainActor
final class FrameClock {
    private var link: CADisplayLink?
    private let onFrame: @MainActor (CADisplayLink) -> Bool
    /// The highest rate the link asks for, in frames per second.
    private let maximumRate: Float

    /// `onFrame` returns false once its owner is gone. `maximumRate`: 120 (the display's, for scrolling) unless a
    /// clock that only polls asks for less, so that it does not hold a ProMotion display at 120 Hz.
    init(maximumRate: Float = 120, onFrame: @escaping @MainActor (CADisplayLink) -> Bool) {
        self.maximumRate = maximumRate
        self.onFrame = onFrame
    }

    var isRunning: Bool {
        get { link != nil }
        set {
            switch ScrollViewHostLife.clockChange(running: newValue, isRunning: link != nil) {
            case .start?:
                let link = CADisplayLink(target: Target(onFrame), selector: #selector(Target.tick(_:)))
                if #available(iOS 15.0, *) {
                    link.preferredFrameRateRange = CAFrameRateRange(minimum: min(60, maximumRate), maximum: maximumRate,
                                                                   preferred: maximumRate)
                }
                link.add(to: .main, forMode: .common)
                self.link = link
            case .stop?:
                link?.invalidate()
                link = nil
            case nil:
                break
            }
        }
    }

    @MainActor
    private final class Target: NSObject {
        private let onFrame: @MainActor (CADisplayLink) -> Bool

        init(_ onFrame: @escaping @MainActor (CADisplayLink) -> Bool) {
            self.onFrame = onFrame
        }

        @objc func tick(_ link: CADisplayLink) {
            if !onFrame(link) { link.invalidate() }
        }
    }
}
#endif
