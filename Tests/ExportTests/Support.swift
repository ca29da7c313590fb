import ANSIReader
import Export
import Foundation
import Screens
import ThemeModel

let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

let ios13 = try! BuiltinThemes.theme(named: "ios13")

/// Renders a screen, exports it as 24-bit ANSI, and reads it back as a terminal would.
func shown(
    _ screen: Screen, _ traits: Traits, size: Size = Screen.defaultSize, theme: Theme = ios13,
    options: ScreenOptions = ScreenOptions()
) -> ANSIScreen {
    var exporter = ANSIExporter(depth: .truecolor)
    return ANSIScreen(exporter.export(screen.render(theme: theme, traits: traits, size: size, options: options)))
}

/// A readable form of ANSI bytes for failure messages: ESC as `␛`.
func readable(_ bytes: some Sequence<UInt8>) -> String {
    String(decoding: Array(bytes), as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "␛")
}
