@_spi(RefreshKitHost) import RefreshKit
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
        DemoScenario(name: "large-title", summary: "under a large-title bar (143 ↔ 91 pt): the pull makes room, the header stays off the title") { stage in
            // The configuration of Tests/RefreshKitTests/LargeTitleScenarioTests.swift: `.automatic`, and a bar
            // model tracking the scroll view. The engine sees the bar in the snapshot and makes room as it pulls.
            let sv = stage.scrollView
            sv.contentInsetAdjustmentBehavior = .automatic
            stage.header()
            let bar = SimulatedNavigationBar()  // status 47 + row 44 + large title 52
            bar.attach(to: sv)
            bar.clearTrace()
            stage.showBar(bar)
            stage.note("scroll up 120 pt: the title collapses under the finger (143 → 91), nothing is pulled")
            sv.drag(by: -120, duration: 0.3)
            sv.release(velocity: 0)
            sv.settle()
            stage.note("back to the top (a status-bar tap): the title expands again")
            sv.setContentOffset(ScrollPoint(y: -143), animated: true)
            sv.settle()
            stage.note("pull down 160 pt from the expanded title: the bar stretches, the header opens below the title")
            sv.drag(by: 160, duration: 0.4)
            sv.release()
            sv.advance(0.6)
            stage.note("the app calls endRefreshing()")
            stage.headerController?.endRefreshing()
            sv.settle()
            let covered = bar.trace.filter { $0.headerOverlap > 1.0 / 3 }
            stage.conclusions = [
                "bar: \(format(bar.trace.map(\.height).min() ?? 0, 1))…\(format(bar.trace.map(\.height).max() ?? 0, 1)) pt tall, "
                    + "now \(bar.phase) at \(format(bar.height, 1)); largest jump against the content \(format(bar.largestJump(), 2)) pt",
                "header over the large title in \(covered.count) of \(bar.trace.count) frames "
                    + "(most \(format(bar.trace.map(\.headerOverlap).max() ?? 0, 2)) pt)",
            ]
        },
        DemoScenario(name: "sheet", summary: "in a page sheet the pull moves the sheet, not the list: nothing refreshes") { stage in
            let sv = stage.scrollView
            stage.header()
            let sheet = SimulatedSheet()  // an 844 pt screen, no refreshControl, dismissible
            sheet.attach(to: sv)
            stage.showSheet(sheet)
            stage.note("finger pulls down 150 pt at the top, as in pull-to-refresh")
            sv.drag(by: 150, duration: 0.4)
            stage.note("finger lifts: under 253 pt (0.3 × 844) and slow, so the sheet springs back")
            sv.release()
            sv.advance(1)
            stage.note("finger pulls down 300 pt: past 253 pt, the sheet is dismissed")
            sv.drag(by: 300, duration: 0.5)
            sv.release()
            sv.advance(0.5)
            stage.conclusions = stage.sheetConclusions(sheet)
        },
        DemoScenario(name: "sheet-fixed", summary: "the same sheet with the app-side fix (a refreshControl): the header refreshes") { stage in
            let sv = stage.scrollView
            stage.header()
            let sheet = SimulatedSheet()
            sheet.hasRefreshControl = true  // SheetListViewController: an invisible UIRefreshControl ended at once
            sheet.attach(to: sv)
            stage.showSheet(sheet)
            stage.note("the scroll view has a refreshControl: the sheet leaves its pans alone")
            stage.note("finger pulls down 150 pt at the top")
            sv.drag(by: 150, duration: 0.4)
            stage.note("finger lifts")
            sv.release()
            sv.advance(1)
            stage.note("the app calls endRefreshing()")
            stage.headerController?.endRefreshing()
            sv.settle()
            stage.conclusions = stage.sheetConclusions(sheet)
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

extension DemoStage {
    /// Adds the bar's height and the header's overlap with the large title (``SimulatedNavigationBar/trace``,
    /// recorded in the same frame, before the stage samples) as the timeline's extra column.
    func showBar(_ bar: SimulatedNavigationBar) {
        detail = Detail(title: "bar (phase)          on title", chartLabel: "bar height", text: { [unowned bar] in
            guard let sample = bar.trace.last else { return "" }
            let overlap = sample.headerOverlap > 1.0 / 3 ? "\(format(sample.headerOverlap, 1)) pt" : "no"
            return "\(format(sample.height, 1)) (\(sample.phase))".padding(toLength: 21, withPad: " ", startingAt: 0) + overlap
        }, value: { [unowned bar] in bar.height })
    }

    /// Adds the sheet's offset below its detent and its phase (``SimulatedSheet/trace``) as the extra column.
    func showSheet(_ sheet: SimulatedSheet) {
        detail = Detail(title: "sheet (phase)", chartLabel: "sheet offset", text: { [unowned sheet] in
            guard let sample = sheet.trace.last else { return "" }
            return "\(format(sample.offset, 1)) (\(sample.phase))"
        }, value: { [unowned sheet] in sheet.offset })
    }

    /// What the sheet and the header did over the scenario.
    func sheetConclusions(_ sheet: SimulatedSheet) -> [String] {
        let revealed = samples.map(headerRevealed).max() ?? 0
        return [
            "sheet: took \(sheet.pansTaken) pan(s), pulled at most \(format(sheet.largestPull, 1)) pt, "
                + (sheet.isDismissed ? "dismissed" : "presented") + "; refreshControl: \(sheet.hasRefreshControl ? "yes" : "no")",
            "header: revealed at most \(format(max(0, revealed), 1)) pt, \(actions) refresh(es)",
        ]
    }
}
