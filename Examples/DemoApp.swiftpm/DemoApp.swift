// The demo app: a menu of screens, each a real use of RefreshKit on fake data that loads in half a second.
// A UIKit app delegate, not a SwiftUI `App`: the whole app is UIKit, like the library it shows.
import SwiftUI
import UIKit
import RefreshKit

@main
final class DemoAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: MenuViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// Every screen, one row each.
final class MenuViewController: UITableViewController {
    private let screens: [(title: String, make: @MainActor () -> UIViewController)] = [
        ("Feed: async header, auto footer to no more data", { FeedViewController() }),
        ("Grid: self-sizing cells, back footer", { GridViewController() }),
        ("Large title and search", { LargeTitleViewController() }),
        ("Custom looks", { LooksViewController() }),
        ("Profile page: nested scrolling", { ProfileSwitcherViewController() }),
        ("Carousel: leading and trailing", { CarouselViewController() }),
        ("Keyboard-like inset while refreshing", { KeyboardInsetViewController() }),
        ("Short content", { ShortContentViewController() }),
        ("Page sheet", { UINavigationController(rootViewController: SheetListViewController()) }),
        ("SwiftUI: List, ScrollView, large title, sheet", {
            if #available(iOS 16.0, *) { return UIHostingController(rootView: SwiftUIFeedScreen()) }
            return UIViewController()
        }),
        ("SwiftUI: profile page, sticky tabs, per-tab refresh", {
            if #available(iOS 16.4, *) { return UIHostingController(rootView: SwiftUIProfileScreen()) }
            return UIViewController()
        }),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "RefreshKit"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { screens.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = screens[indexPath.row].title
        cell.textLabel?.numberOfLines = 0
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let screen = screens[indexPath.row]
        let controller = screen.make()
        controller.title = controller.title ?? screen.title
        if controller is UINavigationController {
            present(controller, animated: true)
        } else {
            navigationController?.pushViewController(controller, animated: true)
        }
    }
}
