import ANSIReader
import ColorScience
import Encoding
import Export
import Formats
import Foundation
import Platform
import Screens
import TestSupport
import Testing
import ThemeModel

@Suite("Export formats")
struct FormatTests {
    @Test("ANSI: semicolon SGR, only where something changes, reset at each line end")
    func ansiShape() {
        var canvas = Canvas(size: Size(width: 6, height: 2), background: Paint(RGBA(hex: "#102030")!, "bg"))
        canvas.text("ab", at: Point(1, 0), Paint(RGBA(hex: "#FFFFFF")!, "fg"), .bold)
        var exporter = ANSIExporter(depth: .truecolor)
        let text = String(decoding: exporter.export(canvas), as: UTF8.self)
        #expect(
            text
                == """
                \u{1B}[48;2;16;32;48m \u{1B}[1;38;2;255;255;255mab\u{1B}[0;48;2;16;32;48m   \
                \u{1B}[0m\n\u{1B}[48;2;16;32;48m      \u{1B}[0m\n
                """
        )
    }

    @Test("256 colors: nearest in OKLab over the cube and the gray ramp")
    func quantize256() {
        var q = ColorQuantizer()
        #expect(q.index256(RGBA(hex: "#1C1C1E")!) == 234)  // a gray stays gray
        #expect(q.index256(RGBA(hex: "#000000")!) == 16)
        #expect(q.index256(RGBA(hex: "#FFFFFF")!) == 231)
        #expect(q.index256(RGBA(hex: "#007AFF")!) == 33)  // systemBlue → #0087FF
        #expect(q.index256(RGBA(hex: "#F2F2F7")!) == 255)
        var e = ANSIExporter(depth: .ansi256)
        let s = ANSIScreen(e.export(Screen.settings.render(theme: ios13, traits: .dark, size: Screen.defaultSize)))
        #expect(s.cell(0, 4)?.background == RGBA(0, 0, 0))
        let text = String(
            decoding: e.export(Screen.settings.render(theme: ios13, traits: .dark, size: Screen.defaultSize)),
            as: UTF8.self)
        #expect(!text.contains("38;2;") && text.contains("48;5;"))
    }

    @Test func sixteenColors() {
        var e = ANSIExporter(depth: .ansi16)
        let bytes = e.export(Screen.settings.render(theme: ios13, traits: .light, size: Screen.defaultSize))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains("38;5;") && !text.contains("38;2;"))
        let s = ANSIScreen(bytes)
        #expect(s.cell(0, 10)?.background == ANSIScreen.xterm(7) || s.cell(0, 10)?.background == ANSIScreen.xterm(15))
    }

    @Test("plain text has no escapes and no half blocks")
    func plainText() {
        let bytes = ExportFormat.txt.encode(
            Screen.materials.render(theme: ios13, traits: .light, size: Screen.defaultSize), depth: .truecolor,
            title: "t")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains("\u{1B}") && !text.contains("▀"))
        #expect(text.contains("Ultra Thin"))
    }

    @Test("SVG: backgrounds, text and attributes, escaped")
    func svg() {
        let bytes = ExportFormat.svg.encode(
            Screen.settings.render(theme: ios13, traits: .dark, size: Screen.defaultSize), depth: .truecolor,
            title: "a<b>&\"c\"")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"672\" height=\"720\""))
        #expect(text.contains("<title>a&lt;b&gt;&amp;&quot;c&quot;</title>"))
        #expect(text.contains("fill=\"#1C1C1E\""))
        #expect(text.contains("class=\"b\">Settings</text>"))
        #expect(text.hasSuffix("</svg>\n"))
    }

    /// The text formats; a PNG holds no text at all (`PNGTests.onlyPictureChunks`).
    @Test("no control byte from a theme reaches any export", arguments: ExportFormat.allCases.filter { $0 != .png })
    func hostileThemeName(format: ExportFormat) throws {
        let theme = try ThemeLoader.load(
            text:
                ##"{"name": "evil\u001B]52;c;aGVsbG8=\u0007\u202Ename\u009B31m", "colors": {"brandText": "#123456"}}"##,
            path: "t.json")
        let bytes = ExportFormat(rawValue: format.rawValue)!.encode(
            Screen.colors.render(theme: theme, traits: .light, size: Screen.defaultSize), depth: .truecolor,
            title: theme.name)
        let text = String(decoding: bytes, as: UTF8.self)
        for scalar in text.unicodeScalars {
            #expect(
                scalar == "\n" || scalar == "\u{1B}" || !SafeText.isUnsafe(scalar),
                "U+\(String(scalar.value, radix: 16))")
        }
        // Every ESC that is there is one of our SGR sequences.
        var i = text.unicodeScalars.startIndex
        let scalars = text.unicodeScalars
        while let esc = scalars[i...].firstIndex(of: "\u{1B}") {
            let next = scalars.index(after: esc)
            #expect(scalars[next] == "[")
            let end = try #require(scalars[next...].firstIndex(of: "m"))
            #expect(scalars[scalars.index(after: next)..<end].allSatisfy { ("0"..."9").contains($0) || $0 == ";" })
            i = end
        }
        #expect(!text.contains("\u{1B}]"))
    }
}

@Suite("Hostile export targets")
struct HostileExportTests {
    @Test("an unwritable place is a clear error and leaves nothing behind")
    func unwritable() throws {
        // A file where the export needs a folder.
        let dir = scratchFolder("unwritable")
        try "not a folder".write(toFile: dir + "/blocker", atomically: false, encoding: .utf8)
        do {
            _ = try ScreenshotWriter.write(
                [ScreenshotRequest(screen: .settings, traits: .light)], theme: ios13, into: dir + "/blocker/shots")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("cannot write `\(dir)/blocker"), "\(error.description)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["blocker"])
        #expect(try String(contentsOfFile: dir + "/blocker", encoding: .utf8) == "not a folder")
    }

    @Test(
        "names with ../ and / are made safe",
        arguments: ["../../etc", "a/b", "..", ".hidden", "-rf", "ok name", "\u{1B}[31m"])
    func safeNames(name: String) {
        let safe = AtomicFile.safeComponent(name)
        #expect(!safe.contains("/") && !safe.hasPrefix(".") && !safe.hasPrefix("-") && !safe.isEmpty)
        #expect(!safe.unicodeScalars.contains { SafeText.isUnsafe($0) })
    }
}

@Suite("ANSI reader regressions")
struct ANSIReaderRegressionTests {
    @Test("every input in fuzz/regressions/ansi-reader reads without trapping, and no escape byte reaches the text")
    func regressions() throws {
        let dir = packageRoot + "/fuzz/regressions/ansi-reader"
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(!files.isEmpty)
        for name in files {
            let s = ANSIScreen([UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/" + name))))
            for y in 0..<max(1, s.height) {
                #expect(!s.text(y).unicodeScalars.contains { $0.value == 0x1B || $0.value < 0x20 }, "\(name) line \(y)")
            }
        }
    }
}

@Suite("SVG is well-formed XML whatever a theme holds")
struct SVGCharacterTests {
    /// XML 1.0's `Char` production.
    func isXMLChar(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    @Test("U+FFFE, U+FFFF and controls in names never reach the SVG")
    func forbiddenCharacters() throws {
        let text =
            """
            {\"name\": \"bad\\uFFFE\\uFFFFname\\u0001\", \"colors\": {\"x\\uFFFFy\": \"#123456\", \
            \"brand\\uFFFETitleText\": \"#000\"}}
            """
        let theme = try ThemeLoader.load(text: text, path: "t.json")
        for screen in Screen.allCases {
            let svg = ExportFormat.svg.encode(
                screen.render(theme: theme, traits: .light, size: Screen.defaultSize), depth: .truecolor,
                title: "\(theme.name) · \(screen.title)")
            let decoded = String(decoding: svg, as: UTF8.self)
            let bad = decoded.unicodeScalars.filter { !isXMLChar($0) }
            #expect(bad.isEmpty, "\(screen): \(bad.map { String($0.value, radix: 16) })")
        }
        let colors = ExportFormat.svg.encode(
            Screen.colors.render(theme: theme, traits: .light, size: Screen.defaultSize), depth: .truecolor,
            title: theme.name)
        #expect(
            String(decoding: colors, as: UTF8.self).contains("x?y"),
            "the name is still shown, with ? for the forbidden character")
    }
}

@Suite("The ANSI encoder's worst case")
struct ANSIWorstCaseTests {
    @Test(
        "every cell changing color and attributes, with 4-byte characters, fits the computed buffer and reads back",
        arguments: [ColorDepth.truecolor, .ansi256, .ansi16, .ansi8])
    func worstCase(depth: ColorDepth) {
        var canvas = Canvas(size: Size(width: 60, height: 20), background: Paint(.black))
        let sets: [CellAttributes] = [[.bold, .dim, .italic, .underline], [], [.bold, .underline], [.dim, .italic]]
        for y in 0..<20 {
            for x in 0..<60 {
                var cell = canvas[x, y]
                cell.scalar = "\u{10348}"  // a 4-byte UTF-8 character of width 1 (Gothic hwair)
                cell.foreground = RGBA(UInt8(255 - x * 4), UInt8(y * 12), UInt8((x * 37 + y) % 256))
                cell.background = RGBA(UInt8(x * 4), UInt8(255 - y * 12), UInt8((x * 91 + y * 7) % 256))
                cell.attributes = sets[(x + y) % 4]
                canvas[x, y] = cell
            }
        }
        var exporter = ANSIExporter(depth: depth)
        let bytes = exporter.export(canvas)
        let screen = ANSIScreen(bytes)
        #expect(screen.height == 20)
        #expect(screen.cell(59, 19)?.character == "\u{10348}")
        if depth == .truecolor { #expect(screen.cell(10, 3)?.background == canvas[10, 3].background) }
    }
}

@Suite("Palette modes: dithered pictures, nearest color for flat UI")
struct DitherTests {
    /// Mean OKLab distance of 2x2-pixel blocks averaged in linear light, over half-block cells.
    static func blockError(_ reference: Canvas, _ mapped: Canvas) -> Double {
        var total = 0.0
        var blocks = 0
        for y in 0..<reference.size.height {
            for x in stride(from: 0, to: reference.size.width - 1, by: 2)
            where reference[x, y].isHalfBlock && reference[x + 1, y].isHalfBlock {
                func mean(_ c: Canvas) -> OKLab {
                    let px = [c[x, y].topPixel, c[x + 1, y].topPixel, c[x, y].bottomPixel, c[x + 1, y].bottomPixel].map(
                        LinearRGB.init)
                    return OKLab(
                        LinearRGB(
                            r: px.map(\.r).reduce(0, +) / 4, g: px.map(\.g).reduce(0, +) / 4,
                            b: px.map(\.b).reduce(0, +) / 4))
                }
                total += mean(reference).distanceSquared(to: mean(mapped)).squareRoot()
                blocks += 1
            }
        }
        return total / Double(blocks)
    }

    @Test(
        "a picture keeps its shading: 2x2 blocks are nearer the 24-bit frame than nearest color",
        arguments: [ColorDepth.ansi256, .ansi16])
    func picturesReadAsPictures(depth: ColorDepth) {
        let frame = Screen.materials.render(theme: ios13, traits: .light, size: Size(width: 120, height: 40))
        var dithered = frame
        var mapping = PaletteMapping(depth: depth)
        mapping.apply(to: &dithered)
        var nearest = frame
        var q = ColorQuantizer()
        for i in nearest.cells.indices {
            nearest.cells[i].foreground = XtermPalette.colors[Int(q.index(nearest.cells[i].foreground, depth: depth)!)]
            nearest.cells[i].background = XtermPalette.colors[Int(q.index(nearest.cells[i].background, depth: depth)!)]
        }
        #expect(DitherTests.blockError(frame, dithered) < 0.9 * DitherTests.blockError(frame, nearest))
    }

    @Test("a brown stays brown: the mix's hue is within 20° of the color's, and nearer than the single nearest color")
    func hueKept() throws {
        var pattern = DitherPattern(depth: .ansi256)
        for hex in ["#7B4A2A", "#8B5A2B", "#A0522D", "#6F4E37"] {
            let c = try #require(RGBA(hex: hex))
            let indexes = pattern.mix(c)
            let mix = try #require(indexes).map { LinearRGB(XtermPalette.colors[Int($0)]) }
            let mean = OKLab(
                LinearRGB(
                    r: mix.map(\.r).reduce(0, +) / 4, g: mix.map(\.g).reduce(0, +) / 4, b: mix.map(\.b).reduce(0, +) / 4
                ))
            let target = OKLab(c)
            func hue(_ l: OKLab) -> Double { atan2(l.b, l.a) * 180 / .pi }
            #expect(abs(hue(mean) - hue(target)) < 20, "\(hex)")
            var q = ColorQuantizer()
            let nearest = OKLab(XtermPalette.colors[Int(q.index256(c))])
            #expect(mean.distanceSquared(to: target) < nearest.distanceSquared(to: target), "\(hex)")
        }
    }

    @Test(
        """
        256 colors on Juniper's screens in all eight appearances: a fill a step of the gray ramp lighter or \
        darker than its page stays apart from it (the card from its page), one fill is one palette color (never \
        dithered), a palette color maps to itself
        """)
    func flatColorsStayDistinct() throws {
        let juniper = try ThemeLoader.load(packageRoot + "/themes/juniper.json")
        for screen in ScreenRef.all(in: juniper) {
            for traits in Traits.all {
                let frame = screen.render(theme: juniper, traits: traits, size: Screen.defaultSize)
                var mapped = frame
                var mapping = PaletteMapping(depth: .ansi256)
                mapping.apply(to: &mapped)
                // Fills: the backgrounds of text and blank cells, under names drawn in a few colors (not a blur).
                var colorsOfName: [UInt16: Set<RGBA>] = [:]
                var cellsOfColor: [RGBA: Int] = [:]
                for cell in frame.cells where !cell.isHalfBlock {
                    colorsOfName[cell.backgroundName, default: []].insert(cell.background)
                    cellsOfColor[cell.background, default: 0] += 1
                }
                var shownAs: [RGBA: Set<RGBA>] = [:]
                for (before, after) in zip(frame.cells, mapped.cells) where !before.isHalfBlock {
                    guard colorsOfName[before.backgroundName]!.count <= 4, cellsOfColor[before.background]! >= 3
                    else { continue }
                    shownAs[before.background, default: []].insert(after.background)
                }
                let label = "\(screen.name) \(traits)"
                #expect(shownAs.values.allSatisfy { $0.count == 1 }, "one fill, one palette color: \(label)")
                // The page: the fill of the most cells. Every fill clearly lighter or darker (a step of the gray
                // ramp near white and black, 0.03 OKLab) is shown apart from it: a card, a cell, a bar.
                guard let page = cellsOfColor.filter({ shownAs[$0.key] != nil }).max(by: { $0.value < $1.value })?.key
                else { continue }
                var merged: [String] = []
                for (fill, shown) in shownAs
                where abs(OKLab(fill).l - OKLab(page).l) >= 0.03 && shown == shownAs[page]! {
                    merged.append("\(fill.hexRGB) and the page \(page.hexRGB) as \(shown.first!.hexRGB)")
                }
                #expect(merged.isEmpty, "fills stay apart from their page: \(label): \(merged.sorted())")
            }
        }
        // Juniper's page and card, and a palette color.
        let mapping = FlatColorCheck()
        #expect(mapping.shown(["#EEF3F0", "#F4F7F5"]) == ["#EEEEEE", "#FFFFFF"])
        #expect(mapping.shown(["#C2410C"]) == ["#D75F00"], "burnt orange stays orange")
        #expect(mapping.shown(["#0087AF"]) == ["#0087AF"])
    }

    @Test(
        "text never takes its cell's background color (16 colors had labels vanish into fills)",
        arguments: [ColorDepth.ansi256, .ansi16, .ansi8])
    func textStaysVisible(depth: ColorDepth) throws {
        let juniper = try ThemeLoader.load(packageRoot + "/themes/juniper.json")
        for screen in ScreenRef.all(in: juniper) {
            for traits in [Traits.light, .dark] {
                let frame = screen.render(theme: juniper, traits: traits, size: Screen.defaultSize)
                var mapped = frame
                var mapping = PaletteMapping(depth: depth)
                mapping.apply(to: &mapped)
                var vanished: [String] = []
                for (i, (before, after)) in zip(frame.cells, mapped.cells).enumerated()
                where !before.isHalfBlock && !before.hidesForeground && before.foreground != before.background
                    && before.scalar.properties.isAlphabetic && after.foreground == after.background
                {
                    vanished.append("\(i % 80),\(i / 80) \(before.scalar)")
                }
                #expect(vanished.isEmpty, "\(screen.name) \(traits): \(vanished.prefix(8))")
            }
        }
    }

    @Test("ordered, not diffused: a change in one cell changes no other cell, and the same frame maps the same")
    func noShimmer() {
        let frame = Screen.materials.render(theme: ios13, traits: .dark, size: Size(width: 60, height: 20))
        var mapping = PaletteMapping(depth: .ansi256)
        var a = frame
        var b = frame
        b[30, 10].background = RGBA(hex: "#FF00FF")!
        b[30, 10].foreground = RGBA(hex: "#00FF00")!
        mapping.apply(to: &a)
        var fresh = PaletteMapping(depth: .ansi256)
        fresh.apply(to: &b)
        var again = frame
        mapping.apply(to: &again)
        #expect(a.cells == again.cells)
        let changed = zip(a.cells, b.cells).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        #expect(changed == [10 * 60 + 30])
    }

    @Test("an SVG in 256 colors shows the palette's colors")
    func svgFollowsDepth() {
        let canvas = Screen.settings.render(theme: ios13, traits: .light, size: Screen.defaultSize)
        let text = String(decoding: ExportFormat.svg.encode(canvas, depth: .ansi256, title: "t"), as: UTF8.self)
        #expect(text.contains("fill=\"#0087FF\"") && !text.contains("fill=\"#007AFF\""))
    }
}

/// Flat colors as a 256-color frame shows them: blank cells filled with each color, mapped together.
struct FlatColorCheck {
    func shown(_ hexes: [String]) -> [String] {
        var canvas = Canvas(size: Size(width: 4 * hexes.count, height: 1), background: Paint(.black))
        for (i, hex) in hexes.enumerated() {
            canvas.fill(Rect(x: 4 * i, y: 0, width: 4, height: 1), Paint(RGBA(hex: hex)!, "color \(i)"))
        }
        var mapping = PaletteMapping(depth: .ansi256)
        mapping.apply(to: &canvas)
        return hexes.indices.map { canvas[4 * $0, 0].background.hexRGB }
    }
}
