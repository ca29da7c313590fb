import Synchronization

/// The palettes a theme has worked out, by appearance, shared by the copies of one theme value and safe to
/// fill from the threads that render screens and audits at once.
final class PaletteCache: Sendable {
    private let palettes = Mutex<[Traits: Palette]>([:])

    func palette(_ traits: Traits) -> Palette? { palettes.withLock { $0[traits] } }

    func store(_ palette: Palette) { palettes.withLock { $0[palette.traits] = palette } }
}
