import Pairs
import Syntax

/// What one file's pairs depend on in other files, read before any file is scanned: Android's styles and
/// themes (a layout's `style="@style/X"` and `?attr/colorOnSurface` resolve through them), and the surfaces
/// of components whose variants are `cva` calls (`<Button>` is drawn on its default variant's background).
public struct SourceContext: Sendable {
    public var android = AndroidResources()
    var surfaces = ComponentSurfaces()
    var sass = SassStrings()
    /// The style an Info.plist or an Xcode project's build settings force (`ForcedStyle.find(inSettings:)`).
    var forcedStyles: [ForcedStyle] = []

    public init() {}

    /// Whether `path` holds what other files' pairs depend on (Android's `res/values*/*.xml`, the selectors
    /// and solid shapes of `res/color*/` and `res/drawable*/` that layouts name as colors, and the Kotlin and
    /// Java that give views their colors while the app runs, a Sass project's string settings, and the Info.plist
    /// or Xcode project that may force the app's style).
    static func contributes(_ path: String) -> Bool {
        if ComponentSurfaces.contributes(path) || RuntimeViewColors.contributes(path) || SassStrings.contributes(path)
            || isAppSettings(path)
        {
            return true
        }
        guard path.hasSuffix(".xml"), let folder = path.split(separator: "/").dropLast().last else { return false }
        return ["values", "color", "drawable"].contains(ResourceFolder(String(folder)).type)
    }

    /// An Xcode project's settings or an Info.plist: where an app may force its style.
    static func isAppSettings(_ path: String) -> Bool {
        path.hasSuffix(".pbxproj") || path.hasSuffix("Info.plist")
    }

    /// Pairs drawn by what was read rather than by one file scanned (an Android style's text on its background).
    var pairs: [SourcePair] { android.stylePairs() }

    mutating func read(_ file: SourceText) {
        if ComponentSurfaces.contributes(file.path) {
            surfaces.read(file)
        } else if SassStrings.contributes(file.path) {
            sass.read(file)
        } else if Self.isAppSettings(file.path) {
            forcedStyles += ForcedStyle.find(inSettings: file)
        } else {
            android.read(file)
        }
    }
}
