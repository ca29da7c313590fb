import ColorScience
import Formats
import Platform
import ThemeModel

/// What writing edits into a theme's own files comes to: each file's new bytes (every byte but the
/// edited values as it was), and the edits no file can take in place, with why (they go to an overlay).
public struct InPlacePlan: Sendable {
    public struct File: Sendable {
        public var path: String
        /// The bytes the plan was made from: the file is written only while it still holds them.
        public var original: [UInt8]
        public var bytes: [UInt8]
        public var edits: [ColorEdit]
    }

    public struct Unplaced: Sendable, Hashable {
        public var edit: ColorEdit
        public var reason: String

        public init(edit: ColorEdit, reason: String) {
            self.edit = edit
            self.reason = reason
        }
    }

    public var files: [File] = []
    public var unplaced: [Unplaced] = []
}

/// The one rule by which the preview's tuner (`w`) and `dusk fix --in-place` write colors into the files
/// they came from: only the bytes of the edited values change; a new variant is added where the file's
/// format holds one. Every file's new bytes are read back, with the theme's own reader, before the plan
/// offers them: the edited variants must read as the new colors and every other color as before, or the
/// file's edits are left to an overlay.
public enum InPlaceWriter {
    /// A file is edited in place only up to this size (the loader's own limit for one file).
    static let maximumFileSize = 64 << 20

    public static func plan(
        _ requested: [ColorEdit], in theme: Theme, fileAccess: any FileAccess = DiskFiles(),
        load: (any FileAccess) throws(ThemeError) -> Theme
    ) -> InPlacePlan {
        var plan = InPlacePlan()
        // One edit per variant: the last asked for.
        var edits: [ColorEdit] = []
        for edit in requested {
            edits.removeAll { $0.name == edit.name && $0.variant == edit.variant }
            edits.append(edit)
        }
        var byFile: [String: [ColorEdit]] = [:]
        var fileOrder: [String] = []
        var written: [ColorEdit: (location: SourceLocation, old: ColorValue)] = [:]
        for edit in edits {
            guard let color = theme[edit.name], theme.isOwn(edit.name) else {
                plan.unplaced.append(.init(edit: edit, reason: "it is not one of the theme's own colors"))
                continue
            }
            let own = Set(theme.files)
            let variant = color.color.variants[edit.variant]
            let file: String
            if let variant, let location = variant.location, theme.writesOwnVariant(edit.name, edit.variant),
                own.contains(location.file) || isPart(location.file, of: own)
            {
                file = location.file
                written[edit] = (location, variant.value)
            } else if let location = color.location {
                file = location.file
            } else {
                plan.unplaced.append(.init(edit: edit, reason: "dusk does not know where it is written"))
                continue
            }
            if byFile[file] == nil { fileOrder.append(file) }
            byFile[file, default: []].append(edit)
        }
        var candidates: [InPlacePlan.File] = []
        for file in fileOrder {
            let fileEdits = byFile[file]!
            let result = edit(file, fileEdits, theme: theme, written: written, fileAccess)
            plan.unplaced += result.unplaced.map { .init(edit: $0.0, reason: $0.1) }
            if let rewritten = result.file { candidates.append(rewritten) }
        }
        // Read back: the edits as new colors, everything else as it was.
        for candidate in candidates {
            if let problem = readBack(candidate, theme: theme, fileAccess: fileAccess, load: load) {
                plan.unplaced += candidate.edits.map { .init(edit: $0, reason: problem) }
            } else {
                plan.files.append(candidate)
            }
        }
        return plan
    }

    /// A catalog's colorset files are the theme's though only its folder is named.
    static func isPart(_ file: String, of own: Set<String>) -> Bool {
        own.contains { $0.hasSuffix(".xcassets") && file.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }

    static func edit(
        _ file: String, _ edits: [ColorEdit], theme: Theme,
        written: [ColorEdit: (location: SourceLocation, old: ColorValue)], _ files: any FileAccess
    ) -> (file: InPlacePlan.File?, unplaced: [(ColorEdit, String)]) {
        let bytes: [UInt8]
        do throws(FileError) { bytes = try files.read(file, limit: maximumFileSize) } catch {
            return (nil, edits.map { ($0, "`\(SafeText.sanitized(file))` cannot be read: \(error.reason)") })
        }
        if file.lowercased().hasSuffix(".css") {
            return finish(file, edits, bytes, CSSEdits.splices(edits, variants: written, bytes: bytes))
        }
        var notes: [Diagnostic] = []
        guard Path.lastComponent(file) == "Contents.json" || file.lowercased().hasSuffix("json"),
            let root = try? JSONParser.parse(bytes, file: file, duplicateKeys: .lastWins, notes: &notes)
        else {
            return (
                nil,
                edits.map { ($0, "dusk writes JSON themes, catalogs, token files and CSS in place, not this format") }
            )
        }
        let result: (splices: Splices, unplaced: [(ColorEdit, String)])
        if Path.directory(of: file).hasSuffix(".colorset") {
            var variants: [Traits: SourceLocation] = [:]
            for edit in edits {
                for (traits, value) in theme[edit.name]?.color.variants ?? [:] where value.location?.file == file {
                    variants[traits] = value.location
                }
            }
            result = ColorsetEdits.splices(edits, variants: variants, root: root, bytes: bytes)
        } else if PaletteFormats.isDuskTheme(file, root) {
            var inherited: [String: [(Traits, String)]] = [:]
            for name in Set(edits.map(\.name)) {
                inherited[name] = inheritedVariants(name, in: theme, notWrittenIn: file)
            }
            result = ThemeFileEdits.splices(edits, root: root, bytes: bytes, inherited: inherited)
        } else {
            result = JSONStringEdits.splices(edits, variants: written, root: root, bytes: bytes)
        }
        return finish(file, edits, bytes, result)
    }

    /// The file with the splices made, and the edits that found no place.
    static func finish(
        _ file: String, _ edits: [ColorEdit], _ bytes: [UInt8],
        _ result: (splices: Splices, unplaced: [(ColorEdit, String)])
    ) -> (file: InPlacePlan.File?, unplaced: [(ColorEdit, String)]) {
        let placed = edits.filter { edit in !result.unplaced.contains { $0.0 == edit } }
        guard !placed.isEmpty, !result.splices.isEmpty else { return (nil, result.unplaced) }
        guard let fresh = result.splices.applied(to: bytes) else {
            return (nil, result.unplaced + placed.map { ($0, "its edits overlap (a bug in dusk)") })
        }
        return (InPlacePlan.File(path: file, original: bytes, bytes: fresh, edits: placed), result.unplaced)
    }

    /// The variants of `name` that come from what `file` inherits, as a theme file writes them (a system
    /// reference, which a theme file cannot name, as its color in that appearance).
    static func inheritedVariants(_ name: String, in theme: Theme, notWrittenIn file: String) -> [(Traits, String)] {
        guard let color = theme[name] else { return [] }
        return Traits.all.compactMap { t in
            guard let v = color.color.variants[t], v.location?.file != file else { return nil }
            switch v.value {
            case .literal(let c): return (t, c.hexShortest)
            case .alias(let target): return (t, "{\(target)}")
            case .system(let system): return ColorValue.systemColor(system, t).map { (t, $0.hexShortest) }
            }
        }
    }

    /// Nil when the theme, loaded with the file's new bytes, has the edits and nothing else changed.
    static func readBack(
        _ file: InPlacePlan.File, theme: Theme, fileAccess: any FileAccess,
        load: (any FileAccess) throws(ThemeError) -> Theme
    ) -> String? {
        let after: Theme
        do throws(ThemeError) {
            after = try load(ReplacedFiles(fileAccess, replacing: [(file.path, file.bytes)]))
        } catch {
            let first = error.diagnostics.first.map { SafeText.sanitized($0.description) } ?? "it does not load"
            return "written in place it would not load (\(first))"
        }
        for name in theme.names {
            var expected = theme[name]?.color.variants.mapValues(\.value) ?? [:]
            for edit in file.edits where edit.name == name {
                for variant in theme.variantsChanged(by: edit) { expected[variant] = .literal(edit.color) }
            }
            let got = after[name]?.color.variants.mapValues(\.value) ?? [:]
            if got != expected {
                return "written in place `\(SafeText.sanitized(name))` would not read back as intended"
            }
        }
        return nil
    }
}
