import ThemeModel

/// The theme's colors as the app's code names them: `primary-foreground`, `primaryForeground` and
/// `PRIMARY_FOREGROUND` alike, a catalog color by its folder path or its own name, Android's `@color/x` by `x`.
/// One color, one name: a pure alias that only repeats a color under a prefixed copy of its name (Tailwind
/// v4's `--color-primary: var(--primary)`) is that color.
public struct PaletteNames: Sendable {
    private var byKey: [String: String] = [:]
    private var byLastPart: [String: String] = [:]
    /// Copies and the color they repeat.
    public private(set) var mirrors: [String: String] = [:]

    public init(_ theme: Theme) {
        var ambiguous: Set<String> = []
        for name in theme.names {
            let key = Self.key(name)
            if byKey[key] == nil { byKey[key] = name }
            let last = Self.key(Self.lastPart(name))
            if last != key {
                if let other = byLastPart[last], other != name { ambiguous.insert(last) }
                byLastPart[last] = name
            }
        }
        for key in ambiguous { byLastPart[key] = nil }
        for name in theme.names {
            guard let target = Self.mirrored(name, in: theme) else { continue }
            mirrors[name] = target
        }
    }

    /// The theme's color the code's `identifier` names, or nil.
    public func color(_ identifier: String) -> String? {
        if let name = lookup(Self.key(identifier)) { return canonical(name) }
        // A prefix of the app's own (`--ds-color-text-default` for `color.text-default`, `--vp-c-brand-1`):
        // one or two leading words dropped, two at least left.
        var words = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        for _ in 0..<2 where words.count > 2 {
            words.removeFirst()
            if let name = lookup(Self.key(words.joined())) { return canonical(name) }
        }
        return nil
    }

    private func lookup(_ key: String) -> String? {
        if let name = byKey[key] ?? byLastPart[key] ?? byKey["color" + key] { return name }
        if key.hasPrefix("color"), key.count > 5 { return byKey[String(key.dropFirst(5))] }
        return nil
    }

    /// The one name a color is judged under.
    public func canonical(_ name: String) -> String { mirrors[name] ?? name }

    /// Case, `-`, `_`, `.` and spaces ignored; `/` kept (a catalog's folders).
    static func key(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { !"-_. ".unicodeScalars.contains($0) }.map(Character.init))
    }

    /// A catalog color's own name (`Brand/ink` → `ink`), and a code palette's constant without its type
    /// (`AppColors.accent3` → `accent3`: the code reaches it as `$styles.colors.accent3` or `colors.accent3`).
    static func lastPart(_ name: String) -> String {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        guard isTypeMember(last), let dot = last.lastIndex(of: ".") else { return last }
        return String(last[last.index(after: dot)...])
    }

    /// `AppColors.accent3`, `Colours.bg_color`: a constant of a code palette's type (one dot, the type
    /// capitalized), not a group of tokens.
    static func isTypeMember(_ name: String) -> Bool {
        guard let dot = name.firstIndex(of: "."), name.first?.isUppercase == true else { return false }
        return !name[name.index(after: dot)...].contains(".") && !name.contains("/")
    }

    /// The color `name` only repeats under `color-` and its own name, or under the same words.
    static func mirrored(_ name: String, in theme: Theme) -> String? {
        guard let variants = theme[name]?.color.variants.values, let first = variants.first,
            case .alias(let target) = first.value, variants.allSatisfy({ $0.value == first.value }), target != name
        else { return nil }
        let (a, b) = (key(name), key(target))
        return a == b || a == "color" + b ? target : nil
    }
}
