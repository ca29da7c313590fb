import Foundation
import TestSupport
import Testing

@testable import DuskCLI

/// The README's table of commands is `DuskCLI.commands`: a command added to the list fails here until the
/// README has its row, and a row whose command left fails too.
@Suite("README: the table of commands")
struct ReadmeCommandsTests {
    @Test("every command has its row in the README's table, in the list's order, and every row is a command")
    func everyCommandHasItsRow() throws {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let header = try #require(lines.firstIndex(of: "| command | what it does |"), "README.md: no command table")
        let rows = lines[(header + 2)...].prefix { $0.hasPrefix("| `dusk") }
        // `dusk [THEME] ...` is the preview, which runs when no command is named.
        let named = rows.map { row in
            String(row.dropFirst("| `dusk ".count).prefix { $0 != " " && $0 != "`" })
        }.filter { !$0.hasPrefix("[") }
        #expect(named == DuskCLI.commands.map { $0.name }, "README.md's command table")
        #expect(rows.first?.hasPrefix("| `dusk [THEME]") == true, "the preview's row comes first")
    }
}
