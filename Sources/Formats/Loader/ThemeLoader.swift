import ColorScience
import Platform
import Syntax
import ThemeModel

/// Loads a theme file with everything it inherits, merges and validates it.
public enum ThemeLoader {
    /// Longer chains than this are almost surely a mistake and would only slow loading.
    public static let maximumInheritanceDepth = 64

    /// What one load carries through the files it reads: the chain of files being read (to find cycles)
    /// and the files it reads them from.
    struct LoadState {
        var stack: [(canonical: String, display: String)] = []
        let fileAccess: any FileAccess
    }

    /// Loads `reference`: a built-in name (`ios13`) or a path to a theme file.
    /// `mode`: for files that carry several themes (a resolver's brand
    /// contexts, Tokens Studio themes, Figma modes), the one to show.
    /// `fileAccess` by default reads what the theme refers to only below its project folder (`ProjectFiles`).
    public static func load(
        _ reference: String, mode: String? = nil, fileAccess: (any FileAccess)? = nil
    ) throws(ThemeError) -> Theme {
        let fileAccess = fileAccess ?? ProjectFiles(theme: reference)
        let theme: Theme
        if BuiltinThemes.names.contains(reference), !fileAccess.exists(reference) {
            theme = try BuiltinThemes.theme(named: reference)
        } else {
            theme = try loadFile(reference, mode: mode, fileAccess: fileAccess)
        }
        if let mode { try requireMode(mode, of: theme, reference: reference) }
        return theme
    }

    /// The built-in theme when the user named none: never a file or folder of its name in the working folder.
    public static func loadDefault(mode: String? = nil) throws(ThemeError) -> Theme {
        let theme = try BuiltinThemes.theme(named: BuiltinThemes.defaultName)
        if let mode { try requireMode(mode, of: theme, reference: BuiltinThemes.defaultName) }
        return theme
    }

    /// `--mode NAME` names one of the modes the file offers, whatever its format: one it does not
    /// have is an error with the modes it has (a file of no modes says so), never ignored.
    static func requireMode(_ mode: String, of theme: Theme, reference: String) throws(ThemeError) {
        let names = theme.modes.map(\.name)
        guard !names.contains(mode) else { return }
        let file = theme.path ?? reference
        let message =
            names.isEmpty
            ? "--mode \(SafeText.sanitized(mode)): `\(SafeText.sanitized(file))` has no modes; --mode chooses among "
                + "the modes of a resolver, Tokens Studio themes, Figma modes or `$extensions` modes"
            : "no mode `\(SafeText.sanitized(mode))`\(Suggestion.didYouMean(mode, in: names)) (modes: "
                + "\(names.map(SafeText.sanitized).joined(separator: ", ")))"
        throw .invalid([Diagnostic(file: file, message)])
    }

    /// Loads the theme file at `path`.
    public static func loadFile(
        _ path: String, mode: String? = nil, fileAccess: (any FileAccess)? = nil
    ) throws(ThemeError) -> Theme {
        let fileAccess = fileAccess ?? ProjectFiles(theme: path)
        var state = LoadState(fileAccess: fileAccess)
        var theme = try loadFile(path, reportedAt: nil, mode: mode, state: &state)
        theme.notes += unpairedHalves(of: path, read: theme.files, fileAccess)
        return theme
    }

    /// A note for each file beside `path` named like its dark or night half (`brand-dark.json` beside
    /// `brand.json`) that the format did not read with it: its values are not shown, and the designer should
    /// know.
    static func unpairedHalves(of path: String, read: [String], _ files: any FileAccess) -> [Diagnostic] {
        let name = Path.lastComponent(path)
        guard let dot = name.firstIndex(of: "."), files.entry(at: path) == .regular else { return [] }
        let stem = NameWords.split(String(name[..<dot]), .mode)
        let suffix = name[dot...]
        guard !stem.isEmpty, !stem.contains(where: ModeWords.namesDark) else { return [] }
        let directory = Path.directory(of: path)
        var notes: [Diagnostic] = []
        for entry in files.entries(directory, limit: 1000).names where entry.hasSuffix(suffix) && entry != name {
            let words = NameWords.split(String(entry.dropLast(suffix.count)), .mode)
            guard words.count == stem.count + 1, words.contains(where: ModeWords.namesDark),
                words.filter({ !ModeWords.namesDark($0) }) == stem
            else { continue }
            let sibling = Path.resolve(entry, relativeToFileAt: path)
            guard !read.contains(where: { files.sameFile($0, sibling) }) else { continue }
            let why =
                files.entry(at: sibling) == .regular
                ? "this format does not read the two together" : "it is not a regular file (a FIFO, device or folder)"
            notes.append(
                Diagnostic(
                    file: path,
                    "`\(SafeText.sanitized(entry))` beside it looks like its dark half, but dusk did not read it: "
                        + "\(why); dark shows this file's values"))
        }
        return notes
    }

    /// Parses and merges theme text that is not on disk (the built-in palette, tests); what it inherits by
    /// path is read from `fileAccess`.
    public static func load(
        text: String, path: String, fileAccess: any FileAccess = DiskFiles()
    ) throws(ThemeError) -> Theme {
        var state = LoadState(fileAccess: fileAccess)
        let root = try JSONParser.parse(Array(text.utf8), file: path)
        let request = PaletteFormat.Request(path: path, content: root, mode: nil, fileAccess: fileAccess)
        return try assemble(ThemeDocument.reading(request), state: &state)
    }

    /// Hands the format's reader what it reads: the tree (parsed once: here, or already when the content chose
    /// the format), the bytes, or for a folder the path alone.
    static func reading(
        _ path: String, as format: PaletteFormat, bytes: [UInt8], parsed: JSONNode?, mode: String?,
        files: any FileAccess, duplicates: inout [Diagnostic]
    ) throws(ThemeError) -> PaletteFormat.Reading {
        switch format.reader {
        case .folder(let readFolder):
            return try readFolder(PaletteFormat.Request(path: path, content: (), mode: mode, fileAccess: files))
        case .text(let readBytes), .bytes(let readBytes):
            return try readBytes(PaletteFormat.Request(path: path, content: bytes, mode: mode, fileAccess: files))
        case .json(let readTree):
            let root: JSONNode
            if let parsed {
                root = parsed
            } else {
                root = try JSONParser.parse(bytes, file: path, duplicateKeys: .lastWins, notes: &duplicates)
            }
            return try readTree(PaletteFormat.Request(path: path, content: root, mode: mode, fileAccess: files))
        }
    }

    private static func loadFile(
        _ path: String, reportedAt location: SourceLocation?, mode: String? = nil, state: inout LoadState
    ) throws(ThemeError) -> Theme {
        let files = state.fileAccess
        var named = PaletteFormats.byName(path)
        if named == nil, files.isDirectory(path) { named = PaletteFormats.byFolder(path, files) }
        if named?.input != .folder, files.isDirectory(path) { throw folderIsNotATheme(path, at: location, files) }
        if named?.input == .folder {
            try requireFolder(path, at: location, files)
        }
        let bytes = named?.input == .folder ? [] : try FileReader.read(path, from: files, reportedAt: location)
        let canonical = files.canonicalPath(path) ?? path
        if let start = state.stack.firstIndex(where: { $0.canonical == canonical }) {
            let cycle = state.stack[start...].map(\.display) + [path]
            let message = "inheritance cycle: " + cycle.map { SafeText.sanitized($0) }.joined(separator: " -> ")
            throw .invalid([location.map { Diagnostic(at: $0, message) } ?? Diagnostic(file: path, message)])
        }
        if state.stack.count >= maximumInheritanceDepth {
            let message = "inheritance is deeper than \(maximumInheritanceDepth) files"
            throw .invalid([location.map { Diagnostic(at: $0, message) } ?? Diagnostic(file: path, message)])
        }
        state.stack.append((canonical, path))
        defer { state.stack.removeLast() }
        if named == nil, let why = UnreadFormats.problem(path: path, bytes: bytes) {
            let message = "cannot read `\(SafeText.sanitized(path))`: \(why)"
            throw .invalid([location.map { Diagnostic(at: $0, message) } ?? Diagnostic(file: path, message)])
        }
        // A JSON file no name claims is whatever its content says it is.
        var duplicates: [Diagnostic] = []
        var parsed: JSONNode?
        let format: PaletteFormat
        if let named {
            format = named
        } else {
            let root = try JSONParser.parse(bytes, file: path, duplicateKeys: .lastWins, notes: &duplicates)
            if let why = UnreadFormats.problem(root: root) {
                throw .invalid([Diagnostic(file: path, "cannot read `\(SafeText.sanitized(path))`: \(why)")])
            }
            guard let byContent = PaletteFormats.byContent(root) else {
                throw .invalid([Diagnostic(at: root.location, PaletteFormats.noneFits(root))])
            }
            format = byContent
            parsed = root
        }
        var reading = try reading(
            path, as: format, bytes: bytes, parsed: parsed, mode: mode, files: files, duplicates: &duplicates)
        if !format.mayHoldNoColors, reading.document.colors.isEmpty, reading.document.tint == nil,
            reading.diagnostics.isEmpty, !reading.notes.contains(where: { $0.skippedColorCount > 0 })
        {
            throw .invalid([Diagnostic(file: path, "it holds no colors (\(format.files) with none in it)")])
        }
        if !format.saysEveryAppearance { reading.document.appearances = reading.document.saidAppearances() }
        for var duplicate in duplicates {
            if format.duplicateKeysAreErrors {
                duplicate.message += JSONParser.keysOnce
                reading.diagnostics.append(duplicate)
            } else {
                duplicate.message += JSONParser.readsLastKey
                reading.notes.append(duplicate)
            }
        }
        guard format.pointsToResolver else { return try assemble(reading, state: &state) }
        return try withResolverHint(path, files) { () throws(ThemeError) in
            try assemble(reading, state: &state)
        }
    }

    /// A catalog is a folder: a FIFO, a device or a file by that name is no catalog (never an empty one).
    static func requireFolder(_ path: String, at location: SourceLocation?, _ files: any FileAccess) throws(ThemeError)
    {
        let what: String
        switch files.entry(at: path) {
        case .directory: return
        case .missing: what = "no such folder"
        case .regular: what = "it is a file, not a folder"
        case .other: what = "it is a FIFO, device or socket, not a folder"
        }
        let message = "cannot read asset catalog `\(SafeText.sanitized(path))`: \(what)"
        throw .unreadable(location.map { Diagnostic(at: $0, message) } ?? Diagnostic(file: path, message))
    }

    /// A token file opened alone whose aliases point into other files: when a
    /// resolver nearby lists it, the errors end with where to open it instead.
    static func withResolverHint(
        _ path: String, _ files: any FileAccess, _ body: () throws(ThemeError) -> Theme
    ) throws(ThemeError) -> Theme {
        do { return try body() } catch {
            guard case .invalid(let diagnostics) = error,
                diagnostics.contains(where: { $0.message.contains("refers to an unknown color") }),
                let resolver = resolverListing(path, files)
            else { throw error }
            throw .invalid(
                diagnostics + [
                    Diagnostic(
                        file: path,
                        """
                        its aliases point into other token files: `\(SafeText.sanitized(resolver))` reads them \
                        together; open that instead
                        """
                    )
                ])
        }
    }

    /// A `*.resolver.json` in this file's folder or up to three above that names the file.
    static func resolverListing(_ path: String, _ files: any FileAccess) -> String? {
        let file = files.canonicalPath(path) ?? path
        var dir = Path.directory(of: file)
        for _ in 0..<4 {
            // The file's path as the resolver would write it, relative to the resolver.
            let relative = dir.isEmpty ? file : String(file.dropFirst(dir.count + 1))
            for entry in files.entries(dir.isEmpty ? "." : dir, limit: 200).names
            where entry.hasSuffix(".resolver.json") {
                let candidate = (dir.isEmpty ? "" : dir + "/") + entry
                guard let bytes = try? FileReader.read(candidate, from: files) else { continue }
                let text = String(decoding: bytes, as: UTF8.self)
                if text.contains("\"" + relative + "\"") || text.contains("\"./" + relative + "\"") { return candidate }
            }
            let parent = Path.directory(of: dir)
            if parent == dir || parent.isEmpty { break }
            dir = parent
        }
        return nil
    }

    /// A folder that is not an asset catalog: say what dusk reads, and point at a catalog inside if there is one.
    static func folderIsNotATheme(_ path: String, at location: SourceLocation?, _ files: any FileAccess) -> ThemeError {
        let catalogs = files.entries(path, limit: 1000).names.filter { PaletteFormats.byName($0)?.input == .folder }
        func inside(_ name: String) -> String {
            Path.resolve(name, relativeToFileAt: path.hasSuffix("/") ? path + "x" : path + "/x")
        }
        // What to open instead comes first; the list of what dusk reads last.
        var reason = "it is a folder"
        let palettes = FolderPalettes(path, files)
        if let first = catalogs.first {
            reason += "; did you mean `\(SafeText.sanitized(inside(first)))`?"
        } else if let first = palettes.themes.first {
            let listed = palettes.themes.prefix(8).map { "`\(SafeText.sanitized($0))`" }
            let more = palettes.themes.count > 8 ? " and \(palettes.themes.count - 8) more" : ""
            reason +=
                " of palettes (\(listed.joined(separator: ", "))\(more)); give one of them, "
                + "as `\(SafeText.sanitized(inside(first)))`"
        }
        if catalogs.isEmpty, palettes.themes.isEmpty, !palettes.code.isEmpty {
            // A folder of app code: the file that declares the colors (a name saying so first, as a hint).
            let words = ["color", "colour", "theme", "palette"]
            let pick = palettes.code.first { name in words.contains { name.lowercased().contains($0) } }
            let listed = palettes.code.prefix(4).map { "`\(SafeText.sanitized($0))`" }
            let more = palettes.code.count > 4 ? " and \(palettes.code.count - 4) more" : ""
            reason +=
                " of app code (\(listed.joined(separator: ", "))\(more)); give the file that declares its colors, "
                + "as `\(SafeText.sanitized(inside(pick ?? palettes.code[0])))`: dusk reads the files beside it too"
        }
        if let handoff = palettes.handoff {
            reason +=
                "; `\(SafeText.sanitized(handoff.folder))` is dusk's own hand-off of "
                + "`\(SafeText.sanitized(handoff.source))`, a copy of it, not read"
        }
        reason += "; dusk reads " + PaletteFormats.fileList
        return FileReader.unreadable(path, label: "theme", reason: reason, at: location)
    }

    /// A reader's document over what it inherits, merged and validated; the clipped colors it reported
    /// beside its errors become notes.
    static func assemble(_ reading: PaletteFormat.Reading, state: inout LoadState) throws(ThemeError) -> Theme {
        var diagnostics = reading.diagnostics
        var notes = reading.notes
        Diagnostic.moveNotes(from: &diagnostics, to: &notes)
        return try assemble(reading.document, diagnostics: diagnostics, notes: notes, state: &state)
    }

    /// A decoded document (from any format) over what it inherits, merged and validated.
    static func assemble(
        _ doc: ThemeDocument, diagnostics: [Diagnostic], notes: [Diagnostic], state: inout LoadState
    ) throws(ThemeError) -> Theme {
        var diagnostics = diagnostics
        let path = doc.path
        var base: Theme
        switch doc.inherits {
        case .none:
            base = Theme(name: "none")
        case .builtin(let name):
            base = try BuiltinThemes.theme(named: name)
        case .file(let relative):
            let parentPath = Path.resolve(relative, relativeToFileAt: path)
            base = try loadFile(parentPath, reportedAt: doc.inheritsLocation, state: &state)
        }

        var theme = merge(doc, over: base, diagnostics: &diagnostics)
        // Pictures that cannot be read are reported apart: alone, they make the
        // exit code "missing input" (66), as a missing inherited file does.
        var unreadable: [Diagnostic] = []
        let files = state.fileAccess
        loadBackdrops(doc, into: &theme, files: files, diagnostics: &diagnostics, unreadable: &unreadable)
        loadImages(doc, into: &theme, files: files, diagnostics: &diagnostics, unreadable: &unreadable)
        loadScreens(doc, into: &theme, files: files, diagnostics: &diagnostics, unreadable: &unreadable)
        // A web, Material or Android palette draws its brand as the iOS roles its names play.
        theme.applyRoleConvention(file: path)
        theme.notes = notes + theme.notes
        let own = Coverage(
            read: doc.colors.count + (doc.tint == nil ? 0 : 1), skipped: notes.reduce(0) { $0 + $1.skippedColorCount })
        theme.coverage = base.coverage.map { $0 + own } ?? own
        // Aliases are checked even when other values were wrong: one pass shows every problem.
        ThemeValidator.validate(&theme, document: doc, diagnostics: &diagnostics)
        if diagnostics.isEmpty, unreadable.count == 1 { throw .unreadable(unreadable[0]) }
        diagnostics += unreadable
        guard diagnostics.isEmpty else {
            throw .invalid(Diagnostic.limited(Diagnostic.sorted(diagnostics, fileOrder: [doc.path] + doc.extraFiles)))
        }
        return theme
    }

    /// Lays the document's colors over `base`: new names first, overrides in
    /// place, partial overrides merged variant by variant.
    static func merge(_ doc: ThemeDocument, over base: Theme, diagnostics: inout [Diagnostic]) -> Theme {
        var theme = base
        theme.name = doc.name ?? Path.stem(doc.path)
        theme.path = doc.path
        theme.files = [doc.path] + doc.extraFiles + base.files
        theme.ownFiles = [doc.path] + doc.extraFiles
        theme.modes = doc.modes
        if case .builtin = doc.inherits { theme.systemNames = base.systemNames }
        var defined: [ThemeColor] = []
        var entries = doc.colors
        if let tint = doc.tint { entries.append(tint) }
        for entry in entries {
            var color = entry.color
            if entry.isPartial {
                guard let inherited = base[entry.name] else {
                    diagnostics.append(
                        Diagnostic(
                            at: entry.location,
                            "`\(entry.name)` has no \"light\" (or \"any\") value; every new color needs one, "
                                + "as the last fallback for every appearance"
                                + (Suggestion.nearest(to: entry.name, in: base.names).map {
                                    "; or did you mean to override `\($0)`?"
                                } ?? "")
                        ))
                    continue
                }
                color = entry.color.merged(over: inherited.color)
            }
            // A fix's overlay writes hex; the notation stays the one the designer's stylesheet wrote.
            defined.append(
                ThemeColor(
                    name: entry.name, color: color, origin: doc.path, location: entry.location, hints: entry.hints,
                    written: (base[entry.name]?.written ?? [:]).merging(entry.written) { $1 }))
        }
        theme.define(defined)
        if theme[Theme.tintName] == nil, theme["systemBlue"] != nil {
            theme.append(
                ThemeColor(
                    name: Theme.tintName, color: DynamicColor(.alias("systemBlue")), origin: Theme.defaultTintOrigin))
        }
        for property in doc.styleProperties {
            theme.styleProperties.removeAll { $0.name == property.name }
            theme.styleProperties.append(property)
        }
        if let style = doc.statusBarStyle { theme.statusBarStyle = style }
        for role in doc.roles {
            theme.declaredUsages[role.name] = role.usage
            theme.declaredUsageLocations[role.name] = role.location
        }
        theme.declaredPairs += doc.contrast
        if let style = doc.userInterfaceStyle { theme.lockedStyle = style }
        // A format that can say every appearance says those of what it inherits and those it writes (a fix's overlay
        // over a stylesheet is judged as the stylesheet is).
        theme.appearances = doc.appearances ?? doc.saidAppearances(over: base.appearances)
        for g in doc.gradients {
            theme.gradients.removeAll { $0.name == g.name }
            theme.gradients.append(g)
        }
        for m in doc.materials {
            var spec = theme.materials[m.name] ?? MaterialSpec.defaults[m.name]!
            if let v = m.blur { spec.blur = v }
            if let v = m.saturation { spec.saturation = v }
            if let v = m.light { spec.lightTint = v }
            if let v = m.dark { spec.darkTint = v }
            theme.materials[m.name] = spec
        }
        return theme
    }

    /// Screen files: read, parsed and checked against the theme's colors at load
    /// time (rendering stays pure), watched for live reload like the theme.
    static func loadScreens(
        _ doc: ThemeDocument, into theme: inout Theme, files: any FileAccess, diagnostics: inout [Diagnostic],
        unreadable: inout [Diagnostic]
    ) {
        guard !doc.screens.isEmpty else { return }
        let builtin = (try? BuiltinThemes.theme(named: BuiltinThemes.defaultName))?.names ?? []
        // A color the theme writes with a value in error has its error there: a screen naming it is not another.
        let known = Set(theme.names).union(builtin).union(doc.writtenNames).union(doc.failed.keys)
        let suggestions = theme.names + builtin.filter { theme[$0] == nil }
        // Screens of this file by name (one of an inherited theme may be replaced on purpose; two here is a mistake).
        var defined: [String: String] = [:]
        for entry in doc.screens {
            let path = Path.resolve(entry.path, relativeToFileAt: doc.path)
            let root: JSONNode
            do throws(ThemeError) {
                root = try JSONParser.parse(
                    try FileReader.read(path, from: files, reportedAt: entry.location, label: "screen file"), file: path
                )
            } catch {
                if case .unreadable = error {
                    unreadable.append(contentsOf: error.diagnostics)
                } else {
                    diagnostics += error.diagnostics
                }
                continue
            }
            if !theme.files.contains(path) { theme.files.append(path) }
            guard let spec = ScreenFileReader.read(root, path: path, diagnostics: &diagnostics) else { continue }
            var refs = spec.blocks.flatMap(\.colorRefs)
            if spec.background != "systemBackground" { refs.append(ColorRef(spec.background, at: root.location)) }
            for (name, location) in imageNames(spec.blocks) where !theme.images.contains(where: { $0.name == name }) {
                diagnostics.append(
                    Diagnostic(
                        at: location,
                        "unknown image `\(SafeText.sanitized(name))`"
                            + Suggestion.didYouMean(name, in: theme.images.map(\.name))
                            + (theme.images.isEmpty ? " (the theme has no `images`)" : "")
                    ))
            }
            for ref in refs where !known.contains(ref.name) {
                diagnostics.append(
                    Diagnostic(
                        at: ref.location,
                        """
                        unknown color \
                        `\(SafeText.sanitized(ref.name))`\(Suggestion.didYouMean(ref.name, in: suggestions))
                        """
                    ))
            }
            if ScreenSpec.builtinNames.contains(spec.name) {
                diagnostics.append(
                    Diagnostic(
                        at: root.location, "a screen cannot be called `\(spec.name)`: a built-in screen has that name"))
                continue
            }
            if let first = defined[spec.name] {
                diagnostics.append(
                    Diagnostic(
                        at: root.location,
                        """
                        a screen called `\(SafeText.sanitized(spec.name))` comes from \
                        `\(SafeText.sanitized(first))` already; give one of them another \"name\"
                        """
                    ))
                continue
            }
            defined[spec.name] = path
            theme.customScreens.removeAll { $0.name == spec.name }
            theme.customScreens.append(spec)
        }
    }

    /// Every image a screen's blocks name.
    static func imageNames(_ blocks: [ScreenBlock]) -> [(String, SourceLocation)] {
        blocks.flatMap(\.allBlocks).compactMap { block in
            guard case .image(let name, _, let location) = block else { return nil }
            return (name, location)
        }
    }

    /// Images: glyph art, or PPM files whose luminance is the mask of a template image.
    static func loadImages(
        _ doc: ThemeDocument, into theme: inout Theme, files: any FileAccess, diagnostics: inout [Diagnostic],
        unreadable: inout [Diagnostic]
    ) {
        var failed: Set<String> = []
        for entry in doc.images {
            var image = ThemeImage(
                name: entry.name, variants: [:], template: entry.template, tint: entry.tint, location: entry.location)
            for (style, source, location) in entry.variants {
                switch source {
                case .art(let rows):
                    image.variants[style] = GlyphArt.image(rows)
                case .file(let relative):
                    let path = Path.resolve(relative, relativeToFileAt: doc.path)
                    if failed.contains(path) { continue }
                    let bytes: [UInt8]
                    do throws(ThemeError) {
                        bytes = try FileReader.read(
                            path, from: files, limit: 8 << 20, reportedAt: location, label: "image")
                    } catch {
                        failed.insert(path)
                        unreadable.append(contentsOf: error.diagnostics)
                        continue
                    }
                    do throws(PPM.Failure) {
                        image.variants[style] = try PPM.decode(bytes)
                        if !theme.files.contains(path) { theme.files.append(path) }
                    } catch {
                        guard case .malformed(let why) = error else { continue }
                        diagnostics.append(Diagnostic(at: location, "image `\(SafeText.sanitized(relative))`: \(why)"))
                    }
                }
            }
            theme.images.removeAll { $0.name == image.name }
            theme.images.append(image)
        }
    }

    /// Backdrop pictures are part of the theme: read (and checked) when it loads,
    /// so rendering stays a pure function of the loaded theme.
    static func loadBackdrops(
        _ doc: ThemeDocument, into theme: inout Theme, files: any FileAccess, diagnostics: inout [Diagnostic],
        unreadable: inout [Diagnostic]
    ) {
        var cache: [String: RasterImage] = [:]
        var failed: Set<String> = []
        for entry in doc.backdrops {
            let path = Path.resolve(entry.path, relativeToFileAt: doc.path)
            if let image = cache[path] {
                theme.backdrops[entry.style] = image
                continue
            }
            if failed.contains(path) { continue }
            let bytes: [UInt8]
            do throws(ThemeError) {
                bytes = try FileReader.read(
                    path, from: files, limit: 64 << 20, reportedAt: entry.location, label: "backdrop picture")
            } catch {
                failed.insert(path)
                unreadable.append(contentsOf: error.diagnostics)
                continue
            }
            do throws(PPM.Failure) {
                let image = try PPM.decode(bytes)
                cache[path] = image
                theme.backdrops[entry.style] = image
                if !theme.files.contains(path) { theme.files.append(path) }
            } catch {
                failed.insert(path)
                guard case .malformed(let why) = error else { continue }
                diagnostics.append(
                    Diagnostic(at: entry.location, "backdrop picture `\(SafeText.sanitized(entry.path))`: \(why)"))
            }
        }
    }
}
