import ColorScience
import Testing

@testable import Formats
@testable import ThemeModel

/// GIMP palettes as GIMP, Inkscape and Krita write them.
@Suite("GIMP palettes")
struct GimpPaletteTests {
    func load(_ name: String, _ text: String) throws(ThemeError) -> Theme { try TestFiles.load(name, text) }

    func failure(_ name: String, _ text: String) -> String { TestFiles.failure(name, text) }

    @Test("header, name, columns, comments and colors with names of several words, light only in every appearance")
    func palette() throws {
        let text = """
            GIMP Palette
            Name: Harbor
            Columns: 4
            #
            # Brand colors
             27  94 133\tHarbor Blue
            255 149   0\tSignal Orange
            \t
            248 246 241 Paper
            """
        let theme = try load("brand/harbor.gpl", text)
        #expect(theme.name == "Harbor")
        #expect(theme.ownColorNames == ["Harbor Blue", "Signal Orange", "Paper"])
        for traits in Traits.all {
            #expect(theme.resolve("Signal Orange", traits)?.hexRGB == "#FF9500")
        }
        #expect(theme.resolve("Harbor Blue", .light)?.hexRGB == "#1B5E85")
        #expect(theme["Paper"]?.location?.line == 9)
        #expect(theme.coverage == Coverage(read: 3, skipped: 0))
    }

    @Test("a color without a name is Untitled, as GIMP reads it; repeated names count on, in one note")
    func namesAsGimpReadsThem() throws {
        let theme = try load("p.gpl", "GIMP Palette\r\n0 0 0\r\n255 255 255\r\n10 10 10 Ink\r\n20 20 20 Ink\r\n")
        #expect(theme.ownColorNames == ["Untitled", "Untitled 2", "Ink", "Ink 2"])
        #expect(theme.notes.contains { $0.message.contains("2 swatch names repeat (such as `Untitled`)") })
    }

    @Test("every line that is not a color is an error at its place, all said at once")
    func badLines() {
        let message = failure(
            "p.gpl", "GIMP Palette\nName: P\n255 0\n256 0 0 Too Red\n12 1x 3 Typo\n0 0 0 Fine\n")
        #expect(message.contains("p.gpl:3:6: error: no blue value: a color line is red, green and blue"))
        #expect(message.contains("p.gpl:4:1: error: the red value must be a whole number from 0 to 255, found `256`"))
        #expect(message.contains("p.gpl:5:4: error: the green value must be a whole number from 0 to 255, found `1x`"))
    }

    @Test("a file without the GIMP header is refused naming the line it needs")
    func header() {
        #expect(
            failure("p.gpl", "Name: P\n0 0 0 Black\n").contains(
                "p.gpl:1:1: error: a GIMP palette starts with the line `GIMP Palette`, found `Name: P`"))
        #expect(failure("p.gpl", "").contains("found an empty file"))
        #expect(failure("p.gpl", "GIMP Palette\nName: Empty\n").contains("it holds no colors (a GIMP palette (*.gpl)"))
    }

    @Test("a name with control characters is refused, never printed raw")
    func unsafeName() {
        let message = failure("p.gpl", "GIMP Palette\n1 2 3 Evil\u{1B}[31m\n")
        #expect(message.contains("contains control characters"))
        #expect(!message.contains("\u{1B}"))
    }
}
