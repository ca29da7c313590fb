import Syntax
import ThemeModel

/// What `--list-modes` says of a mode that is not an appearance.
public enum DesignTokensModes {
    /// "dark" for `dark-dimmed`, "every appearance" for a brand.
    public static func shownAs(_ mode: String) -> String {
        // Whole words: `highlight` says nothing of the style.
        ModeWords(mode).style != nil ? DesignTokensReader.chosenModeTraits(mode).name : "every appearance"
    }
}

extension Traits {
    /// The order modes are read in: light before dark, normal before high
    /// contrast, so a dark or high-contrast mode's values lie over what it shares.
    func loadsBefore(_ other: Traits) -> Bool {
        (style == .dark ? 1 : 0, contrast == .high ? 1 : 0) < (
            other.style == .dark ? 1 : 0, other.contrast == .high ? 1 : 0
        )
    }
}

/// Which of a group's modes show, for every format with modes (resolver contexts, Figma modes): modes named
/// like appearances show at those appearances; of the others (a brand, `inverted`, `dark-dimmed`) one shows
/// only when `--mode` names it, or when the group has no light or dark mode (then its default, else the
/// first). A brand mode chosen with `--mode` shows alone, in every appearance; a variant of a style
/// (`dark-dimmed`) lies over that style's mode.
enum ModeChoice {
    static func choose(
        others: [String], hasAppearances: Bool, requested: String?, preferred: String?
    ) -> (chosen: Int?, hidesAppearances: Bool) {
        if let requested, let i = others.firstIndex(of: requested) {
            let words = ModeWords(requested)
            return (i, words.style == nil)
        }
        guard !hasAppearances, !others.isEmpty else { return (nil, false) }
        return (preferred.flatMap { others.firstIndex(of: $0) } ?? 0, false)
    }
}
