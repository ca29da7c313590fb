import ColorScience
import Platform
import ThemeModel

/// Loads a theme file with everything it inherits, merges and validates it.
public enum ThemeLoader {
    /// Longer chains than this are almost surely a mistake and would only slow loading.
    public static let maximumInheritanceDepth = 64

    /// Loads `reference`: a built-in name (`ios13`) or a path to a theme file.
    /// `mode`: for files that carry several themes (a resolver's brand
    /// contexts, Tokens Studio themes, Figma modes), the one to show.
    public static func load(_ reference: String, mode: String? = nil) throws(ThemeError) -> Theme {
        let theme: Theme
        if BuiltinThemes.names.contains(reference), !FileSystem.exists(reference) {
            theme = try BuiltinThemes.theme(named: reference)
        } else {
            theme = try loadFile(reference, mode: mode)
        }
        if let mode { try requireMode(mode, of: theme, reference: reference) }
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
    public static func loadFile(_ path: String, mode: String? = nil) throws(ThemeError) -> Theme {
        var stack: [(canonical: String, display: String)] = []
        return try loadFile(path, reportedAt: nil, mode: mode, stack: &stack)
    }

    /// Parses and merges theme text that is not on disk (the built-in palette, tests).
    public static func load(text: String, path: String) throws(ThemeError) -> Theme {
        var stack: [(canonical: String, display: String)] = []
        return try build(bytes: Array(text.utf8), path: path, stack: &stack)
    }

    private static func loadFile(
        _ path: String, reportedAt location: SourceLocation?, mode: String? = nil,
        stack: inout [(canonical: String, display: String)]
    ) throws(ThemeError) -> Theme {
        let format = ThemeFormat(path: path)
        if format == .folder { throw folderIsNotATheme(path, at: location) }
        let bytes = format == .assetCatalog ? [] : try FileReader.read(path, reportedAt: location)
        let entry = format == .assetCatalog ? FileSystem.entry(at: path) : .directory
        if entry != .directory {
            // A catalog is a folder: a FIFO, a device or a file by that name is no catalog (never an empty one).
            let what: String
            switch entry {
            case .missing: what = "no such folder"
            case .regular: what = "it is a file, not a folder"
            default: what = "it is a FIFO, device or socket, not a folder"
            }
            let message = "cannot read asset catalog `\(SafeText.sanitized(path))`: \(what)"
            throw .unreadable(location.map { Diagnostic(at: $0, message) } ?? Diagnostic(file: path, message))
        }
        let canonical = FileSystem.canonicalPath(path) ?? path
        if let start = stack.firstIndex(where: { $0.canonical == canonical }) {
            let cycle = stack[start...].map(\.display) + [path]
            let message = "inheritance cycle: " + cycle.map { SafeText.sanitized($0) }.joined(separator: " -> ")
            throw .invalid([location.map { Diagnostic(at: $0, message) } ?? Diagnostic(file: path, message)])
        }
        if stack.count >= maximumInheritanceDepth {
            let message = "inheritance is deeper than \(maximumInheritanceDepth) files"
            throw .invalid([location.map { Diagnostic(at: $0, message) } ?? Diagnostic(file: path, message)])
        }
        stack.append((canonical, path))
        defer { stack.removeLast() }
        var diagnostics: [Diagnostic] = []
        var notes: [Diagnostic] = []
        let doc: ThemeDocument
        // Token files opened alone may alias into files a resolver reads with them.
        var mayNeedResolver = false
        switch format {
        case .theme:
            // Any other .json: what it is comes from its content.
            let root = try JSONParser.parse(bytes, file: path)
            switch ContentFormat.of(root) {
            case .theme:
                return try build(root: root, path: path, stack: &stack)
            case .tokens:
                doc = try FigmaModes.document(
                    root: root, path: path, mode: mode, diagnostics: &diagnostics, notes: &notes)
                mayNeedResolver = true
            case .resolver:
                doc = try DesignTokensReader.resolverDocument(
                    root: root, path: path, mode: mode, diagnostics: &diagnostics, notes: &notes)
            case .tokensStudioThemes:
                doc = try TokensStudioReader.document(
                    root: root, path: path, mode: mode, diagnostics: &diagnostics, notes: &notes)
            case .unknown(let reason):
                throw .invalid([Diagnostic(at: root.location, reason)])
            }
        case .folder:
            throw folderIsNotATheme(path, at: location)
        case .css:
            doc = try CSSCustomPropertiesReader.document(
                bytes: bytes, path: path, diagnostics: &diagnostics, notes: &notes)
        case .assetCatalog:
            doc = try AssetCatalogReader.document(at: path, diagnostics: &diagnostics, notes: &notes)
        case .designTokens:
            doc = try FigmaModes.document(
                root: try JSONParser.parse(bytes, file: path), path: path, mode: mode, diagnostics: &diagnostics,
                notes: &notes)
            mayNeedResolver = true
        case .tokenResolver:
            doc = try DesignTokensReader.resolverDocument(
                root: try JSONParser.parse(bytes, file: path), path: path, mode: mode,
                diagnostics: &diagnostics, notes: &notes)
        }
        Diagnostic.moveNotes(from: &diagnostics, to: &notes)
        guard mayNeedResolver else { return try assemble(doc, diagnostics: diagnostics, notes: notes, stack: &stack) }
        return try withResolverHint(path) { () throws(ThemeError) in
            try assemble(doc, diagnostics: diagnostics, notes: notes, stack: &stack)
        }
    }

    /// A token file opened alone whose aliases point into other files: when a
    /// resolver nearby lists it, the errors end with where to open it instead.
    static func withResolverHint(_ path: String, _ body: () throws(ThemeError) -> Theme) throws(ThemeError) -> Theme {
        do { return try body() } catch {
            guard case .invalid(let diagnostics) = error,
                diagnostics.contains(where: { $0.message.contains("refers to an unknown color") }),
                let resolver = resolverListing(path)
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
    static func resolverListing(_ path: String) -> String? {
        let file = FileSystem.canonicalPath(path) ?? path
        var dir = Path.directory(of: file)
        for _ in 0..<4 {
            // The file's path as the resolver would write it, relative to the resolver.
            let relative = dir.isEmpty ? file : String(file.dropFirst(dir.count + 1))
            for entry in FileSystem.entries(dir.isEmpty ? "." : dir, limit: 200).names.sorted()
            where entry.hasSuffix(".resolver.json") {
                let candidate = (dir.isEmpty ? "" : dir + "/") + entry
                guard let bytes = try? FileReader.read(candidate) else { continue }
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
    static func folderIsNotATheme(_ path: String, at location: SourceLocation?) -> ThemeError {
        let catalogs = FileSystem.entries(path, limit: 1000).names.filter { $0.lowercased().hasSuffix(".xcassets") }
        var reason =
            """
            it is a folder; dusk reads a theme file (.json), an asset catalog (a folder named *.xcassets), design \
            tokens (*.tokens.json) or a resolver (*.resolver.json)
            """
        if let first = catalogs.first {
            reason +=
                "; did you mean `\(SafeText.sanitized(Path.resolve(first, relativeToFileAt: path.hasSuffix("/") ? path + "x" : path + "/x")))`?"
        }
        return FileReader.unreadable(path, label: "theme", reason: reason, at: location)
    }

    private static func build(
        bytes: [UInt8], path: String,
        stack: inout [(canonical: String, display: String)]
    ) throws(ThemeError) -> Theme {
        try build(root: try JSONParser.parse(bytes, file: path), path: path, stack: &stack)
    }

    private static func build(
        root: JSONNode, path: String,
        stack: inout [(canonical: String, display: String)]
    ) throws(ThemeError) -> Theme {
        var diagnostics: [Diagnostic] = []
        let doc = ThemeDocument.decode(root, path: path, diagnostics: &diagnostics)
        return try assemble(doc, diagnostics: diagnostics, notes: doc.notes, stack: &stack)
    }

    /// A decoded document (from any format) over what it inherits, merged and validated.
    static func assemble(
        _ doc: ThemeDocument, diagnostics: [Diagnostic], notes: [Diagnostic],
        stack: inout [(canonical: String, display: String)]
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
            base = try loadFile(parentPath, reportedAt: doc.inheritsLocation, stack: &stack)
        }

        var theme = merge(doc, over: base, diagnostics: &diagnostics)
        // Pictures that cannot be read are reported apart: alone, they make the
        // exit code "missing input" (66), as a missing inherited file does.
        var unreadable: [Diagnostic] = []
        loadBackdrops(doc, into: &theme, diagnostics: &diagnostics, unreadable: &unreadable)
        loadImages(doc, into: &theme, diagnostics: &diagnostics, unreadable: &unreadable)
        loadScreens(doc, into: &theme, diagnostics: &diagnostics, unreadable: &unreadable)
        theme.notes = notes + theme.notes
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
                            "`\(entry.name)` has no \"light\" (or \"any\") value; every new color needs one, as the last fallback for every appearance\(Suggestion.nearest(to: entry.name, in: base.names).map { "; or did you mean to override `\($0)`?" } ?? "")"
                        ))
                    continue
                }
                color = entry.color.merged(over: inherited.color)
            }
            defined.append(ThemeColor(name: entry.name, color: color, origin: doc.path, location: entry.location))
        }
        theme.define(defined)
        if theme[Theme.tintName] == nil, theme["systemBlue"] != nil {
            theme.append(ThemeColor(name: Theme.tintName, color: DynamicColor(.alias("systemBlue")), origin: "default"))
        }
        if let style = doc.statusBarStyle { theme.statusBarStyle = style }
        for role in doc.roles { theme.declaredUsages[role.name] = role.usage }
        theme.declaredPairs += doc.contrast
        if let style = doc.userInterfaceStyle { theme.lockedStyle = style }
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
        _ doc: ThemeDocument, into theme: inout Theme, diagnostics: inout [Diagnostic], unreadable: inout [Diagnostic]
    ) {
        guard !doc.screens.isEmpty else { return }
        let builtin = (try? BuiltinThemes.theme(named: BuiltinThemes.defaultName))?.names ?? []
        let known = Set(theme.names).union(builtin)
        let suggestions = theme.names + builtin.filter { theme[$0] == nil }
        // Screens of this file by name (one of an inherited theme may be replaced on purpose; two here is a mistake).
        var defined: [String: String] = [:]
        for entry in doc.screens {
            let path = Path.resolve(entry.path, relativeToFileAt: doc.path)
            let root: JSONNode
            do throws(ThemeError) {
                root = try JSONParser.parse(
                    try FileReader.read(path, reportedAt: entry.location, label: "screen file"), file: path)
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
                        "unknown image `\(SafeText.sanitized(name))`\(Suggestion.didYouMean(name, in: theme.images.map(\.name)))\(theme.images.isEmpty ? " (the theme has no `images`)" : "")"
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
        blocks.flatMap { block -> [(String, SourceLocation)] in
            switch block {
            case .image(let name, _, let location): return [(name, location)]
            case .hstack(_, _, let items), .vstack(_, _, _, let items), .card(_, _, _, let items),
                .material(_, let items), .columns(let items):
                return imageNames(items)
            default: return []
            }
        }
    }

    /// Images: glyph art, or PPM files whose luminance is the mask of a template image.
    static func loadImages(
        _ doc: ThemeDocument, into theme: inout Theme, diagnostics: inout [Diagnostic], unreadable: inout [Diagnostic]
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
                        bytes = try FileReader.read(path, limit: 8 << 20, reportedAt: location, label: "image")
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
        _ doc: ThemeDocument, into theme: inout Theme, diagnostics: inout [Diagnostic], unreadable: inout [Diagnostic]
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
                    path, limit: 64 << 20, reportedAt: entry.location, label: "backdrop picture")
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
