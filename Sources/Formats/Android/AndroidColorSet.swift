import ColorScience
import Platform
import ThemeModel

/// The colors of an Android values folder and its night folder, as Android merges them: every file of a
/// folder is one set of names (the first definition read wins: the opened file's), and the night folder
/// overrides the names it defines. Which names become colors and which are skipped, and why.
struct AndroidColorSet {
    typealias Definition = AndroidResourceFile.Definition

    /// Why a color is not loaded.
    enum Skip: Equatable {
        case framework(String)
        case attribute(String)
        /// A reference to a name no file defines.
        case undefined(String)
        /// A reference to a name skipped for another reason.
        case refersToSkipped(String)
        case nightOnly
    }

    enum Fate: Equatable {
        case loaded
        /// Referenced, defined nowhere: the colors referring to it are skipped, it is not a color itself.
        case missing
        /// Its value is an error (already reported).
        case error
        case skipped(Skip)
    }

    var light: [String: Definition] = [:]
    var night: [String: Definition] = [:]
    /// The designer's names: the opened file's, then its counterpart's in the other folder, in file order.
    var own: [String] = []
    var filesUsed: [String] = []
    /// Every name the designer's names reach through references (set by `document`).
    var reached: [String] = []
    /// The styles of every file read, values/'s and values-night/'s, in the order read.
    var lightStyles: [AndroidResourceFile.Style] = []
    var nightStyles: [AndroidResourceFile.Style] = []

    /// The opened file alone (not in a values folder): its colors are the light values.
    init(alone file: AndroidResourceFile) {
        add(file, night: false, own: true)
    }

    /// The opened file with its folder and the other one (values and values-night), read through `files`.
    init(
        _ opened: AndroidResourceFile, at place: AndroidResourcesReader.Place, files: any FileAccess,
        notes: inout [Diagnostic]
    ) {
        let openedIsNight = place.folder == "values-night"
        add(opened, night: openedIsNight, own: true)
        let other = openedIsNight ? "values" : "values-night"
        let counterpart = place.path(other, place.fileName)
        if files.entry(at: counterpart) == .regular,
            let file = AndroidResourceFile.sibling(counterpart, files, notes: &notes)
        {
            add(file, night: !openedIsNight, own: true)
            filesUsed.append(counterpart)
        }
        for folder in [place.folder, other] {
            let dir = place.path(folder, "x")
            let listing = files.entries(Path.directory(of: dir), limit: 1000).names
            for name in listing where name.hasSuffix(".xml") {
                let path = Path.directory(of: dir) + "/" + name
                guard path != opened.path, path != counterpart,
                    let file = AndroidResourceFile.sibling(path, files, notes: &notes)
                else { continue }
                add(file, night: folder == "values-night", own: false)
            }
        }
        addLibraries(of: place.res, files: files, notes: &notes)
    }

    /// The values of the library modules the app module depends on, after the app's own (whose names win), as
    /// Android's build merges them; one note a module.
    private mutating func addLibraries(of res: String, files: any FileAccess, notes: inout [Diagnostic]) {
        for library in AndroidModules.libraries(of: res, files: files) {
            var read = 0
            for folder in ["values", "values-night"] {
                let dir = Path.joined(library.res, folder)
                for name in files.entries(dir, limit: 1000).names where name.hasSuffix(".xml") {
                    guard let file = AndroidResourceFile.sibling(Path.joined(dir, name), files, notes: &notes) else {
                        continue
                    }
                    add(file, night: folder == "values-night", own: false)
                    read += 1
                }
            }
            guard read > 0 else { continue }
            notes.append(
                Diagnostic(
                    at: library.namedAt,
                    "the resources of module `\(SafeText.excerpt(library.module))` (\(SafeText.excerpt(library.res))) "
                        + "are read after the app's, as Android's build merges a library's values into the app's"))
        }
    }

    /// A file's definitions into its folder's table (first wins) and, for the opened file and its counterpart,
    /// its names into `own`.
    private mutating func add(_ file: AndroidResourceFile, night isNight: Bool, own ownFile: Bool) {
        if isNight { nightStyles += file.styles } else { lightStyles += file.styles }
        var known = Set(own)
        for d in file.definitions {
            if isNight {
                if night[d.name] == nil { night[d.name] = d }
            } else if light[d.name] == nil {
                light[d.name] = d
            }
            if ownFile, known.insert(d.name).inserted { own.append(d.name) }
        }
    }

    /// The app theme's colors (`AndroidAppTheme`) among the designer's names, first (whatever file was opened: a
    /// design system's convention finds the app's `colorPrimary` among them before any other style's), each with
    /// the value its night theme gives it; a note says which theme and why.
    mutating func readAppTheme(notes: inout [Diagnostic]) {
        let styles = AndroidAppTheme(light: lightStyles, night: nightStyles)
        guard let theme = styles.appTheme(), let at = (styles.light[theme.name] ?? styles.night[theme.name])?.location
        else { return }
        let colors = styles.colors(of: theme.name)
        guard !colors.isEmpty else { return }
        for color in colors {
            if light[color.name] == nil { light[color.name] = color.light }
            if let value = color.night { night[color.name] = value }
        }
        let first = colors.map(\.name)
        let skipped = Set(first + colors.map(\.written) + colors.compactMap(\.nightOnly))
        own = first + own.filter { !skipped.contains($0) }
        let shown = first.prefix(2).map { "`\(SafeText.excerpt($0))`" }.joined(separator: ", ")
        notes.append(
            Diagnostic(
                at: at,
                "the app theme is `\(SafeText.excerpt(theme.name))` (\(theme.why)): its \(colors.count) colors "
                    + "(\(shown)\(colors.count > 2 ? ", ..." : "")) are read as it resolves them through its parents, "
                    + "in dark as values-night/ does"))
    }

    /// A name defined twice in one file is an error, as Android's build says.
    static func reportDuplicates(in file: AndroidResourceFile, diagnostics: inout [Diagnostic]) {
        var first: [String: SourceLocation] = [:]
        for d in file.definitions {
            if let earlier = first[d.name] {
                diagnostics.append(
                    Diagnostic(
                        at: d.nameLocation,
                        "`\(SafeText.excerpt(d.name))` is defined twice in this file (first at line \(earlier.line))"))
            } else {
                first[d.name] = d.nameLocation
            }
        }
    }
}
