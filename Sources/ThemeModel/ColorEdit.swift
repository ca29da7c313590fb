import ColorScience

/// One variant of one color given a new value: what the preview's tuner and `dusk fix --in-place` ask to
/// write into the files a theme came from. `variant` is the variant's key (`dark`, `lightHighContrast`).
public struct ColorEdit: Hashable, Sendable {
    public var name: String
    public var variant: Traits
    public var color: RGBA

    public init(name: String, variant: Traits, color: RGBA) {
        self.name = name
        self.variant = variant
        self.color = color
    }
}

extension Theme {
    /// The variants written by the same value as `variant` of `name` (a CSS declaration in `:root` serves
    /// every appearance it wins in): changing that value changes them all. `[variant]` for a value of its own.
    public func variants(of name: String, writtenWith variant: Traits) -> [Traits] {
        guard let color = self[name]?.color, let location = color.variants[variant]?.location else { return [variant] }
        return Traits.all.filter { color.variants[$0]?.location == location }
    }

    /// Whether the theme writes a value for `variant` of `name` that is that style's own: a dark value written
    /// by the same declaration as the light one is the light value showing through, as a missing `dark` is.
    public func writesOwnVariant(_ name: String, _ variant: Traits) -> Bool {
        guard self[name]?.color.variants[variant] != nil else { return false }
        return variant.style == .light || variants(of: name, writtenWith: variant).allSatisfy { $0.style == .dark }
    }

    /// The variants `edit` changes: every one its value writes, or for a new variant the appearances of its
    /// style that showed the value it replaces.
    public func variantsChanged(by edit: ColorEdit) -> [Traits] {
        let shared = variants(of: edit.name, writtenWith: edit.variant)
        let changed =
            writesOwnVariant(edit.name, edit.variant) ? shared : shared.filter { $0.style == edit.variant.style }
        return changed.contains(edit.variant) ? changed : [edit.variant] + changed
    }
}
