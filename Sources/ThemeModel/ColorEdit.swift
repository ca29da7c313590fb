import ColorScience

/// One variant of one color given a new value: what the preview's tuner and `dusk fix --in-place` ask to
/// write into the files a theme came from. `variant` is the variant's key (`dark`, `lightHighContrast`).
public struct ColorEdit: Hashable, Sendable {
    public var name: String
    public var variant: Traits
    public var color: RGBA
    /// The color whose value `color` is, where the edit makes the variant a reference to it (a token moved to
    /// another step of its scale, `{grey.70}`); nil for a value.
    public var reference: String?

    public init(name: String, variant: Traits, color: RGBA, reference: String? = nil) {
        self.name = name
        self.variant = variant
        self.color = color
        self.reference = reference
    }

    /// Which value an edit is of: one per color and variant.
    public struct Key: Hashable, Sendable {
        public var name: String
        public var variant: Traits

        public init(name: String, variant: Traits) {
            self.name = name
            self.variant = variant
        }
    }

    public var key: Key { Key(name: name, variant: variant) }

    /// One edit per variant: the last asked for, in the order each variant was first asked.
    public static func lastOfEach(_ edits: [ColorEdit]) -> [ColorEdit] {
        var slot: [Key: Int] = [:]
        var out: [ColorEdit] = []
        for edit in edits {
            if let i = slot[edit.key] {
                out[i] = edit
            } else {
                slot[edit.key] = out.count
                out.append(edit)
            }
        }
        return out
    }
}

extension Theme {
    /// The variants written by the same value as `variant` of `name` (a CSS declaration in `:root` serves
    /// every appearance it wins in): changing that value changes them all. `[variant]` for a value of its own.
    public func variants(of name: String, writtenWith variant: Traits) -> [Traits] {
        guard let color = self[name]?.color, let location = color.variants[variant]?.location else { return [variant] }
        return Traits.all.filter { color.variants[$0]?.location == location }
    }

    /// Whether the theme writes a value of its own for `variant` of `name`: not when the value is one written
    /// for a variant it falls back to (a `:root` declaration serves dark too, as a missing `dark` shows the
    /// light value).
    public func writesOwnVariant(_ name: String, _ variant: Traits) -> Bool {
        guard let color = self[name]?.color, let value = color.variants[variant] else { return false }
        guard let location = value.location else { return true }
        return !variant.fallbackChain.dropFirst().contains { color.variants[$0]?.location == location }
    }

    /// The variants `edit` changes: every one its value is written for, or for a new variant the appearances
    /// that will show it (those that fall back to it and showed the value it takes the place of).
    public func variantsChanged(by edit: ColorEdit) -> [Traits] {
        let shared = variants(of: edit.name, writtenWith: edit.variant)
        let changed =
            writesOwnVariant(edit.name, edit.variant)
            ? shared : shared.filter { $0.fallbackChain.contains(edit.variant) }
        return changed.contains(edit.variant) ? changed : [edit.variant] + changed
    }
}

extension Theme {
    /// The color each variant shows after `edits`, for the variants they change: each edit's color in every
    /// variant it changes (`variantsChanged(by:)`), an edit that changes fewer laid over one that changes more
    /// (a dark value added beside the `:root` value that served dark too), whatever order they come in.
    public func colors(after edits: [ColorEdit]) -> [ColorEdit.Key: RGBA] {
        let changed = edits.map { ($0, variantsChanged(by: $0)) }
        var colors: [ColorEdit.Key: RGBA] = [:]
        for (edit, variants) in changed.enumerated().sorted(by: { a, b in
            (a.element.1.count, b.offset) > (b.element.1.count, a.offset)
        }).map(\.element) {
            for variant in variants { colors[ColorEdit.Key(name: edit.name, variant: variant)] = edit.color }
        }
        return colors
    }
}
