import ColorScience
import Formats
import Platform
import Syntax
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
        /// Edits of appearances that show one of `edits`' values (dark, of a `:root` declaration): written by it.
        public var served: [ColorEdit] = []
        /// What to say of the bytes beside the values (a value given more decimals than the file's rounding has,
        /// the dark value a changed `:root` value served kept in the file's dark rule).
        public var notes: [String] = []
        /// Variants written again with the color they have, so that `edits` change nothing else (dark's value,
        /// kept in the dark rule when the `:root` value it showed changes for light).
        public var kept: [ColorEdit] = []

        /// Every edit the file's new bytes carry.
        public var allEdits: [ColorEdit] { edits + served }
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
/// format holds one; only the theme's own files are written (not a theme it inherits). The new bytes are
/// read back, with the theme's own reader, before the plan offers them: the edited variants must read as
/// the new colors and every other color as before, or the file's edits are left to an overlay.
public enum InPlaceWriter {
    /// A file is edited in place only up to this size (the loader's own limit for one file).
    static let maximumFileSize = 64 << 20

    public static func plan(
        _ requested: [ColorEdit], in theme: Theme, fileAccess: any FileAccess = DiskFiles(),
        load: (any FileAccess) throws(ThemeError) -> Theme
    ) -> InPlacePlan {
        var plan = InPlacePlan()
        let edits = ColorEdit.lastOfEach(requested)
        let own = Set(theme.ownFiles)
        let asked = Dictionary(edits.map { ($0.key, $0.color) }, uniquingKeysWith: { _, last in last })
        var byFile: [String: [ColorEdit]] = [:]
        var fileOrder: [String] = []
        var written: [ColorEdit: (location: SourceLocation, old: ColorValue)] = [:]
        // An edit of an appearance that shows another's value (dark, of a `:root` declaration) asking the same
        // color as the edit of that value goes with it: the one value written serves both.
        var riders: [ColorEdit.Key: [ColorEdit]] = [:]
        for edit in edits {
            guard let color = theme[edit.name], theme.isOwn(edit.name) else {
                plan.unplaced.append(.init(edit: edit, reason: "it is not one of the theme's own colors"))
                continue
            }
            if let served = servingVariant(of: edit, in: theme),
                asked[ColorEdit.Key(name: edit.name, variant: served)] == edit.color
            {
                riders[ColorEdit.Key(name: edit.name, variant: served), default: []].append(edit)
                continue
            }
            let variant = color.color.variants[edit.variant]
            let file: String
            if let variant, let location = variant.location, theme.writesOwnVariant(edit.name, edit.variant),
                own.contains(location.file)
            {
                file = location.file
                written[edit] = (location, variant.value)
            } else if let location = color.location {
                file = location.file
            } else {
                plan.unplaced.append(.init(edit: edit, reason: "dusk does not know where it is written"))
                continue
            }
            guard own.contains(file) else {
                let reason =
                    "it is written in `\(SafeText.sanitized(Path.lastComponent(file)))`, which the theme "
                    + "inherits; dusk writes in place only the theme's own files"
                plan.unplaced.append(.init(edit: edit, reason: reason))
                continue
            }
            // One value written for several appearances (a `:root` declaration) changes them all: in place only
            // when every one of them is asked to take the same color (CSS keeps the others in rules of their own).
            if written[edit] != nil, !isCSS(file),
                let other = theme.variantsChanged(by: edit).first(where: { t in
                    asked[ColorEdit.Key(name: edit.name, variant: t)] != edit.color
                })
            {
                let reason =
                    "one value in the file serves it and its \(other.variantKey) value, which is not to take this color"
                plan.unplaced.append(.init(edit: edit, reason: reason))
                continue
            }
            if byFile[file] == nil { fileOrder.append(file) }
            byFile[file, default: []].append(edit)
        }
        var candidates: [InPlacePlan.File] = []
        for file in fileOrder {
            let result = edit(file, byFile[file]!, theme: theme, written: written, asked: asked, fileAccess)
            plan.unplaced += result.unplaced.map { .init(edit: $0.0, reason: $0.1) }
            if var rewritten = result.file {
                rewritten.served = rewritten.edits.flatMap { riders.removeValue(forKey: $0.key) ?? [] }
                candidates.append(rewritten)
            }
        }
        // Riders whose value found no place share its fate.
        let reasons = Dictionary(
            plan.unplaced.map { ($0.edit.key, $0.reason) }, uniquingKeysWith: { first, _ in first })
        for (key, rides) in riders {
            let why = reasons[key] ?? "its \(key.variant.variantKey) value was not written in place"
            plan.unplaced += rides.map { .init(edit: $0, reason: why) }
        }
        // Read back: the edits as new colors, everything else as it was; all files at once, and only when that
        // fails, halves of them, to find the files at fault.
        guard let problem = readBack(candidates, theme: theme, fileAccess: fileAccess, load: load) else {
            plan.files = candidates
            return plan
        }
        // A theme that no longer loads as it is on disk (changed while this ran): no file is at fault, and
        // trying each would load it again for every one.
        do throws(ThemeError) { _ = try load(fileAccess) } catch {
            let first = error.diagnostics.first.map { SafeText.sanitized($0.description) } ?? "it does not load"
            let why = "the theme does not load as it is on disk now (\(first)); reload it"
            plan.unplaced += candidates.flatMap(\.allEdits).map { .init(edit: $0, reason: why) }
            return plan
        }
        let (passing, failing) = bisect(
            candidates, failing: problem, theme: theme, fileAccess: fileAccess, load: load)
        plan.files = passing
        for (candidate, problem) in failing {
            plan.unplaced += candidate.allEdits.map { .init(edit: $0, reason: problem) }
        }
        return plan
    }

    /// The files that read back right and those that do not, with why, of `files`, which together do not
    /// (`problem`): they are split in halves, a half that reads back whole passes whole, one that does not is
    /// split again (a few files at fault among many cost a few loads each, not one load a file).
    static func bisect(
        _ files: [InPlacePlan.File], failing problem: String, theme: Theme, fileAccess: any FileAccess,
        load: (any FileAccess) throws(ThemeError) -> Theme
    ) -> (passing: [InPlacePlan.File], failing: [(InPlacePlan.File, String)]) {
        guard files.count > 1 else { return ([], files.map { ($0, problem) }) }
        var passing: [InPlacePlan.File] = []
        var failing: [(InPlacePlan.File, String)] = []
        for half in [Array(files[..<(files.count / 2)]), Array(files[(files.count / 2)...])] {
            if let why = readBack(half, theme: theme, fileAccess: fileAccess, load: load) {
                let found = bisect(half, failing: why, theme: theme, fileAccess: fileAccess, load: load)
                passing += found.passing
                failing += found.failing
            } else {
                passing += half
            }
        }
        return (passing, failing)
    }

    /// The variant whose written value `edit`'s appearance shows when that is not a value of its own (the light
    /// value a `:root` declaration gives dark too).
    static func servingVariant(of edit: ColorEdit, in theme: Theme) -> Traits? {
        guard !theme.writesOwnVariant(edit.name, edit.variant),
            let location = theme[edit.name]?.color.variants[edit.variant]?.location
        else { return nil }
        return edit.variant.fallbackChain.dropFirst().first { t in
            theme[edit.name]?.color.variants[t]?.location == location && theme.writesOwnVariant(edit.name, t)
        }
    }

    static func isCSS(_ file: String) -> Bool { file.lowercased().hasSuffix(".css") }

    /// A token moved to another step of its scale is written in place only in a token file, where its value is
    /// the reference it replaces.
    static let referenceElsewhere =
        "it names another step of its scale, which dusk writes as a reference in the overlay (in place only in "
        + "token files)"

    /// The file with `edits` made, each by its format's own writer.
    static func edit(
        _ file: String, _ edits: [ColorEdit], theme: Theme,
        written: [ColorEdit: (location: SourceLocation, old: ColorValue)], asked: [ColorEdit.Key: RGBA],
        _ files: any FileAccess
    ) -> (file: InPlacePlan.File?, unplaced: [(ColorEdit, String)]) {
        let bytes: [UInt8]
        do throws(FileError) { bytes = try files.read(file, limit: maximumFileSize) } catch {
            return (nil, edits.map { ($0, "`\(SafeText.sanitized(file))` cannot be read: \(error.reason)") })
        }
        // Only a token file writes a reference; elsewhere it goes to the overlay.
        typealias Result = (splices: Splices, unplaced: [(ColorEdit, String)])
        func valuesOnly(_ splice: ([ColorEdit]) -> Result) -> Result {
            var result = splice(edits.filter { $0.reference == nil })
            result.unplaced += edits.filter { $0.reference != nil }.map { ($0, referenceElsewhere) }
            return result
        }
        if isCSS(file) {
            let result = valuesOnly {
                CSSEdits.splices($0, variants: written, bytes: bytes, file: file, theme: theme, asked: asked)
            }
            return finish(file, edits, bytes, result)
        }
        // JSON5 (a hand-kept theme, Style Dictionary's `.json5`) is read back like the rest before it is written.
        var notes: [Diagnostic] = []
        let lower = file.lowercased()
        guard lower.hasSuffix("json") || lower.hasSuffix(".json5"),
            let root = try? JSONParser.parse(bytes, file: file, duplicateKeys: .lastWins, notes: &notes)
        else {
            return (
                nil,
                edits.map { ($0, "dusk writes JSON themes, catalogs, token files and CSS in place, not this format") }
            )
        }
        let result: Result
        if Path.directory(of: file).hasSuffix(".colorset") {
            result = valuesOnly { ColorsetEdits.splices($0, root: root, bytes: bytes) }
        } else if PaletteFormats.isDuskTheme(file, root) {
            var inherited: [String: [(Traits, String)]] = [:]
            for name in Set(edits.map(\.name)) {
                inherited[name] = inheritedVariants(name, in: theme, notWrittenIn: file)
            }
            result = valuesOnly { ThemeFileEdits.splices($0, root: root, bytes: bytes, inherited: inherited) }
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
        let left = Set(result.unplaced.map(\.0))
        let placed = edits.filter { !left.contains($0) }
        guard !placed.isEmpty, !result.splices.isEmpty else { return (nil, result.unplaced) }
        guard let fresh = result.splices.applied(to: bytes) else {
            return (nil, result.unplaced + placed.map { ($0, "its edits overlap (a bug in dusk)") })
        }
        return (
            InPlacePlan.File(
                path: file, original: bytes, bytes: fresh, edits: placed, notes: result.splices.notes,
                kept: result.splices.kept),
            result.unplaced
        )
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

    /// Nil when the theme, loaded with the files' new bytes, has their edits and nothing else changed.
    static func readBack(
        _ files: [InPlacePlan.File], theme: Theme, fileAccess: any FileAccess,
        load: (any FileAccess) throws(ThemeError) -> Theme
    ) -> String? {
        guard !files.isEmpty else { return nil }
        let after: Theme
        do throws(ThemeError) {
            after = try load(ReplacedFiles(fileAccess, replacing: files.map { ($0.path, $0.bytes) }))
        } catch {
            let first = error.diagnostics.first.map { SafeText.sanitized($0.description) } ?? "it does not load"
            return "written in place it would not load (\(first))"
        }
        var edited: [String: [(Traits, ColorValue)]] = [:]
        // A reference written reads back as that reference.
        var references: [ColorEdit.Key: String] = [:]
        for edit in files.flatMap(\.edits) { if let target = edit.reference { references[edit.key] = target } }
        // The values written (those they serve show them already) and the values kept.
        for (key, color) in theme.colors(after: files.flatMap { $0.edits + $0.kept }) {
            edited[key.name, default: []].append(
                (key.variant, references[key].map(ColorValue.alias) ?? .literal(color)))
        }
        for name in theme.names {
            var expected = theme[name]?.color.variants.mapValues(\.value) ?? [:]
            for (variant, value) in edited[name] ?? [] { expected[variant] = value }
            if after[name]?.color.variants.mapValues(\.value) ?? [:] != expected {
                return "written in place `\(SafeText.sanitized(name))` would not read back as intended"
            }
        }
        return nil
    }
}
