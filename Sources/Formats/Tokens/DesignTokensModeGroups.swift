import ThemeModel

extension DesignTokensReader.Tokens {
    /// Figma plugins and some design systems keep modes as sibling groups: `Tokens.Light.color.text` and
    /// `Tokens.Dark.color.text`. Where a group holds a `Light` group and others named for appearances (`Dark`,
    /// `Dark High Contrast`) with mostly the same tokens, each token becomes one color with those appearances
    /// (`Tokens.color.text`), as the file means it. A lone token named `light` or `dark` (a shade,
    /// `gray.dark`) is no mode, and a token found in a mode but not in `Light` keeps its own name.
    mutating func mergeModeGroups(notes: inout [Diagnostic]) {
        var groups: [String: [Traits: [(index: Int, rest: String, mode: String)]]] = [:]
        var order: [String] = []
        for (i, token) in list.enumerated() {
            let parts = token.name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            // A group: a part with parts after it.
            for k in 0..<max(parts.count - 1, 0) {
                let words = ModeWords(parts[k])
                guard words.isAppearance, words.style != nil else { continue }
                let traits = Traits(
                    words.style ?? .light, words.elevated ? .elevated : .base, words.high ? .high : .normal)
                let prefix = parts[..<k].joined(separator: ".")
                if groups[prefix] == nil { order.append(prefix) }
                groups[prefix, default: [:]][traits, default: []].append(
                    (i, parts[(k + 1)...].joined(separator: "."), parts[k]))
                break
            }
        }
        var renamed: [String: String] = [:]
        var removed: Set<Int> = []
        var merged: [Token] = []
        // Each merged color takes the place of its light token, so the listing keeps the file's order.
        var anchors: [Int: Int] = [:]
        for prefix in order {
            guard let modes = groups[prefix], modes.count >= 2, let light = modes[.light] else { continue }
            let lightNames = Set(light.map(\.rest))
            // Mostly the same tokens in every mode, or these are groups that only share a word.
            let alike = modes.values.allSatisfy { entries in
                Set(entries.map(\.rest)).intersection(lightNames).count * 2 >= min(entries.count, lightNames.count)
            }
            guard alike else { continue }
            var byName: [String: Int] = [:]
            for traits in Traits.all where modes[traits] != nil {
                for entry in modes[traits]! where lightNames.contains(entry.rest) {
                    let name = prefix.isEmpty ? entry.rest : prefix + "." + entry.rest
                    guard index[name] == nil else { continue }
                    let token = list[entry.index]
                    if byName[name] == nil {
                        byName[name] = merged.count
                        anchors[entry.index] = merged.count
                        merged.append((name, [:], token.location, token.hints))
                    }
                    if let value = DynamicColor(variants: token.variants).variant(for: .light)?.value {
                        merged[byName[name]!].variants[traits] = value
                    }
                    renamed[token.name] = name
                    removed.insert(entry.index)
                }
            }
            let names = Traits.all.compactMap { t in modes[t]?.first.map { "`\(SafeText.sanitized($0.mode))`" } }
            notes.append(
                Diagnostic(
                    at: list[light[0].index].location,
                    "read the groups \(names.joined(separator: ", ")) "
                        + (prefix.isEmpty
                            ? "at the top of the file as its" : "of `\(SafeText.sanitized(prefix))` as its")
                        + " appearances: \(byName.count) colors"))
        }
        guard !removed.isEmpty else { return }
        var kept: [Token] = []
        for (i, token) in list.enumerated() {
            if let slot = anchors[i] {
                kept.append((merged[slot].name, merged[slot].variants, merged[slot].location, merged[slot].hints))
            } else if !removed.contains(i) {
                kept.append(token)
            }
        }
        list = kept.map { token in
            var token = token
            for (traits, v) in token.variants {
                if case .alias(let target) = v.value, let name = renamed[target] {
                    token.variants[traits] = VariantValue(.alias(name), at: v.location)
                }
            }
            return token
        }
        index = [:]
        for (i, t) in list.enumerated() { index[t.name] = i }
    }
}
