import ColorScience

/// A theme resolved for one appearance: name to color. The names' places are shared by every palette of one
/// theme, so each palette is its colors alone (at 40,000 colors, 200 KB instead of a 1.3 MB dictionary each).
public struct Palette: Sendable {
    public var traits: Traits
    let slots: PaletteSlots
    /// Each name's color by its place in `slots` (nil: unresolved).
    var values: [RGBA?]

    init(traits: Traits, slots: PaletteSlots) {
        self.traits = traits
        self.slots = slots
        self.values = [RGBA?](repeating: nil, count: slots.count)
    }

    public subscript(name: String) -> RGBA? { slots.slot[name].flatMap { values[$0] } }

    mutating func set(_ name: String, _ color: RGBA) {
        if let slot = slots.slot[name] { values[slot] = color }
    }
}

/// The place of each of a theme's names in its palettes.
final class PaletteSlots: Sendable {
    let slot: [String: Int]
    let count: Int

    init(_ names: [String]) {
        count = names.count
        var slot: [String: Int] = [:]
        slot.reserveCapacity(names.count)
        for (i, name) in names.enumerated() { slot[name] = i }
        self.slot = slot
    }
}
