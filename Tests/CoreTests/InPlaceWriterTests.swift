import ColorScience
import Formats
import Foundation
import Platform
import Rewrite
import Syntax
import TestSupport
import Testing
import ThemeModel

/// The in-place writer: the edited values read back as the new colors, every other byte stays.
@Suite("Writing colors back in place")
struct InPlaceWriterTests {
    static let themesFolder: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path + "/themes"
    }()

    /// Plans `edits` on the theme at `path` in `files`.
    func plan(_ edits: [ColorEdit], _ path: String, _ files: any FileAccess) throws -> (InPlacePlan, Theme) {
        let theme = try ThemeLoader.load(path, fileAccess: files)
        let plan = InPlaceWriter.plan(edits, in: theme, fileAccess: files) { access throws(ThemeError) in
            try ThemeLoader.load(path, fileAccess: access)
        }
        return (plan, theme)
    }

    /// The bytes outside `old[range]` are the same in `new` (before it and after it).
    func onlyChanged(_ old: [UInt8], _ new: [UInt8], within range: Range<Int>) -> Bool {
        let tail = old.count - range.upperBound
        return new.count >= range.lowerBound + tail
            && Array(old[..<range.lowerBound]) == Array(new[..<range.lowerBound])
            && Array(old[range.upperBound...]) == Array(new[(new.count - tail)...])
    }

    /// The span of a color's value in a dusk theme.
    func valueSpan(of name: String, in bytes: [UInt8], file: String) throws -> Range<Int> {
        let root = try JSONParser.parse(bytes, file: file)
        // The tint is a top-level key, or a color like the others (`colors: { tint: ... }`, as Harbor has it).
        let atTop = name == Theme.tintName && JSONNode.member(root, "tint") != nil
        let container = atTop ? root : JSONNode.member(root, "colors")
        let key = atTop ? "tint" : name
        return try #require(container?.objectMembers?.last { $0.key == key }).value.span
    }

    @Test("every own color of every theme in themes/, light and dark: only its value's bytes change")
    func everyBundledTheme() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.themesFolder).filter {
            $0.hasSuffix(".json") && $0 != "ios13.json"
        }
        #expect(names.count >= 4)
        var checked = 0
        for file in names.sorted() {
            let path = Self.themesFolder + "/" + file
            let theme = try ThemeLoader.load(path)
            for name in theme.ownColorNames where theme[name]?.location?.file == path {
                for variant in [Traits.light, .dark, Traits(.dark, .base, .high)] {
                    let edit = ColorEdit(name: name, variant: variant, color: RGBA(0x12, 0x34, 0x56))
                    let (result, _) = try plan([edit], path, DiskFiles())
                    let written = try #require(result.files.first, "\(file) \(name) \(variant.variantKey)")
                    #expect(result.unplaced.isEmpty)
                    #expect(written.path == path)
                    let span = try valueSpan(of: name, in: written.original, file: path)
                    #expect(onlyChanged(written.original, written.bytes, within: span), "\(file) \(name)")
                    let after = try ThemeLoader.load(
                        path, fileAccess: ReplacedFiles(DiskFiles(), replacing: [(path, written.bytes)]))
                    #expect(after[name]?.color.variants[variant]?.value == .literal(edit.color))
                    checked += 1
                }
            }
        }
        #expect(checked > 30)
    }

    @Test("a dark value added to a string turns it into an object on its line, in the file's own quotes")
    func stringBecomesObject() throws {
        let text = """
            // brand
            {
              colors: {
                accent: '#3A2F6B', // the brand's violet
                'quiet': "#777777",
              },
            }

            """
        let files = MemoryFiles(texts: ["t.json": text])
        let (result, _) = try plan(
            [ColorEdit(name: "accent", variant: .dark, color: RGBA(0x9C, 0x8F, 0xE0))], "t.json", files)
        let out = String(decoding: try #require(result.files.first).bytes, as: UTF8.self)
        #expect(
            out
                == text.replacingOccurrences(
                    of: "accent: '#3A2F6B',", with: "accent: { light: '#3A2F6B', dark: '#9C8FE0' },"))
    }

    @Test("a key added to an object of one key a line goes on a line of its own, its comment kept")
    func keyAddedOnItsOwnLine() throws {
        let text = """
            {
              "colors": {
                "card": {
                  "light": "#ffffff",   // paper
                  "dark": "#1c1c1e"
                }
              }
            }
            """
        let files = MemoryFiles(texts: ["t.json": text])
        let edits = [
            ColorEdit(name: "card", variant: Traits(.dark, .elevated), color: RGBA(0x2C, 0x2C, 0x2E)),
            ColorEdit(name: "card", variant: .light, color: RGBA(0xFA, 0xFA, 0xFA)),
        ]
        let (result, _) = try plan(edits, "t.json", files)
        let out = String(decoding: try #require(result.files.first).bytes, as: UTF8.self)
        #expect(
            out == """
                {
                  "colors": {
                    "card": {
                      "light": "#fafafa",   // paper
                      "dark": "#1c1c1e",
                      "darkElevated": "#2c2c2e"
                    }
                  }
                }
                """)
    }

    @Test("generated JSON5: comments, trailing commas, single quotes, unquoted keys; every other byte kept")
    func generatedJSON5() throws {
        var random = SplitMix64(state: 27)
        for round in 0..<60 {
            let unquoted = random.chance(50)
            let quote = random.chance(50) ? "'" : "\""
            func key(_ k: String) -> String { unquoted ? k : quote + k + quote }
            var lines = [
                "// round \(round)", "{", "  \(key("name")): \(quote)G\(round)\(quote), /* a name */",
                "  \(key("colors")): {",
            ]
            var names: [String] = []
            let count = 2 + random.int(6)
            let trailingComma = random.chance(50)
            for i in 0..<count {
                let name = "c\(i)"
                names.append(name)
                let comma = i < count - 1 || trailingComma ? "," : ""
                let comment = random.chance(50) ? "  // note \(i)" : ""
                switch random.int(3) {
                case 0: lines.append("    \(key(name)): \(quote)\(random.hex())\(quote)\(comma)\(comment)")
                case 1:
                    let light = "\(key("light")): \(quote)\(random.hex())\(quote)"
                    let dark = "\(key("dark")): \(quote)\(random.hex())\(quote)"
                    lines.append("    \(key(name)): { \(light), \(dark) }\(comma)\(comment)")
                default:
                    lines.append("    \(key(name)): {\(comment)")
                    lines.append("      \(key("light")): \(quote)\(random.hex())\(quote),")
                    let trailing = random.chance(50) ? "," : ""
                    lines.append(
                        "      \(key("darkHighContrast")): \(quote)\(random.hex())\(quote)\(trailing)  /* hc */")
                    lines.append("    }\(comma)")
                }
            }
            lines += ["  },", "}", ""]
            let text = lines.joined(separator: "\n")
            let files = MemoryFiles(texts: ["g.json": text])
            let name = names[random.int(names.count)]
            let variant = [Traits.light, .dark, Traits(.light, .elevated), Traits(.dark, .base, .high)][random.int(4)]
            let color = RGBA(UInt8(random.int(256)), UInt8(random.int(256)), UInt8(random.int(256)))
            let (result, _) = try plan([ColorEdit(name: name, variant: variant, color: color)], "g.json", files)
            let written = try #require(result.files.first, "round \(round): \(result.unplaced)\n\(text)")
            let span = try valueSpan(of: name, in: written.original, file: "g.json")
            // Within the value's span, and the rest of its line (a key added after the line's comment).
            var end = span.upperBound
            while end < written.original.count, written.original[end] != UInt8(ascii: "\n") { end += 1 }
            #expect(onlyChanged(written.original, written.bytes, within: span.lowerBound..<end), "round \(round)")
            let after = try ThemeLoader.load("g.json", fileAccess: MemoryFiles(["g.json": written.bytes]))
            #expect(after[name]?.color.variants[variant]?.value == .literal(color), "round \(round)")
        }
    }

    @Test("a partial override that gets a light value keeps the variants it inherited")
    func partialOverride() throws {
        let text = "{ \"colors\": { \"systemGreen\": { \"dark\": \"#3DDC84\" } } }"
        let files = MemoryFiles(texts: ["p.json": text])
        let (result, theme) = try plan(
            [ColorEdit(name: "systemGreen", variant: .light, color: RGBA(0, 0x80, 0))], "p.json", files)
        let written = try #require(result.files.first)
        let after = try ThemeLoader.load("p.json", fileAccess: MemoryFiles(["p.json": written.bytes]))
        // Every appearance that does not show the light value (light elevated falls back to it) is as it was.
        for t in Traits.all where theme["systemGreen"]?.color.variant(for: t)?.from != .light {
            #expect(after.resolve("systemGreen", t) == theme.resolve("systemGreen", t), "\(t.name)")
        }
        #expect(after.resolve("systemGreen", .light) == RGBA(0, 0x80, 0))
    }

    static func colorset(_ entries: String) -> String {
        "{\n  \"colors\" : [\n\(entries)\n  ],\n"
            + "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
    }

    static let lightEntry = """
            {
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0x6B",
                  "green" : "0x2F",
                  "red" : "0x3A"
                }
              },
              "idiom" : "universal"
            }
        """

    @Test("an asset catalog: exactly one colorset file changes; a dark entry is added in Xcode's layout")
    func catalog() throws {
        let files = MemoryFiles(texts: [
            "A.xcassets/Contents.json": "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }",
            "A.xcassets/Brand.colorset/Contents.json": Self.colorset(Self.lightEntry),
            "A.xcassets/Other.colorset/Contents.json": Self.colorset(Self.lightEntry),
        ])
        let (result, _) = try plan(
            [
                ColorEdit(name: "Brand", variant: .dark, color: RGBA(0x9C, 0x8F, 0xE0)),
                ColorEdit(name: "Brand", variant: .light, color: RGBA(0x40, 0x30, 0x70)),
            ], "A.xcassets", files)
        #expect(result.unplaced.isEmpty)
        #expect(result.files.map(\.path) == ["A.xcassets/Brand.colorset/Contents.json"])
        let out = String(decoding: try #require(result.files.first).bytes, as: UTF8.self)
        let darkEntry = """
                {
                  "appearances" : [
                    {
                      "appearance" : "luminosity",
                      "value" : "dark"
                    }
                  ],
                  "color" : {
                    "color-space" : "srgb",
                    "components" : {
                      "alpha" : "1.000",
                      "blue" : "0xE0",
                      "green" : "0x8F",
                      "red" : "0x9C"
                    }
                  },
                  "idiom" : "universal"
                }
            """
        let light = Self.lightEntry.replacingOccurrences(of: "0x6B", with: "0x70").replacingOccurrences(
            of: "0x2F", with: "0x30"
        ).replacingOccurrences(of: "0x3A", with: "0x40")
        #expect(out == Self.colorset(light + ",\n" + darkEntry))
    }

    @Test("a colorset's Display P3 entries get the color too, in P3; CRLF files get CRLF entries")
    func catalogGamutsAndLineEndings() throws {
        func entry(_ gamut: String, _ space: String, _ r: String) -> String {
            "    {\r\n      \"color\" : { \"color-space\" : \"\(space)\", \"components\" : { \"alpha\" : \"1.000\", "
                + "\"blue\" : \"0.200\", \"green\" : \"0.200\", \"red\" : \"\(r)\" } },\r\n"
                + "      \"display-gamut\" : \"\(gamut)\",\r\n      \"idiom\" : \"universal\"\r\n    }"
        }
        let text =
            "{\r\n  \"colors\" : [\r\n" + entry("sRGB", "srgb", "0.900") + ",\r\n"
            + entry("display-P3", "display-p3", "0.850") + "\r\n  ]\r\n}\r\n"
        let files = MemoryFiles(texts: [
            "A.xcassets/Contents.json": "{}", "A.xcassets/Red.colorset/Contents.json": text,
        ])
        let red = RGBA(0xC0, 0x20, 0x20)
        let (result, _) = try plan(
            [
                ColorEdit(name: "Red", variant: .light, color: red),
                ColorEdit(name: "Red", variant: .dark, color: RGBA(0xFF, 0x60, 0x60)),
            ], "A.xcassets", files)
        let written = try #require(result.files.first)
        let out = String(decoding: written.bytes, as: UTF8.self)
        // Both gamuts' light entries changed; the P3 one keeps its space, in P3 values.
        let p3 = ColorSpaceConversion.toDisplayP3(red)
        let p3Blue = "\"blue\" : \"\(NumberFormat.fixed(p3.b, 3))\""
        #expect(out.contains("\"display-p3\", \"components\" : { \"alpha\" : \"1.000\", " + p3Blue))
        let back = ColorSpaceConversion.fromDisplayP3(
            Double(NumberFormat.fixed(p3.r, 3))!, Double(NumberFormat.fixed(p3.g, 3))!,
            Double(NumberFormat.fixed(p3.b, 3))!, alpha: 1)
        #expect(back.color == red, "three decimals of P3 read back as the same sRGB color")
        #expect(!out.contains("0.850") && !out.contains("0.900"))
        // Every line ends CRLF, the new dark entry's too.
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.allSatisfy { $0.hasSuffix("\r") })
        #expect(out.contains("\"value\" : \"dark\""))
    }

    @Test("a design token's $value string is replaced in its quotes")
    func tokens() throws {
        let tokens = """
            {
              "brand": { "$type": "color", "$value": "#3a2f6b", "$description": "violet" }
            }
            """
        let files = MemoryFiles(texts: ["b.tokens.json": tokens])
        let edit = ColorEdit(name: "brand", variant: .light, color: RGBA(0x9C, 0x8F, 0xE0))
        let (result, _) = try plan([edit], "b.tokens.json", files)
        let out = String(decoding: try #require(result.files.first).bytes, as: UTF8.self)
        #expect(out == tokens.replacingOccurrences(of: "#3a2f6b", with: "#9c8fe0"))
    }

    @Test("CSS: a declaration's value where it stands (!important and comments kept); a new dark in the dark rule")
    func css() throws {
        let css = """
            :root {
              --brand: #3A2F6B !important; /* violet */
              --page: rgb(255 255 255);
            }
            @media (prefers-color-scheme: dark) {
              :root { --page: #1C1C1E; }
            }

            """
        let files = MemoryFiles(texts: ["b.css": css])
        let edits = [
            ColorEdit(name: "brand", variant: .light, color: RGBA(0x9C, 0x8F, 0xE0)),
            ColorEdit(name: "page", variant: .dark, color: RGBA(0x24, 0x24, 0x26)),
            ColorEdit(name: "page", variant: .light, color: RGBA(0xFA, 0xFA, 0xFA)),
        ]
        // A declaration serves every appearance it wins in: the edits name each, as the tuner's do.
        let theme = try ThemeLoader.load("b.css", fileAccess: files)
        let (alone, _) = try plan([edits[0]], "b.css", files)
        #expect(alone.unplaced.first?.reason.contains("serves it and its lightElevated value") == true)
        let every = edits.flatMap { edit in
            theme.variantsChanged(by: edit).map { ColorEdit(name: edit.name, variant: $0, color: edit.color) }
        }
        let (result, _) = try plan(every, "b.css", files)
        #expect(result.unplaced.isEmpty)
        let out = String(decoding: try #require(result.files.first).bytes, as: UTF8.self)
        let expected = css.replacingOccurrences(of: "#3A2F6B !important", with: "#9C8FE0 !important")
            .replacingOccurrences(of: "rgb(255 255 255)", with: "rgb(250 250 250)")
            .replacingOccurrences(of: "#1C1C1E", with: "#242426")
        #expect(out == expected)
        // Dark shows the light declaration: a dark value of its own goes into the file's dark rule, as important.
        #expect(!theme.writesOwnVariant("brand", .dark))
        let dark = ColorEdit(name: "brand", variant: .dark, color: RGBA(0xC0, 0xB0, 0xF0))
        let (darkPlan, _) = try plan([dark], "b.css", files)
        #expect(darkPlan.unplaced.isEmpty)
        #expect(
            String(decoding: try #require(darkPlan.files.first).bytes, as: UTF8.self)
                == css.replacingOccurrences(
                    of: ":root { --page: #1C1C1E; }", with: ":root { --page: #1C1C1E; --brand: #C0B0F0 !important; }"))
        let android = MemoryFiles(texts: [
            "res/values/colors.xml": "<resources><color name=\"brand\">#3A2F6B</color></resources>\n"
        ])
        let (xml, _) = try plan([edits[0]], "res/values/colors.xml", android)
        #expect(xml.files.isEmpty)
        #expect(xml.unplaced.first?.reason.contains("not this format") == true)
    }

    @Test("Apple's colors the theme does not set are not written")
    func notOwn() throws {
        let files = MemoryFiles(texts: ["t.json": "{ \"colors\": { \"brand\": \"#123456\" } }"])
        let (result, _) = try plan([ColorEdit(name: "label", variant: .light, color: .black)], "t.json", files)
        #expect(result.files.isEmpty)
        #expect(result.unplaced.map(\.reason) == ["it is not one of the theme's own colors"])
    }
}

@Suite("Replacing a theme file in place")
struct InPlaceFileTests {
    func file(_ text: String) throws -> (dir: String, path: String) {
        let dir = try scratchFolder("in-place", holding: ["t.json": text])
        return (dir, dir + "/t.json")
    }

    func open(_ path: String, _ original: String) throws(FileError) -> InPlaceFile {
        try InPlaceFile(path, below: try OpenFolder(Path.directory(of: path)), expecting: Array(original.utf8))
    }

    @Test("replaced atomically, its permissions kept; a symbolic link below the theme's folder is never followed")
    func replaces() throws {
        let (dir, path) = try file("old")
        chmod(path, 0o600)
        try open(path, "old").replace(with: Array("new".utf8))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
        #expect(symlink(path, dir + "/link.json") == 0)
        #expect(throws: FileError.self) { try open(dir + "/link.json", "new") }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
    }

    @Test("refused when it changed since it was read, is hard-linked or read-only; nothing written")
    func refuses() throws {
        let (dir, path) = try file("edited by someone")
        do {
            _ = try open(path, "old")
            Issue.record("a changed file passed the check")
        } catch { #expect(error.kind == .changedSinceRead) }
        let opened = try open(path, "edited by someone")
        try Data("edited again".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: FileError.self) { try opened.replace(with: Array("new".utf8)) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "edited again")
        #expect(link(path, dir + "/second.json") == 0)
        do {
            _ = try open(path, "edited again")
            Issue.record("a hard-linked file passed the check")
        } catch { #expect(error.reason.contains("hard links")) }
        unlink(dir + "/second.json")
        chmod(path, 0o444)
        #expect(throws: FileError.self) { try open(path, "edited again") }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "edited again")
    }

    @Test("a file outside the folder it is opened below is refused by name")
    func outside() throws {
        let dir = try scratchFolder("in-place", holding: ["a/t.json": "x", "b/u.json": "y"])
        do {
            _ = try InPlaceFile(dir + "/a/../b/u.json", below: try OpenFolder(dir + "/a"), expecting: Array("y".utf8))
            Issue.record("a file outside its folder was opened for writing")
        } catch { #expect(error.reason.contains("outside the theme's folder")) }
    }
}
