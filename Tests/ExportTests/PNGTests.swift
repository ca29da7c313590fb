import ANSIReader
import ColorScience
import Encoding
import Formats
import Foundation
import Screens
import TestSupport
import Testing
import ThemeModel

@testable import Export
@testable import Raster

@Suite("PNG pictures")
struct PNGTests {
    static let juniper = try! ThemeLoader.load(packageRoot + "/themes/juniper.json")

    /// Every pixel of a blank cell is the background the ANSI export gives that cell, bit for bit; a half
    /// block is its two colors in exact halves.
    static func expectMatchesANSI(_ canvas: Canvas, depth: ColorDepth, scale: Int = 1, _ what: String) throws {
        var exporter = ANSIExporter(depth: depth)
        let shown = ANSIScreen(exporter.export(canvas))
        let png = try DecodedPNG(ExportFormat.png.encode(canvas, depth: depth, title: "", picture: .init(scale: scale)))
        let font = CellFont.at(scale: scale)
        #expect(png.width == canvas.size.width * font.cellWidth && png.height == canvas.size.height * font.cellHeight)
        var blanks = 0
        for (y, row) in shown.rows.enumerated() {
            for (x, cell) in row.enumerated()
            where (cell.character == " " && !cell.underline) || cell.character == Cell.upperHalf
                || cell.character == SolidGlyphs.lowerHalf
            {
                // The ANSI export sends a cell of two pixels as the lower half block (ink below).
                let ink = cell.character == " " ? nil : try #require(cell.foreground).pixel
                let background = try #require(cell.background).pixel
                let lower = cell.character == SolidGlyphs.lowerHalf
                let (top, bottom) = lower ? (background, ink!) : (ink ?? background, background)
                var wrong: (Int, Int, UInt32)? = nil
                for py in 0..<font.cellHeight {
                    for px in 0..<font.cellWidth {
                        let pixel = png[x * font.cellWidth + px, y * font.cellHeight + py]
                        let expected = py < font.cellHeight / 2 ? top : bottom
                        if pixel != expected && wrong == nil { wrong = (px, py, pixel) }
                    }
                }
                if let wrong {
                    Issue.record(
                        """
                        \(what): cell \(x),\(y) (`\(cell.character)`) pixel \(wrong.0),\(wrong.1) is \
                        \(String(wrong.2, radix: 16)), the ANSI export gives \(String(background, radix: 16))
                        """)
                    return
                }
                blanks += 1
            }
        }
        #expect(blanks > canvas.cells.count / 4, "\(what): \(blanks) blank cells compared")
    }

    @Test("blank cells are the ANSI export's backgrounds, bit for bit, on every screen in every appearance")
    func backgroundsAreTheANSIExports() throws {
        for theme in [ios13, Self.juniper] {
            for screen in ScreenRef.all(in: theme) {
                // Juniper (and its screen files) in light and dark; Apple's palette in all eight.
                for traits in theme.name == ios13.name ? Traits.all : Array(Traits.all.prefix(2)) {
                    let canvas = ScreenRequest(screen: screen, traits: traits, size: Screen.defaultSize).render(theme)
                    try Self.expectMatchesANSI(canvas, depth: .truecolor, "\(theme.name) \(screen.name) \(traits.name)")
                }
            }
        }
    }

    @Test("in 256 and 16 colors and at scale 2, the PNG shows the colors the ANSI export sends")
    func depthsAndScale() throws {
        for screen in [Screen.materials, .settings, .palette] {
            for traits in [Traits.all[0], Traits.all[1]] {
                let canvas = screen.render(theme: Self.juniper, traits: traits, size: Screen.defaultSize)
                try Self.expectMatchesANSI(canvas, depth: .ansi256, "\(screen) \(traits.name) 256")
                try Self.expectMatchesANSI(canvas, depth: .ansi16, "\(screen) \(traits.name) 16")
            }
        }
        let settings = Screen.settings.render(theme: ios13, traits: Traits.all[1], size: Size(width: 40, height: 12))
        try Self.expectMatchesANSI(settings, depth: .truecolor, scale: 2, "settings dark at scale 2")
    }

    @Test("text is drawn in the foreground color, bold with the bold face")
    func textPixels() throws {
        var canvas = Canvas(size: Size(width: 4, height: 1), background: Paint(.white))
        canvas[0, 0].scalar = "A"
        canvas[0, 0].foreground = RGBA(255, 0, 0)
        canvas[1, 0].scalar = "A"
        canvas[1, 0].foreground = RGBA(255, 0, 0)
        canvas[1, 0].attributes = .bold
        let png = try DecodedPNG(ExportFormat.png.encode(canvas, depth: .truecolor, title: ""))
        func inked(_ cell: Int) -> Int {
            (0..<16).reduce(0) { sum, y in sum + (0..<8).filter { png[cell * 8 + $0, y] == 0xFFFF_0000 }.count }
        }
        #expect(inked(0) > 10)
        #expect(inked(1) > inked(0), "bold has more ink")
        #expect(inked(2) == 0)
        #expect(Set(png.pixels) == [0xFFFF_FFFF, 0xFFFF_0000])
    }

    @Test("the font covers every glyph the screens may draw, in both faces and both sizes")
    func fontCoverage() {
        var scalars = (0x20..<0x7F).compactMap(Unicode.Scalar.init) + GlyphPolicy.others
        scalars += (0x2500...0x257F).compactMap(Unicode.Scalar.init)
        for scalar in scalars where scalar != " " {
            guard let glyph = CellFont.glyph(scalar) else {
                Issue.record("no glyph for U+\(String(scalar.value, radix: 16, uppercase: true)) \(scalar)")
                continue
            }
            for font in [CellFont.small, .large] {
                for bold in [false, true] {
                    let ink = (0..<font.cellHeight).contains { font.row(glyph, $0, bold: bold) != 0 }
                    #expect(ink, "U+\(String(scalar.value, radix: 16)) \(scalar) is blank at \(font.cellWidth)")
                }
            }
        }
        for value in UInt32(0x2580)...0x259F {
            let scalar = Unicode.Scalar(value)!
            #expect(BlockElements.rectangles(scalar) != nil || BlockElements.shade(scalar) != nil, "\(scalar)")
        }
    }

    @Test("same canvas, same bytes; a framed picture has transparent corners and a bezel")
    func deterministicAndFramed() throws {
        let canvas = Screen.settings.render(theme: Self.juniper, traits: Traits.all[0], size: Screen.defaultSize)
        let once = ExportFormat.png.encode(canvas, depth: .truecolor, title: "")
        #expect(once == ExportFormat.png.encode(canvas, depth: .truecolor, title: ""))
        let framed = try DecodedPNG(
            ExportFormat.png.encode(canvas, depth: .truecolor, title: "", picture: .init(frame: true)))
        let frame = DeviceFrame(width: canvas.size.width * 8, height: canvas.size.height * 16, cellWidth: 8)
        #expect(framed.width == canvas.size.width * 8 + 2 * frame.bezel)
        #expect(framed[0, 0] >> 24 == 0, "outside the bezel's corner is transparent")
        #expect(framed[framed.width / 2, 1] == DeviceFrame.bezelColor)
        let inside = try DecodedPNG(once)
        #expect(framed[frame.bezel + 40, frame.bezel + 40] == inside[40, 40])
    }

    @Test("a PNG carries no text from the theme: only IHDR, PLTE, tRNS, IDAT and IEND chunks")
    func onlyPictureChunks() throws {
        let theme = try ThemeLoader.load(
            text: ##"{"name": "evil\u001B]52;c;aGVsbG8=\u0007", "colors": {"brandText": "#123456"}}"##, path: "t.json")
        let canvas = Screen.colors.render(theme: theme, traits: .light, size: Screen.defaultSize)
        let png = ExportFormat.png.encode(canvas, depth: .truecolor, title: theme.name, picture: .init(frame: true))
        var types: [String] = []
        var at = 8
        while at + 8 <= png.count {
            let length = png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: png[(at + 4)..<(at + 8)], as: UTF8.self))
            at += 12 + length
        }
        #expect(Set(types).isSubset(of: ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"]), "\(types)")
        #expect(types.first == "IHDR" && types.last == "IEND")
    }

    @Test("a frame's corner never cuts the status bar's time; a sheet's labels fit their panes")
    func frameAndLabelsAtEdges() throws {
        for size in [Size(width: 40, height: 16), Size(width: 80, height: 40), Size(width: 200, height: 60)] {
            for scale in [1, 2] {
                let canvas = Screen.settings.render(theme: ios13, traits: .light, size: size)
                let plain = try DecodedPNG(
                    ExportFormat.png.encode(canvas, depth: .truecolor, title: "", picture: .init(scale: scale)))
                let framed = try DecodedPNG(
                    ExportFormat.png.encode(
                        canvas, depth: .truecolor, title: "", picture: .init(scale: scale, frame: true)))
                let bezel = (framed.width - plain.width) / 2
                // The time's ink (columns 1 to 5 of the top row; the cells' bottom rows are their background).
                for y in 0..<(16 * scale) {
                    for x in (8 * scale)..<(48 * scale)
                    where plain[x, y] != plain[x, 16 * scale - 1] && framed[bezel + x, bezel + y] != plain[x, y] {
                        Issue.record("\(size) at scale \(scale): the frame covers pixel \(x),\(y) of the time")
                        return
                    }
                }
            }
        }
        // Panes narrower than their labels: each label is cut with … inside its pane, none runs into the next.
        let layout = SheetLayout(paneWidth: 3 * 8, paneHeight: 3 * 16, count: 8, unit: 16)
        #expect(layout.fitted("dark elevated high contrast", characterWidth: 8) == "da…")
        #expect(layout.fitted("light", characterWidth: 4) == "light")
        let sheet = SheetRequest(
            screen: .builtin(.labels), appearances: Traits.all, size: Size(width: 3, height: 3), format: .png)
        let decoded = try DecodedPNG(sheet.render(ios13))
        let sheetLayout = SheetLayout(paneWidth: 24, paneHeight: 48, count: 8, unit: 16)
        #expect(decoded.width == sheetLayout.width)
        // The margin left of the first pane stays the ground on every row: no label wrapped round into it.
        for y in 0..<decoded.height { #expect(decoded[0, y] == SheetLayout.background, "row \(y)") }
    }

    @Test("deflate codes every match length 3-258 at every distance code's base")
    func everyLengthAndDistance() {
        var random = SplitMix64(state: 258)
        var input: [UInt8] = []
        let bases = FixedCodes.distanceBases + [32768]
        for length in 3...258 {
            let distance = bases[length % bases.count]
            // Fresh bytes, then a copy of `length` of them from `distance` back.
            let fresh = (0..<max(distance, length)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            input += fresh
            input += Array(input[(input.count - distance)...].prefix(length))
        }
        let stream = Deflate.zlib(input)
        #expect(inflate(stream, expecting: input.count) == input)
        #expect(stream.count < input.count * 9 / 8 + 64)
    }

    @Test("more than 256 colors is an RGB picture that decodes to the same pixels")
    func manyColors() throws {
        var image = PixelImage(width: 300, height: 7, fill: 0xFF00_0000)
        for x in 0..<300 { for y in 0..<7 { image[x, y] = 0xFF00_0000 | UInt32(x * 211 + y * 7919) & 0xFF_FFFF } }
        let decoded = try DecodedPNG(PNGEncoder.encode(image))
        #expect(decoded.colorType == 2)
        #expect(decoded.pixels == image.pixels)
        image[3, 3] = 0x8012_3456
        let translucent = try DecodedPNG(PNGEncoder.encode(image))
        #expect(translucent.colorType == 6)
        #expect(translucent.pixels == image.pixels)
    }

    @Test("deflate round-trips through the system zlib: empty, runs, far repeats, noise")
    func deflateRoundTrip() {
        var random = SplitMix64(state: 26)
        let noise = (0..<70_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let block = (0..<300).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        var far = block
        far += [UInt8](repeating: 7, count: 32_000)
        far += block
        far += noise.prefix(40_000)
        far += block
        let inputs: [[UInt8]] = [
            [], [42], [1, 2], [UInt8](repeating: 0, count: 100_000), Array("abcabcabcabcabcabd".utf8), noise,
            far, (0..<200_000).map { UInt8($0 % 251) },
        ]
        for input in inputs {
            let stream = Deflate.zlib(input)
            #expect(inflate(stream, expecting: input.count) == input, "\(input.count) bytes")
        }
        #expect(Deflate.zlib([UInt8](repeating: 0, count: 100_000)).count < 1_000)
    }

    @Test("CRC-32, Adler-32 and base64 agree with zlib's and Foundation's")
    func checksums() {
        let bytes = Array("The quick brown fox jumps over the lazy dog".utf8)
        #expect(Checksums.crc32(bytes) == 0x414F_A339)
        #expect(bytes.withUnsafeBufferPointer { Checksums.adler32($0) } == 0x5BDC_0FDA)
        for count in 0..<7 {
            let slice = Array(bytes.prefix(count))
            #expect(Base64.encode(slice) == Data(slice).base64EncodedString())
        }
    }
}
