import Foundation
import Platform
import Testing

@testable import Audit
@testable import ColorScience
@testable import Formats
@testable import ThemeModel

/// Fixtures written here in the shapes real token sets have (DTCG 2025.10,
/// Figma variables exports, Tokens Studio, Style Dictionary, Primer).
@Suite("Every real palette file: formats by content, DTCG rules, modes")
struct TokenFormatsTests {
    @Test(
        """
        a DTCG file not named *.tokens.json is read as tokens: $root, untyped colors, $extends, $ref pointers, \
        $deprecated
        """
    )
    func dtcgRules() throws {
        let dir = try TestFiles.directory([
            "brand.json": """
            {
              "brand": {
                "$type": "color",
                "$root": { "$value": "#5B3CC4" },
                "text": { "$value": "{brand}" },
                "old": { "$value": "#123456", "$deprecated": "use brand.text" }
              },
              "untyped": {
                "bg": { "$value": "#FAFAFA" }, "ref": { "$value": "{brand.$root}" }, "gap": { "$value": "4px" },
                "space": { "$value": "{size.x}" }
              },
              "size": { "x": { "$value": "4px", "$type": "dimension" } },
              "button": { "$type": "color", "bg": { "$value": "#0A84FF" }, "fg": { "$value": "#FFFFFF" } },
              "danger": { "$extends": "{button}", "bg": { "$value": "#FF3B30" } },
              "pointer": { "$type": "color", "$value": { "$ref": "#/button/bg/$value" } }
            }
            """
        ])
        let theme = try ThemeLoader.load(dir + "/brand.json")
        #expect(theme.resolve("brand", .light)?.hexRGB == "#5B3CC4")
        #expect(theme.resolve("brand.text", .dark)?.hexRGB == "#5B3CC4")
        #expect(theme.resolve("untyped.bg", .light)?.hexRGB == "#FAFAFA")
        #expect(theme.resolve("untyped.ref", .light)?.hexRGB == "#5B3CC4")
        #expect(theme["untyped.gap"] == nil && theme["untyped.space"] == nil, "untyped non-colors are not colors")
        #expect(theme.resolve("danger.bg", .light)?.hexRGB == "#FF3B30")
        #expect(theme.resolve("danger.fg", .light)?.hexRGB == "#FFFFFF", "inherited from the extended group")
        #expect(theme.resolve("pointer", .light)?.hexRGB == "#0A84FF")
        #expect(theme.notes.contains { $0.message.contains("1 deprecated color token") })
    }

    @Test("Primer's overrides give dark and high contrast; an unknown vendor's modes are noted, not silently dropped")
    func vendorModes() throws {
        let dir = try TestFiles.directory([
            "p.json5": """
            {
              fg: { $type: 'color', $value: '#1F2328',
                    $extensions: { 'org.primer.overrides': {
                      dark: '#E6EDF3', 'dark-high-contrast': { $value: '#FFFFFF' }, 'dark-dimmed': '#ADBAC7' } } },
              bg: { $type: 'color', $value: '#FFFFFF', $extensions: { 'com.acme.modes': { dark: '#0D1117' } } },
              wash: { $type: 'color', $value: '{fg}', $extensions: { 'org.primer.overrides': {
                dark: { $value: '#db61a2', alpha: 0.1 }, light: { $value: '{fg}', alpha: 0.2 } } } },
            }
            """
        ])
        let theme = try ThemeLoader.load(dir + "/p.json5")
        #expect(theme.resolve("fg", .dark)?.hexRGB == "#E6EDF3")
        #expect(theme.resolve("fg", Traits(.dark, .base, .high))?.hexRGB == "#FFFFFF")
        #expect(theme.notes.contains { $0.message.contains("com.acme.modes") && $0.message.contains("does not read") })
        #expect(theme.resolve("wash", .dark)?.hexRGBA == "#DB61A21A", "alpha over a literal is a color")
        #expect(
            theme.resolve("wash", .light)?.hexRGBA == "#1F232833", "alpha over a reference: its color at that alpha")
        #expect(theme.modes.contains { $0.name == "dark-dimmed" && $0.appearance == nil && !$0.shown })
        let dimmed = try ThemeLoader.load(dir + "/p.json5", mode: "dark-dimmed")
        #expect(dimmed.resolve("fg", .dark)?.hexRGB == "#ADBAC7", "--mode dark-dimmed shows it as dark")
        #expect(dimmed.resolve("fg", .light)?.hexRGB == "#1F2328")
    }

    @Test(
        """
        a resolver with a brand modifier and defaults: the default context, --mode picks another, inline sources, \
        resolutionOrder
        """
    )
    func resolverModifiers() throws {
        let dir = try TestFiles.directory([
            "app.resolver.json": """
            { "version": "2025.10",
              "sets": { "base": { "sources": [ { "$ref": "base.json" } ] } },
              "modifiers": {
                "brand": { "default": "acme", "contexts": {
                  "acme": [ { "$ref": "acme.json" } ],
                  "globex": [ { "accent": { "$type": "color", "$value": "#00AA55" } } ] } },
                "theme": { "contexts": { "light": [], "dark": [ { "$ref": "dark.json" } ] } }
              },
              "resolutionOrder": [
                { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/brand" }, { "$ref": "#/modifiers/theme" } ] }
            """,
            "base.json":
                ##"{ "bg": { "$type": "color", "$value": "#FFFFFF" }, "##
                + ##""accent": { "$type": "color", "$value": "#888888" } }"##,
            "acme.json": ##"{ "accent": { "$type": "color", "$value": "#FF6600" } }"##,
            "dark.json": ##"{ "bg": { "$type": "color", "$value": "#101010" } }"##,
            "plain.resolver.json": ##"{ "sets": [ { "name": "all", "sources": [ { "$ref": "base.json" } ] } ] }"##,
        ])
        let theme = try ThemeLoader.load(dir + "/app.resolver.json")
        #expect(
            theme.resolve("accent", .light)?.hexRGB == "#FF6600" && theme.resolve("accent", .dark)?.hexRGB == "#FF6600")
        #expect(theme.resolve("bg", .dark)?.hexRGB == "#101010")
        #expect(
            theme.notes.contains {
                $0.message.contains("showing context `acme` (its default)") && $0.message.contains("`globex`")
            })
        let globex = try ThemeLoader.load(dir + "/app.resolver.json", mode: "globex")
        #expect(globex.resolve("accent", .light)?.hexRGB == "#00AA55")
        do {
            _ = try ThemeLoader.load(dir + "/app.resolver.json", mode: "globx")
            Issue.record("accepted an unknown mode")
        } catch {
            #expect(
                error.description.contains("no context `globx`") && error.description.contains("did you mean `globex`"))
        }
        // No modifiers at all is a valid resolver.
        #expect(try ThemeLoader.load(dir + "/plain.resolver.json").resolve("bg", .light)?.hexRGB == "#FFFFFF")
    }

    @Test("Tokens Studio: $themes.json with sets in folders, legacy value/type keys, CSS color functions")
    func tokensStudio() throws {
        let dir = try TestFiles.directory([
            "$themes.json": """
            [ { "id": "1", "name": "Light",
                "selectedTokenSets": { "core": "source", "theme/light": "enabled", "unused": "disabled" } },
              { "id": "2", "name": "Dark", "selectedTokenSets": { "core": "source", "theme/dark": "enabled" } } ]
            """,
            "core.json":
                ##"{ "blue": { "value": "#0A84FF", "type": "color" }, "##
                + ##""white": { "value": "rgba(255, 255, 255, 1)", "type": "color" }, "##
                + ##""black": { "value": "hsla(0, 0%, 0%, 0.9)", "type": "color" } }"##,
            "theme/light.json":
                ##"{ "bg": { "value": "{white}", "type": "color" }, "##
                + ##""accent": { "value": "{blue}", "type": "color" } }"##,
            "theme/dark.json":
                ##"{ "bg": { "value": "{black}", "type": "color" }, "##
                + ##""accent": { "value": "#409CFF", "type": "color" } }"##,
        ])
        let theme = try ThemeLoader.load(dir + "/$themes.json")
        #expect(theme.resolve("bg", .light)?.hexRGBA == "#FFFFFFFF")
        #expect(theme.resolve("bg", .dark)?.hexRGBA == "#000000E6")
        #expect(theme.resolve("accent", .dark)?.hexRGB == "#409CFF")
        #expect(theme.files.contains { $0.hasSuffix("theme/dark.json") }, "set files are watched for live reload")
    }

    @Test("a Figma variables export: Collection.Mode.json opens its sibling modes and the collections it aliases into")
    func figmaModes() throws {
        let dir = try TestFiles.directory([
            "System.Light.json":
                ##"{ "bg": { "$type": "color", "$value": "#FFFFFF" }, "##
                + ##""fg": { "$type": "color", "$value": "{palette.gray.900}" } }"##,
            "System.Dark.json":
                ##"{ "bg": { "$type": "color", "$value": "#000000" }, "##
                + ##""fg": { "$type": "color", "$value": "{palette.gray.50}" } }"##,
            "Palette.Value.json":
                ##"{ "palette": { "gray": { "900": { "$type": "color", "$value": "#111111" }, "##
                + ##""50": { "$type": "color", "$value": "#FAFAFA" } } } }"##,
            "app.config.json": "{ not json",
        ])
        let theme = try ThemeLoader.load(dir + "/System.Light.json")
        #expect(theme.name == "System")
        #expect(theme.resolve("bg", .dark)?.hexRGB == "#000000")
        #expect(theme.resolve("fg", .light)?.hexRGB == "#111111")
        #expect(theme.resolve("fg", .dark)?.hexRGB == "#FAFAFA")
        #expect(theme.modes.map(\.name).sorted() == ["Dark", "Light", "Value"])
        #expect(
            theme.notes.contains { $0.file.hasSuffix("app.config.json") && $0.message.contains("skipped") },
            "an unrelated sibling is skipped, not fatal")
    }

    @Test("Figma's own export: Light.tokens.json opens Dark beside it by variable id; a brand mode only on --mode")
    func figmaNativeModes() throws {
        func token(_ id: String, _ hex: String) -> String {
            let c = RGBA(hex: hex)!
            let components = [c.r, c.g, c.b].map { String(Double($0) / 255) }.joined(separator: ", ")
            return ##"{ "$type": "color", "$value": { "colorSpace": "srgb", "components": [\##(components)], "##
                + ##""alpha": 1, "##
                + ##""hex": "\##(hex)" }, "$extensions": { "com.figma.variableId": "VariableID:\##(id)" } }"##
        }
        func mode(_ name: String, _ surface: String, _ text: String) -> String {
            ##"{ "surface": \##(token("1:1", surface)), "text": \##(token("1:2", text)), "##
                + ##""$extensions": { "com.figma.modeName": "\##(name)" } }"##
        }
        let files = MemoryFiles(texts: [
            "ds/Light.tokens.json": mode("Light", "#F7F7F9", "#0C0C0C"),
            "ds/Dark.tokens.json": mode("Dark", "#0C0C0C", "#F7F7F9"),
            "ds/Plum.tokens.json": mode("Plum", "#120817", "#F7F0FA"),
            "ds/Mode 1.tokens.json": ##"{ "gray": { "50": \##(token("9:1", "#F8F9FB")) } }"##,
        ])
        for opened in ["ds/Light.tokens.json", "ds/Dark.tokens.json"] {
            let theme = try ThemeLoader.load(opened, fileAccess: files)
            for traits in Traits.all {
                let dark = traits.style == .dark
                #expect(theme.resolve("surface", traits) == RGBA(hex: dark ? "#0C0C0C" : "#F7F7F9"), "\(traits.name)")
                #expect(theme.resolve("text", traits) == RGBA(hex: dark ? "#F7F7F9" : "#0C0C0C"), "\(traits.name)")
            }
            #expect(theme.resolve("gray.50", .dark) == RGBA(hex: "#F8F9FB"), "another collection beside it")
            #expect(theme.modes.first { $0.name == "Plum" }?.shown == false)
            #expect(theme.notes.contains { $0.message.contains("also has `Plum`: choose one with --mode NAME") })
            #expect(theme.coverage == Coverage(read: 3, skipped: 0))
        }
        let plum = try ThemeLoader.load("ds/Light.tokens.json", mode: "Plum", fileAccess: files)
        #expect(plum.resolve("surface", .light) == RGBA(hex: "#120817"))
        #expect(plum.resolve("surface", .dark) == RGBA(hex: "#120817"), "a brand mode shows in every appearance")
    }

    @Test("a resolver's contexts default and inverted: default shows, inverted only on --mode, alone")
    func defaultAndInverted() throws {
        let files = MemoryFiles(texts: [
            "fluent.resolver.json": ##"""
            { "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }],
              "sets": { "base": { "sources": [{ "$ref": "palette.tokens.json" }] } },
              "modifiers": { "theme": { "contexts": {
                "default": [{ "$ref": "default.tokens.json" }],
                "inverted": [{ "$ref": "inverted.tokens.json" }] } } } }
            """##,
            "palette.tokens.json": ##"{ "white": { "$type": "color", "$value": "#FFFFFF" }, "##
                + ##""ink": { "$type": "color", "$value": "#242424" } }"##,
            "default.tokens.json": ##"{ "bg": { "$type": "color", "$value": "{white}" } }"##,
            "inverted.tokens.json": ##"{ "bg": { "$type": "color", "$value": "{ink}" } }"##,
        ])
        let theme = try ThemeLoader.load("fluent.resolver.json", fileAccess: files)
        for traits in Traits.all {
            #expect(theme.resolve("bg", traits) == RGBA(hex: "#FFFFFF"), "\(traits.name): default, not inverted")
        }
        #expect(theme.modes.first { $0.name == "inverted" }?.shown == false)
        let inverted = try ThemeLoader.load("fluent.resolver.json", mode: "inverted", fileAccess: files)
        for traits in Traits.all { #expect(inverted.resolve("bg", traits) == RGBA(hex: "#242424"), "\(traits.name)") }
    }

    @Test("Primer's alpha on a reference, on the token and in a dark override: the color it reaches, at that alpha")
    func primerAlpha() throws {
        let files = MemoryFiles(texts: [
            "primer.resolver.json": ##"""
            { "resolutionOrder": [{ "$ref": "#/sets/functional" }, { "$ref": "#/modifiers/theme" }],
              "sets": { "functional": { "sources": [{ "$ref": "bg.tokens.json" }] } },
              "modifiers": { "theme": { "contexts": {
                "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] } } } }
            """##,
            "light.tokens.json": ##"{ "base": { "green": { "0": { "$type": "color", "$value": "#DAFBE1" }, "##
                + ##""4": { "$type": "color", "$value": "#1A7F37" } } } }"##,
            "dark.tokens.json": ##"{ "base": { "green": { "0": { "$type": "color", "$value": "#04260F" }, "##
                + ##""4": { "$type": "color", "$value": "#2EA043" } } } }"##,
            "bg.tokens.json": ##"""
            { "bgColor": { "success": {
                "muted": { "$type": "color", "$value": "{base.green.0}",
                  "$extensions": { "org.primer.overrides": {
                    "dark": { "$value": "{base.green.4}", "alpha": 0.15 } } } },
                "subtle": { "$type": "color", "$value": "{base.green.4}", "alpha": 0.5 } } } }
            """##,
        ])
        let theme = try ThemeLoader.load("primer.resolver.json", fileAccess: files)
        #expect(theme.resolve("bgColor.success.muted", .light) == RGBA(hex: "#DAFBE1"))
        #expect(theme.resolve("bgColor.success.muted", .dark) == RGBA(hex: "#2EA04326"), "GitHub's dark value")
        #expect(theme.resolve("bgColor.success.subtle", .light) == RGBA(hex: "#1A7F3780"))
        #expect(theme.resolve("bgColor.success.subtle", .dark) == RGBA(hex: "#2EA04380"), "each appearance's green")
        #expect(!theme.notes.contains { $0.message.contains("alpha") }, "\(theme.notes)")
    }

    @Test("Primer's overrides lay over the token: its alpha stays, and each theme falls back as Primer's build does")
    func primerOverridesFallBack() throws {
        let files = MemoryFiles(texts: [
            "tokens/base.json": ##"""
            { "base": {
                "blue": { "4": { "$type": "color", "$value": "#4493F8" },
                          "5": { "$type": "color", "$value": "#0969DA" } },
                "gray": { "10": { "$type": "color", "$value": "#010409" },
                          "11": { "$type": "color", "$value": "#444444" } }
            } }
            """##,
            "tokens/fg.json": ##"""
            { "fg": {
                "link": { "$type": "color", "$value": "{base.blue.5}", "alpha": 0.5,
                  "$extensions": { "org.primer.overrides": { "dark": "{base.blue.4}" } } },
                "muted": { "$type": "color", "$value": "{base.gray.11}",
                  "$extensions": { "org.primer.overrides": { "light-high-contrast": "{base.gray.10}" } } } } }
            """##,
        ])
        let theme = try ThemeLoader.load("tokens", fileAccess: files)
        #expect(theme.resolve("fg.link", .dark) == RGBA(hex: "#4493F880"), "the token's alpha under a plain override")
        #expect(theme.resolve("fg.muted", Traits(.light, .base, .high)) == RGBA(hex: "#010409"))
        #expect(theme.resolve("fg.muted", Traits(.dark, .base, .high)) == RGBA(hex: "#444444"), "dark, not light's")
    }

    @Test("a Style Dictionary tree (value, no type) is tokens; a file that fits no format says what was tried")
    func styleDictionaryAndUnknown() throws {
        let dir = try TestFiles.directory([
            "sd.json":
                ##"{ "color": { "primary": { "value": "#336699" }, "text": { "value": "{color.primary}" }, "##
                + ##""radius": { "value": "4px" } } }"##,
            "junk.json": ##"{ "foo": [1, 2], "bar": "x" }"##,
            "typo.json": ##"{ "color": { "brand": "#FF0000" } }"##,
        ])
        let sd = try ThemeLoader.load(dir + "/sd.json")
        #expect(sd.resolve("color.text", .light)?.hexRGB == "#336699")
        #expect(sd["color.radius"] == nil)
        do {
            _ = try ThemeLoader.load(dir + "/junk.json")
            Issue.record("accepted")
        } catch {
            #expect(
                error.description.contains(
                    "junk.json:1:1: error: it is an object that is none of the formats dusk reads"))
            #expect(error.description.contains("Tokens Studio") && error.description.contains("resolver"))
        }
        do {
            _ = try ThemeLoader.load(dir + "/typo.json")
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains("did you mean `colors`"), "a theme with a typo is still read as a theme")
        }
    }

    @Test("a token file opened alone whose aliases reach other files points at the resolver that reads them together")
    func resolverHint() throws {
        let dir = try TestFiles.directory([
            ".git/HEAD": "ref: refs/heads/main\n",
            "app.resolver.json":
                ##"{ "sets": { "base": { "sources": [ { "$ref": "tokens/base.tokens.json" }, "##
                + ##"{ "$ref": "tokens/semantic.tokens.json" } ] } } }"##,
            "tokens/base.tokens.json": ##"{ "blue": { "$type": "color", "$value": "#0A84FF" } }"##,
            "tokens/semantic.tokens.json": ##"{ "accent": { "$type": "color", "$value": "{blue}" } }"##,
        ])
        #expect(try ThemeLoader.load(dir + "/app.resolver.json").resolve("accent", .light)?.hexRGB == "#0A84FF")
        do {
            _ = try ThemeLoader.load(dir + "/tokens/semantic.tokens.json")
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains("refers to an unknown color `{blue}`"))
            #expect(error.description.contains("app.resolver.json` reads them together; open that instead"))
        }
    }

    @Test("mode names: appearances only when the name says nothing else")
    func modeNames() {
        #expect(DesignTokensReader.modeTraits("Dark High Contrast", base: .light) == Traits(.dark, .base, .high))
        #expect(DesignTokensReader.modeTraits("light_ax", base: .light) == Traits(.light, .base, .high))
        #expect(DesignTokensReader.modeTraits("darkElevated", base: .light) == Traits(.dark, .elevated, .normal))
        #expect(DesignTokensReader.modeTraits("dark-dimmed", base: .light) == nil)
        #expect(DesignTokensReader.modeTraits("light-tritanopia", base: .light) == nil)
        #expect(DesignTokensReader.modeTraits("acme", base: .light) == nil)
        // Whole words, read by ModeWords in every format: `highlight` names no style, `dark-dimmed` does.
        #expect(DesignTokensModes.shownAs("highlight") == "every appearance")
        #expect(DesignTokensModes.shownAs("dark-dimmed") == "dark")
        #expect(ModeWords.namesDark("night") && !ModeWords.namesDark("darkgreen"))
    }

    @Test("a custom media query defined elsewhere is read by its words: --OSdark is dark, --highlight is nothing")
    func customMediaByName() throws {
        let theme = try ThemeLoader.load(
            "c.css",
            fileAccess: MemoryFiles(texts: [
                "c.css": """
                :root { --ink: #111111; --mark: #FFEE00; }
                @media (--OSdark) { :root { --ink: #EEEEEE; } }
                @media (--highlight) { :root { --mark: #000000; } }
                """
            ]))
        #expect(theme.resolve("ink", .dark)?.hexRGB == "#EEEEEE")
        #expect(theme.resolve("mark", .light)?.hexRGB == "#FFEE00", "not read as a light rule")
    }
}

@Suite("Files that would read themselves, and --mode everywhere")
struct SelfReferenceTests {
    @Test("a resolver listing itself and a $themes.json whose sets include $themes are errors at the line")
    func selfListing() throws {
        let dir = try TestFiles.directory([
            "self.resolver.json":
                """
            {\n  \"version\": \"2025.10\",\n  \"sets\": [ { \"sources\": [ \"self.resolver.json\", \
            \"a.tokens.json\" ] } ]\n}
            """,
            "a.tokens.json": ##"{"c": {"$type": "color", "$value": "#123456"}}"##,
            "ts/$themes.json":
                ##"[ { "name": "Light", "selectedTokenSets": { "$themes": "enabled", "core": "enabled" } } ]"##,
            "ts/core.json": ##"{"c": {"$type": "color", "$value": "#123456"}}"##,
        ])
        for (file, line, message) in [
            ("self.resolver.json", 3, "a resolver cannot list itself as a source"),
            ("ts/$themes.json", 1, "token set `$themes` is this file"),
        ] {
            do {
                _ = try ThemeLoader.load(dir + "/" + file)
                Issue.record("\(file) loaded")
            } catch {
                let found = error.diagnostics.first { $0.message.contains(message) }
                #expect(found?.location?.line == line, "\(error.diagnostics)")
            }
        }
    }

    @Test("--mode that names no mode of the file is an error in every format, with the modes it has")
    func unknownModeEverywhere() throws {
        let dir = try TestFiles.directory([
            "t.json": ##"{"colors": {"brand": "#123456"}}"##,
            "p.json5":
                """
            { fg: { $type: 'color', $value: '#1F2328', $extensions: { 'org.primer.overrides': { dark: \
            '#E6EDF3', 'dark-dimmed': '#ADBAC7' } } } }
            """,
        ])
        for (reference, message) in [
            (dir + "/t.json", "has no modes"), ("ios13", "has no modes"),
            (dir + "/p.json5", "no mode `dark-dimed`; did you mean `dark-dimmed`?"),
        ] {
            do {
                _ = try ThemeLoader.load(reference, mode: "dark-dimed")
                Issue.record("\(reference) ignored --mode")
            } catch {
                #expect(error.diagnostics.contains { $0.message.contains(message) }, "\(error.diagnostics)")
            }
        }
        #expect(throws: Never.self) { _ = try ThemeLoader.load(dir + "/p.json5", mode: "dark-dimmed") }
    }
}

@Suite("Readers that must not accept nothing as something")
struct NothingAsSomethingTests {
    @Test("a *.xcassets that is a FIFO or a file is no catalog (66), never an empty one")
    func catalogThatIsNoFolder() throws {
        let dir = try TestFiles.directory(["e.xcassets": ""])
        #expect(mkfifo(dir + "/f.xcassets", 0o644) == 0)
        for name in ["e.xcassets", "f.xcassets"] {
            do {
                _ = try ThemeLoader.load(dir + "/" + name)
                Issue.record("\(name) loaded")
            } catch {
                #expect(error.exitCode == 66)
                #expect(error.diagnostics.first?.message.contains("not a folder") == true, "\(error.diagnostics)")
            }
        }
    }

    @Test("a resolver source that is another resolver, a dusk theme or JSON without tokens is an error at its line")
    func sourcesThatAreNoTokens() throws {
        let dir = try TestFiles.directory([
            "c1.resolver.json": ##"{"version": "2025.10", "sets": [{"sources": ["c2.resolver.json"]}]}"##,
            "c2.resolver.json": ##"{"version": "2025.10", "sets": [{"sources": ["c1.resolver.json"]}]}"##,
            "c3.resolver.json": ##"{"version": "2025.10", "sets": [{"sources": ["t.json", "x.json"]}]}"##,
            "t.json": ##"{"colors": {"brand": "#123456"}}"##,
            "x.json": ##"{"foo": 1}"##,
        ])
        for (file, messages) in [
            ("c1", ["`c2.resolver.json` is a resolver"]),
            ("c3", ["`t.json` is a dusk theme", "`x.json` holds no tokens"]),
        ] {
            do {
                _ = try ThemeLoader.load(dir + "/\(file).resolver.json")
                Issue.record("\(file) loaded")
            } catch {
                for m in messages {
                    #expect(error.diagnostics.contains { $0.message.contains(m) }, "\(error.diagnostics)")
                }
            }
        }
    }

    @Test(
        """
        untyped aliases: a chain of 3,000 reaches its color, a cycle and a dangling one are dropped; nested var() \
        has a depth limit
        """
    )
    func untypedChains() throws {
        var tokens = ["\"t0\": {\"$type\": \"color\", \"$value\": \"#123456\"}"]
        for i in 1..<3000 { tokens.append("\"t\(i)\": {\"$value\": \"{t\(i - 1)}\"}") }
        tokens += [
            "\"cyc1\": {\"$value\": \"{cyc2}\"}", "\"cyc2\": {\"$value\": \"{cyc1}\"}",
            "\"gap\": {\"$value\": \"{size}\"}",
            "\"size\": {\"$type\": \"dimension\", \"$value\": \"4px\"}",
        ]
        let nested =
            ":root { --a: " + String(repeating: "var(--x, ", count: 300) + "red" + String(repeating: ")", count: 300)
            + "; }"
        let dir = try TestFiles.directory(["u.tokens.json": "{" + tokens.joined(separator: ",") + "}", "n.css": nested])
        let theme = try ThemeLoader.load(dir + "/u.tokens.json")
        #expect(theme.resolve("t2999", .light)?.hexRGB == "#123456")
        #expect(theme["cyc1"] == nil && theme["cyc2"] == nil && theme["gap"] == nil)
        do {
            _ = try ThemeLoader.load(dir + "/n.css")
            Issue.record("300 nested var() loaded")
        } catch {
            #expect(
                error.diagnostics.contains { $0.message.contains("nested deeper than 200") }, "\(error.diagnostics)")
        }
    }
}
