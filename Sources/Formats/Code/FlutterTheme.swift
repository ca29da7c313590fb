import ColorScience
import Platform
import Syntax
import ThemeModel

/// A Flutter theme kept in Dart (`lib/theme/colors.dart`, `app_theme.dart`), read as Dart and Flutter resolve it,
/// without running it: every constant color of the file and the `.dart` files beside it (`FlutterColorContext`);
/// `ColorScheme(…)`, `ColorScheme.light(…)`/`.dark(…)` and `highContrastLight`/`highContrastDark` as Material's
/// roles in the appearance their constructor or `brightness:` says, a role left out taking the constructor's
/// default or the role Flutter's getter falls back to (`primaryContainer` is `primary`); a `ThemeData(…)`'s own
/// colors (`scaffoldBackgroundColor`) under their names, in its brightness. `ColorScheme.fromSeed` is worked out
/// when the app runs (Material Color Utilities): counted in a note.
enum FlutterThemeReader {
    static func document(
        _ request: PaletteFormat.Request<[UInt8]>, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) throws(ThemeError) -> ThemeDocument {
        let path = request.path
        var doc = ThemeDocument(path: path)
        var declarations = DartDeclarations()
        for text in try CodeFolder.texts(request, suffix: ".dart", extraFiles: &doc.extraFiles, notes: &notes) {
            declarations.add(text)
        }
        var reading = FlutterReading(context: FlutterColorContext(declarations: declarations))
        reading.read()
        CodeFolder.finish(
            &doc, entries: reading.entries, readingNotes: reading.notes,
            expected: "a Flutter theme has `const name = Color(0xFF…);` constants, `ColorScheme(…)` or "
                + "`ThemeData(…)` in this file or the .dart files beside it",
            notes: &notes, diagnostics: &diagnostics)
        return doc
    }
}

/// The colors of a Flutter theme's Dart files: constants, then schemes' roles, then `ThemeData`'s own colors.
struct FlutterReading {
    let context: FlutterColorContext
    private(set) var entries: [ThemeDocument.ColorEntry] = []
    private(set) var notes: [Diagnostic] = []

    init(context: FlutterColorContext) { self.context = context }

    /// `ThemeData`'s own colors, read under their parameter's name.
    static let themeDataColors: Set<String> = [
        "primaryColor", "primaryColorLight", "primaryColorDark", "scaffoldBackgroundColor", "canvasColor",
        "cardColor", "dividerColor", "hintColor", "disabledColor", "highlightColor", "splashColor",
        "unselectedWidgetColor", "secondaryHeaderColor", "shadowColor", "hoverColor", "focusColor",
        "indicatorColor", "dialogBackgroundColor", "accentColor", "backgroundColor", "bottomAppBarColor",
        "errorColor", "toggleableActiveColor", "selectedRowColor", "buttonColor",
    ]

    mutating func read() {
        let context = self.context
        let declarations = context.declarations.declarations
        var table = CodeColorTable(count: declarations.count) { table, i in
            let d = declarations[i]
            let color = context.color(d.file, d.start, d.end, scope: d.scope, table: &table)
            if color == nil, d.typedColor { return .unread("its value is not one color written in the code") }
            return color
        }
        var seen: Set<String> = []
        for (i, d) in declarations.enumerated() where seen.insert(d.name).inserted {
            guard let color = table.color(i) else { continue }
            guard let value = value(color, d.name, at: d.location) else { continue }
            entries.append(
                ThemeDocument.ColorEntry(
                    name: d.name, location: d.location, color: DynamicColor(variants: [.light: value]),
                    isPartial: false))
        }
        let taken = Set(entries.map(\.name))
        entries = entries.filter { !FlutterColorTables.schemeRoles.map(\.role).contains($0.name) }
        entries += readThemes(&table, taken: taken)
    }

    private mutating func value(_ color: CodeColor, _ name: String, at location: SourceLocation) -> VariantValue? {
        if case .unread(let why) = color { notes.append(.unreadColor(name, at: location, why)) }
        return color.value.map { VariantValue($0, at: location) }
    }

    /// Each `ColorScheme` and `ThemeData` call: the appearance it is for, and its colors.
    private mutating func readThemes(_ table: inout CodeColorTable, taken: Set<String>) -> [ThemeDocument.ColorEntry] {
        var schemes: [Traits: (system: Bool, at: SourceLocation)] = [:]
        var written: [String: [Traits: VariantValue]] = [:]
        var order: [String] = []
        var locations: [String: SourceLocation] = [:]
        for (index, file) in context.declarations.files.enumerated() {
            let chains = file.chains
            let t = file.tokens
            for chain in chains.chains {
                guard let head = chain.segments.first, head.name >= 0 else { continue }
                let kind = chains.name(head)
                guard kind == "ColorScheme" || kind == "ThemeData" else { continue }
                let isNamed = chain.segments.count > 1
                let call = isNamed ? chain.segments[1] : head
                guard call.args >= 0 else { continue }
                let constructor = isNamed ? chains.name(call) : ""
                var arguments = chains.arguments(call.args).filter { $0.label >= 0 && $0.start < $0.end }
                // `ColorScheme.light().copyWith(primary: …)`: the copy's roles over the constructor's.
                if let copy = chain.segments.dropFirst(isNamed ? 2 : 1).first, chains.name(copy) == "copyWith",
                    copy.args >= 0
                {
                    let overrides = chains.arguments(copy.args).filter { $0.label >= 0 && $0.start < $0.end }
                    let labels = Set(overrides.map { t.name($0.label) })
                    arguments = arguments.filter { !labels.contains(t.name($0.label)) } + overrides
                }
                let at = file.text.location(t[head.name].start)
                if constructor == "fromSeed" || constructor == "fromSwatch" || constructor == "fromImageProvider" {
                    var note = Diagnostic(
                        at: at,
                        "`ColorScheme.\(constructor)(…)` not read: Flutter works its roles out when the app runs "
                            + "(Material Color Utilities); write the scheme's colors to see them")
                    note.kind = .skippedColors(FlutterColorTables.schemeRoles.count)
                    notes.append(note)
                    continue
                }
                guard
                    kind == "ColorScheme"
                        ? ["", "light", "dark", "highContrastLight", "highContrastDark"].contains(
                            constructor) : constructor == ""
                else { continue }
                let function = owner(of: chain.first, t)
                let traits = appearance(constructor, function, arguments, t)
                if kind == "ColorScheme", function?.lowercased().contains("medium") == true {
                    var note = Diagnostic(
                        at: at,
                        "a medium-contrast scheme (\(arguments.count) roles) not read: iOS has normal and high contrast"
                    )
                    note.kind = .skippedColors(arguments.count)
                    notes.append(note)
                    continue
                }
                // In a method of `class AppColors`, `primary: accent1` is the class's own field.
                let scope = DartDeclarations.enclosingClass(of: chain.first, t)
                if kind == "ColorScheme" {
                    if let earlier = schemes[traits] {
                        var note = Diagnostic(
                            at: at,
                            "a second \(traits.name) scheme (\(arguments.count) roles) not read: dusk shows the first, "
                                + "at line \(earlier.at.line) of \(Path.lastComponent(earlier.at.file))")
                        note.kind = .skippedColors(arguments.count)
                        notes.append(note)
                        continue
                    }
                    schemes[traits] = (constructor != "", at)
                }
                for argument in arguments {
                    let label = t.name(argument.label)
                    guard kind == "ColorScheme" ? label != "brightness" : Self.themeDataColors.contains(label) else {
                        continue
                    }
                    let name = kind == "ThemeData" && taken.contains(label) ? "ThemeData." + label : label
                    if kind == "ThemeData", written[name]?[traits] != nil { continue }
                    let location = file.text.location(t[argument.start].start)
                    let source = file.text.string(t[argument.start].start..<t[argument.end - 1].end)
                    let color =
                        context.color(index, argument.start, argument.end, scope: scope, table: &table)
                        ?? .unread("computed when the app runs (`\(SafeText.excerpt(source, limit: 40))`)")
                    guard let value = value(color, name, at: location) else { continue }
                    if written[name] == nil {
                        order.append(name)
                        locations[name] = location
                    }
                    written[name, default: [:]][traits] = value
                }
            }
        }
        return roleEntries(schemes, written, order, locations)
    }

    /// The function a scheme is returned from (`static ColorScheme lightHighContrastScheme() { return …`,
    /// `ColorScheme darkScheme() => …`), as Material Theme Builder's Dart export names them.
    private func owner(of first: Int, _ t: BraceTokens) -> String? {
        var j = first - 1
        while j >= 0, t.isIdentifier(j, "const") || t.isIdentifier(j, "return") || t.isPunctuation(j, "=>") { j -= 1 }
        if j >= 0, t.isOpen(j, UInt8(ascii: "{")) { j -= 1 }
        guard j >= 1, t[j].kind == .close, t.match[j] >= 1, t[t.match[j] - 1].kind == .identifier else { return nil }
        return t.name(t.match[j] - 1)
    }

    /// `.dark`/`.highContrastDark`, or `brightness: Brightness.dark`; a function named for high contrast.
    private func appearance(
        _ constructor: String, _ owner: String?, _ arguments: [PostfixChains.Argument], _ t: BraceTokens
    ) -> Traits {
        var words = ModeWords(constructor)
        if let owner, constructor.isEmpty {
            let named = ModeWords(owner)
            words.high = named.high && !owner.lowercased().contains("medium")
        }
        var style = words.style ?? .light
        if let brightness = arguments.first(where: { t.name($0.label) == "brightness" }),
            (brightness.start..<brightness.end).contains(where: { t.isIdentifier($0, "dark") })
        {
            style = .dark
        }
        return Traits(style, .base, words.high ? .high : .normal)
    }

    /// The roles as written; left out, a named constructor's default, else the role Flutter's getter falls back
    /// to (an alias, so it follows what the scheme gives that role).
    private func roleEntries(
        _ schemes: [Traits: (system: Bool, at: SourceLocation)], _ written: [String: [Traits: VariantValue]],
        _ order: [String], _ locations: [String: SourceLocation]
    ) -> [ThemeDocument.ColorEntry] {
        var entries: [ThemeDocument.ColorEntry] = []
        let roles = FlutterColorTables.schemeRoles
        let fallback =
            locations.values.first ?? schemes.values.first?.at ?? SourceLocation(file: "", line: 0, column: 0)
        var names = schemes.isEmpty ? [] : roles.map(\.role)
        names += order.filter { !names.contains($0) }
        for name in names {
            var variants = written[name] ?? [:]
            if let role = roles.first(where: { $0.role == name }) {
                for (traits, scheme) in schemes where variants[traits] == nil {
                    let literal = traits == .dark ? role.dark : traits == .light ? role.light : nil
                    if scheme.system, let literal, let rgba = RGBA(hexDigits: literal) {
                        variants[traits] = VariantValue(.literal(rgba))
                    } else if let target = role.fallback {
                        variants[traits] = VariantValue(
                            target.hasPrefix("#") ? .literal(RGBA(hex: target) ?? RGBA(0, 0, 0)) : .alias(target))
                    }
                }
            }
            guard !variants.isEmpty else { continue }
            if variants[.light] == nil, let dark = variants[.dark] { variants[.light] = dark }
            entries.append(
                ThemeDocument.ColorEntry(
                    name: name, location: locations[name] ?? fallback, color: DynamicColor(variants: variants),
                    isPartial: variants[.light] == nil))
        }
        // A fallback to a role with no value at all (one the code writes and dusk could not read) is dropped, and
        // so is one to a role only such a fallback gave (`outline` falls back to `onBackground`, which falls back
        // to an unread `onSurface`): dropped until none is left, at most once per role.
        let roleNames = Set(roles.map(\.role))
        var kept = entries
        while true {
            let defined = Set(kept.map(\.name))
            let next: [ThemeDocument.ColorEntry] = kept.compactMap { entry in
                var entry = entry
                entry.color.variants = entry.color.variants.filter { _, v in
                    guard case .alias(let target) = v.value else { return true }
                    return !roleNames.contains(target) || defined.contains(target)
                }
                guard let light = entry.color.variants[.light] ?? entry.color.variants[.dark] else { return nil }
                entry.color.variants[.light] = light
                return entry
            }
            if next.count == kept.count { return next }
            kept = next
        }
    }
}

extension PaletteFormat {
    static let flutterTheme = PaletteFormat.code(
        name: "Flutter theme", files: "a Flutter theme (Dart: colors.dart, app_theme.dart)",
        example: "lib/theme/app_colors.dart", suffix: ".dart",
        document: { request, diagnostics, notes throws(ThemeError) in
            try FlutterThemeReader.document(request, diagnostics: &diagnostics, notes: &notes)
        })
}
