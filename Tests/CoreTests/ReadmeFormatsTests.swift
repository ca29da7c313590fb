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
        "resolver": "DTCG resolver",
        "Tokens Studio themes": "Tokens Studio",
        "Sketch palette": "Sketch palette",
        "Material Theme Builder": "Material Theme Builder export",
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
}
