import Syntax

/// Palette files dusk knows but does not read, and binary files of no format: what a file no format claims
/// is, said in words (by its name, else by its first bytes), before it would be parsed as JSON and get "not
/// valid UTF-8; save it as UTF-8", which is no help for a binary file.
enum UnreadFormats {
    /// Name endings (lowercase) and what to say of such a file.
    static let byName: [(suffix: String, says: String)] = [
        (
            ".clr",
            "an Apple color list (.clr), which dusk does not read: list its colors in a dusk theme or an asset "
                + "catalog (the Colors panel's sliders show each color's hex value)"
        ),
        (
            ".aco",
            "Photoshop swatches (.aco), which dusk does not read: in Photoshop's Swatches panel, Export Selected "
                + "Swatches for Exchange writes an .ase file, which dusk reads"
        ),
        (".acb", "a Photoshop color book (.acb), which dusk does not read"),
        (".act", "a Photoshop color table (.act), which dusk does not read: save the swatches as .ase"),
        (".swatches", "a Procreate palette (.swatches), which dusk does not read"),
        (".afpalette", "an Affinity palette (.afpalette), which dusk does not read: export it as .ase"),
        (
            ".itermcolors",
            "an iTerm2 color preset (.itermcolors): a terminal's sixteen colors, not an app's palette, which dusk "
                + "does not read"
        ),
    ]

    /// Code that holds a palette (read by no format yet): what it is and what to give dusk instead.
    static let code: [(suffixes: [String], says: String)] = [
        (
            [".less"],
            "a Less stylesheet, which dusk does not read: give the compiled CSS, or the `.css` or `.scss` file "
                + "that sets its custom properties"
        ),
        ([".styl"], "a Stylus stylesheet, which dusk does not read: give the compiled CSS"),
        (
            [".sass"],
            "Sass in its indented syntax, which dusk does not read: give the compiled CSS, or the palette as "
                + "`.scss`"
        ),
        ([".java"], "Java code, which dusk does not read as a palette: give the app's res/values/colors.xml"),
        ([".toml"], "a TOML file, which dusk does not read as a palette: give a theme, token or CSS file"),
        (
            [".jsx", ".tsx"],
            "a component's code (JSX), which dusk does not read as a palette: give the stylesheet, token file or "
                + "Tailwind config the code uses"
        ),
        (
            [".kts"],
            "a Kotlin script (a Gradle build file?), which dusk does not read as a palette: give the theme's "
                + "Theme.kt or Color.kt, res/values/colors.xml or a Material Theme Builder export"
        ),
    ]

    /// Why `path` (no format claimed its name) is not something dusk reads, or nil to parse it as JSON.
    static func problem(path: String, bytes: [UInt8]) -> String? {
        let lower = path.lowercased()
        if let known = byName.first(where: { lower.hasSuffix($0.suffix) }) { return "it is " + known.says }
        if let known = code.first(where: { $0.suffixes.contains { lower.hasSuffix($0) } }) {
            return "it is " + known.says
        }
        if bytes.starts(with: Array("ASEF".utf8)) {
            return "it is an Adobe Swatch Exchange file; dusk reads it when its name ends in .ase"
        }
        if bytes.starts(with: Array("bplist".utf8)) || bytes.starts(with: [0x04, 0x0B] + Array("streamtyped".utf8)) {
            return "it is an Apple archive (a binary property list or typedstream), none of the formats dusk reads: "
                + PaletteFormats.fileList
        }
        // As git decides: a NUL among the first 8,000 bytes makes a file binary, never text in some encoding.
        if bytes.prefix(8000).contains(0) {
            return "it is a binary file, none of the formats dusk reads: " + PaletteFormats.fileList
        }
        return nil
    }

    /// What a JSON file no format claims by its content is, when it is a known other thing: a VS Code color
    /// theme (`tokenColors`, or `colors` keyed like `editor.background`) is an editor's colors.
    static func problem(root: JSONNode) -> String? {
        let colors = JSONNode.member(root, "colors")?.objectMembers ?? []
        let editorKeys = colors.contains { $0.key.hasPrefix("editor.") || $0.key.hasPrefix("activityBar.") }
        guard JSONNode.member(root, "tokenColors") != nil || editorKeys else { return nil }
        return "it is a VS Code color theme: an editor's colors (`editor.background`, syntax colors), not an "
            + "app's palette, which dusk does not read"
    }
}
