import UIKit
import RefreshKit

/// The profile page with a switch in the navigation bar between child bounce (each list refreshes under
/// the tabs) and parent bounce (the whole page is pulled and refreshes).
final class ProfileSwitcherViewController: UIViewController {
    private let profile = ProfileViewController()
    private let modes = UISegmentedControl(items: ["Child bounce", "Parent bounce"])

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(profile)
        profile.view.frame = view.bounds
        profile.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(profile.view)
        profile.didMove(toParent: self)
        modes.selectedSegmentIndex = 0
        modes.addTarget(self, action: #selector(modeChanged), for: .valueChanged)
        navigationItem.titleView = modes
    }

    @objc private func modeChanged() {
        profile.mode = modes.selectedSegmentIndex == 0 ? .child : .parent
    }
}
