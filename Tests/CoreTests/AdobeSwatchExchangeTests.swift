import ColorScience
import Platform
import Testing

@testable import Formats
@testable import ThemeModel

/// Writes ASE files in the layout Adobe's apps write: big-endian, UTF-16 names with a NUL, blocks with lengths.
enum ASE {
    static func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    static func u32(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(v >> $0 & 0xFF) } }
    static func float(_ v: Float) -> [UInt8] { u32(Int(v.bitPattern)) }
    static func name(_ s: String) -> [UInt8] {
        let units = Array(s.utf16) + [0]
        return u16(units.count) + units.flatMap { u16(Int($0)) }
    }
    static func block(_ type: Int, _ body: [UInt8]) -> [UInt8] { u16(type) + u32(body.count) + body }
    static func color(_ name: String, _ model: String, _ values: [Float], type: Int = 2) -> [UInt8] {
        block(1, self.name(name) + Array(model.utf8) + values.flatMap(float) + u16(type))
    }
    static func group(_ name: String, _ colors: [[UInt8]]) -> [[UInt8]] {
        [block(0xC001, self.name(name))] + colors + [block(0xC002, [])]
    }
    static func file(_ blocks: [[UInt8]], count: Int? = nil) -> [UInt8] {
        Array("ASEF".utf8) + u16(1) + u16(0) + u32(count ?? blocks.count) + blocks.flatMap { $0 }
    }
}

@Suite("Adobe Swatch Exchange")
struct AdobeSwatchExchangeTests {
    static let swatches = ASE.file(
        ASE.group("Brand", [ASE.color("Primary", "RGB ", [1, 0.5, 0], type: 0), ASE.color("Stone", "Gray", [0.2])])
            + [
                ASE.color("Ink", "LAB ", [0.5, 0, 0], type: 1), ASE.color("", "RGB ", [0, 0, 1]),
                ASE.color("Ink", "RGB ", [0, 1, 0]), ASE.color("Press", "CMYK", [0, 1, 1, 0]),
            ])

    func load(_ bytes: [UInt8], _ path: String = "brand.ase") throws(ThemeError) -> Theme {
        try ThemeLoader.load(path, fileAccess: MemoryFiles([path: bytes]))
    }

    func failure(_ bytes: [UInt8], _ path: String = "brand.ase") -> String {
        do {
            _ = try load(bytes, path)
            Issue.record("expected an error")
            return ""
        } catch {
            return error.diagnostics.map(\.description).joined(separator: "\n")
        }
    }

    @Test("RGB and Gray exactly, LAB from D50, light only in every appearance; Group/Name, color4, Ink 2")
    func colors() throws {
        let theme = try load(Self.swatches)
        #expect(theme.ownColorNames == ["Brand/Primary", "Brand/Stone", "Ink", "color4", "Ink 2"])
        for traits in Traits.all {
            #expect(theme.resolve("Brand/Primary", traits) == RGBA(hex: "#FF8000"), "\(traits.name)")
            #expect(theme.resolve("Brand/Stone", traits) == RGBA(hex: "#333333"), "\(traits.name)")
            #expect(theme.resolve("Ink", traits) == RGBA(hex: "#777777"), "\(traits.name)")
            #expect(theme.resolve("color4", traits) == RGBA(hex: "#0000FF"), "\(traits.name)")
            #expect(theme.resolve("Ink 2", traits) == RGBA(hex: "#00FF00"), "\(traits.name)")
        }
        #expect(
            theme.notes.map { $0.description(label: "note") } == [
                "brand.ase:1:207: note: 1 CMYK swatch skipped (`Press`): what CMYK looks like on screen depends on "
                    + "the print profile, which the file does not carry; export the swatches as RGB (or LAB) to see "
                    + "them",
                "brand.ase: note: 1 swatch name repeat (such as `Ink`): later ones are called `Name 2`, `Name 3`, ...",
            ])
        #expect(theme.coverage == Coverage(read: 5, skipped: 1))
    }

    @Test("a LAB swatch outside sRGB is clipped with a note; an unknown model is counted")
    func clippedAndUnknown() throws {
        let theme = try load(ASE.file([ASE.color("Neon", "LAB ", [0.9, -120, 120]), ASE.color("X", "HSB ", [1])]))
        #expect(theme.resolve("Neon", .dark) != nil)
        let notes = theme.notes.map(\.message)
        #expect(
            notes.contains { $0.hasPrefix("`Neon`: the LAB swatch is outside sRGB and was clipped to #") }, "\(notes)")
        #expect(notes.contains("1 swatch skipped (`X (HSB)`): dusk reads RGB, Gray and LAB swatches"), "\(notes)")
    }

    @Test("every truncation of a file is an error at its byte, or loads the whole blocks before it; never a trap")
    func truncated() {
        for length in 0..<Self.swatches.count {
            do {
                _ = try load(Array(Self.swatches.prefix(length)))
            } catch {
                let first = error.diagnostics[0]
                // Cut before the first color: a file of no colors, which is an error of its own.
                if first.message.hasPrefix("it holds no colors") { continue }
                #expect(first.description.hasPrefix("brand.ase:1:"), "\(length): \(first)")
                #expect(first.message.hasPrefix("byte "), "\(length): \(first)")
            }
        }
    }

    @Test("hostile headers and blocks: huge counts and lengths, odd name lengths, NaN, out of range, other files")
    func hostile() throws {
        let counted = try load(ASE.file([ASE.color("A", "RGB ", [0, 0, 0])], count: 0xFFFF_FFFF))
        #expect(counted.notes.map(\.message) == ["the header says 4294967295 blocks; the file holds 1"])
        let cases: [([UInt8], String)] = [
            (
                Array("ASEF".utf8) + ASE.u16(1) + ASE.u16(0) + ASE.u32(1) + ASE.u16(1) + ASE.u32(0x7FFF_FFFF),
                "brand.ase:1:13: error: byte 12: a block of 2147483647 bytes; 0 are left in the file"
            ),
            (
                ASE.file([ASE.block(1, ASE.u16(0xFFFF) + [0, 65])]),
                "brand.ase:1:21: error: byte 20: the swatch name needs 131070 bytes; 2 are left"
            ),
            (
                ASE.file([ASE.block(1, ASE.name("A") + Array("RGB ".utf8) + ASE.float(.nan))]),
                "brand.ase:1:29: error: byte 28: `A`'s red is not a finite number"
            ),
            (
                ASE.file([ASE.color("A", "RGB ", [2, 0, 0])]),
                "brand.ase:1:29: error: byte 28: `A`'s red is 2.0; it must be from 0 to 1"
            ),
            (ASE.file([ASE.color("A", "RGB ", [1, 0])]), "`A`'s blue needs 4 bytes; 2 are left"),
            (Array("8BPS".utf8) + [0, 1], "brand.ase:1:1: error: byte 0: not an Adobe Swatch Exchange file"),
            (Array("ASEF".utf8) + ASE.u16(2) + ASE.u16(0) + ASE.u32(0), "byte 4: version 2.0; dusk reads version 1"),
            ([], "brand.ase:1:1: error: byte 0: the signature needs 4 bytes; 0 are left"),
        ]
        for (bytes, expected) in cases {
            let message = failure(bytes)
            #expect(message.contains(expected), "\(message)")
        }
    }

    @Test("files dusk knows but does not read, and binary files, are named, never told to save as UTF-8")
    func unreadFormats() {
        let bplist = Array("bplist00".utf8) + [0xD4, 0x01, 0x02, 0x00]
        let cases: [(String, [UInt8], String)] = [
            (
                "Brand.clr", bplist,
                "cannot read `Brand.clr`: it is an Apple color list (.clr), which dusk does not read"
            ),
            ("old.clr", [0x04, 0x0B] + Array("streamtyped".utf8), "it is an Apple color list (.clr)"),
            ("Brand.aco", [0, 1, 0, 2], "it is Photoshop swatches (.aco), which dusk does not read: in Photoshop's"),
            ("swatches.bin", Self.swatches, "it is an Adobe Swatch Exchange file; dusk reads it when its name ends"),
            ("archive", bplist, "it is an Apple archive (a binary property list or typedstream)"),
            ("logo.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0], "it is a binary file, none of the"),
            // Palettes kept in code are named as code, never parsed as JSON ("put `module` in quotes").
            (
                "tailwind.config.ts", Array("export default { content: ['./src/**/*.tsx'] }".utf8),
                "found no colors: a Tailwind config has `theme: { colors: { … } }`"
            ),
            ("theme.less", Array("@brand: #3F6B35;\nbody { color: @brand; }".utf8), "it is a Less stylesheet"),
            ("palette.sass", Array("$brand: #3F6B35\n".utf8), "it is Sass in its indented syntax"),
            (
                "Button.tsx", Array("export const Button = () => <button className=\"bg-primary\" />".utf8),
                "it is a component's code (JSX), which dusk does not read as a palette"
            ),
            (
                "build.gradle.kts", Array("plugins { id(\"com.android.application\") }".utf8),
                "it is a Kotlin script (a Gradle build file?)"
            ),
            ("Solarized.itermcolors", Array("<?xml version=\"1.0\"?><plist/>".utf8), "it is an iTerm2 color preset"),
            (
                "dark-color-theme.json",
                Array(##"{"type": "dark", "colors": {"editor.background": "#1E1E1E"}, "tokenColors": []}"##.utf8),
                "it is a VS Code color theme: an editor's colors"
            ),
        ]
        for (path, bytes, expected) in cases {
            let message = failure(bytes, path)
            #expect(message.contains(expected), "\(path): \(message)")
            #expect(!message.contains("UTF-8"), "\(path): \(message)")
        }
    }

    @Test("each text and binary format claims its own example path: the registry's order lets it")
    func examples() {
        for format in PaletteFormats.all where format.input == .text || format.input == .bytes {
            let example = format.example ?? ""
            #expect(PaletteFormats.byName(example)?.name == format.name, "\(format.name): \(example)")
        }
    }
}
