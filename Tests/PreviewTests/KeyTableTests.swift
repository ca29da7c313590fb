import Foundation
import Screens
import Testing
import ThemeModel

@testable import Preview

/// The preview's keys live in one table: these hold the help overlay, the README and the manual to it, and the
/// table to what the keys do.
@Suite("The key table")
struct KeyTableTests {
    @Test("the ? overlay shows every key of the table beside its help")
    func overlayIsTheTable() {
        var state = PreviewState()
        state.showHelp = true
        let wide = Size(width: 140, height: 40)
        let lines = PreviewComposer.compose(state, theme: ios13, terminal: wide, colorMode: "24-bit").canvas.plainLines
        for binding in PreviewKeys.bindings {
            let help = String(binding.help.prefix(40))
            let shown = lines.contains { line in
                guard let key = line.range(of: "│ " + binding.label + " ") else { return false }
                return line[key.upperBound...].trimmingCharacters(in: .whitespaces).hasPrefix(help)
            }
            #expect(shown, "the help overlay has no row `\(binding.label)  \(help)`")
        }
    }

    @Test("at 80x24 every key of the table shows in the overlay with a whole description, none cut")
    func overlayFitsASmallTerminal() throws {
        var state = PreviewState()
        state.showHelp = true
        let small = Size(width: 80, height: 24)
        let lines = PreviewComposer.compose(state, theme: ios13, terminal: small, colorMode: "24-bit").canvas.plainLines
        for binding in PreviewKeys.bindings {
            #expect(DisplayWidth.of(binding.shortHelp) <= KeyBinding.shortLimit, "`\(binding.shortHelp)` is long")
            let pattern = try Regex(
                "(│ |  )" + NSRegularExpression.escapedPattern(for: binding.label) + " +"
                    + NSRegularExpression.escapedPattern(for: binding.shortHelp) + "( |$)")
            #expect(lines.contains { $0.contains(pattern) }, "no row `\(binding.label)  \(binding.shortHelp)` at 80x24")
        }
        #expect(!lines.joined().contains("…"), "a description is cut at 80x24")
    }

    /// The rows under `| key | does |` in a document of the package, as (keys, description) with `\|` unescaped.
    static func keyRows(_ document: String) throws -> [(keys: String, does: String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let text = try String(contentsOfFile: root + "/" + document, encoding: .utf8)
        let section = try #require(text.range(of: "| key | does |\n|---|---|\n"), "\(document): no key table")
        let rows = text[section.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { $0.hasPrefix("|") }
        return rows.map { row in
            // A `|` inside a cell is written `\|`: split at the others.
            let cells = row.replacingOccurrences(of: "\\|", with: "\u{0}").split(separator: "|")
                .map { $0.replacingOccurrences(of: "\u{0}", with: "|").trimmingCharacters(in: .whitespaces) }
            return (cells[0], cells.count > 1 ? cells[1] : "")
        }
    }

    static let keysAsWritten = PreviewKeys.bindings.map { $0.keys.map { "`\($0)`" }.joined(separator: " ") }

    @Test("the README's key table is the table: its keys, in its order, each with its help")
    func readmeIsTheTable() throws {
        let rows = try Self.keyRows("README.md")
        #expect(rows.map(\.keys) == Self.keysAsWritten)
        #expect(rows.map(\.does) == PreviewKeys.bindings.map(\.help), "README.md: a key's help is not the table's")
    }

    @Test("the manual's key table lists the table's keys, in its order")
    func manualIsTheTable() throws {
        let rows = try Self.keyRows("Sources/DuskCLI/Dusk.docc/LivePreview.md")
        #expect(rows.map(\.keys) == Self.keysAsWritten)
    }

    @Test("each single-character key does what its row says")
    func keysDoWhatTheySay() {
        let size = Size(width: 80, height: 30)
        var state = PreviewState()
        #expect(state.handle(.character("d"), screenSize: size) == .redraw && state.traits.style == .dark)
        #expect(state.handle(.character("e"), screenSize: size) == .redraw && state.traits.level == .elevated)
        #expect(state.handle(.character("c"), screenSize: size) == .redraw && state.traits.contrast == .high)
        #expect(state.handle(.character("3"), screenSize: size) == .redraw && state.screen == .builtin(.materials))
        #expect(state.handle(.character("i"), screenSize: size) == .redraw && state.cursor == Point(40, 15))
        #expect(state.handle(.right, screenSize: size) == .redraw && state.cursor == Point(41, 15))
        #expect(state.screen == .builtin(.materials), "→ moves the inspector, not the screen, while inspecting")
        #expect(state.handle(.shiftRight, screenSize: size) == .redraw && state.cursor == Point(49, 15))
        #expect(state.handle(.shiftUp, screenSize: size) == .redraw && state.cursor == Point(49, 7))
        #expect(state.handle(.escape, screenSize: size) == .redraw && state.cursor == nil)
        #expect(state.handle(.escape, screenSize: size) == .quit)
        #expect(state.handle(.character("x"), screenSize: size) == .export)
        #expect(state.handle(.character("r"), screenSize: size) == .reload)
        #expect(state.handle(.character("z"), screenSize: size) == PreviewAction.none)
    }
}
