import Platform

/// What kind of file a theme reference names, by its path.
enum ThemeFormat: Equatable {
    case theme, assetCatalog, designTokens, tokenResolver
    /// CSS custom properties (`*.css`), in the shape `dusk export --format css` writes.
    case css
    /// A folder that is not named `*.xcassets`: not a theme.
    case folder

    init(path: String) {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        let lower = trimmed.lowercased()
        if lower.hasSuffix(".xcassets") {
            self = .assetCatalog
        } else if FileSystem.isDirectory(trimmed) {
            self = .folder
        } else if lower.hasSuffix(".resolver.json") {
            self = .tokenResolver
        } else if lower.hasSuffix(".css") {
            self = .css
        } else if lower.hasSuffix(".tokens.json") || lower.hasSuffix(".tokens") {
            self = .designTokens
        } else {
            self = .theme
        }
    }
}
