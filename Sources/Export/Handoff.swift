import Audit
import ColorScience
import Platform
import ThemeModel

/// The palette as engineers receive it: every color the theme defines, with
/// its value resolved in each of the eight appearances (aliases followed,
/// Apple's fallback order applied), so every format says exactly what dusk shows,
/// and, where the theme makes one color an alias of another it exports, which one,
/// so the formats that can refer to a color keep the link.
public struct HandoffPalette: Sendable {
    public struct Color: Sendable {
        public var name: String
        public var location: SourceLocation?
        /// In `Traits.all` order.
        public var values: [RGBA]
        /// In `Traits.all` order: the index in `colors` of the exported color this one is an alias of in that
        /// appearance (the alias's first step), nil where it is a value of its own or an alias of a color
        /// that is not exported (Apple's). The value is always `values`' too: an alias has its target's value
        /// under the same traits.
        public var aliases: [Int?]
        /// In `Traits.all` order: the value as the palette's own file writes it there, or in the appearance it
        /// falls back to (see `ThemeColor.written`): the CSS hand-off writes this color's values in its notation.
        public var written: [String?] = Array(repeating: nil, count: Traits.all.count)

        public func written(_ t: Traits) -> String? { written[Traits.all.firstIndex(of: t)!] }

        public func value(_ t: Traits) -> RGBA { values[Traits.all.firstIndex(of: t)!] }
        public func alias(_ t: Traits) -> Int? { aliases[Traits.all.firstIndex(of: t)!] }

        /// The color this one is an alias of in all eight appearances (`"tint": "{brandPlum}"`).
        public var wholeAlias: Int? {
            guard let first = aliases[0], aliases.allSatisfy({ $0 == first }) else { return nil }
            return first
        }
    }

    /// The theme's name as loaded, for the banner.
    public var themeName: String
    /// What the files and the Swift namespace are named after: the designer's name, without the suffix
    /// `dusk fix` adds (`Marigold (fixed)` hands off as `Marigold`).
    public var handoffName: String
    public var source: String
    public var colors: [Color]
    /// What a theme read from a stylesheet keeps of it that is not a color (`--radius`, fonts): the CSS writes it.
    public var styleProperties: [StyleProperty]

    /// The colors the theme defines or overrides (Apple's stay UIKit's), in theme order; the tint included.
    public init(_ theme: Theme) {
        themeName = theme.name
        handoffName = HandoffPalette.name(of: theme)
        source = theme.path ?? theme.name
        styleProperties = theme.styleProperties
        let palettes = Traits.all.map { theme.palette(for: $0) }
        let own = theme.names.filter { theme.isOwn($0) && theme[$0] != nil }
        let index = Dictionary(own.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        colors = own.map { name in
            let color = theme[name]!
            let aliases = Traits.all.map { t -> Int? in
                guard case .alias(let target) = color.color.value(for: t) else { return nil }
                return index[target]
            }
            return Color(
                name: name, location: color.location, values: palettes.map { $0[name] ?? .black }, aliases: aliases,
                written: Traits.all.map(color.written))
        }
    }

    /// The one place a theme's hand-off name comes from (see `handoffName`).
    public static func name(of theme: Theme) -> String { FixFile.originalName(of: theme.name) }

    /// The notice at the top of every generated file.
    var banner: String { HandoffBanner.text(source: source, themeName: themeName) }
}

/// A handoff format's output: files (relative path → bytes) and notes for the designer.
public struct HandoffOutput: Sendable {
    public var files: [(path: String, bytes: [UInt8])]
    public var notes: [String]
    public init(files: [(path: String, bytes: [UInt8])], notes: [String]) {
        self.files = files
        self.notes = notes
    }
}

/// Two colors whose names become one identifier in a format.
public struct HandoffNameCollision: Error, Sendable, CustomStringConvertible {
    public var identifier: String
    public var first: (name: String, location: SourceLocation?)
    public var second: (name: String, location: SourceLocation?)
    public var format: String

    public var description: String { diagnostic(file: "").description }

    /// The error at the second color's line (where there is one), naming the first and where it is.
    public func diagnostic(file: String) -> Diagnostic {
        let message =
            "`\(SafeText.sanitized(second.name))` and `\(SafeText.sanitized(first.name))`"
            + (first.location.map { " (\(SafeText.sanitized($0.description)))" } ?? "")
            + " both become `\(SafeText.sanitized(identifier))` in \(format); rename one of them"
        return second.location.map { Diagnostic(at: $0, message) } ?? Diagnostic(file: file, message)
    }
}

/// Identifier rules shared by the code formats.
enum Identifier {
    /// The words of a color name: split at anything that is not a letter or digit, and at lower-to-upper case changes.
    static func words(_ name: String) -> [String] { NameWords.split(name, .identifier) }

    /// `Brand Blue`, `brand-blue`, `Scene/Onboarding/background` → `brandBlue`, `sceneOnboardingBackground`.
    static func lowerCamel(_ name: String) -> String { NameWords.lowerCamel(name) }

    /// `brandBlue` → `brand-blue`; `brand_blue` with `_`.
    static func separated(_ name: String, by separator: String) -> String {
        words(name).map { $0.lowercased() }.joined(separator: separator)
    }

    /// Names each color `prefix` + `make(name)`, with `make("color")` where a name gives nothing
    /// (no letters or digits), refusing collisions.
    static func assign(
        _ colors: [HandoffPalette.Color], format: String, prefix: String = "",
        _ make: (String) -> String
    ) throws(HandoffNameCollision) -> [String] {
        var taken: [String: HandoffPalette.Color] = [:]
        var result: [String] = []
        for color in colors {
            var id = make(color.name)
            if id.isEmpty { id = make("color") }
            id = prefix + id
            if let other = taken[id] {
                throw HandoffNameCollision(
                    identifier: id, first: (other.name, other.location), second: (color.name, color.location),
                    format: format)
            }
            taken[id] = color
            result.append(id)
        }
        return result
    }
}

/// Writes handoff files into a folder, atomically, never over a file of the theme.
public enum HandoffFiles {
    /// The default folder of every hand-off format, asset catalogs included: `handoff/<name>`, apart from
    /// the screenshots, named as the files are (`HandoffPalette.name(of:)`).
    public static func defaultDirectory(for theme: Theme) -> String {
        "handoff/" + AtomicFile.safeComponent(HandoffPalette.name(of: theme))
    }

    /// `userRoot`: the folder the user named (`--out DIR`), "" when dusk chose it (`handoff/NAME`).
    public static func write(
        _ output: HandoffOutput, into directory: String, below userRoot: String, theme: Theme
    )
        throws(WriteError) -> [String]
    {
        let protected = ProtectedFiles(theme)
        let paths = output.files.map { Path.joined(directory, $0.path) }
        let files = zip(paths, output.files).map { path, file in (path: path, bytes: { file.bytes }) }
        do { try AtomicFile.write(files, below: userRoot, protecting: protected) } catch { throw WriteError(error) }
        return paths
    }
}

/// The palette formats `dusk export --format` writes for engineers.
public enum HandoffFormat: String, CaseIterable, Sendable {
    case swift, css, tokens, android

    /// The files of this format for `theme` (paths relative to the output folder).
    /// `cssNotation` writes a color as a value of the palette's own stylesheet was written (the CSS reader's
    /// notation, which this module does not import); without it the CSS is hex.
    public func output(
        for theme: Theme, cssPrefix: String? = nil, referenceCatalog: Bool = false,
        cssNotation: CSSWriter.Notation? = nil
    ) throws(HandoffNameCollision) -> HandoffOutput {
        let palette = HandoffPalette(theme)
        switch self {
        case .swift:
            let type = SwiftWriter.typeName(palette.handoffName).replacingAll("`", "")
            return HandoffOutput(
                files: [
                    (
                        type + "Colors.swift",
                        Array(try SwiftWriter.write(palette, referenceCatalog: referenceCatalog).utf8)
                    )
                ], notes: [])
        case .css:
            let stem = Identifier.separated(palette.handoffName, by: "-")
            let css = try CSSWriter.write(palette, prefix: cssPrefix, notation: cssNotation)
            return HandoffOutput(
                files: [((stem.isEmpty ? "palette" : stem) + ".css", Array(css.text.utf8))], notes: css.notes)
        case .tokens:
            return try TokensWriter.write(palette, stem: AtomicFile.safeComponent(palette.handoffName))
        case .android:
            let android = try AndroidWriter.write(palette)
            return HandoffOutput(files: android.files.map { ("android/" + $0.path, $0.bytes) }, notes: android.notes)
        }
    }
}
