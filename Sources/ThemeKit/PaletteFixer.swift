/// Proposes the appearances a designer has not drawn yet and the colors that
/// make failing pairs pass: `dusk derive`, `dusk fix` and the preview's `f`.
///
/// Deriving follows what Apple's own system colors show (see the notes in
/// README): dark keeps hue and chroma and lifts lightness a little (text that
/// is dark on light becomes light on dark; light backgrounds become dark
/// ones); the elevated level exists only for backgrounds, a step lighter in
/// dark; high contrast moves lightness until the color reads at the AAA
/// level on its backgrounds. Then every pair of the theme's own colors that
/// is still below target is fixed in the appearance where it fails, with the
/// nearest passing color (`ContrastFix`).
public struct PaletteFix: Sendable {
    public struct Change: Sendable, Hashable {
        public var name: String
        /// The variant written (its key: `dark`, `lightHighContrast`, ...).
        public var variant: Traits
        public var color: RGBA
        public var reason: String
        /// A variant the theme did not have, rather than one that failed.
        public var derived: Bool
    }

    public var changes: [Change] = []
    /// Pairs no in-gamut color can fix, in words.
    public var unfixable: [String] = []

    /// The theme with every change laid over it (what `dusk fix` writes, loaded).
    public func applied(to theme: Theme) -> Theme {
        var fixed = theme
        for change in changes { fixed.setVariant(change.name, change.variant, .literal(change.color)) }
        return fixed
    }

    /// A theme file that inherits the original and adds only these values,
    /// each with a comment saying why: small enough to review line by line.
    public func themeFile(name: String, inherits: String, original: String) -> String {
        var names: [String] = []
        var byName: [String: [Change]] = [:]
        for c in changes {
            if byName[c.name] == nil { names.append(c.name) }
            byName[c.name, default: []].append(c)
        }
        var out = "// Proposed by `dusk fix` for \(SafeText.sanitized(original)): each value below adds an appearance\n"
        out += "// the palette did not have, or makes a pair reach its contrast target.\n"
        out += "// Review it in the preview (`dusk THIS-FILE`), then keep what you like.\n"
        for problem in unfixable { out += "// not fixed: \(SafeText.sanitized(problem))\n" }
        out += "{\n  \"name\": \(JSONText.quoted(name)),\n  \"inherits\": \(JSONText.quoted(inherits)),\n  \"colors\": {"
        for (i, color) in names.enumerated() {
            out += "\n    \(JSONText.quoted(color)): {\n"
            let entries = byName[color]!.sorted { Traits.all.firstIndex(of: $0.variant)! < Traits.all.firstIndex(of: $1.variant)! }
            for (j, c) in entries.enumerated() {
                out += "      \(JSONText.quoted(c.variant.variantKey)): \"\(c.color.hexShortest)\"\(j < entries.count - 1 ? "," : "")"
                out += "  // \(SafeText.sanitized(c.reason))\n"
            }
            out += "    }" + (i < names.count - 1 ? "," : "")
        }
        out += names.isEmpty ? "}\n}\n" : "\n  }\n}\n"
        return out
    }
}

public enum PaletteFixer {
    /// Appearances in the order fixes are made: general before specific, so a
    /// fix of `dark` also serves the elevated dark appearances that fall back to it.
    static let order: [Traits] = [.light, .dark, Traits(.light, .base, .high), Traits(.dark, .base, .high),
                                  Traits(.light, .elevated), Traits(.dark, .elevated),
                                  Traits(.light, .elevated, .high), Traits(.dark, .elevated, .high)]

    /// Derived variants and contrast fixes, as one list of changes.
    public static func fix(_ theme: Theme, derive: Bool = true) -> PaletteFix {
        var result = PaletteFix()
        if derive { result.changes = derivedVariants(theme) }
        var working = result.applied(to: theme)
        for traits in order {
            let audit = ContrastAudit(theme: working, appearances: [traits], scope: .own, listing: .all, limit: .max)
            var handled: Set<String> = []
            for pair in audit.pairs where audit.isFinding(pair) && pair.source != .gradient {
                // Move the side that is the theme's own literal color: the text if it can, else the background.
                let moving: (name: String, isBackground: Bool)
                if pair.source != .buttonText, adjustable(pair.foreground, traits, in: working) {
                    moving = (pair.foreground, false)
                } else if adjustable(pair.background, traits, in: working) {
                    moving = (pair.background, true)
                } else {
                    result.unfixable.append("\(pair.foreground) on \(pair.background) in \(traits.name) (\(NumberFormat.fixed(pair.ratio, 2)):1): neither color is a value the theme sets")
                    continue
                }
                guard handled.insert(moving.name).inserted, let current = working.resolve(moving.name, traits) else { continue }
                // Every pair the moving color is in, each with its own target, so fixing one does not break another.
                let others: [(color: RGBA, target: Double)] = moving.isBackground
                    ? audit.pairs.filter { $0.background == moving.name }.map { ($0.foregroundColor, $0.target) }
                    : audit.pairs.filter { $0.foreground == moving.name }.map { ($0.backgroundColor, $0.target) }
                guard let better = ContrastFix.nearestPassing(current, against: others, isBackground: moving.isBackground) else {
                    result.unfixable.append("\(moving.name) in \(traits.name): no color of its hue passes all of its pairs at once (\(pair.foreground) on \(pair.background) is \(NumberFormat.fixed(pair.ratio, 2)):1, needs \(NumberFormat.fixed(pair.target, 2)):1)")
                    continue
                }
                let after = moving.isBackground ? Contrast.wcagRatio(text: pair.foregroundColor, background: better)
                                                : Contrast.wcagRatio(text: better, background: pair.backgroundColor)
                let reason = "\(pair.foreground) on \(pair.background) was \(NumberFormat.fixed(pair.ratio, 2)):1 in \(traits.name), now \(NumberFormat.fixed(after, 2)):1 (needs \(NumberFormat.fixed(pair.target, 1)):1)"
                // The fix goes on this appearance's own variant, so appearances fixed earlier keep their values.
                result.changes.removeAll { $0.name == moving.name && $0.variant == traits }
                result.changes.append(PaletteFix.Change(name: moving.name, variant: traits, color: better, reason: reason, derived: false))
                working.setVariant(moving.name, traits, .literal(better))
            }
        }
        return result
    }

    /// The appearances the theme's own colors are missing, proposed: backgrounds
    /// first, so the text colors derived next are judged on the backgrounds
    /// they will really sit on.
    public static func derivedVariants(_ theme: Theme) -> [PaletteFix.Change] {
        let own = ContrastAudit.ownNames(of: theme)
        let candidates = theme.names.filter { name in
            guard own.contains(name), let color = theme[name] else { return false }
            // Only colors drawn as literals: an alias already adapts as its target does.
            guard case .literal? = color.color.variants[.light]?.value else { return false }
            return !color.color.variants.values.contains { if case .alias = $0.value { return true } else { return false } }
        }
        var changes: [PaletteFix.Change] = []
        var working = theme
        for backgroundsPass in [true, false] {
            for name in candidates where (theme.role(of: name) == .background) == backgroundsPass {
                let derived = derive(name, in: theme, on: working)
                changes += derived
                for c in derived { working.setVariant(c.name, c.variant, .literal(c.color)) }
            }
        }
        return changes
    }

    /// The missing variants of one color; text-like colors are judged on the backgrounds of `working`.
    static func derive(_ name: String, in theme: Theme, on working: Theme) -> [PaletteFix.Change] {
        guard let color = theme[name], case .literal(let light)? = color.color.variants[.light]?.value else { return [] }
        let role = theme.role(of: name)
        let isBackground = role == .background
        var changes: [PaletteFix.Change] = []
        func has(_ t: Traits) -> Bool { color.color.variants[t] != nil }
        func add(_ t: Traits, _ c: RGBA, _ why: String) {
            changes.append(PaletteFix.Change(name: name, variant: t, color: c, reason: why, derived: true))
        }
        var dark = light
        if case .literal(let d)? = color.color.variants[.dark]?.value { dark = d }
        if !has(.dark) {
            dark = derivedDark(light, background: isBackground)
            add(.dark, dark, isBackground ? "dark: the light background turned dark, same hue" : "dark: same hue and chroma, lightness for a dark interface")
        }
        if isBackground, !has(Traits(.dark, .elevated)) {
            let lch = OKLCH(dark)
            add(Traits(.dark, .elevated), OKLCH(l: min(1, lch.l + 0.07), c: lch.c, h: lch.h).rgba(alpha: dark.a),
                "dark elevated: a step lighter, as sheets and popovers are in dark mode")
        }
        let hcTarget = role == .text ? 7.0 : 4.5
        for (style, base) in [(InterfaceStyle.light, light), (.dark, dark)] {
            let t = Traits(style, .base, .high)
            guard !has(t) else { continue }
            let lch = OKLCH(base)
            if isBackground {
                add(t, OKLCH(l: min(1, max(0, lch.l + (style == .light ? -0.03 : 0.04))), c: lch.c, h: lch.h).rgba(alpha: base.a),
                    "\(style.rawValue) high contrast: a little further from the text on it")
                continue
            }
            let backgrounds = self.backgrounds(working, t)
            guard let better = ContrastFix.nearestPassing(base, on: backgrounds, target: hcTarget) else { continue }
            // Already at the AAA level: still a little stronger, as Apple's are.
            let stronger = better == base ? OKLCH(l: min(1, max(0, lch.l + (style == .light ? -0.04 : 0.04))), c: lch.c, h: lch.h).rgba(alpha: base.a) : better
            add(t, stronger, "\(style.rawValue) high contrast: \(NumberFormat.fixed(ContrastFix.worstRatio(stronger, on: backgrounds), 1)):1 or more on the \(style.rawValue) backgrounds (AAA \(NumberFormat.fixed(hcTarget, 1)):1)")
        }
        return changes
    }

    /// Dark keeps the hue: text dark on light becomes light on dark (mirrored
    /// lightness), a light color lifts a little (Apple's tints: +0.01..0.04),
    /// a light background becomes a dark one with little chroma.
    static func derivedDark(_ light: RGBA, background: Bool) -> RGBA {
        let lch = OKLCH(light)
        if background {
            if lch.l < 0.5 { return light }
            return OKLCH(l: min(0.35, (1 - lch.l) * 5), c: min(lch.c, 0.04), h: lch.h).rgba(alpha: light.a)
        }
        if lch.l < 0.6 { return OKLCH(l: min(0.95, 1.05 - lch.l), c: lch.c, h: lch.h).rgba(alpha: light.a) }
        return OKLCH(l: min(1, lch.l + 0.02), c: lch.c, h: lch.h).rgba(alpha: light.a)
    }

    /// Every background color of the theme in one appearance.
    static func backgrounds(_ theme: Theme, _ traits: Traits) -> [RGBA] {
        theme.names.filter { theme.role(of: $0) == .background }.compactMap { theme.resolve($0, traits) }
    }

    /// The theme's own color, with a literal value (not an alias) in this appearance.
    static func adjustable(_ name: String, _ traits: Traits, in theme: Theme) -> Bool {
        guard let color = theme[name], !BuiltinThemes.names.contains(color.origin), color.origin != "default",
              let value = color.color.value(for: traits) else { return false }
        if case .literal = value { return true }
        return false
    }
}

extension Theme {
    /// Sets one variant of a color (a fix or a derived appearance).
    public mutating func setVariant(_ name: String, _ traits: Traits, _ value: ColorValue) {
        guard var color = self[name] else { return }
        color.color.variants[traits] = VariantValue(value)
        define([color])
    }
}
