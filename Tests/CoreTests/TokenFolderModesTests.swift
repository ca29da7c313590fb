import Formats
import TestSupport
import Testing
import ThemeModel

/// A token folder that keeps its modes as folders (`semantic/light/`, `semantic/dark/`), as Style Dictionary
/// configs assemble them, and one where two brands give the same tokens: read by the folders' names, and what
/// a later file gives again is said, not merged quietly.
@Suite("Token folders with mode folders")
struct TokenFolderModesTests {
    static let core = """
        { "gray": { "50": { "$type": "color", "$value": "#F8F9FA" },
                    "900": { "$type": "color", "$value": "#1D1D1C" } },
          "blue": { "600": { "$type": "color", "$value": "#2A43E8" },
                    "200": { "$type": "color", "$value": "#95B1FF" } } }
        """
    static func semantic(_ page: String, _ text: String, _ link: String) -> String {
        """
        { "page": { "$type": "color", "$value": "{gray.\(page)}" },
          "text": { "$type": "color", "$value": "{gray.\(text)}" },
          "link": { "$type": "color", "$value": "{blue.\(link)}" } }
        """
    }

    @Test("a file under a folder named dark gives the dark values; the light folder's are light")
    func modeFolders() throws {
        let dir = try scratchFolder(
            "token-modes",
            holding: [
                "tokens/core/colors.tokens.json": Self.core,
                "tokens/semantic/light/colors.tokens.json": Self.semantic("50", "900", "600"),
                "tokens/semantic/dark/colors.tokens.json": Self.semantic("900", "50", "200"),
            ])
        let theme = try ThemeLoader.load(dir + "/tokens")
        #expect(theme.resolve("page", .light)?.hexRGB == "#F8F9FA")
        #expect(theme.resolve("page", .dark)?.hexRGB == "#1D1D1C")
        #expect(theme.resolve("link", .dark)?.hexRGB == "#95B1FF")
        #expect(theme["text"]?.color.value(for: .dark) == .alias("gray.50"))
        #expect(!theme.notes.contains { $0.message.contains("given again") })
    }

    @Test("two brands giving the same tokens: the later file's are read, and a note names both files")
    func brandsSaid() throws {
        let dir = try scratchFolder(
            "token-brands",
            holding: [
                "tokens/core/colors.tokens.json": Self.core,
                "tokens/semantic/acme/light/colors.tokens.json": Self.semantic("50", "900", "600"),
                "tokens/semantic/zeta/light/colors.tokens.json": Self.semantic("50", "900", "200"),
            ])
        let theme = try ThemeLoader.load(dir + "/tokens")
        let note = try #require(theme.notes.first { $0.message.contains("given again") }, "\(theme.notes)")
        #expect(note.message.hasPrefix("3 tokens are given again by a later file, whose value is read (`page`: "))
        #expect(note.message.contains("acme/light/colors.tokens.json") && note.message.contains("zeta/light"))
        // The place shown for a color is the file whose value is read.
        let read = theme.resolve("link", .light)?.hexRGB
        let from = try #require(theme["link"]?.location?.file)
        #expect((read == "#95B1FF") == from.contains("/zeta/"), "\(read ?? "-") from \(from)")
    }
}
