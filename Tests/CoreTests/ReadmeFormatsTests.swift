import Foundation
import Testing

@testable import Formats

/// The README's table of formats is held to the registry: a format added to `PaletteFormats.all` fails here
/// until the README has a row for it (and this table says which), and a row whose format left the registry
/// fails too.
@Suite("README: the formats table is the registry's")
struct ReadmeFormatsTests {
    /// Each registry format's row in the README table, by the words its first cell starts with.
    static let rows: [String: String] = [
        "asset catalog": "Xcode asset catalog",
        "CSS custom properties": "CSS custom properties",
        "Android resources": "Android color resources",
        "base16 scheme": "base16 scheme",
        "Adobe Swatch Exchange": "Adobe Swatch Exchange",
        "GIMP palette": "GIMP palette",
        "resolver": "DTCG resolver",
        "Tokens Studio themes": "Tokens Studio",
        "Sketch palette": "Sketch palette",
        "Material Theme Builder": "Material Theme Builder export",
        "Figma REST variables": "Figma's REST variables",
        "dusk theme": "dusk theme",
        "design tokens": "DTCG 2025.10 tokens",
        "token folder": "Style Dictionary",
    ]

    /// The first cells of the table under `| format | read | ...`.
    static func readmeRows() throws -> [String] {
        let readme = try String(contentsOfFile: TestFiles.root + "/README.md", encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        guard let header = lines.firstIndex(where: { $0.hasPrefix("| format | read |") }) else { return [] }
        return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map {
            String($0.dropFirst(2).prefix { $0 != "|" }).trimmingCharacters(in: .whitespaces)
        }
    }

    @Test("every format in the registry has its row in the README, and every row names one")
    func everyFormatHasItsRow() throws {
        let cells = try Self.readmeRows()
        #expect(!cells.isEmpty, "README.md: no formats table")
        for format in PaletteFormats.all {
            guard let label = Self.rows[format.name] else {
                Issue.record("\(format.name): a format the README's table does not list; add a row and name it here")
                continue
            }
            #expect(cells.contains { $0.hasPrefix(label) }, "README.md: no row for \(format.name) (`\(label)`)")
        }
        #expect(Set(Self.rows.keys) == Set(PaletteFormats.all.map(\.name)), "a row for a format no longer read")
    }

    /// The words by which the README's lists of formats name each one.
    static let mentions: [String: String] = [
        "asset catalog": "asset catalog",
        "CSS custom properties": "CSS custom properties",
        "Android resources": "Android color resources",
        "base16 scheme": "base16",
        "Adobe Swatch Exchange": "Adobe Swatch Exchange",
        "GIMP palette": "GIMP palette",
        "resolver": "resolver",
        "Tokens Studio themes": "Tokens Studio",
        "Sketch palette": "Sketch palette",
        "Material Theme Builder": "Material Theme Builder",
        "Figma REST variables": "Figma's REST variables",
        "dusk theme": "dusk theme",
        "design tokens": "design token",
        "token folder": "token folder",
    ]

    /// The README's other lists of formats: what THEME may be, how a file's format is chosen, and the layout's
    /// line for Sources/Formats, each from its first words to the end of its paragraph or row.
    static let lists = ["THEME is ", "**Which format a file is**", "| `Sources/Formats` |"]

    static func paragraph(startingWith start: String, in readme: String) -> Substring? {
        guard let range = readme.range(of: start) else { return nil }
        let rest = readme[range.lowerBound...]
        let end = rest.range(of: start.hasPrefix("|") ? "\n" : "\n\n")?.lowerBound ?? rest.endIndex
        return rest[..<end]
    }

    @Test("every list of formats in the README names every format the registry reads")
    func everyListNamesEveryFormat() throws {
        let readme = try String(contentsOfFile: TestFiles.root + "/README.md", encoding: .utf8)
        #expect(Set(Self.mentions.keys) == Set(PaletteFormats.all.map(\.name)), "name each new format here")
        for start in Self.lists {
            let text = try #require(Self.paragraph(startingWith: start, in: readme), "README.md: no `\(start)`")
            let flat = text.replacingOccurrences(of: "\n", with: " ")
            for (format, words) in Self.mentions.sorted(by: { $0.key < $1.key }) {
                #expect(flat.contains(words), "README.md, the list at `\(start)`: \(format) (`\(words)`) is missing")
            }
        }
    }

    @Test("the palette files dusk knows but does not read are named in the README and claimed by no format")
    func unreadFormatsAreNamedAndUnclaimed() throws {
        let readme = try String(contentsOfFile: TestFiles.root + "/README.md", encoding: .utf8)
        let text = try #require(Self.paragraph(startingWith: "**Which format a file is**", in: readme))
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
        #expect(Set(suffixes) == Set(UnreadFormats.byName.map(\.suffix)), "README.md: the files dusk does not read")
        for (suffix, _) in UnreadFormats.byName {
            #expect(
                text.contains("`*\(suffix)`"), "README.md does not name \(suffix) among the files dusk does not read")
            // A format that reads these now would never see them named: the loader asks UnreadFormats only
            // about files no format claimed.
            #expect(
                PaletteFormats.byName("palette" + suffix) == nil, "\(suffix) is read now: drop it from UnreadFormats")
        }
    }
}
