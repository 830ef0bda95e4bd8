import Foundation
import Testing

/// The line between the code that decides and the shell that only observes and applies (README, Contributing):
/// files that import UIKit or SwiftUI live in a feature's `UIKit/` folder, compile only where UIKit does, and hold
/// no more decision points than the recorded figure, which later issues lower as decisions move into tested code.
///
/// `RK_SHELL_REPORT=1` prints the decision points per shell folder (`scripts/coverage` shows them).
@Suite struct ShellBoundaryTests {
    /// The decision points (`if`, `guard`, `switch`) in the shell today: the ratchet.
    ///
    /// Lower it when a change moves decisions out of the shell; a change that adds some must move others out.
    static let recordedDecisionPoints = 59

    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/RefreshKit")

    static let files: [SourceFile] = {
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        let urls = (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
        return urls.compactMap { url in
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
            let path = String(url.standardizedFileURL.path.dropFirst(sources.standardizedFileURL.path.count + 1))
            return SourceFile(path: path, text: text)
        }.sorted { $0.path < $1.path }
    }()

    @Test func theSourcesAreFound() {
        #expect(Self.files.count > 50, "no sources under \(Self.sources.path)")
    }

    /// Imports with attributes or a submodule count as imports.
    @Test(arguments: ["import UIKit", "@preconcurrency import UIKit", "import UIKit.UIGestureRecognizerSubclass",
                      "@_spi(X) import SwiftUI", "import class UIKit.UIView"])
    func anImportOfUIKitIsSeenInAnyForm(line: String) {
        #expect(SourceFile(path: "X/X.swift", text: line + "\n").importsPlatformUI)
        #expect(!SourceFile(path: "X/X.swift", text: "import Foundation\n// import UIKit\n").importsPlatformUI)
    }

    @Test func onlyShellFilesImportUIKitOrSwiftUI() {
        for file in Self.files where file.importsPlatformUI {
            #expect(file.isShell, "\(file.path) imports UIKit or SwiftUI outside a UIKit/ folder")
        }
    }

    @Test func everyShellFileCompilesOnlyWhereUIKitDoes() {
        for file in Self.files where file.isShell {
            let opening = file.firstCodeLine ?? ""
            #expect(opening.hasPrefix("#if ") && opening.contains("canImport(UIKit)"),
                    "\(file.path) does not open with an #if that needs canImport(UIKit)")
        }
    }

    @Test func theShellHoldsNoMoreDecisionsThanRecorded() {
        let shell = Self.files.filter(\.isShell)
        let total = shell.reduce(0) { $0 + $1.decisionPoints }
        if ProcessInfo.processInfo.environment["RK_SHELL_REPORT"] != nil {
            let byFolder = Dictionary(grouping: shell) { ($0.path as NSString).deletingLastPathComponent }
            for (folder, files) in byFolder.sorted(by: { $0.key < $1.key }) {
                let lines = files.reduce(0) { $0 + $1.codeLines }
                let points = files.reduce(0) { $0 + $1.decisionPoints }
                print("shell-report \(folder) \(files.count) \(lines) \(points)")
            }
        }
        let table = shell.filter { $0.decisionPoints > 0 }.map { "\($0.path): \($0.decisionPoints)" }.joined(separator: "\n")
        #expect(total <= Self.recordedDecisionPoints,
                "the shell has \(total) decision points, more than the recorded \(Self.recordedDecisionPoints): move the new ones into platform-neutral code\n\(table)")
        #expect(total >= Self.recordedDecisionPoints,
                "the shell has \(total) decision points: lower recordedDecisionPoints to \(total)")
    }

    /// The counter itself: comments, strings and `#if` are not decisions.
    @Test(arguments: [
        ("if a { } else if b { }", 2),
        ("guard let x else { return }; switch x { }", 2),
        ("#if canImport(UIKit)\nlet a = 1\n#elseif os(Linux)\n#endif", 0),
        ("// if a\n/* guard b /* switch c */ */\nlet d = \"if e\"", 0),
        ("let s = \"\"\"\n  if a\n  \"\"\"\nif b {}", 1),
        ("let iffy = 1; let guardian = 2; let switches = 3", 0),
        ("if #available(iOS 15, *) {}", 1),
        ("let s = \"a \\(b ? \"if\" : \"guard\")\"", 0),
        ("let s = \"\\(x.map { v in if v { 1 } else { 2 } })\"", 1),
        ("// a comment that ends in a backslash \\\nif a {}", 1),
    ])
    func decisionPointsCountOnlyCode(source: String, expected: Int) {
        #expect(SourceFile(path: "X/UIKit/X.swift", text: source).decisionPoints == expected)
    }
}

/// One Swift file of the library, read as text.
struct SourceFile {
    let path: String
    let text: String

    /// Whether the file is in a feature's `UIKit/` folder (UIKit or SwiftUI code that no Linux test runs).
    var isShell: Bool { path.split(separator: "/").dropLast().contains("UIKit") }

    /// Whether the file imports UIKit or SwiftUI, with attributes (`@preconcurrency import UIKit`) or a submodule.
    var importsPlatformUI: Bool {
        code.split(separator: "\n").contains { line in
            let words = line.split(separator: " ").drop { $0.hasPrefix("@") }
            guard words.count >= 2, words.first == "import" else { return false }
            let module = words.dropFirst().first { !["class", "struct", "enum", "protocol", "func", "var", "typealias"].contains($0) }
            let root = module?.split(separator: ".").first ?? ""
            return root == "UIKit" || root == "SwiftUI"
        }
    }

    var firstCodeLine: String? {
        code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
    }

    /// Lines with code on them, comments and blank lines left out.
    var codeLines: Int {
        code.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count
    }

    /// The `if`, `guard` and `switch` keywords in code (not `#if`, comments or string literals).
    var decisionPoints: Int {
        var count = 0
        var word = ""
        var previous: Character = " "
        for character in code + " " {
            if character.isLetter || character.isNumber || character == "_" {
                if word.isEmpty { word = previous == "#" ? "#" : "" }
                word.append(character)
            } else {
                if ["if", "guard", "switch"].contains(word) { count += 1 }
                word = ""
            }
            previous = character
        }
        return count
    }

    /// The text with comments and string literals blanked out (line breaks kept); the code inside a string's
    /// interpolations stays.
    var code: String {
        var scanner = Scanner(text: Array(text))
        scanner.scanCode(until: nil)
        return String(scanner.result)
    }

    /// Walks the text once: code is kept, comments and literal text dropped.
    private struct Scanner {
        let text: [Character]
        var index = 0
        var result: [Character] = []

        init(text: [Character]) { self.text = text }

        func starts(_ prefix: String) -> Bool {
            let p = Array(prefix)
            return index + p.count <= text.count && Array(text[index..<index + p.count]) == p
        }

        /// Code up to `end` (an interpolation's closing parenthesis at depth 0), or to the end of the text.
        mutating func scanCode(until end: Character?) {
            var depth = 0
            while index < text.count {
                let c = text[index]
                if let end, c == end, depth == 0 { index += 1; return }
                if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
                if starts("//") {
                    while index < text.count, text[index] != "\n" { index += 1 }  // a backslash ends nothing here
                } else if starts("/*") {
                    var nesting = 0
                    repeat {
                        if starts("/*") { nesting += 1; index += 2 }
                        else if starts("*/") { nesting -= 1; index += 2 }
                        else { if text[index] == "\n" { result.append("\n") }; index += 1 }
                    } while nesting > 0 && index < text.count
                } else if starts("\"\"\"") {
                    index += 3
                    scanString(closing: "\"\"\"")
                } else if c == "\"" {
                    index += 1
                    scanString(closing: "\"")
                } else {
                    result.append(c)
                    index += 1
                }
            }
        }

        /// A literal's text up to `closing`: dropped, but its interpolations are code.
        mutating func scanString(closing: String) {
            result.append(contentsOf: "\"\"")
            while index < text.count, !starts(closing) {
                if starts("\\(") {
                    index += 2
                    result.append(" ")
                    scanCode(until: ")")
                    result.append(" ")
                } else {
                    if text[index] == "\\" { index += 1 }
                    if index < text.count, text[index] == "\n" { result.append("\n") }
                    index += 1
                }
            }
            index = min(index + closing.count, text.count)
        }
    }
}
