import ColorScience
import Syntax
import ThemeModel

extension DesignTokensReader {
    /// One token as `collect` reads it: where it is, its values by appearance so far, and what reading it found
    /// to say, which `collect` adds to the file's diagnostics and notes once the token is read.
    struct TokenReading {
        let name: String
        let path: [String]
        let node: JSONNode
        let members: [JSONMember]
        /// `$type: color`, written or inherited; else untyped, read only when its value is a color.
        let typed: Bool
        let defaultTraits: Traits
        var variants: [Traits: VariantValue] = [:]
        var diagnostics: [Diagnostic] = []
        var notes: [Diagnostic] = []

        /// Reads the token's values, modes and marks into `tokens`; one found to be no color adds nothing.
        mutating func read(_ valueNode: JSONNode, into tokens: inout Tokens) {
            guard readValue(valueNode, into: &tokens) else { return }
            applyAlpha(into: &tokens)
            readStudioModifier(into: &tokens)
            tokens.allNames.insert(name)
            if let own = exportedName { tokens.exportedNames[name] = own }
            readCompanionValues()
            guard typed || !variants.isEmpty else {
                noteUnreadColor(valueNode, into: &tokens)
                return
            }
            for vendor in JSONNode.member(node, "$extensions")?.objectMembers ?? [] {
                readExtension(vendor, into: &tokens)
            }
            // A value in error costs the token: the error is said once, and the aliases to it are counted in it.
            if let error = diagnostics.first(where: { $0.kind == .general }), let location = error.location {
                tokens.failed[name] = location
                return
            }
            if !variants.isEmpty { add(to: &tokens) }
        }

        /// `$value` at the default appearance; false for a gradient, shadow or border written as a color token
        /// (kept aside for one note per kind). An untyped token's errors are not told: it may be no color.
        mutating func readValue(_ valueNode: JSONNode, into tokens: inout Tokens) -> Bool {
            // Tokens Studio's `rgba({colors.red.500}, 0.5)`: the reference's color at that opacity, once read.
            if let text = valueNode.stringValue, let call = TokenMath.colorWithAlpha(text) {
                let parts = call.reference.split(separator: ".").map(String.init)
                let reference = VariantValue(.alias(DesignTokensReader.normalized(parts)), at: valueNode.location)
                variants[defaultTraits] = reference
                tokens.pendingModifiers.append(
                    PendingModifier(
                        name: name, traits: defaultTraits, value: reference, kind: .alpha, amount: call.alpha,
                        space: "srgb", mode: defaultTraits.name))
                return true
            }
            guard typed else {
                var scratch: [Diagnostic] = []
                if let v = DesignTokensReader.value(valueNode, diagnostics: &scratch) { variants[defaultTraits] = v }
                return true
            }
            var found: [Diagnostic] = []
            if let v = DesignTokensReader.value(valueNode, diagnostics: &found) { variants[defaultTraits] = v }
            var composite = false
            for d in found {
                if case .notOneColor(let what) = d.kind {
                    composite = true
                    if tokens.compositeNames.insert(name).inserted {
                        tokens.composites.append((name, what, d.location ?? node.location))
                    }
                } else {
                    diagnostics.append(d)
                }
            }
            return !composite
        }

        /// Primer's `alpha` beside `$value`: the color at that opacity (a reference's, once every file is read).
        mutating func applyAlpha(into tokens: inout Tokens) {
            guard typed, case .number(let alpha)? = JSONNode.member(node, "alpha")?.value, (0...1).contains(alpha),
                let v = variants[defaultTraits]
            else { return }
            if case .literal(let c) = v.value {
                variants[defaultTraits] = VariantValue(
                    .literal(c.withAlpha(RGBA.clampByte(alpha * 255))), at: v.location)
            } else {
                tokens.pendingModifiers.append(
                    PendingModifier(
                        name: name, traits: defaultTraits, value: v, kind: .alpha, amount: "\(alpha)", space: "srgb",
                        mode: defaultTraits.name))
            }
        }

        /// Tokens Studio's `$extensions["studio.tokens"].modify` (alpha, lighten, darken, mix, in the space it
        /// names), computed once every file is read, as the plugin computes it; one dusk cannot compute is a note.
        mutating func readStudioModifier(into tokens: inout Tokens) {
            let studio = JSONNode.member(JSONNode.member(node, "$extensions"), "studio.tokens")
            guard let modify = JSONNode.member(studio, "modify"), let base = variants[defaultTraits] else { return }
            let type = JSONNode.member(modify, "type")?.stringValue ?? ""
            let spaceName = JSONNode.member(modify, "space")?.stringValue ?? ""
            let amountNode = JSONNode.member(modify, "value")
            let amount: String? =
                if case .number(let n)? = amountNode?.value { "\(n)" } else { amountNode?.stringValue }
            guard let kind = ColorModifier.Kind(rawValue: type), let amount,
                let space = ColorModifier.spaces[spaceName.lowercased()] ?? (kind == .alpha ? "srgb" : nil)
            else {
                // The plugin leaves the color as it is for these too: said, not silent.
                notes.append(
                    Diagnostic(
                        at: modify.location,
                        """
                        `\(SafeText.sanitized(name))`: a Tokens Studio modifier dusk cannot compute (type \
                        `\(SafeText.excerpt(type))`, space `\(SafeText.excerpt(spaceName))`; it computes alpha, \
                        lighten, darken and mix in srgb, p3, hsl and lch): shown unmodified
                        """))
                return
            }
            var other: VariantValue?
            if kind == .mix {
                var ignored: [Diagnostic] = []
                other = JSONNode.member(modify, "color").flatMap {
                    DesignTokensReader.value($0, diagnostics: &ignored)
                }
                if other == nil {
                    tokens.modifierFailures.append((name, defaultTraits.name, modify.location))
                    return
                }
            }
            tokens.pendingModifiers.append(
                PendingModifier(
                    name: name, traits: defaultTraits, value: base, kind: kind, amount: amount, space: space,
                    other: other, mode: defaultTraits.name))
        }

        /// The name dusk's own token export wrote the token from (`"$extensions": {"dusk": {"name": ...}}`),
        /// when it is a valid color name.
        var exportedName: String? {
            let own = JSONNode.member(JSONNode.member(JSONNode.member(node, "$extensions"), "dusk"), "name")
            guard let own = own?.stringValue, ColorName.problem(with: own) == nil else { return nil }
            return own
        }

        /// Style Dictionary's dark-mode companions: `darkValue`, `hcValue`, `hcDarkValue` beside `value`.
        mutating func readCompanionValues() {
            for m in members where m.key.hasSuffix("Value") && m.key != "$value" {
                // `hc` alone is light high contrast: the light style is the default here.
                let words = ModeWords(String(m.key.dropLast(5)))
                guard words.isAppearance else { continue }
                let traits = Traits(
                    words.style ?? .light, words.elevated ? .elevated : defaultTraits.level,
                    words.high ? .high : defaultTraits.contrast)
                var found: [Diagnostic] = []
                if let v = DesignTokensReader.value(m.value, diagnostics: &found) { variants[traits] = v }
                if typed || !variants.isEmpty { diagnostics += found }
            }
        }

        /// Style Dictionary files colors under `color` (its category) without a type: a string there that is no
        /// color is a color lost, and said to be.
        func noteUnreadColor(_ valueNode: JSONNode, into tokens: inout Tokens) {
            // Any value there, a string or an object (`{"h": 10}`), is counted, never lost in silence.
            if ["color", "colors"].contains(path.first?.lowercased() ?? ""),
                tokens.unreadColorNames.insert(name).inserted
            {
                tokens.unreadColors.append((name, valueNode.stringValue ?? valueNode.kindDescription, node.location))
            }
        }

        /// One vendor's `$extensions`: the values per mode of those dusk reads (`modeExtensions`); another whose
        /// keys look like modes is noted once.
        mutating func readExtension(_ vendor: JSONMember, into tokens: inout Tokens) {
            guard modeExtensions.contains(vendor.key) else {
                let modeLike =
                    vendor.value.objectMembers?.contains {
                        DesignTokensReader.modeTraits($0.key, base: defaultTraits) != nil
                    } ?? false
                if modeLike, tokens.unreadExtensions.insert(vendor.key).inserted {
                    notes.append(
                        Diagnostic(
                            at: vendor.keyLocation,
                            """
                            `$extensions.\(SafeText.sanitized(vendor.key))` holds values per mode that \
                            dusk does not read (it reads \(modeExtensions.joined(separator: " and "))); \
                            `\(SafeText.sanitized(name))` and others like it keep their `$value`
                            """
                        ))
                }
                return
            }
            // Primer's preprocessor lays an override over the token (`{...token, $value: override}`): a token's own
            // `alpha` stays under an override that sets none.
            let primer = vendor.key == "org.primer.overrides"
            let tokenAlpha = primer ? JSONNode.member(node, "alpha") : nil
            for mode in vendor.value.objectMembers ?? [] {
                guard let traits = shownTraits(of: mode, in: vendor.key, tokens: &tokens) else { continue }
                readMode(mode, at: traits, tokenAlpha: tokenAlpha, into: &tokens)
            }
            if primer { fillPrimerThemes(into: &tokens) }
        }

        /// Primer's themes fall back as its build does: dark high contrast to dark, dark and light high contrast
        /// to `$value`; never one style's value to the other's (UIKit's nearest appearance would).
        mutating func fillPrimerThemes(into tokens: inout Tokens) {
            let base = defaultTraits
            let dark = Traits(.dark, base.level, .normal)
            let steps = [
                (dark, base), (Traits(.dark, base.level, .high), dark), (Traits(.light, base.level, .high), base),
            ]
            for (to, from) in steps where variants[to] == nil {
                guard let value = variants[from] else { continue }
                variants[to] = value
                let pending = tokens.pendingModifiers.filter { $0.name == name && $0.traits == from }
                tokens.pendingModifiers += pending.map { modifier in
                    var copy = modifier
                    copy.traits = to
                    return copy
                }
            }
        }

        /// Lists the mode for --list-modes, and says where its value shows: the appearance it names, or where
        /// the mode chosen with `--mode` shows; nil (the mode counted among those skipped) for neither.
        func shownTraits(of mode: JSONMember, in vendor: String, tokens: inout Tokens) -> Traits? {
            let traits = DesignTokensReader.modeTraits(mode.key, base: defaultTraits)
            if !tokens.modes.contains(where: { $0.group == "$extensions." + vendor && $0.name == mode.key }) {
                tokens.modes.append(
                    ThemeMode(
                        group: "$extensions." + vendor, name: mode.key, appearance: traits,
                        shown: traits != nil || mode.key == tokens.selectedMode))
            }
            if let shown = traits ?? (mode.key == tokens.selectedMode ? chosenModeTraits(mode.key) : nil) {
                return shown
            }
            if let i = tokens.skippedModes.firstIndex(where: { $0.mode == mode.key }) {
                tokens.skippedModes[i].count += 1
            } else {
                tokens.skippedModes.append((mode.key, 1, mode.keyLocation))
            }
            return nil
        }

        /// One mode's value. Primer writes an override as a value, as { "$value": ... }, or with an
        /// "alpha" laid over a reference: math on a reference, which dusk does not do.
        mutating func readMode(_ mode: JSONMember, at traits: Traits, tokenAlpha: JSONNode?, into tokens: inout Tokens)
        {
            if let alphaNode = JSONNode.member(mode.value, "alpha") ?? tokenAlpha,
                JSONNode.member(mode.value, "colorSpace") == nil
            {
                readModeAlpha(alphaNode, of: mode, at: traits, into: &tokens)
                return
            }
            let modeValue = JSONNode.member(mode.value, "$value") ?? mode.value
            if let v = DesignTokensReader.value(modeValue, diagnostics: &diagnostics) { variants[traits] = v }
        }

        /// Alpha over a literal is a color; over a reference it is math on the reference, done once every file
        /// is read (`Tokens.applyPendingModifiers`).
        mutating func readModeAlpha(
            _ alphaNode: JSONNode, of mode: JSONMember, at traits: Traits, into tokens: inout Tokens
        ) {
            // The override's own value (`{ "$value": … }`, or the value itself), else the token's.
            let written = JSONNode.member(mode.value, "$value") ?? (mode.value.stringValue != nil ? mode.value : nil)
            let base =
                written.flatMap { DesignTokensReader.value($0, diagnostics: &diagnostics) } ?? variants[defaultTraits]
            guard case .number(let alpha) = alphaNode.value, (0...1).contains(alpha), let base else {
                if let base { variants[traits] = base }
                return
            }
            if case .literal(let c) = base.value {
                variants[traits] = VariantValue(
                    .literal(c.withAlpha(RGBA.clampByte(alpha * 255))), at: mode.keyLocation)
            } else {
                let reference = VariantValue(base.value, at: mode.keyLocation)
                variants[traits] = reference
                tokens.pendingModifiers.append(
                    PendingModifier(
                        name: name, traits: traits, value: reference, kind: .alpha, amount: "\(alpha)", space: "srgb",
                        mode: mode.key))
            }
        }

        /// Adds the token, up to the color limit. An untyped token of aliases only is remembered: it is dropped
        /// at the end when what it reaches is no color.
        mutating func add(to tokens: inout Tokens) {
            if tokens.list.count >= ThemeDocument.maximumColors, tokens.index[name] == nil {
                if !tokens.overLimit {
                    diagnostics.append(ThemeDocument.tooManyColors(tokens.list.count + 1, at: node.location))
                }
                tokens.overLimit = true
                return
            }
            if !typed, variants.values.allSatisfy({ if case .alias = $0.value { return true } else { return false } }) {
                tokens.untypedAliases.insert(name)
            } else if typed || tokens.index[name] == nil {
                tokens.untypedAliases.remove(name)
            }
            if let deprecated = JSONNode.member(node, "$deprecated"),
                deprecated.stringValue != nil
                    || { if case .bool(true) = deprecated.value { return true } else { return false } }()
            {
                tokens.deprecated.append((name, node.location))
            }
            tokens.merge((name, variants, node.location, DesignTokensReader.hints(node)))
        }
    }
}
