import Foundation
import Testing

@testable import DuskCLI

/// A token system whose dark re-aliases: `fix --in-place` moves a token to another step of its scale by
/// rewriting its reference where the token lives, and nothing else in the file.
@Suite("References written in place")
struct ReferenceInPlaceTests {
    static let core = """
        { "gray": { "50": { "$type": "color", "$value": "#F8F9FA" }, "500": { "$type": "color", "$value": "#8A8D91" },
                    "900": { "$type": "color", "$value": "#1D1D1C" } },
          "blue": { "200": { "$type": "color", "$value": "#95B1FF" }, "400": { "$type": "color", "$value": "#6B8BFF" },
                    "700": { "$type": "color", "$value": "#2A43E8" } } }
        """
    static let light = """
        {
          "page": { "$type": "color", "$value": "{gray.50}" },
          "text": { "$type": "color", "$value": "{gray.900}" },
          "link": { "$type": "color", "$value": "{blue.400}" }
        }
        """
    static let dark = """
        {
          "page": { "$type": "color", "$value": "{gray.900}" },
          "text": { "$type": "color", "$value": "{gray.50}" },
          "link": { "$type": "color", "$value": "{blue.200}" }
        }
        """
    static let app = """
        body { background: var(--page); color: var(--text); }
        a { color: var(--link); }
        """

    @Test("the link's light reference moves to a step that passes; the steps and the dark file stay as they were")
    func referenceMoves() throws {
        let dir = try scratchDirectory([
            "tokens/core/colors.tokens.json": Self.core,
            "tokens/semantic/light/colors.tokens.json": Self.light,
            "tokens/semantic/dark/colors.tokens.json": Self.dark,
            "web/app.css": Self.app,
        ])
        let fix = DuskCLI.run(["fix", dir + "/tokens", "--source", dir + "/web", "--in-place"])
        #expect(fix.exitCode == 0, "\(fix.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/tokens.fixed.json"), "\(fix.stdout)")
        let light = try String(contentsOfFile: dir + "/tokens/semantic/light/colors.tokens.json", encoding: .utf8)
        #expect(light == Self.light.replacingOccurrences(of: "{blue.400}", with: "{blue.700}"), "\(light)")
        for (file, text) in [("core/colors", Self.core), ("semantic/dark/colors", Self.dark)] {
            #expect(try String(contentsOfFile: dir + "/tokens/\(file).tokens.json", encoding: .utf8) == text)
        }
        let check = DuskCLI.run(["check", dir + "/tokens", "--source", dir + "/web"])
        #expect(check.exitCode == 0, "\(check.stdout)")
    }
}
