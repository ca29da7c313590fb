import Platform
import Syntax
import ThemeModel

/// What a folder that is no palette holds that is one, for the error that refuses it: the palette files at
/// its top (`dusk check brand.json`?), and dusk's own hand-off below it, named with the theme it came from.
struct FolderPalettes {
    /// Palette files directly in the folder, by name (`brand.json`), in name order.
    var themes: [String] = []
    /// Files of app code a code format reads (`Colors.swift`, `Theme.kt`): the folder is code, not palettes.
    var code: [String] = []
    /// The first folder of dusk's hand-off below it and the theme it was exported from.
    var handoff: (folder: String, source: String)?

    /// JSON files opened to see what they are; a folder of more is named by the first of them.
    static let filesOpened = 100

    init(_ folder: String, _ files: any FileAccess) {
        var opened = 0
        for name in files.entries(folder, limit: 1000).names.sorted() where !name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            guard files.entry(at: path) == .regular else { continue }
            let lower = name.lowercased()
            let isJSON = lower.hasSuffix(".json") || lower.hasSuffix(".json5")
            if !isJSON {
                if let format = PaletteFormats.byName(name) {
                    if format.isCode { code.append(name) } else { themes.append(name) }
                }
                continue
            }
            guard opened < Self.filesOpened, let root = Self.parsed(path, files) else { continue }
            opened += 1
            if TokenFolder.handoffSource(root) == nil,
                PaletteFormats.byName(name) != nil || PaletteFormats.byContent(root) != nil
            {
                themes.append(name)
            }
        }
        for file in TokenFolder.walk(folder, files).files {
            guard let root = Self.parsed(file, files), let source = TokenFolder.handoffSource(root) else { continue }
            handoff = (Path.directory(of: file), source)
            break
        }
    }

    private static func parsed(_ path: String, _ files: any FileAccess) -> JSONNode? {
        guard let bytes = try? FileReader.read(path, from: files) else { return nil }
        var ignored: [Diagnostic] = []
        return try? JSONParser.parse(bytes, file: path, duplicateKeys: .lastWins, notes: &ignored)
    }
}
