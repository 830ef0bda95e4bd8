/// Where in the app's code a SwiftUI modifier is written: what tells two `.rk.footer` modifiers on one scroll
/// view apart from the one modifier a `ForEach` repeats on every row (SwiftUI gives them no other identity).
///
/// Sites order by file, line and column, so "the modifier written last" is a fixed choice, whichever SwiftUI
/// updates first.
struct RefreshModifierSite: Sendable, Hashable, Comparable {
    var fileID: String
    var line: UInt
    var column: UInt

    init(fileID: String = "", line: UInt = 0, column: UInt = 0) {
        self.fileID = fileID
        self.line = line
        self.column = column
    }

    static func < (a: Self, b: Self) -> Bool {
        (a.fileID, a.line, a.column) < (b.fileID, b.line, b.column)
    }

    /// "File.swift:12" for a message.
    var description: String { "\(fileID):\(line)" }
}
