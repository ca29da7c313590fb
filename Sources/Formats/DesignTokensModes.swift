import ThemeModel

/// What `--list-modes` says of a mode that is not an appearance.
public enum DesignTokensModes {
    /// "dark" for `dark-dimmed`, "every appearance" for a brand.
    public static func shownAs(_ mode: String) -> String {
        let lower = mode.lowercased()
        return lower.contains("dark") || lower.contains("light")
            ? DesignTokensReader.chosenModeTraits(mode).name : "every appearance"
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
