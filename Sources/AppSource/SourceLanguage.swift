import Pairs
import Syntax
import ThemeModel

/// The languages whose drawing code dusk reads, each a pure function from a file's text to the pairs it draws.
/// Adding one is a case here: the switches below say what it needs.
public enum SourceLanguage: String, CaseIterable, Sendable {
    /// CSS, SCSS and Less rules: `color` with `background` in one rule or its nesting.
    case stylesheet
    /// Tailwind class lists in HTML, JSX/TSX, Vue and Svelte: `text-X` with `bg-Y` on one element.
    case markup
    /// Android layouts (a view's `android:textColor` on its own or its ancestor's `android:background`).
    case androidLayout
    /// SwiftUI and UIKit.
    case swift
    /// Interface Builder storyboards and xibs (named colors on a view and its superview).
    case interfaceBuilder
    /// Jetpack Compose.
    case kotlin
    /// Flutter.
    case dart

    /// The language of a file by its name (and, for Android, its folder), or nil when dusk does not read it.
    public static func of(path: String) -> SourceLanguage? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "css", "scss", "sass", "less", "pcss": return .stylesheet
        case "html", "htm", "jsx", "tsx", "js", "ts", "mjs", "vue", "svelte", "astro", "erb", "php": return .markup
        case "xml":
            let folder = path.split(separator: "/").dropLast().last ?? ""
            return folder.hasPrefix("layout") ? .androidLayout : nil
        case "swift": return .swift
        case "storyboard", "xib": return .interfaceBuilder
        case "kt": return .kotlin
        case "dart": return .dart
        default: return nil
        }
    }
}

extension SourceLanguage {
    /// The pairs file `file` draws, as its code names the colors, and where it places components.
    func findings(in file: SourceText, _ context: SourceContext) -> FileFindings {
        switch self {
        case .markup: return MarkupScanner.findings(in: file, surfaces: context.surfaces)
        case .swift: return SwiftScanner.findings(in: file)
        case .kotlin: return ComposeScanner.findings(in: file)
        default: return FileFindings(pairs: pairs(in: file, context))
        }
    }

    /// The pairs file `file` draws, as its code names the colors.
    func pairs(in file: SourceText, _ context: SourceContext) -> [SourcePair] {
        switch self {
        case .stylesheet: return StylesheetScanner.pairs(in: file, sass: context.sass)
        case .markup: return MarkupScanner.pairs(in: file, surfaces: context.surfaces)
        case .androidLayout: return AndroidLayoutScanner.pairs(in: file, resources: context.android)
        case .swift: return SwiftScanner.pairs(in: file)
        case .interfaceBuilder: return InterfaceBuilderScanner.pairs(in: file)
        case .kotlin: return ComposeScanner.pairs(in: file)
        case .dart: return FlutterScanner.pairs(in: file)
        }
    }
}
