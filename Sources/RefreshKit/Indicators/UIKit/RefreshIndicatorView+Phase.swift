#if canImport(UIKit)
import UIKit

extension RefreshIndicatorView {
    /// What the indicator shows text for: ``RefreshIndicatorPhase``, under the name it has always had here.
    public typealias Phase = RefreshIndicatorPhase
}
#endif
