import ColorScience
import Syntax
import ThemeModel

/// One theme file as written, decoded but not yet merged with what it
/// inherits. Decoding collects every problem it finds rather than stopping
/// at the first, so a designer fixes a file in one pass.
struct ThemeDocument {
    enum Inheritance {
        case builtin(String)
        case none
        case file(String)
    }

    struct ColorEntry {
        var name: String
        var location: SourceLocation
        var color: DynamicColor
        /// No `light`/`any` value: only valid as an override of an inherited color.
        var isPartial: Bool
        /// What the file says of the color's use besides its name (Figma scopes, a description).
        var hints: ColorHints? = nil
        /// A value as the file writes it, where its notation matters to the code that reads it (see
        /// `ThemeColor.written`).
        var written: [Traits: String] = [:]
    }

    var path: String
    var name: String?
    var inherits: Inheritance = .builtin(BuiltinThemes.defaultName)
    var inheritsLocation: SourceLocation?
    var colors: [ColorEntry] = []
    var tint: ColorEntry?
    var statusBarStyle: StatusBarStyle?
    var roles: [(name: String, usage: ColorUsage, location: SourceLocation)] = []
    var contrast: [DeclaredPair] = []
    /// Screen files the theme lists, as written (relative to the theme).
    var screens: [(path: String, location: SourceLocation)] = []
    /// Every color name written, including ones whose value had an error, so an
    /// alias to them is not reported as unknown on top of the real problem.
    var writtenNames: Set<String> = []
    /// Colors whose value is in error, with where that error is: an alias to one is no error of its own, it is
    /// counted in that error ("3 colors alias it"). Readers put these names in `writtenNames` too.
    var failed: [String: SourceLocation] = [:]
    var materials: [(name: MaterialName, blur: Double?, saturation: Double?, light: RGBA?, dark: RGBA?)] = []
    var backdrops: [(style: InterfaceStyle, path: String, location: SourceLocation)] = []
    var userInterfaceStyle: InterfaceStyle?
    /// The appearances the file says (`Theme.appearances`); nil for a format that can say every one.
    var appearances: [Traits]?
    /// Files read besides `path` (a catalog's Contents.json files, a resolver's token files): watched for live reload.
    var extraFiles: [String] = []
    /// A stylesheet's custom properties that are not colors, for the CSS hand-off.
    var styleProperties: [StyleProperty] = []
    /// Notes (not errors) about the file: colors clipped to sRGB, parts skipped.
    var notes: [Diagnostic] = []
    var modes: [ThemeMode] = []
    /// A dusk theme's names are written by hand over Apple's: a new name near one of Apple's is a typo of it.
    var readsAppleNamesAsTypos = false
    var gradients: [DynamicGradient] = []
    /// Images as written; PPM sources are read by the loader (it knows the directory).
    var images:
        [(
            name: String, variants: [(InterfaceStyle, ImageSource, SourceLocation)], template: Bool,
            tint: DynamicColor?, location: SourceLocation
        )] = []

    enum ImageSource {
        case art([String])
        case file(String)
    }

    /// Top-level keys. `materials`, `backdrop` and the rest are read by the
    /// features that use them; they are listed here so typos still get caught.
    /// Far above any real palette (large design systems have a few hundred to a few
    /// thousand colors); keeps loading, checking and memory bounded for any file: 50,000
    /// CSS properties take about 1 s and 100 MiB, twice that twice the memory.
    public static let maximumColors = 50_000

    static func tooManyColors(_ count: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(at: location, "\(count) colors; at most \(maximumColors) colors are supported in one file")
    }

    static let knownKeys = [
        "name", "description", "inherits", "colors", "tint", "statusBarStyle", "roles", "materials", "backdrop",
        "userInterfaceStyle", "gradients", "images", "contrast", "screens",
    ]
    static func decode(_ root: JSONNode, path: String, diagnostics: inout [Diagnostic]) -> ThemeDocument {
        var doc = ThemeDocument(path: path)
        doc.readsAppleNamesAsTypos = true
        guard let members = root.objectMembers else {
            diagnostics.append(
                Diagnostic(
                    at: root.location,
                    "expected the theme to be a JSON object like { \"colors\": { ... } }, found \(root.kindDescription)"
                ))
            return doc
        }
        for member in members {
            let node = member.value
            switch member.key {
            case "name":
                decodeName(node, into: &doc, diagnostics: &diagnostics)
            case "description":
                if node.stringValue == nil {
                    diagnostics.append(
                        Diagnostic(at: node.location, "`description` must be a string, found \(node.kindDescription)"))
                }
            case "inherits":
                decodeInherits(node, into: &doc, diagnostics: &diagnostics)
            case "colors":
                decodeColors(node, into: &doc, diagnostics: &diagnostics)
            case "tint":
                doc.tint = decodeColor(
                    name: Theme.tintName, keyLocation: member.keyLocation, node: node, diagnostics: &diagnostics)
            case "statusBarStyle":
                decodeStatusBarStyle(node, into: &doc, diagnostics: &diagnostics)
            case "roles":
                decodeRoles(node, into: &doc, diagnostics: &diagnostics)
            case "userInterfaceStyle":
                decodeUserInterfaceStyle(node, into: &doc, diagnostics: &diagnostics)
            case "contrast":
                decodeContrast(node, into: &doc, diagnostics: &diagnostics)
            case "screens":
                decodeScreens(node, into: &doc, diagnostics: &diagnostics)
            case "gradients":
                decodeGradients(node, into: &doc, diagnostics: &diagnostics)
            case "images":
                decodeImages(node, into: &doc, diagnostics: &diagnostics)
            case "materials":
                decodeMaterials(node, into: &doc, diagnostics: &diagnostics)
            case "backdrop":
                decodeBackdrop(node, into: &doc, diagnostics: &diagnostics)
            default:
                diagnostics.append(
                    Diagnostic(
                        at: member.keyLocation,
                        """
                        unknown key `\(member.key)`\(Suggestion.didYouMean(member.key, in: knownKeys)) (known \
                        keys: \(knownKeys.joined(separator: ", ")))
                        """
                    ))
            }
        }
        // Clipped colors were reported beside the errors: they are notes.
        Diagnostic.moveNotes(from: &diagnostics, to: &doc.notes)
        return doc
    }

    /// `"name": "Juniper"`.
    static func decodeName(_ node: JSONNode, into doc: inout ThemeDocument, diagnostics: inout [Diagnostic]) {
        if let s = node.stringValue, !s.isEmpty {
            doc.name = s
        } else {
            diagnostics.append(
                Diagnostic(at: node.location, "`name` must be a non-empty string, found \(node.kindDescription)"))
        }
    }

    /// `"inherits": "ios13"`, `"none"` or the path of a theme file.
    static func decodeInherits(_ node: JSONNode, into doc: inout ThemeDocument, diagnostics: inout [Diagnostic]) {
        doc.inheritsLocation = node.location
        guard let s = node.stringValue, !s.isEmpty else {
            diagnostics.append(
                Diagnostic(
                    at: node.location,
                    """
                    `inherits` must be \"ios13\", \"none\" or a path to a theme file, found \
                    \(node.kindDescription)
                    """
                ))
            return
        }
        if s == "none" {
            doc.inherits = .none
        } else if BuiltinThemes.names.contains(s) {
            doc.inherits = .builtin(s)
        } else {
            doc.inherits = .file(s)
        }
    }

    /// `"colors": { "brand": "#0055AA", ... }`: every name is remembered as written, valid or not.
    static func decodeColors(_ node: JSONNode, into doc: inout ThemeDocument, diagnostics: inout [Diagnostic]) {
        guard let colorMembers = node.objectMembers else {
            diagnostics.append(
                Diagnostic(
                    at: node.location,
                    "`colors` must be an object of name: value, found \(node.kindDescription)"))
            return
        }
        if colorMembers.count > ThemeDocument.maximumColors {
            diagnostics.append(ThemeDocument.tooManyColors(colorMembers.count, at: node.location))
            return
        }
        for c in colorMembers {
            doc.writtenNames.insert(c.key)
            if let problem = ColorName.problem(with: c.key) {
                diagnostics.append(Diagnostic(at: c.keyLocation, problem))
                continue
            }
            let before = diagnostics.count
            if let entry = decodeColor(
                name: c.key, keyLocation: c.keyLocation, node: c.value, diagnostics: &diagnostics)
            {
                doc.colors.append(entry)
            } else if let error = diagnostics[before...].first(where: { $0.kind == .general }) {
                doc.failed[c.key] = error.location
            }
        }
    }

    /// `"statusBarStyle": "darkContent"`.
    static func decodeStatusBarStyle(
        _ node: JSONNode, into doc: inout ThemeDocument, diagnostics: inout [Diagnostic]
    ) {
        let allowed = StatusBarStyle.allCases.map(\.rawValue)
        if let s = node.stringValue, let style = StatusBarStyle(rawValue: s) {
            doc.statusBarStyle = style
        } else {
            let found = node.stringValue ?? ""
            diagnostics.append(
                Diagnostic(
                    at: node.location,
                    """
                    `statusBarStyle` must be one of \
                    \(allowed.map { "\"\($0)\"" }.joined(separator: ", ")), found \
                    \(node.kindDescription)\(Suggestion.didYouMean(found, in: allowed))
                    """
                ))
        }
    }

    /// `"roles": { "brand": "background" }`: the use of a color its name does not say.
    static func decodeRoles(_ node: JSONNode, into doc: inout ThemeDocument, diagnostics: inout [Diagnostic]) {
        guard let roleMembers = node.objectMembers else {
            diagnostics.append(
                Diagnostic(
                    at: node.location,
                    "`roles` must be an object of color name: role, found \(node.kindDescription)"))
            return
        }
        let allowed = ColorUsage.roleWords
        for r in roleMembers {
            if let s = r.value.stringValue, let usage = ColorUsage(roleWord: s) {
                doc.roles.append((r.key, usage, r.keyLocation))
            } else {
                let found = r.value.stringValue ?? ""
                let hint = Suggestion.didYouMean(found, in: allowed)
                let message =
                    "the role of `\(r.key)` must be one of \(allowed.joined(separator: ", ")), "
                    + "found \(r.value.kindDescription)\(hint)"
                diagnostics.append(Diagnostic(at: r.value.location, message))
            }
        }
    }

    /// `"userInterfaceStyle": "dark"`: the app locked to one style.
    static func decodeUserInterfaceStyle(
        _ node: JSONNode, into doc: inout ThemeDocument, diagnostics: inout [Diagnostic]
    ) {
        if let v = node.stringValue, let style = InterfaceStyle(rawValue: v.lowercased()) {
            doc.userInterfaceStyle = style
        } else {
            diagnostics.append(
                Diagnostic(
                    at: node.location,
                    """
                    `userInterfaceStyle` locks the app to \"light\" or \"dark\" (Info.plist \
                    UIUserInterfaceStyle); found \(node.kindDescription)
                    """
                ))
        }
    }

    /// `"screens": ["screens/wallet.json"]`: screen files, relative to the theme.
    static func decodeScreens(_ node: JSONNode, into doc: inout ThemeDocument, diagnostics: inout [Diagnostic]) {
        guard case .array(let items) = node.value else {
            diagnostics.append(
                Diagnostic(
                    at: node.location,
                    """
                    `screens` is a list of screen files, like [\"screens/wallet.json\"], found \
                    \(node.kindDescription)
                    """
                ))
            return
        }
        for item in items {
            if let s = item.stringValue, !s.isEmpty {
                doc.screens.append((s, item.location))
            } else {
                diagnostics.append(
                    Diagnostic(
                        at: item.location,
                        "a screen is the path of a screen file, found \(item.kindDescription)"))
            }
        }
    }

    /// `"materials": { "regular": { "blur": 4, "saturation": 1.8, "light": "#F2F2F2B8", "dark": "#252525D1" } }`
    static func decodeMaterials(_ node: JSONNode, into doc: inout ThemeDocument, diagnostics: inout [Diagnostic]) {
        let names = MaterialName.allCases.map(\.rawValue)
        guard let members = node.objectMembers else {
            diagnostics.append(
                Diagnostic(
                    at: node.location,
                    "`materials` must be an object of material name: settings, found \(node.kindDescription)"))
            return
        }
        for m in members {
            guard let name = MaterialName(rawValue: m.key) else {
                diagnostics.append(
                    Diagnostic(
                        at: m.keyLocation,
                        """
                        unknown material `\(m.key)`\(Suggestion.didYouMean(m.key, in: names)) (materials: \
                        \(names.joined(separator: ", ")))
                        """
                    ))
                continue
            }
            guard let fields = m.value.objectMembers else {
                diagnostics.append(
                    Diagnostic(
                        at: m.value.location,
                        """
                        material `\(m.key)` must be an object like { \"blur\": 4, \"saturation\": 1.8, \"light\": \
                        \"#FFFFFFB8\", \"dark\": \"#252525D1\" }
                        """
                    ))
                continue
            }
            var entry: (name: MaterialName, blur: Double?, saturation: Double?, light: RGBA?, dark: RGBA?) = (
                name, nil, nil, nil, nil
            )
            for f in fields {
                switch f.key {
                case "blur", "saturation":
                    let range: ClosedRange<Double> = f.key == "blur" ? 0...20 : 0...4
                    guard case .number(let v) = f.value.value, range.contains(v) else {
                        diagnostics.append(
                            Diagnostic(
                                at: f.value.location,
                                """
                                `\(f.key)` of material `\(m.key)` must be a number from \(Int(range.lowerBound)) \
                                to \(Int(range.upperBound)), found \(f.value.kindDescription)
                                """
                            ))
                        continue
                    }
                    if f.key == "blur" { entry.blur = v } else { entry.saturation = v }
                case "light", "dark":
                    guard let s = f.value.stringValue, case .success(let parsed) = CSSColor.parse(s) else {
                        diagnostics.append(
                            Diagnostic(
                                at: f.value.location,
                                """
                                the \(f.key) tint of material `\(m.key)` must be a color like \"#F2F2F2B8\" or \
                                \"rgb(242 242 242 / 72%)\", found \(f.value.kindDescriptionWithValue)
                                """
                            ))
                        continue
                    }
                    let c = parsed.color
                    if f.key == "light" { entry.light = c } else { entry.dark = c }
                default:
                    diagnostics.append(
                        Diagnostic(
                            at: f.keyLocation,
                            "unknown material setting `\(f.key)`"
                                + Suggestion.didYouMean(f.key, in: ["blur", "saturation", "light", "dark"])
                                + " (settings: blur, saturation, light, dark)"
                        ))
                }
            }
            doc.materials.append(entry)
        }
    }

    /// `"backdrop": "beach.ppm"` or `{ "light": "day.ppm", "dark": "night.ppm" }`.
    static func decodeBackdrop(_ node: JSONNode, into doc: inout ThemeDocument, diagnostics: inout [Diagnostic]) {
        if let path = node.stringValue, !path.isEmpty {
            for style in InterfaceStyle.allCases { doc.backdrops.append((style, path, node.location)) }
            return
        }
        guard let members = node.objectMembers else {
            diagnostics.append(
                Diagnostic(
                    at: node.location,
                    """
                    `backdrop` must be a path to a PPM picture or { \"light\": \"day.ppm\", \"dark\": \
                    \"night.ppm\" }, found \(node.kindDescription)
                    """
                ))
            return
        }
        for m in members {
            let key = m.key == "any" ? "light" : m.key
            guard let style = InterfaceStyle(rawValue: key) else {
                diagnostics.append(
                    Diagnostic(
                        at: m.keyLocation,
                        """
                        unknown backdrop appearance \
                        `\(m.key)`\(Suggestion.didYouMean(m.key, in: ["light", "dark"])) (use light and dark)
                        """
                    ))
                continue
            }
            guard let path = m.value.stringValue, !path.isEmpty else {
                diagnostics.append(
                    Diagnostic(
                        at: m.value.location,
                        "the \(key) backdrop must be a path to a PPM picture, found \(m.value.kindDescription)"))
                continue
            }
            doc.backdrops.append((style, path, m.value.location))
        }
    }

    /// A color: a hex string, an alias, or an object of variant keys.
    static func decodeColor(
        name: String, keyLocation: SourceLocation, node: JSONNode, diagnostics: inout [Diagnostic]
    ) -> ColorEntry? {
        switch node.value {
        case .string:
            guard let v = decodeValue(node, diagnostics: &diagnostics) else { return nil }
            return ColorEntry(
                name: name, location: keyLocation, color: DynamicColor(variants: [.light: v]), isPartial: false)
        case .object(let members):
            var variants: [Traits: VariantValue] = [:]
            var ok = true
            for m in members {
                guard let traits = Traits(variantKey: m.key) else {
                    ok = false
                    diagnostics.append(
                        Diagnostic(
                            at: m.keyLocation,
                            """
                            unknown variant `\(m.key)` in \
                            `\(name)`\(Suggestion.didYouMean(m.key, in: Traits.allVariantKeys)) (variants: \
                            \(Traits.allVariantKeys.joined(separator: ", ")))
                            """
                        ))
                    continue
                }
                if variants[traits] != nil {
                    ok = false
                    diagnostics.append(
                        Diagnostic(
                            at: m.keyLocation, "`\(name)` gives its light value twice (`light` and `any` mean the same)"
                        ))
                    continue
                }
                guard let v = decodeValue(m.value, diagnostics: &diagnostics) else {
                    ok = false
                    continue
                }
                variants[traits] = v
            }
            if members.isEmpty {
                diagnostics.append(Diagnostic(at: node.location, "`\(name)` has no variants; give at least \"light\""))
                return nil
            }
            guard ok else { return nil }
            return ColorEntry(
                name: name, location: keyLocation, color: DynamicColor(variants: variants),
                isPartial: variants[.light] == nil)
        default:
            diagnostics.append(
                Diagnostic(
                    at: node.location,
                    """
                    expected a color for `\(name)`: a hex string like \"#1C1C1E\", an alias like \
                    \"{systemGray6}\", or an object like { \"light\": ..., \"dark\": ... }; found \
                    \(node.kindDescription)
                    """
                ))
            return nil
        }
    }

    /// One variant's value: `#hex` or `{alias}`.
    static func decodeValue(_ node: JSONNode, diagnostics: inout [Diagnostic]) -> VariantValue? {
        guard let s = node.stringValue else {
            diagnostics.append(
                Diagnostic(
                    at: node.location,
                    """
                    expected a hex color like \"#FF9500\" or an alias like \"{systemOrange}\", found \
                    \(node.kindDescription)
                    """
                ))
            return nil
        }
        let text = s.trimmingSpaces
        if text.hasPrefix("{") && text.hasSuffix("}") && text.count >= 2 {
            let target = String(text.dropFirst().dropLast()).trimmingSpaces
            if let problem = ColorName.problem(with: target) {
                let quoted = SafeText.excerpt(s)
                diagnostics.append(Diagnostic(at: node.location, "bad alias \"\(quoted)\": \(problem)"))
                return nil
            }
            return VariantValue(.alias(target), at: node.location)
        }
        switch CSSColor.parse(s) {
        case .success(let parsed):
            if parsed.clipped { diagnostics.append(CSSColor.clippedNote(parsed, text: text, at: node.location)) }
            return VariantValue(.literal(parsed.color), at: node.location)
        case .failure(let failure):
            let problem = ColorValueProblem.of(
                s, failure,
                expected: """
                    expected a CSS color (#RRGGBB, rgb(), hsl(), oklch(), color(display-p3 ...), a named color) or an \
                    alias like {systemBlue}
                    """)
            diagnostics.append(
                Diagnostic(
                    at: node.location(ofScalar: problem.offset),
                    "bad color \"\(SafeText.excerpt(s))\": \(problem.reason)"))
        }
        return nil
    }
}

/// Rules for color names: they appear in aliases, listings and file names.
enum ColorName {
    static func problem(with name: String) -> String? {
        if name.isEmpty { return "a color name cannot be empty" }
        if name.unicodeScalars.contains(where: SafeText.isUnsafe) {
            return "the color name \"\(SafeText.sanitized(name))\" contains control characters"
        }
        if name.contains("{") || name.contains("}") { return "a color name cannot contain `{` or `}`" }
        return nil
    }
}

extension PaletteFormat {
    /// dusk's own theme files: its keys with its shapes ("colors" holding color values, not token groups).
    /// Without tokens, a file whose keys are dusk's or near them is one, so a typo still gets "did you mean".
    static let duskTheme = PaletteFormat(
        name: "dusk theme", files: "a theme file (.json)",
        contentRule: "a dusk theme has keys like \"colors\" and \"inherits\"",
        claimsContent: { root in
            guard let members = root.objectMembers, !PaletteFormats.containsTokenValue(root) else { return false }
            return members.isEmpty
                || members.contains {
                    $0.key == "colors" || ThemeDocument.knownKeys.contains($0.key)
                        || Suggestion.nearest(to: $0.key, in: ThemeDocument.knownKeys) != nil
                }
        },
        duplicateKeysAreErrors: true, mayHoldNoColors: true, saysEveryAppearance: true,
        reader: .json(ThemeDocument.reading)
    )
}

extension ThemeDocument {
    /// A dusk theme file's reading: its document, the errors, and the notes the document collected.
    @Sendable
    static func reading(_ request: PaletteFormat.Request<JSONNode>) -> PaletteFormat.Reading {
        var diagnostics: [Diagnostic] = []
        let document = ThemeDocument.decode(request.content, path: request.path, diagnostics: &diagnostics)
        return PaletteFormat.Reading(document: document, diagnostics: diagnostics, notes: document.notes)
    }
}

extension ThemeDocument {
    /// Light and dark, which every palette is seen in, the appearances of `base` (what it inherits, when its format
    /// can say every appearance), and each other appearance in which one of the file's colors differs from the
    /// nearest appearance already said that it falls back to (a `prefers-contrast: more` rule, a high-contrast
    /// mode): a `.dark` rule read into all four dark appearances says dark, not dark elevated, and a fix's overlay
    /// that writes a stylesheet's dark value into dark elevated too says what the stylesheet says. The general
    /// go first (`Traits.all`'s order), so each is compared with what is already said.
    func saidAppearances(over base: [Traits] = []) -> [Traits] {
        var said = Set(base).union([.light, .dark])
        let all = colors.map(\.color) + (tint.map { [$0.color] } ?? [])
        for traits in Traits.all where !said.contains(traits) {
            guard let parent = traits.fallbackChain.dropFirst().first(where: said.contains) else { continue }
            if all.contains(where: { $0.variants[traits] != nil && $0.value(for: traits) != $0.value(for: parent) }) {
                said.insert(traits)
            }
        }
        return Traits.all.filter(said.contains)
    }
}
