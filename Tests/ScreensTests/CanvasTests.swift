import Audit
import ColorScience
import Formats
import Pairs
import TestSupport
import Testing
import ThemeModel

@testable import Screens

#if canImport(Glibc)
    import Glibc
    import Foundation
#endif

let ios13 = try! BuiltinThemes.theme(named: "ios13")

@Suite("Canvas and layout")
struct CanvasTests {
    @Test func textTruncatesByDisplayWidth() {
        var c = Canvas(size: Size(width: 10, height: 1), background: Paint(.white))
        let drawn = c.text("日本語のテキスト", at: Point(0, 0), Paint(.black), maxWidth: 7)
        #expect(drawn == 7)
        #expect(c.plainLines[0] == "日本語…   ")
        #expect(c[1, 0].scalar == Cell.continuation)
    }

    @Test func translucentInkCompositesOverTheCell() {
        var c = Canvas(size: Size(width: 4, height: 1), background: Paint(.white, "systemBackground"))
        c.text("x", at: Point(0, 0), Paint(RGBA(hex: "#3C3C4399")!, "secondaryLabel"))
        #expect(c[0, 0].foreground.hexRGB == "#8A8A8E")
        #expect(c.colorNames(at: Point(0, 0)).foreground == "secondaryLabel")
        #expect(c.colorNames(at: Point(0, 0)).background == "systemBackground")
    }

    @Test func translucentFillKeepsPixels() {
        var c = Canvas(size: Size(width: 2, height: 1), background: Paint(.white))
        c.setPixel(x: 0, py: 0, RGBA(255, 0, 0))
        c.fill(Rect(x: 0, y: 0, width: 2, height: 1), Paint(RGBA(0, 0, 0, 128)))
        #expect(c[0, 0].isHalfBlock)
        #expect(c[0, 0].topPixel == RGBA(127, 0, 0))
        #expect(c[0, 0].bottomPixel == RGBA(127, 127, 127))
    }

    @Test func controlCharactersNeverReachTheCanvas() {
        var c = Canvas(size: Size(width: 12, height: 1), background: Paint(.white))
        c.text("a\u{1B}[2Jb\u{7}\u{202E}", at: Point(0, 0), Paint(.black))
        #expect(c.plainLines[0].hasPrefix("a?[2Jb??"))
    }

    @Test func drawingOutsideTheCanvasIsClipped() {
        var c = Canvas(size: Size(width: 3, height: 2), background: Paint(.white))
        c.text("hello", at: Point(-2, 5), Paint(.black))
        c.fill(Rect(x: -5, y: -5, width: 100, height: 100), Paint(.black))
        c.roundedBox(Rect(x: 1, y: 1, width: 50, height: 50), Paint(.white))
        c.setPixel(x: 99, py: 99, .white)
        // The fill reached every cell, the text below the canvas none, the box only its corner cells.
        #expect(c.cells.allSatisfy { $0.background == .black })
        #expect(c.plainLines == ["   ", " ╭─"])
    }

    @Test("every screen renders at every size without trapping, down to 1x1")
    func anySize() {
        let sizes = [
            Size(width: 1, height: 1), Size(width: 39, height: 15), Size(width: 40, height: 16),
            Size(width: 41, height: 17),
            Size(width: 57, height: 23), Size(width: 80, height: 24), Size(width: 120, height: 40),
            Size(width: 200, height: 60),
        ]
        for screen in Screen.allCases {
            for size in sizes {
                for traits in [Traits.light, Traits(.dark, .elevated, .high)] {
                    let c = screen.render(theme: ios13, traits: traits, size: size)
                    #expect(c.size == size)
                    #expect(c.cells.allSatisfy { $0.foreground.isOpaque && $0.background.isOpaque })
                }
            }
        }
    }

    @Test func tooSmallSaysSo() {
        let c = Screen.settings.render(theme: ios13, traits: .light, size: Size(width: 39, height: 16))
        #expect(c.plainLines.contains { $0.contains("Too small") })
        #expect(c.plainLines.contains { $0.contains("needs 40x16") })
    }

    @Test func boxRadiiMatchSigma() {
        // Three box passes of these radii have the variance of the Gaussian: sum of (w²-1)/12 = σ².
        for sigma in [2.0, 3.0, 4.0, 6.5] {
            let radii = LinearImage.boxRadii(sigma: sigma, passes: 3)
            let variance = radii.map { Double((2 * $0 + 1) * (2 * $0 + 1) - 1) / 12 }.reduce(0, +)
            #expect(abs(variance.squareRoot() - sigma) < 0.6, "sigma \(sigma): \(radii)")
        }
    }
}

@Suite("Theme backdrops and materials")
struct ThemeAssetTests {
    func theme(_ json: String, files: [String: [UInt8]] = [:]) throws -> Theme {
        let dir = "/tmp/dusk-assets-\(UInt32.random(in: 0...UInt32.max))"
        mkdir(dir, 0o755)
        for (name, bytes) in files {
            let fd = open(dir + "/" + name, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, bytes.count) }
            close(fd)
        }
        let path = dir + "/theme.json"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = Array(json.utf8).withUnsafeBytes { write(fd, $0.baseAddress, json.utf8.count) }
        close(fd)
        // Pictures are read at load time: the folder can go once the theme is loaded.
        defer { try? FileManager.default.removeItem(atPath: dir) }
        return try ThemeLoader.load(path)
    }

    @Test("a theme's PPM backdrop (P3 and P6) replaces the built-in picture")
    func ppmBackdrop() throws {
        let p3 = Array("P3\n# red\n2 2\n255\n255 0 0  255 0 0\n255 0 0  255 0 0\n".utf8)
        let p6 = Array("P6 1 1 255\n".utf8) + [0, 0, 255]
        let t = try theme(
            ##"{"backdrop": {"light": "day.ppm", "dark": "night.ppm"}}"##, files: ["day.ppm": p3, "night.ppm": p6])
        let light = Screen.materials.render(theme: t, traits: .light, size: Screen.defaultSize)
        let dark = Screen.materials.render(theme: t, traits: .dark, size: Screen.defaultSize)
        #expect(light[0, 39].bottomPixel == RGBA(255, 0, 0))
        #expect(dark[0, 39].bottomPixel == RGBA(0, 0, 255))
        #expect(t.files.count == 3)
    }

    @Test("a PPM claiming absurd dimensions is refused before allocating, with the theme's line")
    func absurdPPM() throws {
        let huge = Array("P6\n100000 100000\n255\n".utf8)
        do {
            _ = try theme("{\n  \"backdrop\": \"huge.ppm\"\n}", files: ["huge.ppm": huge])
            Issue.record("expected an error")
        } catch let error as ThemeError {
            #expect(error.exitCode == 65)
            let d = error.diagnostics[0]
            #expect(d.location?.line == 2)
            #expect(d.message.contains("100000x100000"))
        }
    }

    @Test("a theme overrides a material's tint")
    func materialOverride() throws {
        let t = try ThemeLoader.load(
            text: ##"{"materials": {"ultraThin": {"light": "#FF0000F0", "blur": 2}}}"##, path: "t.json")
        #expect(t.materials[.ultraThin]?.lightTint == RGBA(255, 0, 0, 0xF0))
        #expect(t.materials[.ultraThin]?.blur == 2)
        #expect(t.materials[.ultraThin]?.darkTint == MaterialSpec.defaults[.ultraThin]?.darkTint)
        let c = Screen.materials.render(theme: t, traits: .light, size: Screen.defaultSize)
        let y = try #require(c.plainLines.firstIndex { $0.contains("Ultra Thin") })
        #expect(c[40, y + 2].topPixel.r > 200 && c[40, y + 2].topPixel.g < 60)
    }

    @Test func badMaterialSettingsAreErrors() {
        do {
            _ = try ThemeLoader.load(
                text: "{\"materials\": {\"reguler\": {}, \"thin\": {\"blurr\": 3, \"saturation\": 9}}}", path: "t.json")
            Issue.record("expected errors")
        } catch {
            let messages = error.diagnostics.map(\.message)
            #expect(messages.contains { $0.contains("unknown material `reguler`; did you mean `regular`?") })
            #expect(messages.contains { $0.contains("unknown material setting `blurr`; did you mean `blur`?") })
            #expect(messages.contains { $0.contains("`saturation` of material `thin` must be a number from 0 to 4") })
        }
    }
}

@Suite("Glyph policy")
struct GlyphPolicyTests {
    @Test(
        "every character of every screen, appearance and size is one that is one column wide everywhere",
        arguments: Screen.allCases)
    func everyCell(screen: Screen) throws {
        let theme = try BuiltinThemes.theme(named: "ios13")
        let juniper = try ThemeLoader.load(TestRoot.path + "/themes/juniper.json")
        var offenders: Set<String> = []
        for t in [theme, juniper] {
            for traits in Traits.all {
                for size in [
                    Size(width: 80, height: 40), Size(width: 40, height: 16), Size(width: 133, height: 47),
                    Size(width: 20, height: 5),
                ] {
                    let canvas = screen.render(theme: t, traits: traits, size: size, options: ScreenOptions())
                    for cell in canvas.cells where cell.scalar != Cell.continuation && !GlyphPolicy.allows(cell.scalar)
                    {
                        offenders.insert("U+\(String(cell.scalar.value, radix: 16, uppercase: true)) \(cell.scalar)")
                    }
                }
            }
        }
        #expect(offenders.isEmpty, "not in GlyphPolicy: \(offenders.sorted())")
    }

    @Test("the example screen files draw only characters of the policy too", arguments: ["wallet", "chat"])
    func exampleScreens(name: String) throws {
        let juniper = try ThemeLoader.load(TestRoot.path + "/themes/juniper.json")
        var offenders: Set<String> = []
        for traits in Traits.all {
            for size in [Size(width: 80, height: 40), Size(width: 40, height: 16), Size(width: 133, height: 47)] {
                let canvas = ScreenRef.custom(name).render(theme: juniper, traits: traits, size: size)
                for cell in canvas.cells where cell.scalar != Cell.continuation && !GlyphPolicy.allows(cell.scalar) {
                    offenders.insert("U+\(String(cell.scalar.value, radix: 16, uppercase: true)) \(cell.scalar)")
                }
            }
        }
        #expect(offenders.isEmpty, "not in GlyphPolicy: \(offenders.sorted())")
    }

    @Test("the policy refuses characters whose width terminals disagree on")
    func refuses() {
        for s: Unicode.Scalar in ["☰", "⚏", "😀", "中", "⌚", "✅"] { #expect(!GlyphPolicy.allows(s), "\(s)") }
    }
}

enum TestRoot {
    static let path: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()
}

@Suite("Text cut at small sizes")
struct SmallSizeTextTests {
    @Test("wrapped text that does not fit ends in an ellipsis")
    func ellipsis() throws {
        #expect(
            Widgets.wrap("This photo will be deleted from all your devices.", width: 22, maxLines: 2) == [
                "This photo will be", "deleted from all your…",
            ])
        #expect(Widgets.wrap("short", width: 22, maxLines: 2) == ["short"])
        let theme = try BuiltinThemes.theme(named: "ios13")
        let lines = Screen.controls.render(
            theme: theme, traits: .light, size: Size(width: 40, height: 19), options: ScreenOptions(showsAlert: true)
        ).plainLines
        #expect(lines.contains { $0.contains("deleted from all your…") })
    }
}

@Suite("Small sizes")
struct SmallSizeTests {
    @Test(
        "the tab bar's labels never run into each other: a shortened one ends in … and a blank follows",
        arguments: Array(40...130))
    func tabBarLabelsStayApart(width: Int) {
        let canvas = Screen.settings.render(theme: ios13, traits: .light, size: Size(width: width, height: 20))
        // Each glyph above its title, as on iOS.
        let glyphs = canvas.plainLines[18]
        let row = canvas.plainLines[19]
        for glyph in ["◷", "★", "⚙", "⋯"] { #expect(glyphs.contains(glyph), "\(width): \(glyphs)") }
        for title in ["Fav", "Set", "Mor"] {
            guard let i = row.range(of: title)?.lowerBound else {
                Issue.record("\(title) missing at \(width): \(row)")
                continue
            }
            // a blank or a pixel of the bar
            #expect(row[row.index(before: i)] == " " || row[row.index(before: i)] == "▀", "\(width): \(row)")
        }
        #expect(row.contains("Recents") || row.contains("Rec"))
    }
}

@Suite("The palette in use")
struct PaletteScreenTests {
    static let custom = try! ThemeLoader.load(
        text: """
            { "name": "Brand", "colors": {
                "brandPurple": { "light": "#5B3CC4", "dark": "#9D87F0" },
                "brandText": { "light": "#1B1530", "dark": "#F1EEFF" },
                "cardBackground": { "light": "#F6F4FB", "dark": "#1E1A2B" },
                "hairline": "#00000022",
                "wash": "#5B3CC41F",
                "chipIcon": "#E0663C",
                "quiet": "#6B6B70"
              },
              "roles": { "chipIcon": "icon", "hairline": "separator" } }
            """, path: "brand.json")

    @Test(
        """
        a theme that only adds colors shows each in at least one cell of the palette screen, in every appearance, \
        named for the inspector
        """
    )
    func everyColorShown() {
        let size = Size(width: 80, height: 24)
        let pages = Screen.palette.pageCount(theme: PaletteScreenTests.custom, size: size)
        #expect(pages >= 2, "seven colors at 80x24 take more than one page")
        for traits in Traits.all {
            var seen: Set<String> = []
            for page in 0..<pages {
                let canvas = Screen.palette.render(
                    theme: PaletteScreenTests.custom, traits: traits, size: size, options: ScreenOptions(page: page))
                for y in 0..<size.height {
                    for x in 0..<size.width {
                        let names = canvas.colorNames(at: Point(x, y))
                        if let f = names.foreground { seen.insert(f) }
                        if let b = names.background { seen.insert(b) }
                    }
                }
            }
            for name in PaletteScreenTests.custom.ownColorNames {
                #expect(seen.contains(name), "\(name) in \(traits.name)")
            }
        }
    }

    @Test("each color is drawn as it is used: declared roles, else words in the name; no use found, a swatch")
    func usages() {
        let t = PaletteScreenTests.custom
        let model = t.usageModel
        #expect(model.usage(of: "brandPurple") == .accent)
        #expect(model.usage(of: "brandText") == .text)
        #expect(model.usage(of: "cardBackground") == .background)
        #expect(model.usage(of: "hairline") == .separator)
        #expect(model.usage(of: "wash") == .fill)
        #expect(model.usage(of: "chipIcon") == .icon)
        #expect(model.usage(of: "quiet") == nil, "a gray with no telling name has no use found")
        let canvas = Screen.palette.render(theme: t, traits: .light, size: Size(width: 100, height: 60))
        let lines = canvas.plainLines
        // The accent as a filled button: white text on the accent.
        let row = lines.firstIndex { $0.contains("Filled") }!
        let x = Array(lines[row]).firstIndex(of: "F")!
        #expect(canvas[x, row].background.hexRGB == "#5B3CC4" && canvas[x, row].foreground == .white)
    }

    @Test("a theme without colors of its own says so")
    func nothingOwn() {
        let canvas = Screen.palette.render(theme: ios13, traits: .dark, size: Screen.defaultSize)
        #expect(canvas.plainLines[3].contains("ios13 defines no colors of its own"))
    }
}

@Suite("Screen files")
struct ScreenFileTests {
    static func theme(_ screen: String, colors: String = "") throws -> Theme {
        let dir = try TestFiles.directory([
            "t.json":
                """
            { \"colors\": { \"brand\": \"#5B3CC4\", \"brandText\": \"#1B1530\"\(colors) }, \"screens\": \
            [\"s/shop.json\"] }
            """,
            "s/shop.json": screen,
        ])
        return try ThemeLoader.load(dir + "/t.json")
    }

    @Test(
        """
        a screen file from the manual's vocabulary renders its blocks with the theme's colors, names kept for the \
        inspector
        """
    )
    func renders() throws {
        let theme = try ScreenFileTests.theme(
            """
            { title: "Shop", background: "systemGroupedBackground", body: [
                { navigationBar: { title: "Shop", large: true, trailing: "Cart" } },
                { text: { text: "Fresh today", style: "headline", color: "brandText" } },
                { list: { header: "Fruit", rows: [
                    { icon: "★", iconColor: "brand", title: "Apples", value: "$3", accessory: "chevron" },
                    "Pears" ] } },
                { button: { title: "Buy", style: "filled", color: "brand" } },
                { hstack: { items: [ { chips: { items: ["All", "New"], selected: 1, color: "brand" } } ] } },
                { tabBar: { items: [ { glyph: "★", title: "Shop" } ] } },
            ] }
            """)
        #expect(theme.customScreens.map(\.name) == ["shop"])
        let canvas = ScreenRef.custom("shop").render(theme: theme, traits: .light, size: Size(width: 60, height: 30))
        let lines = canvas.plainLines
        #expect(lines[2].contains("Shop") && lines[1].contains("Cart"))
        let buy = try #require(lines.firstIndex { $0.contains("Buy") })
        let x = Array(lines[buy]).firstIndex(of: "B")!
        #expect(
            canvas[x, buy].background.hexRGB == "#5B3CC4" && canvas.colorNames(at: Point(x, buy)).background == "brand")
        let fresh = try #require(lines.firstIndex { $0.contains("Fresh today") })
        let fx = Array(lines[fresh]).firstIndex(of: "F")!
        #expect(
            canvas.colorNames(at: Point(fx, fresh)).foreground == "brandText"
                && canvas[fx, fresh].attributes.contains(.bold))
        #expect(lines.contains { $0.contains("Apples") && $0.contains("$3") && $0.contains("›") })
        #expect(
            lines.last!.contains("Shop") && lines[lines.count - 2].contains("★"),
            "the tab bar sits at the bottom, its glyph above its title")
    }

    @Test("mistakes get file:line:column with did-you-mean: block kinds, keys, color names, choices")
    func errors() throws {
        do {
            _ = try ScreenFileTests.theme(
                """
                { body: [
                  { navigatonBar: { title: "x" } },
                  { text: { txt: "x" } },
                  { button: { title: "Go", style: "filed", color: "brnd" } },
                ] }
                """)
            Issue.record("accepted")
        } catch {
            let text = String(describing: error)
            #expect(
                text.contains("shop.json:2:5: error: unknown block `navigatonBar`; did you mean `navigationBar`?"),
                "\(text)")
            #expect(
                text.contains("shop.json:3:13: error: unknown key `txt` in `text`; did you mean `text`?"), "\(text)")
            #expect(
                text.contains(
                    """
                    shop.json:4:35: error: `style` of `button` is one of filled, tinted, gray, plain, bordered, \
                    found \"filed\"; did you mean `filled`?
                    """
                ), "\(text)")
            #expect(text.contains("shop.json:4:51: error: unknown color `brnd`; did you mean `brand`?"), "\(text)")
        }
    }

    @Test(
        "numbers out of range are errors naming the range, never clamped",
        arguments: [
            (
                "{ hstack: { spacing: -5, items: [] } }",
                "`spacing` of `hstack` must be a whole number from 0 to 20, found -5"
            ),
            (
                "{ vstack: { padding: 1e9, items: [] } }",
                "`padding` of `vstack` must be a whole number from 0 to 20, found 1000000000"
            ),
            ("{ spacer: { rows: -10 } }", "`rows` of `spacer` must be a whole number from 0 to 100, found -10"),
            (
                "{ segmented: { items: [\"Day\", \"Week\"], selected: -1 } }",
                "`selected` of `segmented` must be a whole number from 0 to 1, found -1"
            ),
            (
                #"{ tabBar: { items: [{ glyph: "★", title: "A" }, { glyph: "☆", title: "B" }], selected: 99 } }"#,
                "`selected` of `tabBar` must be a whole number from 0 to 1, found 99"
            ),
            ("{ chips: { items: [\"One\"], selected: 2 } }", "`selected` of `chips` must be 0, found 2"),
            ("{ progress: { value: 1.5 } }", "`value` of `progress` must be a number from 0 to 1, found 1.5"),
        ])
    func ranges(block: String, message: String) throws {
        do {
            _ = try ScreenFileTests.theme("{ body: [\n" + block + "\n] }")
            Issue.record("accepted: \(block)")
        } catch {
            let text = String(describing: error)
            #expect(text.contains("shop.json:2:") && text.contains(message), "\(text)")
        }
    }

    @Test("two screen files that give one screen name are an error naming the first, not a screen dropped")
    func sameStem() throws {
        let dir = try TestFiles.directory([
            "t.json": "{ \"screens\": [\"a/dup.json\", \"b/dup.json\"] }",
            "a/dup.json": "{ body: [ { text: \"A\" } ] }",
            "b/dup.json": "{ body: [ { text: \"B\" } ] }",
        ])
        do {
            _ = try ThemeLoader.load(dir + "/t.json")
            Issue.record("accepted")
        } catch {
            let text = String(describing: error)
            #expect(
                text.contains("b/dup.json:1:1: error: a screen called `dup` comes from `\(dir)/a/dup.json` already"),
                "\(text)")
        }
    }

    @Test("the screen file is watched with the theme, and a screen cannot take a built-in name")
    func watchedAndNamed() throws {
        let theme = try ScreenFileTests.theme("{ body: [ { text: \"hi\" } ] }")
        #expect(theme.files.contains { $0.hasSuffix("s/shop.json") })
        do {
            _ = try ScreenFileTests.theme("{ name: \"settings\", body: [] }")
            Issue.record("accepted")
        } catch {
            #expect(String(describing: error).contains("a built-in screen has that name"))
        }
    }

    @Test(
        """
        a card is a sheet at the elevated level (its own style when given); a material blurs the backdrop under \
        its items
        """
    )
    func cardAndMaterial() throws {
        let theme = try ScreenFileTests.theme(
            """
            { body: [
                { card: { title: "Sheet", items: [ { text: "On the sheet" } ] } },
                { material: { material: "thin", items: [ { text: "Over the blur" } ] } },
                { card: { style: "dark", items: [ { text: "Always dark" } ] } },
            ] }
            """)
        let canvas = ScreenRef.custom("shop").render(theme: theme, traits: .dark, size: Size(width: 60, height: 30))
        let lines = canvas.plainLines
        let sheet = try #require(lines.firstIndex { $0.contains("On the sheet") })
        #expect(canvas[0, sheet].background.hexRGB == "#1C1C1E", "dark elevated systemBackground")
        let blur = try #require(lines.firstIndex { $0.contains("Over the blur") })
        #expect(canvas.colorNames(at: Point(3, blur)).background == "systemThinMaterial")
        let light = ScreenRef.custom("shop").render(theme: theme, traits: .light, size: Size(width: 60, height: 30))
        let dark = try #require(light.plainLines.firstIndex { $0.contains("Always dark") })
        #expect(light[0, dark].background.hexRGB == "#1C1C1E", "the card's style override")
    }

    @Test(
        """
        an image block draws one of the theme's images (template tint included); an unknown one is an error with \
        did-you-mean
        """
    )
    func images() throws {
        let dir = try TestFiles.directory([
            "t.json":
                ##"{ "colors": { "gold": "#FFD60A" }, "##
                + ##""images": { "starLogo": { "light": "star", "template": true, "tint": "{gold}" } }, "##
                + ##""screens": ["s.json"] }"##,
            "s.json": ##"{ body: [ { image: { name: "starLogo", align: "center" } }, { text: "Below" } ] }"##,
            "bad.json": ##"{ "images": { "starLogo": { "light": "star" } }, "screens": ["badscreen.json"] }"##,
            "badscreen.json": ##"{ body: [ { image: { name: "starLgo" } } ] }"##,
        ])
        let theme = try ThemeLoader.load(dir + "/t.json")
        let canvas = ScreenRef.custom("s").render(theme: theme, traits: .light, size: Size(width: 40, height: 20))
        let pixels = canvas.cells.filter {
            $0.isHalfBlock && ($0.foreground.hexRGB == "#FFD60A" || $0.background.hexRGB == "#FFD60A")
        }
        #expect(!pixels.isEmpty, "the template image in its tint")
        #expect(canvas.names.contains("image:starLogo"))
        do {
            _ = try ThemeLoader.load(dir + "/bad.json")
            Issue.record("accepted")
        } catch {
            #expect(
                String(describing: error).contains(
                    "badscreen.json:1:28: error: unknown image `starLgo`; did you mean `starLogo`?"), "\(error)")
        }
    }

    @Test("a presented card dims what is above it and turns the automatic status bar light, as the built-in card does")
    func presentedCard() throws {
        let theme = try ScreenFileTests.theme(
            "{ body: [ { text: \"Behind\" }, { spacer: 2 }, "
                + "{ card: { presented: true, items: [ { text: \"Sheet\" } ] } } ] }")
        let plain = try ScreenFileTests.theme(
            "{ body: [ { text: \"Behind\" }, { spacer: 2 }, { card: { items: [ { text: \"Sheet\" } ] } } ] }")
        let shown = ScreenRef.custom("shop").render(theme: theme, traits: .light, size: Size(width: 40, height: 20))
        let inline = ScreenRef.custom("shop").render(theme: plain, traits: .light, size: Size(width: 40, height: 20))
        #expect(
            shown[StatusBar.timeColumn(width: 40), 0].foreground == .white,
            "light status bar glyphs over the dimmed screen")
        #expect(inline[StatusBar.timeColumn(width: 40), 0].foreground == .black)
        #expect(
            Contrast.relativeLuminance(shown[0, 1].background) < Contrast.relativeLuminance(inline[0, 1].background),
            "dimmed above the sheet")
    }

    @Test("ScreenSpec knows the built-in names")
    func builtinNames() {
        #expect(ScreenSpec.builtinNames == Screen.allCases.map(\.rawValue))
    }
}

/// Files for a test, in a fresh temporary folder.
enum TestFiles {
    static func directory(_ files: [String: String]) throws -> String {
        try scratchFolder("screens", holding: files)
    }
}
