import ColorScience
import ThemeModel

extension PaletteFixer {
    /// The theme's own values given outside sRGB (Display P3, an `oklch()` past sRGB) and shown clipped, each
    /// as the nearest sRGB color of its lightness and hue (the value `check` names): what an sRGB screen can
    /// show as the designer meant it. Matched to the clip's note by the value's place in the file.
    static func unclipped(_ theme: Theme) -> [PaletteFix.Change] {
        var nearestAt: [SourceLocation: RGBA] = [:]
        for note in theme.shownClips {
            if let at = note.location, let nearest = note.nearest { nearestAt[at] = nearest }
        }
        guard !nearestAt.isEmpty else { return [] }
        var changes: [PaletteFix.Change] = []
        for name in theme.ownColorNames {
            guard let color = theme[name] else { continue }
            // The appearances the palette says; the others follow them (`PaletteFix.carryToFollowers`).
            for traits in theme.appearances {
                guard let variant = color.color.variants[traits], case .literal(let shown) = variant.value,
                    let at = variant.location, let nearest = nearestAt[at], nearest != shown
                else { continue }
                let reason =
                    "\(traits.name): outside sRGB, shown clipped to \(shown.hexShortest); the nearest sRGB color "
                    + "of its lightness and hue"
                changes.append(
                    PaletteFix.Change(name: name, variant: traits, color: nearest, reason: reason, derived: false))
            }
        }
        return changes
    }
}
