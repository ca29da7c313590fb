import Foundation
import TestSupport
import Testing
import ThemeModel

@testable import Formats
@testable import Screens
@testable import Syntax

/// `ScreenBlock.Kind` is the one list of blocks, with each kind's options, color options and children: the
/// reader, the model and the manual (TheScreens.md) are held to it here.
@Suite("Screen-file blocks")
struct ScreenBlockKindTests {
    /// One block of every kind with every option it takes; each color option names `kind.key`.
    static let everyKind = """
        { title: "All", body: [
          { navigationBar: { title: "T", large: false, leading: "L", trailing: "R", color: "navigationBar.color",
            logo: false } },
          { searchField: { placeholder: "Search" } },
          { list: { style: "plain", header: "H", footer: "F", rows: [
            { title: "Row", icon: "★", iconColor: "list.iconColor", color: "list.color" } ] } },
          { text: { text: "x", style: "body", color: "text.color", weight: "bold", align: "center", italic: true,
            underline: true, wrap: false } },
          { textField: { placeholder: "Name" } },
          { swatch: { color: "swatch.color" } },
          { image: { name: "logo", align: "center" } },
          { columns: { items: [ { spacer: 1 } ] } },
          { button: { title: "Pay", style: "gray", color: "button.color" } },
          { segmented: { items: ["a", "b"], selected: 1 } },
          { progress: { value: 0.5, color: "progress.color" } },
          { slider: { value: 0.25, color: "slider.color" } },
          { banner: { text: "Saved", glyph: "✓", color: "banner.color" } },
          { chips: { items: ["a", "b"], selected: 0, color: "chips.color" } },
          { bubble: { text: "Hi", from: "Ann", outgoing: true, color: "bubble.color", textColor: "bubble.textColor" } },
          { divider: { color: "divider.color" } },
          { spacer: { rows: 2 } },
          { hstack: { spacing: 1, items: [ { spacer: 1 } ], lastFills: true } },
          { vstack: { padding: 1, spacing: 1, background: "vstack.background", items: [ { spacer: 1 } ] } },
          { card: { title: "Card", style: "dark", presented: true, items: [ { spacer: 1 } ] } },
          { material: { material: "thin", items: [ { spacer: 1 } ] } },
          { tabBar: { items: [ { glyph: "★", title: "One" } ], selected: 0 } },
          { toolbar: { items: ["Edit"], color: "toolbar.color" } },
        ] }
        """

    static func written() throws -> [(kind: String, keys: [String])] {
        let root = try JSONParser.parse(Array(everyKind.utf8), file: "every-kind")
        let body = try #require(JSONNode.member(root, "body"))
        guard case .array(let blocks) = body.value else { return [] }
        return blocks.compactMap { block in
            guard let member = block.objectMembers?.first else { return nil }
            return (member.key, member.value.objectMembers?.map(\.key) ?? [])
        }
    }

    @Test("every kind reads into a block of that kind, taking exactly its options, its colors and its children")
    func everyKindRoundTrips() throws {
        let spec = try ScreenSpec.parse(Self.everyKind, path: "every-kind")
        let written = try Self.written()
        #expect(spec.blocks.map(\.kind) == ScreenBlock.Kind.allCases, "the fixture holds one block of every kind")
        for (block, source) in zip(spec.blocks, written) {
            let kind = block.kind
            #expect(source.kind == kind.rawValue)
            #expect(Set(source.keys) == Set(kind.keys), "\(kind): the fixture sets every option the kind lists")
            let colors = Set(block.colorRefs.map(\.name))
            #expect(colors == Set(kind.colorKeys.map { "\(kind.rawValue).\($0)" }), "\(kind): colors read")
            #expect(!block.children.isEmpty == kind.holdsBlocks, "\(kind): children")
        }
    }

    @Test("a slider draws UISlider: the track in its color up to the knob, systemFill after it, a white knob")
    func slider() throws {
        let ios13 = try BuiltinThemes.theme(named: BuiltinThemes.defaultName)
        let spec = try ScreenSpec.parse("{ body: [ { slider: { value: 0.25, color: \"systemRed\" } } ] }", path: "s")
        let size = Size(width: 40, height: 12)
        let canvas = CustomScreen.render(spec, ScreenContext(theme: ios13, traits: .dark, size: size))
        let track = (0..<size.height).flatMap { y in (0..<size.width).map { canvas[$0, y] } }.filter {
            $0.scalar == "━"
        }
        let red = try #require(ios13.resolve("systemRed", .dark))
        let fill = try #require(ios13.resolve("systemFill", .dark))
        let before = track.filter { $0.foreground == red }.count
        let after = track.filter { $0.foreground == fill.over(ios13.resolve("systemBackground", .dark)!) }.count
        #expect(before > 0 && after > before, "a quarter of the way: less red than fill (\(before), \(after))")
        #expect((0..<size.height).contains { y in (0..<size.width).contains { canvas[$0, y].scalar == "█" } })
    }

    @Test("a key a kind does not list is an error naming the kind's keys")
    func unlistedKeys() throws {
        for kind in ScreenBlock.Kind.allCases {
            let text = "{ body: [ { \(kind.rawValue): { nonsense: 1 } } ] }"
            #expect(throws: ThemeError.self, "\(kind)") { try ScreenSpec.parse(text, path: "k") }
        }
    }

    @Test("no second list of blocks: only ScreenBlock and its Kind declare the block cases")
    func oneBlockList() throws {
        var declaring: [String] = []
        let sources = packageRoot + "/Sources"
        let walker = FileManager.default.enumerator(atPath: sources)
        while let file = walker?.nextObject() as? String {
            guard file.hasSuffix(".swift") else { continue }
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            if text.contains("case toolbar") || text.contains("case navigationBar") { declaring.append(file) }
        }
        #expect(declaring.sorted() == ["ThemeModel/ScreenBlockKind.swift", "ThemeModel/ScreenSpec.swift"])
    }

    @Test("the manual's table of blocks lists every kind once, with every option it takes")
    func manualTable() throws {
        let article = "Sources/DuskCLI/Dusk.docc/TheScreens.md"
        let text = try String(contentsOfFile: packageRoot + "/" + article, encoding: .utf8)
        let start = try #require(text.range(of: "| block | options (all optional) |"), "\(article): no table of blocks")
        let rows = text[start.upperBound...].split(separator: "\n").dropFirst().prefix { $0.hasPrefix("| `") }
        var listed: [String: Substring] = [:]
        for row in rows {
            let cells = row.split(separator: "|")
            let name = cells[0].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["`"])
            #expect(listed[name] == nil, "\(article) lists `\(name)` twice")
            listed[name] = cells.dropFirst().joined(separator: "|")[...]
        }
        #expect(listed.keys.sorted() == ScreenBlock.Kind.names, "\(article): the blocks")
        for kind in ScreenBlock.Kind.allCases {
            for key in kind.keys {
                #expect(
                    listed[kind.rawValue]?.contains("`\(key)`") == true, "\(article): `\(kind)` does not list `\(key)`")
            }
        }
    }
}
