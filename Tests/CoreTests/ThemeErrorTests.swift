import Foundation
import Platform
import Testing

@testable import ColorScience
@testable import Formats
@testable import Syntax
@testable import ThemeModel

@Suite("Errors a designer can act on: file, line, column, suggestion")
struct ThemeErrorTests {
    func only(_ text: String) throws -> Diagnostic {
        let ds = diagnostics(of: text)
        try #require(ds.count == 1, "expected one diagnostic, got \(ds)")
        return ds[0]
    }

    @Test("a theme file that is not there gets the nearest name beside it, never an unsafe one raw")
    func missingFileSuggestsNearest() {
        let files = MemoryFiles(texts: [
            "themes/juniper.json": "{}", "themes/sunny.json": "{}", "themes/evil\u{1B}[2J.json": "{}",
        ])
        func message(_ path: String) -> String {
            do {
                _ = try ThemeLoader.load(path, fileAccess: files)
                return ""
            } catch {
                return error.diagnostics.map(\.description).joined(separator: "\n")
            }
        }
        #expect(message("themes/junper.json").hasSuffix("no such file; did you mean `themes/juniper.json`?"))
        #expect(message("themes/zzzzzz.json").hasSuffix("no such file"))
        let evil = message("themes/evil[2J.json")
        #expect(!evil.contains("\u{1B}") && evil.contains("did you mean"), "\(evil)")
    }

    @Test func typoInVariantKeySuggestsNearest() throws {
        let d = try only(
            """
            {
              "colors": {
                "card": { "light": "#FFFFFF", "darkElevatd": "#1C1C1E" }
              }
            }
            """)
        #expect(
            d.description.hasPrefix(
                "t.json:3:35: error: unknown variant `darkElevatd` in `card`; did you mean `darkElevated`?"))
    }

    @Test("a new color a typo away from Apple's name is that name mistyped, unless `roles` says it is new")
    func typoOfAppleNameIsAnError() throws {
        let d = try only(
            """
            {
              "colors": {
                "secondaryLable": "#6B5E55"
              }
            }
            """)
        #expect(d.location?.line == 3)
        #expect(d.message.hasPrefix("`secondaryLable` is not one of Apple's colors: did you mean `secondaryLabel`?"))
        let grouped = try only(##"{"colors": {"systemGroupedBackgroud": "#F3EDE4"}}"##)
        #expect(grouped.message.contains("`systemGroupedBackground`"))
        #expect(try only(##"{"colors": {"Label": "#111111"}}"##).message.contains("did you mean `label`?"))
        // Brand names near short Apple names, a new numbered step, and a declared new color all load.
        for fine in [
            ##"{"colors": {"ink": "#111111", "fil": "#222222", "systemGray7": "#333333"}}"##,
            ##"{"colors": {"secondaryLable": "#6B5E55"}, "roles": {"secondaryLable": "text"}}"##,
        ] {
            #expect(diagnostics(of: fine).isEmpty, "\(fine)")
        }
    }

    @Test func badHexNamesTheDigit() throws {
        let d = try only(
            """
            {
              // brand colors
              "colors": { "brand": "#12G456" }
            }
            """)
        #expect(d.location?.line == 3)
        #expect(d.location?.column == 24)
        #expect(d.message.contains("bad color \"#12G456\""))
        #expect(d.message.contains("`G` is not a hex digit"))
    }

    @Test func hexWithoutHashSuggestsHash() throws {
        let d = try only(##"{"colors": {"brand": "FF9500"}}"##)
        #expect(d.message.contains("did you mean \"#FF9500\"?"))
    }

    @Test func unknownAliasSuggestsNearestColor() throws {
        let d = try only(
            """
            {
              "colors": {
                "cardBackground": { "light": "#FFFFFF", "dark": "{systemGrey6}" }
              }
            }
            """)
        #expect(
            d.description
                == """
                t.json:3:53: error: `cardBackground` (dark) refers to an unknown color `{systemGrey6}`; did you \
                mean `systemGray6`?
                """
        )
    }

    @Test("a raw control character inside a string is an error at its column, as JSON has it; a tab is kept")
    func rawControlCharacter() throws {
        let d = try only("{\"colors\": {\"N\u{0}UL\": \"#123456\"}}")
        #expect(
            d.description
                == """
                t.json:1:15: error: a raw control character (U+0000) inside a string; write it as \\u0000 if it \
                is meant
                """
        )
        let escape = try only("{\"name\": \"a\u{1B}[31m\", \"colors\": {}}")
        #expect(escape.message.contains("U+001B"))
        #expect(diagnostics(of: "{\"description\": \"a\tb\", \"colors\": {\"x\": \"#123456\"}}").isEmpty)
    }

    @Test func syntaxErrorGivesLineAndColumn() throws {
        let d = try only(
            """
            {
              "name": "Brand",
              "colors": {
                "a": "#FFFFFF"
                "b": "#000000"
              }
            }
            """)
        #expect(
            d.description
                == "t.json:4:19: error: expected `,` or `}` after the value of \"a\", before the key \"b\" at line 5, "
                + "column 5")
    }

    @Test func unterminatedObjectPointsAtItsOpening() throws {
        let d = try only("{\n  \"colors\": {\n    \"a\": \"#FFF\"\n")
        #expect(d.message.contains("the object opened at line 2, column 13 is missing its closing `}`"))
    }

    @Test func commentsTrailingCommasAndUnquotedKeysAreAccepted() throws {
        let theme = try ThemeLoader.load(
            text: """
                /* brand */ {
                  name: 'Brand', // single quotes and bare keys, as JSON5
                  colors: {
                    accent: { light: "#FF9500", dark: "#FF9F0A", },
                  },
                }
                """, path: "t.json")
        #expect(theme.name == "Brand")
        #expect(theme.resolve("accent", .dark)?.hexRGB == "#FF9F0A")
    }

    @Test func unknownTopLevelKeySuggests() throws {
        let d = try only(##"{"colours": {}}"##)
        #expect(d.message.hasPrefix("unknown key `colours`; did you mean `colors`?"))
        #expect(d.location?.column == 2)
    }

    @Test func duplicateKeyIsAnError() throws {
        let d = try only("{\n\"colors\": {\"a\": \"#fff\",\n \"a\": \"#000\"}}")
        #expect(d.location?.line == 3)
        #expect(d.message.contains("duplicate key \"a\" (first written at line 2)"))
    }

    @Test func newColorWithoutLightValue() throws {
        let d = try only(##"{"colors": {"brand": {"dark": "#000000"}}}"##)
        #expect(d.message.contains("`brand` has no \"light\" (or \"any\") value"))
    }

    @Test func partialOverrideMergesWithInheritedVariants() throws {
        let theme = try ThemeLoader.load(text: ##"{"colors": {"systemBlue": {"dark": "#0000FF"}}}"##, path: "t.json")
        #expect(theme.resolve("systemBlue", .light)?.hexRGB == "#007AFF")
        #expect(theme.resolve("systemBlue", .dark)?.hexRGB == "#0000FF")
        #expect(theme.resolve("systemBlue", Traits(.dark, .base, .high))?.hexRGB == "#409CFF")
    }

    @Test func everyProblemIsReportedInOnePass() {
        let ds = diagnostics(
            of: """
                {
                  "colors": {
                    "a": "#XYZ",
                    "b": { "lite": "#fff" },
                  },
                  "statusBarStyle": "lightcontent"
                }
                """)
        #expect(ds.map { $0.location!.line } == [3, 4, 6])
        #expect(ds[2].message.contains("did you mean `lightContent`?"))
    }

    @Test func invalidUTF8IsReportedAtTheByte() throws {
        let bytes: [UInt8] = Array("{\n  \"name\": \"".utf8) + [0xFF] + Array("\"}".utf8)
        do {
            _ = try JSONParser.parse(bytes, file: "x.json")
            Issue.record("expected an error")
        } catch {
            let d = error.diagnostics[0]
            #expect(d.location?.line == 2)
            #expect(d.location?.column == 12)
            #expect(d.message.contains("not valid UTF-8"))
        }
    }

    @Test func deepNestingIsRejectedNotACrash() {
        let text = String(repeating: "[", count: 100_000)
        #expect(throws: ThemeError.self) { try JSONParser.parse(Array(text.utf8), file: "deep.json") }
    }

    @Test func controlCharactersInNamesNeverReachMessages() {
        let ds = diagnostics(of: "{\"name\": \"x\", \"colors\": {\"evil\\u001B]52;c;aGk=\\u0007\": \"#fff\"}}")
        #expect(ds.count == 1)
        #expect(!ds[0].description.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(ds[0].description.contains("\\x1B"))
    }
}

@Suite("Aliases and inheritance")
struct AliasAndInheritanceTests {
    @Test func aliasResolvesUnderTheSameTraits() throws {
        let theme = try ThemeLoader.load(
            text: ##"{"colors": {"card": {"light": "#FFFFFF", "dark": "{systemGray6}"}}}"##, path: "t.json")
        #expect(theme.resolve("card", .dark)?.hexRGB == "#1C1C1E")
        #expect(theme.resolve("card", Traits(.dark, .base, .high))?.hexRGB == "#242426")
        #expect(theme.resolve("card", .light)?.hexRGB == "#FFFFFF")
    }

    @Test func aliasCycleListsTheCycle() {
        let ds = diagnostics(
            of: """
                {
                  "colors": {
                    "a": "{b}",
                    "b": { "light": "#fff", "dark": "{c}" },
                    "c": "{a}"
                  }
                }
                """)
        #expect(ds.count == 1)
        #expect(ds.first?.message == "alias cycle in dark: {a} -> {b} -> {c} -> {a}")
        #expect(ds.first?.location?.line == 3)
    }

    @Test func tenThousandDeepAliasChainResolvesWithoutRecursion() throws {
        var colors = ["\"c0\": \"#336699\""]
        for i in 1...10_000 { colors.append("\"c\(i)\": \"{c\(i - 1)}\"") }
        let theme = try ThemeLoader.load(
            text: "{\"inherits\": \"none\", \"colors\": {\(colors.joined(separator: ","))}}", path: "t.json")
        #expect(theme.resolve("c10000", .dark)?.hexRGB == "#336699")
        #expect(theme.palette(for: .dark)["c10000"]?.hexRGB == "#336699")
    }

    @Test func inheritanceChainAcrossFiles() throws {
        // A repository: `../` from a theme below is still the project's.
        let dir = try TestFiles.directory([
            ".git/HEAD": "ref: refs/heads/main\n",
            "base.json":
                ##"{"name": "Base", "colors": {"brand": {"light": "#111111", "dark": "#222222"}, "##
                + ##""label": "#010101"}}"##,
            "sub/child.json":
                ##"{"name": "Child", "inherits": "../base.json", "colors": {"accent": "{brand}", "##
                + ##""brand": {"dark": "#333333"}}}"##,
        ])
        let theme = try ThemeLoader.load(dir + "/sub/child.json")
        #expect(theme.name == "Child")
        #expect(theme.resolve("accent", .light)?.hexRGB == "#111111")
        #expect(theme.resolve("accent", .dark)?.hexRGB == "#333333")
        #expect(theme.resolve("label", .dark)?.hexRGB == "#010101")
        #expect(theme.resolve("systemRed", .light)?.hexRGB == "#FF3B30")
        #expect(theme.files == [dir + "/sub/child.json", dir + "/sub/../base.json"])
        #expect(theme.names.prefix(2) == ["accent", "brand"])
    }

    @Test func inheritanceCycleNamesTheFiles() throws {
        let dir = try TestFiles.directory([
            "a.json": ##"{"inherits": "b.json"}"##,
            "b.json": ##"{"inherits": "a.json"}"##,
        ])
        do {
            _ = try ThemeLoader.load(dir + "/a.json")
            Issue.record("expected a cycle error")
        } catch {
            #expect(error.exitCode == 65)
            let d = error.diagnostics[0]
            #expect(d.file == dir + "/b.json")
            #expect(d.location?.line == 1 && d.location?.column == 14)
            #expect(d.message == "inheritance cycle: \(dir)/a.json -> \(dir)/b.json -> \(dir)/a.json")
        }
    }

    @Test func missingInheritedFilePointsAtInherits() throws {
        let dir = try TestFiles.directory(["a.json": "{\n  \"inherits\": \"nope.json\"\n}"])
        do {
            _ = try ThemeLoader.load(dir + "/a.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.exitCode == 66)
            #expect(
                error.diagnostics[0].description
                    == "\(dir)/a.json:2:15: error: cannot read theme `\(dir)/nope.json`: no such file")
        }
    }

    @Test func missingFileExits66() {
        do {
            _ = try ThemeLoader.load("/nonexistent/theme.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.exitCode == 66)
            #expect(
                error.description
                    == "/nonexistent/theme.json: error: cannot read theme `/nonexistent/theme.json`: no such file")
        }
    }

    @Test func inheritsNoneHasNoSystemColors() throws {
        let theme = try ThemeLoader.load(text: ##"{"inherits": "none", "colors": {"x": "#FFF"}}"##, path: "t.json")
        #expect(theme.names == ["x"])
        #expect(theme.resolve("label", .light) == nil)
    }
}

@Suite("One pass")
struct OnePassTests {
    @Test("a bad hex, a variant typo and an unknown alias in one file are all reported, without knock-on errors")
    func allAtOnce() {
        let ds = diagnostics(
            of: """
                {
                  "colors": {
                    "card": { "light": "#FFF", "darkElevatd": "#1C1C1E" },
                    "badge": "#C2410",
                    "title": { "light": "{badge}", "dark": "{systemGrey6}" }
                  },
                  "roles": { "badge": "ui" }
                }
                """)
        #expect(ds.map { $0.location!.line } == [3, 4, 5])
        #expect(ds[2].message.contains("did you mean `systemGray6`?"))
    }
}

@Suite("Defects found in review")
struct ReviewDefectTests {
    @Test("a lone high surrogate becomes U+FFFD and the escape after it is still read")
    func loneHighSurrogate() throws {
        let root = try JSONParser.parse(
            Array(#"{"name": "X\uD800\u0041Y", "pair": "\uD83D\uDE00", "two": "\uD800\uD800\uDC00"}"#.utf8),
            file: "s.json")
        let members = try #require(root.objectMembers)
        #expect(members[0].value.stringValue == "X\u{FFFD}AY")
        #expect(members[1].value.stringValue == "\u{1F600}")
        #expect(members[2].value.stringValue == "\u{FFFD}\u{10000}")
    }

    @Test("problems in several files of one catalog are grouped by file, each in line order")
    func diagnosticsGroupedByFile() throws {
        let broken =
            """
            {\n \"colors\" : [\n  { \"color\" : { \"color-space\" : \"srgb\", \"components\" : { \"red\" : \"x\", \
            \"green\" : \"0\", \"blue\" : \"0\" } } },\n  { \"color\" : { \"color-space\" : \"srgb\", \
            \"components\" : { \"red\" : \"y\", \"green\" : \"0\", \"blue\" : \"0\" } }, \"appearances\" : [{ \
            \"appearance\" : \"luminosity\", \"value\" : \"dark\" }] }\n ]\n}
            """
        let dir = try TestFiles.directory([
            "C.xcassets/Contents.json": "{}",
            "C.xcassets/a.colorset/Contents.json": broken,
            "C.xcassets/b.colorset/Contents.json": broken,
        ])
        do {
            _ = try ThemeLoader.load(dir + "/C.xcassets")
            Issue.record("expected errors")
        } catch {
            let places = error.diagnostics.map { "\(Path(last: $0.file)):\($0.location?.line ?? 0)" }
            #expect(places == ["a.colorset:3", "a.colorset:4", "b.colorset:3", "b.colorset:4"], "\(places)")
        }
    }
}

/// `…/a.colorset/Contents.json` → `a.colorset`.
private func Path(last file: String) -> String {
    let parts = file.split(separator: "/")
    return parts.count >= 2 ? String(parts[parts.count - 2]) : file
}
