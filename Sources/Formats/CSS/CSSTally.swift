import Syntax
import ThemeModel

/// What a stylesheet held that did not become a color, told in a few notes: the colors skipped (counted in
/// the theme's coverage), the colors read in only some appearances, the properties that are not colors, the
/// parts of the file dusk does not read, and the channel triplets it read as colors.
struct CSSTally {
    private var onlyInSkippedParts: [(String, SourceLocation)] = []
    private var undeclared: [(name: String, target: String, at: SourceLocation)] = []
    private var selfReferences: [(String, SourceLocation)] = []
    private var inError: [(name: String, target: String, at: SourceLocation)] = []
    private var unsupported: [String: [(String, SourceLocation)]] = [:]
    private var unsupportedOrder: [String] = []
    private var notColors: [(String, SourceLocation)] = []
    /// The properties that are not colors (`--radius`, `--font-sans: var(--font-geist-sans)`), in file order.
    var notColorNames: [String] { notColors.map(\.0) }
    private var partlyRead: [(name: String, traits: Traits, why: String)] = []
    private var lightless: [(String, SourceLocation)] = []

    /// A property that gave no color in any appearance.
    mutating func unread(_ name: String, missing: [(Traits, CSSValues.Value)], declarations: [CSSRules.Declaration]) {
        let at = declarations[0].location
        for (_, value) in missing {
            switch value {
            case .undeclared(let target):
                if CSSTally.namesNoColor(name) {
                    notColors.append((name, at))
                } else if target == name {
                    selfReferences.append((name, at))
                } else {
                    undeclared.append((name, target, at))
                }
                return
            case .refersToError(let target):
                inError.append((name, target, at))
                return
            case .unsupported(let why):
                if unsupported[why] == nil { unsupportedOrder.append(why) }
                unsupported[why, default: []].append((name, at))
                return
            default: continue
            }
        }
        if !missing.isEmpty {
            notColors.append((name, at))
            return
        }
        // Set only in parts dusk does not read: a color there is a color skipped.
        var ignored: [(name: String, text: String, function: String)] = []
        let colorLike = declarations.contains { d in
            switch CSSValues.color(d.value, name: name, written: d.value, triplets: &ignored) {
            case .notColor: return d.value.contains("var(")
            default: return true
            }
        }
        if colorLike, !CSSTally.namesNoColor(name) { onlyInSkippedParts.append((name, at)) }
    }

    /// Words that make a property's name say it is no color (`--font-sans`, `--radius-lg`), for a value that
    /// does not say (a var() of a property set elsewhere).
    static let noColorWords: Set<String> = [
        "font", "fonts", "family", "radius", "rounded", "spacing", "space", "size", "sizes", "width", "height",
        "duration", "ease", "easing", "index", "weight", "leading", "tracking", "gap", "blur", "breakpoint",
        "animate", "animation", "transition", "letter", "line",
    ]

    static func namesNoColor(_ name: String) -> Bool {
        let words = NameWords.split(name, .mode)
        return !words.contains("color") && words.contains(where: noColorWords.contains)
    }

    /// Colors the file sets only for dark, elevated or high contrast, with no light value to fall back on.
    mutating func withoutLight(_ name: String, at location: SourceLocation) {
        lightless.append((name, location))
    }

    /// A color some of whose appearances gave no color (a dark value that refers to a property not set).
    mutating func partly(_ name: String, _ traits: Traits, _ value: CSSValues.Value) {
        let why: String
        switch value {
        case .undeclared(let target): why = "refers to `--\(SafeText.excerpt(target))`, which the file does not set"
        case .unsupported(let reason): why = reason
        case .refersToError(let target): why = "refers to `--\(SafeText.excerpt(target))`, whose value is in error"
        default: return
        }
        partlyRead.append((name, traits, why))
    }

    func notes(_ rules: CSSRules, triplets: [(name: String, text: String, function: String)]) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        let dashed: ([(String, SourceLocation)]) -> [String] = { $0.map { "--" + $0.0 } }
        notes += partsNotes(rules)
        if let first = onlyInSkippedParts.first {
            notes.append(
                Diagnostic.skipped(
                    dashed(onlyInSkippedParts), ("color", "colors"),
                    why: "set only in rules dusk does not read (see the note on them)", at: first.1))
        }
        if let first = lightless.first {
            notes.append(
                Diagnostic.skipped(
                    dashed(lightless), ("color", "colors"),
                    why: "set only for dark, elevated or high contrast, with no light value to fall back on (every "
                        + "color needs one); open the file with the light values, or add light values on :root",
                    at: first.1))
        }
        if let first = undeclared.first {
            notes.append(
                Diagnostic.skipped(
                    undeclared.map { "--" + $0.name }, ("color", "colors"),
                    why: "var() refers to custom properties the file does not set (\(CSSTally.targets(undeclared)));"
                        + " open the file that sets them, or give var() a fallback", at: first.at))
        }
        if let first = selfReferences.first {
            let name = "--" + SafeText.excerpt(first.0)
            notes.append(
                Diagnostic.skipped(
                    dashed(selfReferences), ("color", "colors"),
                    why: "its var() refers to itself (`\(name): var(\(name))`);"
                        + " in Tailwind's `@theme inline` that means a value another file sets: open that file",
                    at: first.1))
        }
        if let first = inError.first {
            notes.append(
                Diagnostic.skipped(
                    inError.map { "--" + $0.name }, ("color", "colors"),
                    why: "var() refers to properties whose values are in error (\(CSSTally.targets(inError))): "
                        + "see the error there", at: first.at))
        }
        for why in unsupportedOrder {
            let list = unsupported[why]!
            notes.append(Diagnostic.skipped(dashed(list), ("color", "colors"), why: why, at: list[0].1))
        }
        if let lost = partlyRead.first {
            let shown = partlyRead.prefix(3).map { "`--\(SafeText.excerpt($0.name))` in \($0.traits.name)" }
            var note = Diagnostic(
                at: rules.declarations.first { $0.name == lost.name }!.location,
                "\(partlyRead.count) color\(partlyRead.count == 1 ? "" : "s") read in only some appearances "
                    + "(\(shown.joined(separator: ", "))\(partlyRead.count > 3 ? " and more" : "")): \(lost.why); "
                    + "those appearances show the nearest value dusk read")
            note.kind = .general
            notes.append(note)
        }
        if let first = notColors.first {
            let shown = notColors.prefix(3).map { "`--\(SafeText.excerpt($0.0))`" }.joined(separator: ", ")
            notes.append(
                Diagnostic(
                    at: first.1,
                    "left out \(notColors.count) "
                        + (notColors.count == 1
                            ? "custom property that is not a color" : "custom properties that are not colors")
                        + " (\(shown)\(notColors.count > 3 ? " and \(notColors.count - 3) more" : ""))"
                        + "; the CSS export keeps \(notColors.count == 1 ? "it" : "them") as written"))
        }
        if let first = triplets.first {
            let function = first.function == "hsl" ? "hsl() hue, saturation and lightness" : "rgb() channels"
            notes.append(
                Diagnostic(
                    at: rules.declarations.first { $0.name == first.name }!.location,
                    "read \(Set(triplets.map(\.name)).count) bare channel triplets as colors "
                        + "(`--\(SafeText.excerpt(first.name)): \(SafeText.excerpt(first.text))` as \(function)), "
                        + "as Tailwind and shadcn/ui use them in hsl(var(--name)) and rgb(var(--name))"))
        }
        return notes
    }

    /// The first three properties a list of references points at, as a note names them.
    static func targets(_ references: [(name: String, target: String, at: SourceLocation)]) -> String {
        Array(Set(references.map(\.target))).sorted().prefix(3).map { "`--\(SafeText.excerpt($0))`" }
            .joined(separator: ", ")
    }

    /// One note per reason for the parts of the file dusk does not read that hold custom properties.
    private func partsNotes(_ rules: CSSRules) -> [Diagnostic] {
        var counts = Array(repeating: 0, count: rules.skippedParts.count)
        for d in rules.declarations { if let p = d.skippedPart { counts[p] += 1 } }
        var order: [String] = []
        var byWhy: [String: [Int]] = [:]
        for (i, part) in rules.skippedParts.enumerated() where counts[i] > 0 && !part.included {
            if byWhy[part.why] == nil { order.append(part.why) }
            byWhy[part.why, default: []].append(i)
        }
        return order.map { why in
            let parts = byWhy[why]!
            let properties = parts.reduce(0) { $0 + counts[$1] }
            var whats: [String] = []
            for p in parts where !whats.contains(rules.skippedParts[p].what) {
                whats.append(rules.skippedParts[p].what)
            }
            let shown = whats.prefix(3).joined(separator: ", ")
            let more = whats.count > 3 ? " and \(whats.count - 3) more" : ""
            return Diagnostic(
                at: rules.skippedParts[parts[0]].location,
                "skipped \(shown)\(more) (\(properties) custom propert\(properties == 1 ? "y" : "ies")): \(why)")
        }
    }
}
