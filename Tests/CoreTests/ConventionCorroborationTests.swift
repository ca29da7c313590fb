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
}
