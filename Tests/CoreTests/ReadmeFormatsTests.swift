import Foundation
import Testing

@testable import Formats

/// The formats tables are held to the registry: a format added to `PaletteFormats.all` fails here until the
/// manual's table (FormatsInDepth.md) and the README's short one have a row for it (and `rows` says which), and
/// a row whose format left the registry fails too.
@Suite("The formats tables and lists are the registry's")
struct ReadmeFormatsTests {
    static let manual = "Sources/DuskCLI/Dusk.docc/FormatsInDepth.md"

    /// Each registry format's row in the tables, by the words its first cell starts with.
    static let rows: [String: String] = [
        "asset catalog": "Xcode asset catalog",
        "CSS custom properties": "CSS custom properties",
        "Android resources": "Android color resources",
        "base16 scheme": "base16 scheme",
        "Adobe Swatch Exchange": "Adobe Swatch Exchange",
        "GIMP palette": "GIMP palette",
        "Jetpack Compose theme": "Jetpack Compose theme",
        "Swift color code": "Swift colors",
        "Flutter theme": "Flutter theme",
        "Tailwind config": "Tailwind config",
        "resolver": "DTCG resolver",
        "Tokens Studio themes": "Tokens Studio",
        "Sketch palette": "Sketch palette",
        "Material Theme Builder": "Material Theme Builder export",
        "Figma REST variables": "Figma's REST variables",
        "dusk theme": "dusk theme",
        "design tokens": "DTCG 2025.10 tokens",
        "token folder": "Style Dictionary",
    ]

    static func text(_ document: String) throws -> String {
        try String(contentsOfFile: TestFiles.root + "/" + document, encoding: .utf8)
    }

    /// The first cells of the table under `header` in `document`.
    static func firstCells(_ document: String, header: String) throws -> [String] {
        let lines = try text(document).components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix(header) }) else { return [] }
        return lines[(start + 2)...].prefix { $0.hasPrefix("|") }.map {
            String($0.dropFirst(2).prefix { $0 != "|" }).trimmingCharacters(in: .whitespaces)
        }
    }

    /// The manual's table in depth, and the README's short one.
    static let tables = [(manual, "| format | read |"), ("README.md", "| format | files | what dusk reads |")]

    @Test("every format in the registry has its row in each table, and every row names one", arguments: tables)
    func everyFormatHasItsRow(document: String, header: String) throws {
        let cells = try Self.firstCells(document, header: header)
        #expect(!cells.isEmpty, "\(document): no formats table")
        for format in PaletteFormats.all {
            guard let label = Self.rows[format.name] else {
                Issue.record("\(format.name): a format the tables do not list; add their rows and name it here")
                continue
            }
            #expect(cells.contains { $0.hasPrefix(label) }, "\(document): no row for \(format.name) (`\(label)`)")
        }
        #expect(Set(Self.rows.keys) == Set(PaletteFormats.all.map(\.name)), "a row for a format no longer read")
        // The manual's table has rows for forms within a format too (Terrazzo's modes, Figma's export); the
        // README's is one row per format, and nothing else.
        if document == "README.md" {
            for cell in cells {
                #expect(Self.rows.values.contains { cell.hasPrefix($0) }, "\(document): `\(cell)` names no format")
            }
            #expect(cells.count == PaletteFormats.all.count, "\(document): one row per format")
        }
    }

    /// The words by which the manual's lists of formats name each one.
    static let mentions: [String: String] = [
        "asset catalog": "asset catalog",
        "CSS custom properties": "CSS custom properties",
        "Android resources": "Android color resources",
        "base16 scheme": "base16",
        "Adobe Swatch Exchange": "Adobe Swatch Exchange",
        "GIMP palette": "GIMP palette",
        "Jetpack Compose theme": "Jetpack Compose theme",
        "Swift color code": "Swift colors",
        "Flutter theme": "Flutter theme",
        "Tailwind config": "Tailwind config",
        "resolver": "resolver",
        "Tokens Studio themes": "Tokens Studio",
        "Sketch palette": "Sketch palette",
        "Material Theme Builder": "Material Theme Builder",
        "Figma REST variables": "Figma's REST variables",
        "dusk theme": "dusk theme",
        "design tokens": "design token",
        "token folder": "token folder",
    ]

    /// The manual's other lists of formats: what THEME may be and how a file's format is chosen (FormatsInDepth),
    /// and the layout's line for Sources/Formats, each from its first words to the end of its paragraph or row.
    static let lists = [
        (manual, "THEME is "), (manual, "**Which format a file is**"),
        ("Sources/DuskCLI/Dusk.docc/Layout.md", "| `Sources/Formats` |"),
    ]

    static func paragraph(startingWith start: String, in text: String) -> Substring? {
        guard let range = text.range(of: start) else { return nil }
        let rest = text[range.lowerBound...]
        let end = rest.range(of: start.hasPrefix("|") ? "\n" : "\n\n")?.lowerBound ?? rest.endIndex
        return rest[..<end]
    }

    @Test("every list of formats in the manual names every format the registry reads")
    func everyListNamesEveryFormat() throws {
        #expect(Set(Self.mentions.keys) == Set(PaletteFormats.all.map(\.name)), "name each new format here")
        for (document, start) in Self.lists {
            let paragraph = Self.paragraph(startingWith: start, in: try Self.text(document))
            let text = try #require(paragraph, "\(document): no `\(start)`")
            let flat = text.replacingOccurrences(of: "\n", with: " ")
            for (format, words) in Self.mentions.sorted(by: { $0.key < $1.key }) {
                #expect(flat.contains(words), "\(document), the list at `\(start)`: \(format) (`\(words)`) is missing")
            }
        }
    }

    @Test("the palette files dusk knows but does not read are named in the manual and claimed by no format")
    func unreadFormatsAreNamedAndUnclaimed() throws {
        let manual = try Self.text(Self.manual)
        let text = try #require(Self.paragraph(startingWith: "**Which format a file is**", in: manual))
        // The sentence on them names exactly these: one that names a suffix dusk reads now is out of date.
        let sentence = try #require(
            text.range(of: "does not read get an error").map { text[$0.upperBound...] }?.components(
                separatedBy: "; an ASE"
            )
            .first)
        let named = try NSRegularExpression(pattern: #"`\*(\.[a-z0-9]+)`"#)
        let suffixes = named.matches(in: sentence, range: NSRange(sentence.startIndex..., in: sentence)).map {
            String(sentence[Range($0.range(at: 1), in: sentence)!])
        }
        #expect(
            Set(suffixes) == Set(UnreadFormats.byName.map(\.suffix)), "\(Self.manual): the files dusk does not read")
        for (suffix, _) in UnreadFormats.byName {
            #expect(
                text.contains("`*\(suffix)`"),
                "\(Self.manual) does not name \(suffix) among the files dusk does not read")
            // A format that reads these now would never see them named: the loader asks UnreadFormats only
            // about files no format claimed.
            #expect(
                PaletteFormats.byName("palette" + suffix) == nil, "\(suffix) is read now: drop it from UnreadFormats")
        }
    }
}
