extension RefreshBinding {
    /// Whether RefreshKit's engine moves the scroll view's offset itself now (a refresh begun in code scrolls to show
    /// it, an ending scrolls back): a page container leaves such a move alone.
    @_spi(RefreshKitHost) public var movesOffset: Bool { engine.offsetAnimation != nil }
}
