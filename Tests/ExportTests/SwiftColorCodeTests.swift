import ColorScience
import Formats
import Platform
import TestSupport
import Testing
import ThemeModel

@testable import Export

/// Colors kept in Swift, in the shapes iOS apps write them (own values), and dusk's own Swift hand-off read back.
@Suite("Swift color code")
struct SwiftColorCodeTests {
    static let folder = "App/Sources/Palette/"

    func load(_ files: [String: String], _ open: String, others: [String: String] = [:]) throws(ThemeError) -> Theme {
        var texts: [String: String] = others
        for (name, text) in files { texts[Self.folder + name] = text }
        return try ThemeLoader.load(Self.folder + open, fileAccess: MemoryFiles(texts: texts))
    }

    static let brand = """
        import UIKit
        import SwiftUI

        extension UIColor {
            static let fern = UIColor(red: 63 / 255, green: 107 / 255, blue: 53 / 255, alpha: 1)
            static let mist = UIColor(white: 0.5, alpha: 0.25)
            static let clay = #colorLiteral(red: 0.8, green: 0.4, blue: 0.2, alpha: 1)
            static let ink = UIColor(hex: 0x1D2B24)
            static let inkFaded = UIColor.ink.withAlphaComponent(0.5)
            static let link = UIColor.systemBlue
            static let black = UIColor.black
            static let paper = UIColor { traits in
                traits.userInterfaceStyle == .dark ? UIColor(white: 0.1, alpha: 1) : .white
            }
            static let sheet = UIColor(dynamicProvider: { traits in
                switch traits.userInterfaceStyle {
                case .dark:
                    if traits.userInterfaceLevel == .elevated { return UIColor(hex: 0x2C2C2E) }
                    return UIColor(hex: 0x1C1C1E)
                default:
                    return .white
                }
            })
            static var banner: UIColor { UIColor(named: "Banner")! }
            static var leaf: UIColor { UIColor(r: 36, g: 156, b: 6) }
            static var border: UIColor { UIColor(hex: 0x777777) ?? .systemGray4 }

            convenience init(r: Int, g: Int, b: Int, alpha: CGFloat = 1) {
                self.init(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
            }

            convenience init(hex: UInt32, alpha: CGFloat = 1) {
                self.init(red: CGFloat(hex >> 16 & 0xFF) / 255, green: CGFloat(hex >> 8 & 0xFF) / 255,
                          blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
            }
        }

        extension Color {
            static let accent = Color(red: 0.2, green: 0.6, blue: 0.4)
            static let warning = Color.orange
            static let fernSwiftUI = Color(UIColor.fern)
        }
        """

    static let catalog: [String: String] = [
        "App/Assets.xcassets/Contents.json": #"{"info": {"version": 1, "author": "xcode"}}"#,
        "App/Assets.xcassets/Banner.colorset/Contents.json": #"""
        {"colors": [
          {"idiom": "universal", "color": {"color-space": "srgb",
            "components": {"red": "0xFA", "green": "0xF7", "blue": "0xF0", "alpha": "1.000"}}},
          {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
           "color": {"color-space": "srgb",
            "components": {"red": "0x2E", "green": "0x25", "blue": "0x1D", "alpha": "1.000"}}}
        ], "info": {"version": 1, "author": "xcode"}}
        """#,
    ]

    @Test("components, white, literals, hex through the app's own init, system colors and alpha")
    func statics() throws {
        let theme = try load(["UIColor+Brand.swift": Self.brand], "UIColor+Brand.swift", others: Self.catalog)
        #expect(theme.resolve("fern", .light) == RGBA(hex: "#3F6B35"))
        #expect(theme.resolve("mist", .light) == RGBA(0x80, 0x80, 0x80, 0x40))
        #expect(theme.resolve("clay", .light) == RGBA(hex: "#CC6633"))
        #expect(theme.resolve("ink", .light) == RGBA(hex: "#1D2B24"))
        #expect(theme.resolve("inkFaded", .light) == RGBA(0x1D, 0x2B, 0x24, 0x80))
        // A system color stays dynamic; UIKit's `.black` is its fixed black, never the declaration itself.
        #expect(theme.resolve("link", .dark) == RGBA(hex: "#0A84FF"))
        #expect(theme.resolve("black", .dark) == RGBA(hex: "#000000"))
        // SwiftUI's `.orange` is iOS's adaptive orange.
        #expect(theme.resolve("warning", .dark) == RGBA(hex: "#FF9F0A"))
        #expect(theme.resolve("accent", .light) == RGBA(hex: "#339966"))
        #expect(theme.resolve("fernSwiftUI", .light) == RGBA(hex: "#3F6B35"))
        // The app's own initializer, read with the call's numbers; `??` takes what dusk reads.
        #expect(theme.resolve("leaf", .light) == RGBA(hex: "#249C06"))
        #expect(theme.resolve("border", .light) == RGBA(hex: "#777777"))
    }

    @Test("dynamic providers and catalog colors give each appearance its value")
    func dynamic() throws {
        let theme = try load(["UIColor+Brand.swift": Self.brand], "UIColor+Brand.swift", others: Self.catalog)
        #expect(theme.resolve("paper", .light) == RGBA(hex: "#FFFFFF"))
        #expect(theme.resolve("paper", .dark) == RGBA(hex: "#1A1A1A"))
        #expect(theme.resolve("sheet", .dark) == RGBA(hex: "#1C1C1E"))
        #expect(theme.resolve("sheet", Traits(.dark, .elevated)) == RGBA(hex: "#2C2C2E"))
        #expect(theme.resolve("sheet", Traits(.light, .elevated)) == RGBA(hex: "#FFFFFF"))
        #expect(theme.resolve("banner", .light) == RGBA(hex: "#FAF7F0"))
        #expect(theme.resolve("banner", .dark) == RGBA(hex: "#2E251D"))
    }

    @Test("what code computes at run time is named in a note, and eight digits need the app's own reader")
    func unread() throws {
        let theme = try load(
            [
                "Colors.swift": """
                extension UIColor {
                    static let ok = UIColor(white: 0, alpha: 1)
                    static let fromServer = UIColor(hex: Settings.shared.brandHex)
                    static let eight = UIColor(hexString: "#11223344")
                    static let mode = UIColor { traits in traits.horizontalSizeClass == .compact ? .red : .blue }
                }
                """
            ], "Colors.swift")
        let notes = theme.notes.map(\.message)
        #expect(notes.contains("`fromServer` not read: hex digits computed when the app runs"))
        #expect(notes.contains { $0.hasPrefix("`eight` not read: eight hex digits (`11223344`)") })
        #expect(notes.contains { $0.hasPrefix("`mode` not read: a condition dusk does not evaluate") })
        #expect(theme.resolve("ok", .light) == RGBA(hex: "#000000"))
    }

    @Test("code for macOS is not iOS's: the #else branch of #if os(macOS) is read")
    func platforms() throws {
        let theme = try load(
            [
                "Palette.swift": """
                #if os(macOS)
                typealias PlatformColor = NSColor
                extension NSColor { static let brand = NSColor(red: 1, green: 0, blue: 0, alpha: 1) }
                #else
                typealias PlatformColor = UIColor
                extension UIColor { static let brand = PlatformColor(red: 0, green: 0, blue: 1, alpha: 1) }
                #endif
                """
            ], "Palette.swift")
        #expect(theme.resolve("brand", .light) == RGBA(hex: "#0000FF"))
    }

    @Test("a folder of app code is named as code, with the file that declares the colors to give instead")
    func codeFolder() {
        let files = MemoryFiles(texts: [
            Self.folder + "AppDelegate.swift": "import UIKit\n",
            Self.folder + "BrandColors.swift": Self.brand,
            Self.folder + "Views.swift": "import SwiftUI\n",
        ])
        #expect {
            try ThemeLoader.load(String(Self.folder.dropLast()), fileAccess: files)
        } throws: { error in
            "\(error)".contains(
                "it is a folder of app code (`AppDelegate.swift`, `BrandColors.swift`, `Views.swift`); give the file "
                    + "that declares its colors, as `App/Sources/Palette/BrandColors.swift`")
        }
    }

    @Test("a hostile sweep's cases: compound #if, case … where, out-of-range HSB, UIKit names in SwiftUI, a BOM")
    func sweep() throws {
        let theme = try load(
            [
                "Palette.swift": "\u{FEFF}extension UIColor {\n"
                    + """
                        static let first = UIColor(white: 0, alpha: 1)
                    #if os(iOS) || os(tvOS)
                        static let shared = UIColor(white: 1, alpha: 1)
                    #else
                        static let shared = UIColor(white: 0.5, alpha: 1)
                    #endif
                    #if false
                        static let never = UIColor(white: 0.5, alpha: 1)
                    #endif
                        static let vivid = UIColor(hue: 0.25, saturation: 2, brightness: 1, alpha: 1)
                        static let guarded = UIColor { traits in
                            switch traits.userInterfaceStyle {
                            case .dark where Settings.oled: return .black
                            default: return .white
                            }
                        }
                    }
                    extension Color {
                        static let system = Color(.systemBlue)
                    }
                    """
            ], "Palette.swift")
        #expect(theme.resolve("first", .light) == RGBA(hex: "#000000"))
        #expect(theme.resolve("shared", .light) == RGBA(hex: "#FFFFFF"))
        #expect(theme["never"] == nil)
        #expect(theme.resolve("vivid", .light) == RGBA(hex: "#80FF00"))
        #expect(theme.notes.contains { $0.message.hasPrefix("`guarded` not read: a `case … where`") })
        #expect(theme.resolve("system", .dark) == RGBA(hex: "#0A84FF"))
    }

    @Test("a catalog with a broken colorset: the note for a color it lacks says the catalog has an error")
    func brokenCatalog() throws {
        var others = Self.catalog
        others["App/Assets.xcassets/Broken.colorset/Contents.json"] = "{ not json"
        let theme = try load(
            [
                "Colors.swift": "extension UIColor {\n    static let ok = UIColor(white: 0, alpha: 1)\n"
                    + "    static var banner: UIColor { UIColor(named: \"Banner\")! }\n}\n"
            ], "Colors.swift", others: others)
        #expect(theme.resolve("ok", .light) == RGBA(hex: "#000000"))
        let banner = theme.resolve("banner", .light)
        let note = theme.notes.first { $0.message.hasPrefix("`banner` not read") }?.message ?? ""
        #expect(banner == RGBA(hex: "#FAF7F0") || note.contains("the catalog has an error"), "\(note)")
    }

    @Test("a theme named Color hands off an enum that does not hide SwiftUI's Color")
    func handoffTypeName() {
        #expect(SwiftWriter.typeName("Color") == "ColorPalette")
        #expect(SwiftWriter.typeName("UIColor") == "UIColorPalette")
        #expect(SwiftWriter.typeName("Juniper") == "Juniper")
    }

    @Test("dusk's own Swift hand-off reads back to the palette it was made from, in all eight appearances")
    func handoffRoundTrip() throws {
        let original = try ThemeLoader.load(packageRoot + "/themes/juniper.json")
        let palette = HandoffPalette(original)
        let swift = try SwiftWriter.write(palette)
        let back = try ThemeLoader.load("Juniper.swift", fileAccess: MemoryFiles(texts: ["Juniper.swift": swift]))
        #expect(back.name == "Juniper")
        let ids = try SwiftWriter.identifiers(palette)
        #expect(!palette.colors.isEmpty)
        for (color, id) in zip(palette.colors, ids) {
            for traits in Traits.all {
                #expect(back.resolve(id, traits) == color.value(traits), "\(color.name) in \(traits.name)")
            }
        }
    }
}
