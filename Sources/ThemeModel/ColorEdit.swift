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
