import ColorScience
import Formats
import Platform
import Rewrite
import Testing
import ThemeModel

/// Writing colors back into a stylesheet: each value in its own notation, a dark value added to the dark rule
/// the file already has.
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
    static let blue = RGBA(0x3B, 0x76, 0xB0)

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
            // A number in e-notation is written plainly, as precise as it was; the notation stays.
            ("rgb(1.76e2 1.76e2 1.76e2)", "rgb(84 99 121)"),
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

    @Test(
        "a comment or a space before !important stays after the value written; an escaped name reads",
        arguments: [
            ":root {\n  --brand: #111111 /* brand */ !important;\n}\n",
            ":root {\n  --brand: #111111 ! important;\n}\n",
            ":root {\n  --brand: #111111 /* a */ ! /* b */ important;\n  --x\\[y: #222222;\n}\n",
        ])
    func importantAfterComments(css: String) throws {
        let (_, theme) = try plan([], css)
        let out = try written(asTuned(ColorEdit(name: "brand", variant: .light, color: Self.slate), theme), css)
        #expect(out == css.replacingOccurrences(of: "#111111", with: "#546379"))
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

    static let shadcn = """
        @import "tailwindcss";

        :root {
          --radius: 0.5rem;
          --background: hsl(0 0% 100%);
          --primary: oklch(0.55 0.2 250);
          --ring: 215 16% 47%; /* focus */
          --muted: #f1f5f9;
        }

        .dark {
          --background: hsl(222 47% 11%);
          --muted: #1e293b;
        }

        """

    @Test("a dark value of a property only :root declares goes into .dark, after its declarations, in :root's order")
    func darkRule() throws {
        // Asked in another order than the file's: the new lines follow :root's.
        let edits = [
            ColorEdit(name: "ring", variant: .dark, color: Self.slate),
            ColorEdit(name: "primary", variant: .dark, color: Self.blue),
        ]
        let (_, theme) = try plan([], Self.shadcn)
        let out = try written(edits.flatMap { asTuned($0, theme) }, Self.shadcn)
        #expect(
            out
                == Self.shadcn.replacingOccurrences(
                    of: "  --muted: #1e293b;\n}",
                    with: "  --muted: #1e293b;\n  --primary: oklch(0.553 0.11 250);\n  --ring: 216 18% 40.2%;\n}"))
        let back = try ThemeLoader.load("globals.css", fileAccess: MemoryFiles(texts: ["globals.css": out]))
        for t in Traits.all {
            #expect(back.resolve("primary", t) == (t.style == .dark ? Self.blue : theme.resolve("primary", .light)))
            #expect(back.resolve("ring", t) == (t.style == .dark ? Self.slate : theme.resolve("ring", .light)))
        }
    }

    @Test("a :root value changed for light alone keeps its dark value in .dark, as the file wrote it")
    func lightAlone() throws {
        let (_, theme) = try plan([], Self.shadcn)
        let light = Traits.all.filter { $0.style == .light }.map {
            ColorEdit(name: "primary", variant: $0, color: Self.blue)
        }
        let (result, _) = try plan(light, Self.shadcn)
        #expect(result.unplaced.isEmpty)
        let file = try #require(result.files.first)
        let out = String(decoding: file.bytes, as: UTF8.self)
        #expect(
            out
                == Self.shadcn.replacingOccurrences(
                    of: "--primary: oklch(0.55 0.2 250);", with: "--primary: oklch(0.553 0.11 250);"
                )
                .replacingOccurrences(
                    of: "  --muted: #1e293b;\n}", with: "  --muted: #1e293b;\n  --primary: oklch(0.55 0.2 250);\n}"))
        #expect(file.notes.contains("`--primary` keeps its dark value, now written in `.dark`"))
        let back = try ThemeLoader.load("globals.css", fileAccess: MemoryFiles(texts: ["globals.css": out]))
        for t in Traits.all {
            #expect(back.resolve("primary", t) == (t.style == .dark ? theme.resolve("primary", .dark) : Self.blue))
        }
    }

    @Test("light and dark go into the file when only an elevated value has no rule: that one goes to the overlay")
    func elevatedAloneToOverlay() throws {
        let (_, theme) = try plan([], Self.shadcn)
        let darkElevated = RGBA(0x5E, 0x8E, 0xC8)
        var edits = Traits.all.filter { $0.style == .light }.map {
            ColorEdit(name: "primary", variant: $0, color: Self.slate)
        }
        edits += Traits.all.filter { $0.style == .dark }.map {
            ColorEdit(name: "primary", variant: $0, color: $0 == Traits(.dark, .elevated) ? darkElevated : Self.blue)
        }
        let (result, _) = try plan(edits, Self.shadcn)
        #expect(result.unplaced.map(\.edit.variant) == [Traits(.dark, .elevated)], "\(result.unplaced)")
        let out = String(decoding: try #require(result.files.first).bytes, as: UTF8.self)
        let back = try ThemeLoader.load("globals.css", fileAccess: MemoryFiles(texts: ["globals.css": out]))
        #expect(back.resolve("primary", .light) == Self.slate)
        #expect(back.resolve("primary", .dark) == Self.blue)
        #expect(back.resolve("primary", .light) != theme.resolve("primary", .light))
    }

    @Test("the dark value kept in both the class and the media query, each named in the note")
    func keptInBoth() throws {
        let css = """
            :root {
              --a: #111111;
            }
            .dark {
              --b: #222222;
            }
            @media (prefers-color-scheme: dark) {
              :root:not(.light) {
                --b: #222222;
              }
            }

            """
        let light = Traits.all.filter { $0.style == .light }.map {
            ColorEdit(name: "a", variant: $0, color: Self.slate)
        }
        let (result, _) = try plan(light, css)
        let file = try #require(result.files.first)
        #expect(
            String(decoding: file.bytes, as: UTF8.self)
                == css.replacingOccurrences(of: "--a: #111111;", with: "--a: #546379;")
                .replacingOccurrences(of: "  --b: #222222;\n}", with: "  --b: #222222;\n  --a: #111111;\n}")
                .replacingOccurrences(
                    of: "    --b: #222222;\n  }", with: "    --b: #222222;\n    --a: #111111;\n  }"))
        #expect(
            file.notes == [
                "`--a` keeps its dark value, now written in `.dark` and "
                    + "`@media (prefers-color-scheme: dark) { :root:not(.light) }`"
            ])
    }

    @Test(
        "every kind of dark rule takes it, laid out as its own declarations are",
        arguments: [
            // An attribute, quoted or not; indented by four; a tab; CRLF.
            (
                ":root {\n    --a: #111111;\n}\n[data-theme=\"dark\"] {\n    --b: #222222;\n}\n",
                ":root {\n    --a: #111111;\n}\n[data-theme=\"dark\"] {\n    --b: #222222;\n    --a: #546379;\n}\n"
            ),
            (
                ":root{\n\t--a: #111111;\n}\n[data-theme=dark]{\n\t--b: #222222; /* b */\n}\n",
                ":root{\n\t--a: #111111;\n}\n[data-theme=dark]{\n\t--b: #222222; /* b */\n\t--a: #546379;\n}\n"
            ),
            (
                ":root {\r\n  --a: #111111;\r\n}\r\n.dark {\r\n  --b: #222222;\r\n}\r\n",
                ":root {\r\n  --a: #111111;\r\n}\r\n.dark {\r\n  --b: #222222;\r\n  --a: #546379;\r\n}\r\n"
            ),
            // A classic Mac file ends its lines with a lone CR: so does what is added.
            (
                ":root {\r  --a: #111111;\r}\r.dark {\r  --b: #222222;\r}\r",
                ":root {\r  --a: #111111;\r}\r.dark {\r  --b: #222222;\r  --a: #546379;\r}\r"
            ),
            // Inside a media query, as a theme without classes writes it.
            (
                ":root { --a: #111111; }\n@media (prefers-color-scheme: dark) {\n  :root {\n    --b: #222;\n  }\n}\n",
                ":root { --a: #111111; }\n@media (prefers-color-scheme: dark) {\n  :root {\n    --b: #222;\n"
                    + "    --a: #546379;\n  }\n}\n"
            ),
            // On one line; a last declaration without its `;`; an empty rule.
            (
                ":root { --a: #111111; }\n.dark { --b: #222222; }\n",
                ":root { --a: #111111; }\n.dark { --b: #222222; --a: #546379; }\n"
            ),
            (
                ":root { --a: #111111; }\n.dark {\n  --b: #222222\n}\n",
                ":root { --a: #111111; }\n.dark {\n  --b: #222222;\n  --a: #546379;\n}\n"
            ),
            (":root { --a: #111111; }\n.dark {}\n", ":root { --a: #111111; }\n.dark { --a: #546379; }\n"),
            (":root { --a: #111111; }\n.dark {\n}\n", ":root { --a: #111111; }\n.dark {\n  --a: #546379;\n}\n"),
            // Both a class and the system's preference: both get it.
            (
                ":root { --a: #111111; }\n.dark { --b: #222; }\n"
                    + "@media (prefers-color-scheme: dark) { :root:not(.light) { --b: #222; } }\n",
                ":root { --a: #111111; }\n.dark { --b: #222; --a: #546379; }\n"
                    + "@media (prefers-color-scheme: dark) { :root:not(.light) { --b: #222; --a: #546379; } }\n"
            ),
            // !important on :root: the added value needs it too to win.
            (
                ":root { --a: #111111 !important; }\n.dark { --b: #222; }\n",
                ":root { --a: #111111 !important; }\n.dark { --b: #222; --a: #546379 !important; }\n"
            ),
        ])
    func darkRuleForms(before: String, after: String) throws {
        let (_, theme) = try plan([], before)
        #expect(try written(asTuned(ColorEdit(name: "a", variant: .dark, color: Self.slate), theme), before) == after)
    }

    @Test("without a dark rule, or with one that comes first, the value goes to the overlay, saying why")
    func noDarkRule() throws {
        let alone = ":root {\n  --a: hsl(0 0% 7%);\n}\n"
        let edit = ColorEdit(name: "a", variant: .dark, color: Self.slate)
        let (none, _) = try plan([edit], alone)
        #expect(none.files.isEmpty)
        #expect(
            none.unplaced.map(\.reason) == [
                "the file has no dark rule (`.dark`, `[data-theme=\"dark\"]`, `@media (prefers-color-scheme: dark)`) "
                    + "to add its dark value to"
            ])
        let first = ".dark {\n  --b: #222;\n}\n:root {\n  --a: #111;\n  --b: #fff;\n}\n"
        let (loses, _) = try plan([edit], first)
        #expect(loses.files.isEmpty)
        #expect(
            loses.unplaced.map(\.reason) == [
                "the file's rule for its dark value, `.dark`, comes before the value it would override, or ranks lower"
            ])
        // Light alone, in a file of :root only: dark would change with it.
        let (light, _) = try plan([ColorEdit(name: "a", variant: .light, color: Self.slate)], alone)
        #expect(light.files.isEmpty)
        #expect(
            light.unplaced.first?.reason
                == "one value in the file serves it and its dark value, which is not to take this color, and the file "
                + "has no rule of its own for that value to keep it in")
    }
}
