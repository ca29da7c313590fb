import ThemeModel

/// Finding the surface a foreground names (`muted-foreground` → `muted`, `text-on-brand` → `bg-brand`,
/// `fgColor.onEmphasis` → every `bgColor.*.emphasis`), by words, so every naming style finds it.
struct PartnerIndex {
    private var byWords: [[String]: [String]] = [:]
    private var bySurfaceWords: [[String]: [String]] = [:]
    private var byContext: [[String]: [String]] = [:]
    private var surfacesByWord: [String: [String]] = [:]
    private let readings: [String: NameReading]

    init(names: [String], readings: [String: NameReading]) {
        self.readings = readings
        // A scale's steps are no partner's surface: the semantic colors that alias them are.
        for name in names where !readings[name]!.scaleStep {
            let r = readings[name]!
            // Anything that may be drawn under text: surfaces, brand colors, names that say nothing.
            if r.family == .surface || r.family == .accent || r.family == nil {
                for w in Set(r.words) { surfacesByWord[w, default: []].append(name) }
            }
            byWords[r.words, default: []].append(name)
            let bare = r.words.filter { NameReading.familyOf($0) != .surface && !NameReading.states.contains($0) }
            if bare != r.words { bySurfaceWords[bare, default: []].append(name) }
            if r.family == .surface || r.family == .accent || r.family == nil || r.family == .fill {
                byContext[r.context, default: []].append(name)
            }
            // A control's fill named by its control word (`Button/userFollowing`) is the component its text
            // (`Button/userFollowingTitle`) names with that word.
            if r.family == .accent {
                let whole = r.words.filter { !NameReading.states.contains($0) }
                if whole != r.context { byContext[whole, default: []].append(name) }
            }
        }
    }

    /// The surfaces `words` name: an exact name, the name with a surface word (`bg-brand`), else every
    /// surface that has all the words (`emphasis` → `bgColor.accent.emphasis`, `bgColor.danger.emphasis`);
    /// then the same without words of level (`primary, fixed, variant` → `primaryFixed`).
    func surfaces(named words: [String], excluding name: String, strong: (String) -> Bool) -> [String]? {
        var words = words
        while !words.isEmpty {
            if let found = lookup(words, excluding: name, strong: strong) { return found }
            guard let last = words.last, NameReading.levels.contains(last) else { return nil }
            words.removeLast()
        }
        return nil
    }

    private func lookup(_ words: [String], excluding name: String, strong: (String) -> Bool) -> [String]? {
        guard !words.isEmpty else { return nil }
        if let exact = byWords[words]?.filter({ $0 != name }), !exact.isEmpty { return exact }
        if let bare = bySurfaceWords[words]?.filter({ $0 != name }), !bare.isEmpty { return bare }
        // The surfaces that have the rarest of the words, then those that have them all.
        let lists = words.map { surfacesByWord[$0] ?? [] }
        guard let rarest = lists.min(by: { $0.count < $1.count }), !rarest.isEmpty else { return nil }
        let wanted = Set(words)
        let containing = rarest.filter { other in
            other != name && wanted.isSubset(of: readings[other]?.words ?? [])
        }
        // Text on a family's color (`content.on-brand`) goes on its bold surfaces, when it has some.
        let bold = containing.filter(strong)
        return bold.isEmpty ? (containing.isEmpty ? nil : containing) : bold
    }

    /// Radix's `accent-contrast`: the text on the stem's solid, bold surfaces (`accent-solid`).
    func strongSurfaces(of words: [String], excluding name: String, strong: (String) -> Bool) -> [String]? {
        let wanted = Set(words)
        let lists = words.map { surfacesByWord[$0] ?? [] }
        guard let rarest = lists.min(by: { $0.count < $1.count }) else { return nil }
        let found = rarest.filter { other in
            other != name && strong(other) && wanted.isSubset(of: readings[other]?.words ?? [])
        }
        return found.isEmpty ? nil : found
    }

    /// The colors of the same component (`button.primary.*`), other than `name`.
    func components(_ context: [String], excluding name: String) -> [String] {
        (byContext[context] ?? []).filter { $0 != name }
    }
}
