import ColorScience
import Formats
import Platform
import Rewrite
import Testing
import ThemeModel

/// Writing colors back into a stylesheet: each value in its own notation.
@Suite("Writing colors back into CSS")
struct CSSInPlaceTests {
    /// The plan of `edits` on `text` (a file `globals.css`), and the theme it was made on.
    func plan(_ edits: [ColorEdit], _ text: String) throws -> (InPlacePlan, Theme) {
        let files = MemoryFiles(texts: ["globals.css": text])
        let theme = try ThemeLoader.load("globals.css", fileAccess: files)
        let plan = InPlaceWriter.plan(edits, in: theme, fileAccess: files) { access throws(ThemeError) in
            try ThemeLoader.load("globals.css", fileAccess: access)
        }
        return (plan, theme)
    }

    /// The file's text after `edits`, which must all be written in place.
    func written(_ edits: [ColorEdit], _ text: String) throws -> String {
        let (plan, _) = try plan(edits, text)
        #expect(plan.unplaced.isEmpty, "\(plan.unplaced)")
        return String(decoding: try #require(plan.files.first).bytes, as: UTF8.self)
    }

    /// Every variant `edit` shows in, asked the same color, as the tuner asks.
    func asTuned(_ edit: ColorEdit, _ theme: Theme) -> [ColorEdit] {
        theme.variantsChanged(by: edit).map { ColorEdit(name: edit.name, variant: $0, color: edit.color) }
    }

    static let slate = RGBA(0x54, 0x63, 0x79)

    @Test(
        "a value keeps its notation, and the file read back resolves to the color written, in every notation",
        arguments: [
            ("#abc", "#546379"), ("#ABC", "#546379"), ("#aabbcc", "#546379"), ("rgb(1 2 3)", "rgb(84 99 121)"),
            ("rgb(1, 2, 3)", "rgb(84, 99, 121)"), ("hsl(215 16% 47%)", "hsl(216 18% 40.2%)"),
            ("hsl(215, 16%, 47%)", "hsl(216, 18%, 40.2%)"), ("hsl(215 16% 47% / 50%)", "hsl(216 18% 40.2% / 100%)"),
            ("215 16% 47%", "216 18% 40.2%"), ("222.2 84% 4.9%", "215.7 18% 40.2%"),
            ("255 115 179", "84 99 121"), ("oklch(0.55 0.2 250)", "oklch(0.496 0.04 258)"),
            ("oklch(55% 0.2 250)", "oklch(49.6% 0.04 258)"),
            ("oklch(0.985 0.002 247.839)", "oklch(0.496 0.040 257.864)"),
            ("lab(50 20 -30)", "lab(41.3 -1.7 -14.4)"),
            ("color(display-p3 0.1 0.2 0.3)", "color(display-p3 0.34 0.386 0.467)"),
        ])
    func notation(old: String, new: String) throws {
        let css = ":root {\n  --brand: \(old);\n}\n"
        let (_, theme) = try plan([], css)
        let edit = ColorEdit(name: "brand", variant: .light, color: Self.slate)
        let out = try written(asTuned(edit, theme), css)
        #expect(out == ":root {\n  --brand: \(new);\n}\n")
        // Reloaded, the value is the color asked, in every appearance it serves.
        let back = try ThemeLoader.load("globals.css", fileAccess: MemoryFiles(texts: ["globals.css": out]))
        for t in Traits.all { #expect(back.resolve("brand", t) == Self.slate, "\(t.name)") }
    }

    @Test("more decimals than the file's are said in a note; a bare triplet refuses a translucent color")
    func notes() throws {
        let css = ":root {\n  --brand: hsl(215 16% 47%);\n  --ring: 215 16% 47%;\n}\n"
        let (_, theme) = try plan([], css)
        let (result, _) = try plan(asTuned(ColorEdit(name: "brand", variant: .light, color: Self.slate), theme), css)
        #expect(
            result.files.first?.notes == [
                "`--brand` is written hsl(216 18% 40.2%), with a decimal more than `hsl(215 16% 47%)`: "
                    + "the file's rounding cannot make #546379"
            ])
        let translucent = RGBA(0x54, 0x63, 0x79, 0x80)
        let (refused, _) = try plan(asTuned(ColorEdit(name: "ring", variant: .light, color: translucent), theme), css)
        #expect(refused.files.isEmpty)
        #expect(refused.unplaced.first?.reason == "its value is bare channels (`215 16% 47%`), which hold no alpha")
    }
}
