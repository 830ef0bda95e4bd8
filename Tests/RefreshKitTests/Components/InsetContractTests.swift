import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@testable import RefreshKitSimulator

/// The inset contract against the code apps really write (issue 7 §1): each row of the table ends exactly
/// as stated. A header and an auto footer are attached unless a test says otherwise; `app` is the app's
/// own inset as RefreshKit reports it (`rk.contentInset`).
@MainActor @Suite struct InsetContractTests {
    static let keyboards: [Double] = [291, 336, 291, 346.5, 291]

    private func session(footer style: RefreshFooterStyle = .auto) -> SimulatedSession {
        SimulatedSession(header: .header, footer: (style, .footer))
    }

    @Test func absoluteWritesLikeApplesKeyboardSampleNeverDrift() {
        let s = session()
        for kb in Self.keyboards {
            // When the keyboard shows: `contentInset = UIEdgeInsets(top: 0, left: 0, bottom: kb, right: 0)`
            s.scrollView.setContentInset(ScrollInsets(bottom: kb))
            #expect(s.binding.appContentInset.bottom == kb)
            #expect(s.inset.bottom == kb + 44)
            // When it hides: `.zero`
            s.scrollView.setContentInset(.zero)
            #expect(s.binding.appContentInset == .zero)
            #expect(s.inset.bottom == 44)
        }
    }

    @Test(arguments: [RefreshFooterStyle.auto, .back])
    func snapshotAndRestoreLikeKeyboardManagersComesBackExactly(style: RefreshFooterStyle) {
        let s = session(footer: style)
        s.binding.setAppContentInset(ScrollInsets(top: 12, bottom: 20))
        let total = s.inset, app = s.binding.appContentInset
        for kb in Self.keyboards {
            // Given the manager's snapshot, which includes RefreshKit's part
            let saved = s.inset
            // When it raises the bottom for the keyboard, then writes the snapshot back
            var shown = saved
            shown.bottom = max(saved.bottom, kb)
            s.scrollView.setContentInset(shown)
            #expect(s.binding.appContentInset.bottom == kb)
            s.scrollView.setContentInset(saved)
            // Then everything is as before the first write, after any number of cycles
            #expect(s.inset == total)
            #expect(s.binding.appContentInset == app)
        }
    }

    @Test func aSnapshotTakenDuringARefreshAndRestoredAfterItLeavesNoGap() {
        let s = session()
        s.pullToRefresh()
        #expect(s.inset.top == 54)
        let saved = s.inset  // the header holds 54 of it
        s.header?.endRefreshing()
        s.scrollView.settle()
        s.scrollView.setContentInset(saved)
        #expect(s.inset.top == 0)
        #expect(s.binding.appContentInset == .zero)
        #expect(s.offset == 0)
    }

    @Test func aKeyboardCycleDuringARefreshThatEndsMeanwhileLeavesNoGap() {
        let s = session()
        s.pullToRefresh()
        let saved = s.inset
        var shown = saved
        shown.bottom = 336
        s.scrollView.setContentInset(shown)
        s.header?.endRefreshing()
        s.scrollView.settle()
        s.scrollView.setContentInset(saved)
        #expect(s.inset == ScrollInsets(bottom: 44))
        #expect(s.binding.appContentInset == .zero)
    }

    @Test(arguments: [RefreshRole.header, .footer])
    func aConstantReappliedInEveryLayoutPassKeepsTheRefreshingComponentInView(role: RefreshRole) {
        // Given `contentInset = .zero` in every layout pass (here: every frame)
        let s = SimulatedSession(header: role == .header ? .header : nil,
                                 footer: role == .footer ? (.back, .footer) : nil)
        s.scrollView.onFrame = { $0.setContentInset(.zero) }
        // When the component refreshes
        if role == .header {
            s.pullToRefresh()
        } else {
            s.dragToEnd(beyond: 150)
            s.scrollView.release(velocity: 0)
        }
        s.scrollView.advance(1)
        // Then it is held and fully in view
        let controller = role == .header ? s.header : s.footer
        #expect(controller?.state == .refreshing)
        if role == .header {
            #expect(s.inset.top == 54)
            #expect(s.offset == -54)
        } else {
            #expect(s.inset.bottom == 44)
            #expect(s.offset == s.scrollView.maxOffset)
            #expect(s.offset == 2000 + 44 - 812)
        }
        #expect(s.binding.droppedEvents == 0)
        // And after the end, only the app's inset is left
        controller?.endRefreshing()
        s.scrollView.advance(1)
        #expect(s.inset == .zero)
    }

    @Test func aConstantReappliedInEveryLayoutPassKeepsTheLoadingAutoFooterInView() {
        let s = SimulatedSession(header: nil, footer: (.auto, .footer))
        s.scrollView.onFrame = { $0.setContentInset(.zero) }
        s.dragToEnd(beyond: 40)
        s.scrollView.release(velocity: 0)
        s.scrollView.advance(1)
        #expect(s.footer?.state == .refreshing)
        #expect(s.inset.bottom == 44)
        #expect(s.offset == 2000 + 44 - 812)  // the footer is fully in view
    }

    @Test func theRKSetterDuringARefreshKeepsTheHeaderWholeAndExactAfterTheEnd() {
        let s = session()
        s.pullToRefresh()
        // When: `rk.contentInset.top = 20` while the header holds 54
        var app = s.binding.appContentInset
        app.top = 20
        s.binding.setAppContentInset(app)
        #expect(s.inset.top == 74)
        #expect(s.offset == -74)  // the whole header below the app's 20 pt
        s.header?.endRefreshing()
        s.scrollView.settle()
        #expect(s.inset.top == 20)
        #expect(s.binding.appContentInset.top == 20)
        #expect(s.offset == -20)
    }

    @Test func anAbsoluteBottomLargerThanTheFootersPartSurvivesTheFootersRemoval() {
        let s = session()
        s.scrollView.setContentInset(ScrollInsets(bottom: 60))
        #expect(s.binding.appContentInset.bottom == 60)
        #expect(s.inset.bottom == 104)
        if let footer = s.footer { s.binding.detach(footer) }
        #expect(s.binding.appContentInset.bottom == 60)
        #expect(s.inset.bottom == 60)
    }

    @Test func readModifyWriteThroughRKNeverDrifts() {
        let s = session()
        for kb in Self.keyboards {
            var app = s.binding.appContentInset
            app.bottom += kb
            s.binding.setAppContentInset(app)
            #expect(s.inset.bottom == kb + 44)
            app.bottom -= kb
            s.binding.setAppContentInset(app)
        }
        #expect(s.inset == ScrollInsets(bottom: 44))
        #expect(s.binding.appContentInset == .zero)
    }

    /// Why `contentInset.bottom += kb` on the scroll view itself cannot also be exact (the proof in the
    /// README): it produces exactly the observations of an absolute write, which must stay absolute.
    @Test func readModifyWriteOnTheScrollViewIsIndistinguishableFromAnAbsoluteWrite() {
        let kb = 336.0
        let rmw = session(), absolute = session()
        var insets = rmw.scrollView.contentInset
        insets.bottom += kb  // 44 + kb: what `+=` writes
        rmw.scrollView.setContentInset(insets)
        absolute.scrollView.setContentInset(ScrollInsets(bottom: 44 + kb))  // an app that wants 44 + kb
        #expect(rmw.scrollView.refreshSnapshot == absolute.scrollView.refreshSnapshot)
        #expect(rmw.binding.engine.ledger == absolute.binding.engine.ledger)
        #expect(absolute.binding.appContentInset.bottom == 44 + kb)  // the absolute row's meaning wins
    }
}
