extension PageContainerDriver {
    /// What becomes of the page's refresh header as the container places it over the current list, knowing whether the
    /// list it rides on has left the container (a reload removed its page, the app replaced it): such a header goes to
    /// the current list whatever it is doing, a refresh handed over and a pull or an ending dropped, since nothing shows
    /// the list it was on any more (and nothing would bring it back once its ending is over). A header on a list still
    /// in the container moves as ``pageHeaderMove(isOnCurrentList:state:inListCallback:)`` says.
    public static func pageHeaderMove(isOnCurrentList: Bool, listHasLeft: Bool, state: RefreshState,
                                      inListCallback: Bool = false) -> PageHeaderMove {
        guard listHasLeft, !isOnCurrentList else {
            return pageHeaderMove(isOnCurrentList: isOnCurrentList, state: state, inListCallback: inListCallback)
        }
        return state == .refreshing ? .handOver : inListCallback ? .attachLater : .attach
    }
}
