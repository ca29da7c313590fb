import Platform
/// What kind of file a theme reference names, by its path.
enum ThemeFormat: Equatable {
    case theme, assetCatalog, designTokens, tokenResolver

    init(path: String) {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        let lower = trimmed.lowercased()
        if lower.hasSuffix(".xcassets") || (FileSystem.isDirectory(trimmed) && !lower.hasSuffix(".json")) { self = .assetCatalog }
        else if lower.hasSuffix(".resolver.json") { self = .tokenResolver }
        else if lower.hasSuffix(".tokens.json") || lower.hasSuffix(".tokens") { self = .designTokens }
        else { self = .theme }
    }
}
