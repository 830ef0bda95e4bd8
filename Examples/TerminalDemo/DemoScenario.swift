import RefreshKit
import RefreshKitSimulator

/// One scripted scroll session: a scroll view set up like a real screen, and what the finger does.
@MainActor
struct DemoScenario {
    let name: String
    let summary: String
    let play: @MainActor (DemoStage) -> Void

    static let all: [DemoScenario] = [
        DemoScenario(name: "pull-to-refresh", summary: "pull past the trigger, release, refresh for a second, end") { stage in
            stage.header()
            stage.note("finger pulls down 150 pt")
            stage.scrollView.drag(by: 150, duration: 0.4)
            stage.note("finger lifts")
            stage.scrollView.release()
            stage.scrollView.advance(1)
            stage.note("the app calls endRefreshing()")
            stage.headerController?.endRefreshing()
            stage.scrollView.settle()
        },
        DemoScenario(name: "pull-short", summary: "pull without reaching the trigger: it springs back, nothing runs") { stage in
            stage.header()
            stage.note("finger pulls down 80 pt (41.67 pt shown, trigger is 54)")
            stage.scrollView.drag(by: 80, duration: 0.3)
            stage.scrollView.release()
            stage.scrollView.settle()
        },
        DemoScenario(name: "large-title", summary: "a large-title bar (140 → 91 pt) collapses while scrolling; thresholds follow it") { stage in
            let sv = stage.scrollView
            sv.contentInsetAdjustmentBehavior = .always
            sv.safeAreaTopForOffset = { y in min(max(-y, 91), 140) }
            sv.setSafeAreaInsets(ScrollInsets(top: 140, bottom: 34))
            stage.header()
            stage.note("scroll up 120 pt: the title collapses under the finger, nothing is pulled")
            sv.drag(by: -120, duration: 0.3)
            sv.release(velocity: 0)
            sv.setContentOffset(ScrollPoint(y: -140), animated: true)
            sv.settle()
            stage.note("pull down 160 pt from the expanded title")
            sv.drag(by: 160, duration: 0.4)
            sv.release()
            sv.advance(0.6)
            stage.headerController?.endRefreshing()
            sv.settle()
        },
        DemoScenario(name: "short-content", summary: "300 pt of content: the back footer sits at the bottom of the screen, not mid-screen") { stage in
            let sv = stage.scrollView
            sv.setContentSize(ScrollSize(width: 390, height: 300))
            sv.contentInsetAdjustmentBehavior = .scrollableAxes
            sv.setSafeAreaInsets(ScrollInsets(top: 47, bottom: 34))
            stage.header()
            stage.footer(.back)
            stage.note("footer laid out at y = \(stage.footerController?.frame.origin.y ?? 0) (visible height \(812 - 47 - 34))")
            stage.note("pull up 110 pt")
            sv.drag(by: -110, duration: 0.35)
            sv.release()
            sv.advance(0.5)
            stage.footerController?.endRefreshing()
            sv.settle()
        },
        DemoScenario(name: "load-more", summary: "the auto footer loads pages as the end comes into view, until there is no more data") { stage in
            let sv = stage.scrollView
            var pages = 1
            stage.footer(.auto) { [weak sv] footer in
                pages += 1
                guard let sv else { return }
                sv.setContentSize(ScrollSize(width: 390, height: sv.contentSize.height + 800))
                if pages == 3 { footer.setNoMoreData() } else { footer.endRefreshing() }
            }
            for _ in 0..<4 {
                stage.note("fling toward the end (page \(pages))")
                sv.fling(velocity: 3)
                sv.settle()
            }
        },
        DemoScenario(name: "keyboard", summary: "the app raises its bottom inset (a keyboard) during a refresh; both survive") { stage in
            let sv = stage.scrollView
            stage.header()
            sv.drag(by: 150, duration: 0.4)
            sv.release()
            sv.advance(0.4)
            stage.note("the app sets contentInset.bottom = 300 (keyboard), reading and writing the whole inset")
            var inset = sv.contentInset
            inset.bottom = 300
            sv.setContentInset(inset)
            sv.advance(0.3)
            stage.headerController?.endRefreshing()
            sv.settle()
            stage.note("app's inset now \(stage.binding.appContentInset), contentInset \(sv.contentInset)")
        },
    ]
}
