import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// The SwiftUI attachment's steps on a simulated header or footer driven by a model's own loading flag: the relay
/// runs the model's load as the action, and SwiftUI updates the modifier with the model's flags after each step.
@MainActor struct SwiftUIScreen<Model: AnyObject> {
    let s: SimulatedSession
    let model: Model
    let relay = RefreshActionRelay()
    var state = RefreshAttachmentState<Int>()
    let component: RefreshController
    private let height: Double
    /// The modifier's request as the model's flags are now.
    private let request: @MainActor (Model) -> RefreshAttachmentState<Int>.Request

    /// A screen whose component is `component` of `s`, its action the model's `load`.
    init(_ s: SimulatedSession, model: Model, component: (SimulatedSession) -> RefreshController?, height: Double,
         load: @escaping @MainActor (Model) async -> Void,
         request: @escaping @MainActor (Model) -> RefreshAttachmentState<Int>.Request) throws {
        self.s = s
        self.model = model
        self.component = try #require(component(s))
        self.height = height
        self.request = request
        self.component.action = .async { [relay] in await relay.run() }
        self.component.onStateChange = { [relay] in relay.componentDidChange(to: $0) }  // as the attachment does
        relay.update { [model] in await load(model) }
    }

    /// SwiftUI updated the modifier with the model's flags as they are now (and how to read them live, as the
    /// modifier gives it).
    mutating func update() {
        let request = request(model)
        relay.update(isLoading: request.isLoading ?? false, live: { [model, read = self.request] in read(model).isLoading ?? false })
        let commands = state.update(from: 1, request, component: .init(isRefreshing: component.isRefreshing, height: height))
        SwiftUIAttachmentTests.apply(commands, to: component, in: s)
    }

    /// Lets the tasks run and the scroll view settle, updating as SwiftUI would.
    mutating func run() async {
        for _ in 0..<30 {
            await Task.yield()
            s.scrollView.advance(frames: 1)
            update()
        }
        s.scrollView.settle()
    }
}
