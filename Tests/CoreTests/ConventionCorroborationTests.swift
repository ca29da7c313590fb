import Formats
import Pairs
import Platform
import Testing
import ThemeModel

/// A convention says what its components draw; the app's own code says which of them it has.
@Suite("Conventions and the app's code")
struct ConventionCorroborationTests {
    static let css = """
        :root {
          --background: #ffffff; --foreground: #0a0a0a; --card: #ffffff; --card-foreground: #0a0a0a;
          --primary: #171717; --primary-foreground: #fafafa; --muted-foreground: #737373;
          --destructive: #ef4444;
        }
        """

    @Test("shadcn's form messages put destructive on cards until the app's code, drawing elsewhere, says otherwise")
    func codeDecides() throws {
        let theme = try ThemeLoader.load("globals.css", fileAccess: MemoryFiles(texts: ["globals.css": Self.css]))
        #expect(PairEvidence(theme: theme).pair("destructive", on: "card") != nil, "the convention, with no code")
        let site = SourceSite(SourceLocation(file: "app/page.tsx", line: 3, column: 1), "class string")
        let drawn = [
            SourcePair(foreground: "foreground", background: "background", kind: .text, site: site),
            SourcePair(foreground: "primary-foreground", background: "primary", kind: .text, site: site),
        ]
        let read = PairEvidence(theme: theme, source: drawn)
        #expect(read.pair("destructive", on: "card") == nil, "no code draws destructive text on a card")
        let button = try #require(read.pair("primary-foreground", on: "primary"))
        #expect(button.evidence.map(\.kind).sorted() == ["format", "source"], "the code and the convention agree")
    }

    @Test("a token group's text is on its own background; a code palette's type is no group")
    func tokenGroupsAndTypes() throws {
        let tokens = """
            { "Button": { "Primary": {
                "Text": { "$type": "color", "$value": "#FFFFFF" },
                "Background": { "$type": "color", "$value": "#0055FF" } } } }
            """
        let group = try ThemeLoader.load("tokens.json", fileAccess: MemoryFiles(texts: ["tokens.json": tokens]))
        #expect(PairEvidence(theme: group).pair("Button.Primary.Text", on: "Button.Primary.Background") != nil)
        let dart = """
            import 'package:flutter/material.dart';
            class Colours {
              static const Color text = Color(0xFF333333);
              static const Color bg_color = Color(0xFFF1F1F1);
            }
            """
        let code = try ThemeLoader.load("colors.dart", fileAccess: MemoryFiles(texts: ["colors.dart": dart]))
        #expect(code.names.contains("Colours.text"))
        #expect(PairEvidence(theme: code).pair("Colours.text", on: "Colours.bg_color") == nil)
    }
}
