import ColorScience
import Formats
import Testing
import ThemeModel

@testable import Screens

/// What an iOS designer checks by eye, held as cells: one drawing for the built-in screens and screen files.
@Suite("Screens that read as iOS 13")
struct IOSLookTests {
    static let size = Size(width: 80, height: 40)

    func custom(_ body: String, _ traits: Traits = .light) throws -> Canvas {
        let theme = try ScreenFileTests.theme("{ background: \"systemGroupedBackground\", body: [ \(body) ] }")
        return ScreenRef.custom("shop").render(theme: theme, traits: traits, size: Self.size)
    }

    @Test("a screen file's presented card is the built-in card's page sheet, row for row, above its content")
    func presentedCardIsThePageSheet() throws {
        for traits in [Traits.light, .dark] {
            let file = try custom("{ card: { title: \"Learn More\", presented: true, items: [] } }", traits)
            let builtin = Screen.card.render(theme: ios13, traits: traits, size: Self.size)
            // The status bar, the sliver and the sheet's edge: the same cells.
            for y in 0...2 {
                for x in 0..<Self.size.width {
                    #expect(file[x, y].scalar == builtin[x, y].scalar, "\(traits) \(x),\(y)")
                    #expect(file[x, y].foreground == builtin[x, y].foreground, "\(traits) \(x),\(y)")
                    #expect(file[x, y].background == builtin[x, y].background, "\(traits) \(x),\(y)")
                }
            }
            // The title centered on the same row, on the same sheet color.
            let title = try #require(file.plainLines[3].range(of: "Learn More"))
            #expect(builtin.plainLines[3].range(of: "Learn More") == title)
            #expect(file[40, 3].background == builtin[40, 3].background)
        }
    }

    @Test("a screen file's segmented control draws exactly as the built-in one, the selection apart from its track")
    func segmentedIsShared() throws {
        for traits in [Traits.light, .dark] {
            let file = try custom("{ segmented: { items: [\"Day\", \"Week\", \"Month\"], selected: 1 } }", traits)
            var builtin = Canvas(size: Size(width: 80, height: 3), background: Paint(.white))
            // Three rows: the track's top edge, the segments (row 1), its bottom edge.
            let context = ScreenContext(theme: ios13, traits: traits, size: Self.size, options: ScreenOptions())
            Widgets.segmented(
                ["Day", "Week", "Month"], selected: 1, in: Rect(x: 2, y: 0, width: 76, height: 3), &builtin, context)
            let y = try #require(file.plainLines.firstIndex { $0.contains("Week") })
            let week = file.plainLines[y].range(of: "Week")!.lowerBound.utf16Offset(in: file.plainLines[y])
            #expect(builtin.plainLines[1] == file.plainLines[y])
            let selected = file[week, y].background
            let track = file[3, y].background
            #expect(selected == (traits.style == .light ? .white : RGBA(hex: "#636366")!), "\(traits)")
            #expect(selected != track)
            #expect(file[week, y].attributes.contains(.bold))
        }
    }

    @Test(
        """
        the alert, when shown, is centered, 270 of 375 points wide, over the screen dimmed; hidden, the controls are \
        undimmed; check reads the controls undimmed and the alert's pairs
        """)
    func alertOverDimmedScreen() throws {
        let plain = Screen.controls.render(theme: ios13, traits: .light, size: Self.size)
        #expect(!plain.plainLines.contains { $0.contains("Delete Photo?") })
        #expect(plain[1, 30].background == .white, "no alert, nothing dimmed")
        for size in [Self.size, Size(width: 80, height: 24)] {
            let shown = Screen.controls.render(
                theme: ios13, traits: .light, size: size, options: ScreenOptions(showsAlert: true))
            let title = try #require(shown.plainLines.firstIndex { $0.contains("Delete Photo?") })
            #expect(title == (size.height - 8) / 2 + 1, "centered vertically at \(size.width)x\(size.height)")
        }
        let canvas = Screen.controls.render(
            theme: ios13, traits: .light, size: Self.size, options: ScreenOptions(showsAlert: true))
        let y = try #require(canvas.plainLines.firstIndex { $0.contains("Delete Photo?") })
        let alertColor = canvas[40, y].background
        let left = try #require((0..<80).first { canvas[$0, y].background == alertColor })
        let right = try #require((0..<80).last { canvas[$0, y].background == alertColor })
        #expect(abs((left + right + 1) / 2 - 40) <= 1, "centered")
        #expect(right - left + 1 == 80 * 270 / 375)
        // The page around it under UIKit's 20% black; as drawn before, white.
        #expect(canvas[1, 30].background == RGBA(0, 0, 0, 0x33).over(.white))
        #expect(canvas.undimmed()[1, 30].background == .white)
        let pairs = canvas.drawnPairs(traits: .light, screen: "controls")
        let filled = try #require(pairs.first { $0.element == "Filled" })
        #expect(filled.backgroundColor == RGBA(hex: "#007AFF"), "the button judged as it is in use")
        // What check judges: the screens in every state, the alert's actions on its elevated background.
        let judged = ScreenPairs().drawnPairs(ios13, [.light])
        #expect(judged.contains { $0.foreground == "systemRed" && $0.background == "secondarySystemBackground" })
    }

    @Test("message bubbles: incoming on the leading side in systemGray5, outgoing on the trailing side in the tint")
    func bubbles() throws {
        let canvas = try custom(
            """
            { bubble: { from: "Maya", text: "Does the card still read?" } },
            { bubble: { outgoing: true, text: "It passes in all eight appearances." } }
            """)
        let lines = canvas.plainLines
        let incoming = try #require(lines.firstIndex { $0.contains("Does the card") })
        let outgoing = try #require(lines.firstIndex { $0.contains("It passes") })
        #expect(lines[incoming - 2].contains("Maya"), "the sender above, past the bubble's top edge")
        let inX = lines[incoming].range(of: "Does")!.lowerBound.utf16Offset(in: lines[incoming])
        let outX = lines[outgoing].range(of: "It passes")!.lowerBound.utf16Offset(in: lines[outgoing])
        #expect(inX < 10 && outX > 20)
        #expect(canvas[inX, incoming].background == RGBA(hex: "#E5E5EA"))
        #expect(canvas[outX, outgoing].background == RGBA(hex: "#007AFF"))
        #expect(canvas[outX, outgoing].foreground == .white)
        let bubble = (0..<80).filter { canvas[$0, outgoing].background == RGBA(hex: "#007AFF") }
        #expect(bubble.count <= 80 * 7 / 10 && bubble.last! == 77, "at most 70% wide, against the trailing margin")
    }

    @Test(
        """
        a bubble stays within 70% whatever its text: a long word is cut with …, a control character is measured \
        as the ? it is drawn as; one that does not fit leaves nothing drawn in its place
        """)
    func bubbleLimits() throws {
        let long = String(repeating: "x", count: 120)
        let canvas = try custom(
            """
            { bubble: { from: "Maya\\u202E", text: "one\\u202E two three four five six seven eight nine ten eleven" } },
            { bubble: { outgoing: true, text: "\(long)" } },
            { bubble: { text: "line\\u2028break" } }
            """)
        #expect(!canvas.cells.contains { $0.scalar == "\u{2028}" }, "a line separator is drawn as ?, not passed on")
        let lines = canvas.plainLines
        #expect(lines.contains { $0.contains("Maya?") })
        // Every word of the first bubble is drawn, wrapped, none cut.
        let text = lines.joined(separator: " ")
        for word in ["one?", "ten", "eleven"] { #expect(text.contains(word), "\(word)") }
        let row = try #require(lines.firstIndex { $0.contains("xxxx") })
        #expect(lines[row].contains("x…"))
        let bubble = (0..<80).filter { canvas[$0, row].background == RGBA(hex: "#007AFF") }
        #expect(bubble.count <= 80 * 7 / 10 && bubble.last == 77)
        let small = try ScreenFileTests.theme(
            "{ body: [ { spacer: 12 }, { bubble: { text: \"does not fit\" } }, { text: \"after\" } ] }")
        let tiny = ScreenRef.custom("shop").render(theme: small, traits: .light, size: Size(width: 40, height: 16))
        #expect(!tiny.plainLines.contains { $0.contains("after") }, "nothing drawn where the bubble did not fit")
    }

    @Test("materials: the three vibrant fills and separator; Increase Contrast makes the panels more opaque")
    func materials() throws {
        let normal = Screen.materials.render(theme: ios13, traits: .light, size: Self.size)
        let high = Screen.materials.render(theme: ios13, traits: Traits(.light, .base, .high), size: Self.size)
        for name in ["systemFill", "secondarySystemFill", "tertiarySystemFill", "separator"] {
            #expect(normal.names.contains(name), "\(name)")
        }
        // A panel pixel over the sea: nearer the tint (white) with Increase Contrast.
        let y = try #require(normal.plainLines.firstIndex { $0.contains("Thick") })
        let cell = y + 3
        #expect(
            Contrast.relativeLuminance(high[70, cell].topPixel) > Contrast.relativeLuminance(normal[70, cell].topPixel))
    }

    @Test("the palette names each background, gives each sample its ratio and mark, and shows light text on its fill")
    func paletteSpecimens() throws {
        let theme = try ThemeLoader.load(
            text: #"""
                { "name": "Badge", "colors": { "badge": "#D12F1F", "badgeText": "#FFFFFF99", "ink": "#1B1530" },
                  "roles": { "badge": "colorFill", "badgeText": "text", "ink": "text" } }
                """#, path: "badge.json")
        let canvas = Screen.palette.render(theme: theme, traits: .light, size: Self.size)
        let lines = canvas.plainLines
        let ink = try #require(lines.firstIndex { $0.hasPrefix("  ink") })
        #expect(lines[ink + 1].contains("✓") && lines[ink + 2].contains("background"))
        #expect(lines[ink + 2].contains("secondary") && lines[ink + 2].contains("grouped"))
        let badge = try #require(lines.firstIndex { $0.hasPrefix("  badgeText") })
        // Read on none of the system backgrounds: shown first on the badge, and failing there too (2.6:1).
        #expect(lines[badge + 2].hasPrefix("   badge"))
        #expect(canvas[3, badge + 1].background == RGBA(hex: "#D12F1F"))
        #expect(lines[badge + 1].contains("2.6 !"))
    }
}
