import Synchronization

/// The palettes a theme has worked out, by appearance, shared by the copies of one theme value and safe to
/// fill from the threads that render screens and audits at once; with them the places of the theme's names.
final class PaletteCache: Sendable {
    private let palettes = Mutex<[Traits: Palette]>([:])
    private let places = Mutex<PaletteSlots?>(nil)

    func palette(_ traits: Traits) -> Palette? { palettes.withLock { $0[traits] } }

    func store(_ palette: Palette) { palettes.withLock { $0[palette.traits] = palette } }

    /// The names' places, worked out once for the theme's names (a new name starts a new cache).
    func slots(_ names: [String]) -> PaletteSlots {
        places.withLock { known in
            if let known { return known }
            let slots = PaletteSlots(names)
            known = slots
            return slots
        }
    }
}
