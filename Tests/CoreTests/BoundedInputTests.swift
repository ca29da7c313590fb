import ColorScience
import Platform
import Testing

@testable import Formats
@testable import ThemeModel

/// Hostile inputs that once took seconds to minutes, or said the wrong thing: each is now read in one pass,
/// or refused once with the reason in its own words. (Timings are in BENCHMARKS.md; these hold what is said.)
@Suite("Hostile inputs: bounded, and said once")
struct BoundedInputTests {
    func load(_ text: String, name: String = "globals.css") throws(ThemeError) -> Theme {
        try ThemeLoader.load(name, fileAccess: MemoryFiles(texts: [name: text]))
    }

    func failure(_ text: String) -> [String] {
        do {
            _ = try load(text)
            Issue.record("loaded")
            return []
        } catch {
            return error.diagnostics.map(\.message)
        }
    }

    @Test("@custom-media that names itself forty times is said to refer to itself, not expanded")
    func customMediaSelfReference() throws {
        let theme = try load(
            "@custom-media --a " + Array(repeating: "(--a)", count: 40).joined(separator: ",") + ";\n"
                + "@media (--a) { :root { --x: #FFFFFF; } }\n:root { --y: #000000; }\n")
        let notes = theme.notes.map(\.message)
        #expect(
            notes.contains { $0.hasPrefix("skipped `@media (--a)` (1 custom property): `@custom-media --a` refers") })
        #expect(theme.coverage == Coverage(read: 1, skipped: 1))
    }

    @Test("a custom media name that doubles at every step means what its last name means")
    func customMediaDoubling() throws {
        var text = "@custom-media --m0 (prefers-color-scheme: dark);\n"
        for i in 1...60 { text += "@custom-media --m\(i) (--m\(i - 1)), (--m\(i - 1));\n" }
        text += ":root { --ink: #111111; }\n@media (--m60) { :root { --ink: #EEEEEE; } }\n"
        let theme = try load(text)
        #expect(theme.resolve("ink", .light) == RGBA(hex: "#111111"))
        #expect(theme.resolve("ink", .dark) == RGBA(hex: "#EEEEEE"))
    }

    @Test("two names that refer to each other hold where their other query does")
    func customMediaLoop() throws {
        let theme = try load(
            "@custom-media --a (--b);\n@custom-media --b (--a), (prefers-color-scheme: dark);\n"
                + ":root { --ink: #111111; }\n@media (--a) { :root { --ink: #EEEEEE; } }\n")
        #expect(theme.resolve("ink", .dark) == RGBA(hex: "#EEEEEE"))
        #expect(theme.resolve("ink", .light) == RGBA(hex: "#111111"))
    }

    @Test("2,000 @custom-media names used by 2,000 @media rules are each read", .timeLimit(.minutes(1)))
    func manyCustomMedia() throws {
        var text = ":root { --base: #000000; --c1999: #000000; }\n"
        for i in 0..<2_000 {
            text += "@custom-media --m\(i) \(i == 1_999 ? "(prefers-color-scheme: dark)" : "(min-width: \(i)px)");\n"
        }
        for i in 0..<2_000 { text += "@media (--m\(i)) { :root { --c\(i): #123456; } }\n" }
        let theme = try load(text)
        #expect(theme.resolve("c1999", .dark) == RGBA(hex: "#123456"))
        #expect(theme.coverage == Coverage(read: 2, skipped: 1_999))
    }

    @Test(
        "functions nested 5,000 deep are one error that names them all",
        arguments: [
            (0..<5_000).reduce("#FFFFFF") { inner, i in "var(--n\(i), \(inner))" },
            (0..<2_000).reduce("#FFFFFF") { inner, _ in "light-dark(\(inner), #000000)" },
        ])
    func deepFunctions(value: String) {
        let messages = failure(":root { --x: \(value); --y: #000000; }\n")
        #expect(messages == ["`--x`: var(), light-dark() and other functions nested deeper than 200"])
    }

    @Test("a var() chain of 301 links, written last link first, is one error that says how long it is")
    func longChain() {
        var text = ":root {\n"
        for i in stride(from: 301, to: 0, by: -1) { text += "  --c\(i): var(--c\(i - 1));\n" }
        text += "  --c0: #123456;\n}\n"
        let messages = failure(text)
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.hasSuffix("its var() chain is longer than 200 links") == true, "\(messages)")
    }

    @Test("a cycle is one error naming it; a property that refers to itself is one note saying so")
    func cycleAndSelf() throws {
        let messages = failure(":root { --a: var(--b); --b: var(--a); --c: var(--a); --d: #FFFFFF; }\n")
        #expect(messages == ["`--b`: its var() references go round in a cycle (--a -> --b -> --a)"])
        let theme = try load(":root { --a: var(--a); --b: #FFFFFF; }\n")
        #expect(
            theme.notes.map(\.message).contains {
                $0.hasPrefix("1 color skipped (`--a`): its var() refers to itself (`--a: var(--a)`)")
            })
        #expect(theme.coverage == Coverage(read: 1, skipped: 1))
    }

    @Test(
        "a number too large to compute with is an error that says so, never black or gray",
        arguments: [
            ("lab(1e300 0 0)", "lab(): a number in it is too large to compute a color from"),
            ("oklch(1e300% 0 0)", "oklch(): a number in it is too large to compute a color from"),
            ("lch(50% 1e308 1e308)", "lch(): a number in it is too large to compute a color from"),
            ("hsl(-1e308turn 50% 50%)", "`-1e308turn` in hsl() is too large a number to compute with"),
            ("rgb(1e400 0 0)", "`1e400` in rgb() is too large a number to compute with"),
        ])
    func overflowingNumbers(value: String, reason: String) {
        guard case .failure(let refused) = CSSColor.parse(value) else {
            Issue.record("\(value) parsed")
            return
        }
        #expect(refused.reason == reason)
        #expect(failure(":root { --x: \(value); }\n") == ["`--x`: `\(value)`: \(reason)"])
    }

    @Test("a large finite number is clipped with a note, as before")
    func largeButFinite() throws {
        guard case .success(let parsed) = CSSColor.parse("lab(1e10 0 0)") else {
            Issue.record("refused")
            return
        }
        #expect(parsed.clipped)
        #expect(parsed.color == RGBA(hex: "#FFFFFF"))
    }

    @Test("a DTCG color object whose numbers overflow is an error, not black")
    func tokenOverflow() {
        let json = #"{ "ink": { "$type": "color", "$value": { "colorSpace": "lab", "components": [1e300, 0, 0] } } }"#
        do {
            _ = try ThemeLoader.load("t.tokens.json", fileAccess: MemoryFiles(texts: ["t.tokens.json": json]))
            Issue.record("loaded")
        } catch {
            #expect(
                error.diagnostics.map(\.message) == [
                    "the lab color: a number in it is too large to compute a color from"
                ])
        }
    }

    @Test("a comment after a declaration is a remark, not a new name; dusk's own name comment still is")
    func trailingComments() throws {
        let theme = try load(
            """
            :root {
              --sl-color-white: hsl(0, 0%, 100%); /* “white” */
              --sl-color-gray-1: #EEEEEE; /* gray */
              --brand-plum: #5B3CC4;  /* brandPlum */
            }
            """)
        #expect(theme.resolve("sl-color-white", .light) == RGBA(hex: "#FFFFFF"))
        #expect(theme.resolve("sl-color-gray-1", .light) == RGBA(hex: "#EEEEEE"))
        #expect(theme.resolve("brandPlum", .light) == RGBA(hex: "#5B3CC4"))
        #expect(theme["white"] == nil)
    }

    @Test("30,000 swatches of one name are all read, each with a name of its own", .timeLimit(.minutes(1)))
    func repeatedSwatchNames() throws {
        let swatches = (0..<30_000).map { i in ASE.color("Same", "RGB ", [Float(i % 255) / 255, 0.5, 0.5]) }
        let theme = try ThemeLoader.load("s.ase", fileAccess: MemoryFiles(["s.ase": ASE.file(swatches)]))
        #expect(theme.coverage == Coverage(read: 30_000, skipped: 0))
        #expect(theme.resolve("Same 30000", .light) != nil)
        #expect(theme.resolve("Same 2", .light) == RGBA(hex: "#018080"))
    }

    @Test("an element of 100,000 attributes is read; one written twice is still an error")
    func manyAttributes() throws {
        let attributes = (0..<100_000).map { "x\($0)=\"1\"" }.joined(separator: " ")
        let text = "<resources><color name=\"ink\" \(attributes)>#123456</color></resources>"
        let theme = try ThemeLoader.load("colors.xml", fileAccess: MemoryFiles(texts: ["colors.xml": text]))
        #expect(theme.resolve("ink", .light) == RGBA(hex: "#123456"))
        let twice = "<resources><color name=\"ink\" a=\"1\" a=\"2\">#123456</color></resources>"
        do {
            _ = try ThemeLoader.load("colors.xml", fileAccess: MemoryFiles(texts: ["colors.xml": twice]))
            Issue.record("loaded")
        } catch {
            #expect(error.diagnostics.map(\.message) == ["the attribute `a` is written twice"])
        }
    }

    @Test("a folder far bigger than a token folder is refused by its size, without walking the rest")
    func hugeFolder() throws {
        var files: [String: String] = ["tokens/color.json": ##"{ "ink": { "value": "#111111", "type": "color" } }"##]
        for i in 0..<11_000 { files["other/\(i / 1_000)/f\(i).txt"] = "" }
        let folder = try TestFiles.directory(files)
        let walk = TokenFolder.walk(folder, DiskFiles())
        #expect(walk.cutShort == "it holds more than 10000 files and folders")
        #expect(PaletteFormat.tokenFolder.claimsFolder(folder, DiskFiles()), "refused by name, not unknown")
    }
}
