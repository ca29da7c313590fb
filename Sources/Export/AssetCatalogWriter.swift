import Audit
import ColorScience
import Platform
import ThemeModel

/// Writes a theme as an Xcode asset catalog: one colorset per color the
/// theme defines (system colors stay UIKit's), with dark, high-contrast and
/// dark high-contrast appearances where they differ, sRGB floats with three
/// decimals (enough to carry every 8-bit value exactly), in Xcode's key order.
/// A colorset cannot refer to another colorset: an alias of one of the theme's
/// own colors is written with that color's values, and the report names it.
public enum AssetCatalogWriter {
    public struct Report {
        public var catalog: String
        public var colorsets: [String]
        /// Colors whose elevated variants an asset catalog cannot hold.
        public var droppedElevated: [String]
        /// Colors that are aliases of another of the theme's own colors, written as copies of its values:
        /// (the color, the color it is an alias of, in the first appearance where it is one).
        public var copiedAliases: [(name: String, of: String)]
    }

    /// `--out X.xcassets` is the catalog; `--out DIR` holds `NAME.xcassets`; without `--out`,
    /// `handoff/NAME/NAME.xcassets` (beside the other hand-off files, which `--swift-catalog` reads from).
    public static func catalogPath(for theme: Theme, out: String?) -> String {
        let base = out ?? HandoffFiles.defaultDirectory(for: theme)
        if base.hasSuffix(".xcassets") || base.hasSuffix(".xcassets/") { return base }
        return Path.joined(base, AtomicFile.safeComponent(HandoffPalette.name(of: theme)) + ".xcassets")
    }

    /// Two theme colors that would land in the same colorset folder.
    public struct NameCollision: Error, Sendable {
        public var first: String, second: String, colorset: String
        public var firstLocation: SourceLocation?, secondLocation: SourceLocation?

        /// The error at the second color's line, naming the first and where it is.
        public func diagnostic(file: String) -> Diagnostic {
            let message =
                "`\(SafeText.sanitized(second))` and `\(SafeText.sanitized(first))`"
                + (firstLocation.map { " (\(SafeText.sanitized($0.description)))" } ?? "")
                + " would both be written as `\(SafeText.sanitized(colorset))`; rename one of them"
            return secondLocation.map { Diagnostic(at: $0, message) } ?? Diagnostic(file: file, message)
        }
    }

    public enum Failure: Error, Sendable {
        case collision(NameCollision)
        case write(WriteError)
    }

    /// The colors a catalog gets, each with its folder path inside the catalog
    /// (groups for `/`), refusing two colors that map to one folder (compared
    /// without case, as on the file systems Xcode runs on).
    static func plan(_ theme: Theme) throws(NameCollision) -> [(name: String, groups: [String], colorset: String)] {
        var planned: [(name: String, groups: [String], colorset: String)] = []
        var taken: [String: String] = [:]
        for name in theme.names {
            guard theme.isOwn(name), let color = theme[name] else { continue }
            let assetName = name == Theme.tintName ? "AccentColor" : name
            var parts = assetName.split(separator: "/", omittingEmptySubsequences: true).map { safe(String($0)) }
            guard let last = parts.popLast() else { continue }
            let colorset = last + ".colorset"
            let key = (parts + [colorset]).joined(separator: "/").lowercased()
            if let other = taken[key] {
                throw NameCollision(
                    first: other, second: name, colorset: (parts + [colorset]).joined(separator: "/"),
                    firstLocation: theme[other]?.location, secondLocation: color.location)
            }
            taken[key] = name
            planned.append((name, parts, colorset))
        }
        return planned
    }

    /// The folder the user named, above what dusk chooses (`--out DIR` holds `NAME.xcassets`;
    /// `--out X.xcassets` is the catalog itself, in its folder); "" when dusk chose it all.
    public static func userRoot(out: String?) -> String {
        guard let out else { return "" }
        let trimmed = out.hasSuffix("/") ? String(out.dropLast()) : out
        return trimmed.hasSuffix(".xcassets") ? Path.directory(of: trimmed) : trimmed
    }

    /// Writes the catalog at `catalog`; `userRoot` (see `userRoot(out:)`) is the folder the user named.
    public static func write(_ theme: Theme, to catalog: String, below userRoot: String) throws(Failure) -> Report {
        let protected = ProtectedFiles(theme)
        let planned: [(name: String, groups: [String], colorset: String)]
        do { planned = try plan(theme) } catch { throw .collision(error) }
        var report = Report(catalog: catalog, colorsets: [], droppedElevated: [], copiedAliases: [])
        for entry in planned
        where [Traits(.dark, .elevated), Traits(.light, .elevated)].contains(where: {
            theme.resolve(entry.name, $0) != theme.resolve(entry.name, Traits($0.style))
        }) {
            report.droppedElevated.append(entry.name)
        }
        for entry in planned {
            if let target = ownAliasTarget(of: entry.name, in: theme) {
                report.copiedAliases.append((entry.name, target))
            }
        }
        // Goes over the whole catalog under `root`: `folder` for each folder, `put` for each file.
        func fill(
            _ root: String, folder: (String) throws(FileError) -> Void,
            _ put: (String, [UInt8]) throws(FileError) -> Void
        ) throws(FileError) {
            try put(root + "/Contents.json", Array(infoOnly.utf8))
            var groups: Set<String> = []
            for entry in planned {
                var dir = root
                for group in entry.groups {
                    dir += "/" + group
                    if groups.insert(dir).inserted {
                        try folder(dir)
                        try put(dir + "/Contents.json", Array(namespaceGroup.utf8))
                    }
                }
                try folder(dir + "/" + entry.colorset)
                try put(dir + "/" + entry.colorset + "/Contents.json", Array(contents(for: entry.name, in: theme).utf8))
            }
        }
        do throws(WriteError) {
            let target = catalog.hasSuffix("/") ? String(catalog.dropLast()) : catalog
            let parent = Path.directory(of: target)
            do throws(FileError) {
                try protected.requireHoldsNone(catalog)
                try protected.requireOutsideFolders(parent, for: catalog)
                try AtomicFile.makeDirectories(parent, below: userRoot)
                try AtomicFile.requireFolderOrNothing(target)
                AtomicFile.removeStaleTemporaries(in: parent)
                if FileSystem.exists(catalog) {
                    // Updating an earlier export in place: every folder and file checked first, then each
                    // file written atomically; other files kept.
                    try fill(
                        target,
                        folder: { dir throws(FileError) in try AtomicFile.requireNoLinks(dir, below: target) },
                        { path, _ throws(FileError) in try protected.requireWritable(path) }
                    )
                    try fill(
                        target,
                        folder: { dir throws(FileError) in try AtomicFile.makeDirectories(dir, below: target) },
                        { path, bytes throws(FileError) in
                            try AtomicFile.write(bytes, to: path, protecting: protected)
                        }
                    )
                } else {
                    // A new catalog appears whole or not at all.
                    try AtomicFile.createDirectory(at: target) { temporary throws(FileError) in
                        try fill(
                            temporary,
                            folder: { dir throws(FileError) in try AtomicFile.makeDirectories(dir, below: temporary) },
                            { path, bytes throws(FileError) in try AtomicFile.writeNew(bytes, to: path) }
                        )
                    }
                }
            } catch { throw WriteError(error) }
        } catch { throw .write(error) }
        var root = catalog
        for entry in planned {
            root = catalog.hasSuffix("/") ? String(catalog.dropLast()) : catalog
            report.colorsets.append(([root] + entry.groups + [entry.colorset]).joined(separator: "/"))
        }
        return report
    }

    /// What one appearance entry holds: a system color reference (UIKit
    /// resolves it for every appearance, elevated included) or a value.
    enum EntryValue: Equatable {
        case reference(String)
        case value(RGBA)
    }

    /// A color that is, under `traits`, a system color (a reference read from
    /// a catalog, or an alias to an ios13 color the theme does not override)
    /// is written as that reference; anything else as its value.
    static func entryValue(_ name: String, _ traits: Traits, in theme: Theme) -> EntryValue {
        var current = name
        for _ in 0..<1000 {
            guard let value = theme[current]?.color.value(for: traits) else { break }
            switch value {
            case .literal: return .value(theme.resolve(name, traits)!)
            case .system(let system): return .reference(system)
            case .alias(let target):
                if let t = theme[target], t.origin == BuiltinThemes.defaultName { return .reference(target) }
                current = target
            }
        }
        return .value(theme.resolve(name, traits)!)
    }

    /// The appearances a catalog holds, in the order its entries are written.
    static let appearances = [Traits.light, .dark, Traits(.light, .base, .high), Traits(.dark, .base, .high)]

    /// The theme's own color that `name` is an alias of in the first appearance where it is one, if any.
    static func ownAliasTarget(of name: String, in theme: Theme) -> String? {
        for traits in appearances {
            if case .alias(let target) = theme[name]?.color.value(for: traits), theme.isOwn(target) { return target }
        }
        return nil
    }

    /// One colorset's Contents.json, as Xcode writes it.
    static func contents(for name: String, in theme: Theme) -> String {
        let light = entryValue(name, .light, in: theme)
        let dark = entryValue(name, .dark, in: theme)
        let lightHigh = entryValue(name, Traits(.light, .base, .high), in: theme)
        let darkHigh = entryValue(name, Traits(.dark, .base, .high), in: theme)
        var entries = [entry(light, appearances: [])]
        if dark != light { entries.append(entry(dark, appearances: [("luminosity", "dark")])) }
        if lightHigh != light { entries.append(entry(lightHigh, appearances: [("contrast", "high")])) }
        if darkHigh != dark {
            entries.append(entry(darkHigh, appearances: [("luminosity", "dark"), ("contrast", "high")]))
        }
        return "{\n  \"colors\" : [\n" + entries.joined(separator: ",\n")
            + "\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
    }

    static func entry(_ value: EntryValue, appearances: [(String, String)]) -> String {
        var s = "    {\n"
        if !appearances.isEmpty {
            s += "      \"appearances\" : [\n"
            s += appearances.map {
                "        {\n          \"appearance\" : \"\($0.0)\",\n          \"value\" : \"\($0.1)\"\n        }"
            }.joined(separator: ",\n")
            s += "\n      ],\n"
        }
        switch value {
        case .reference(let system):
            s +=
                "      \"color\" : {\n        \"platform\" : \"ios\",\n"
                + "        \"reference\" : \"\(system)Color\"\n      },\n"
        case .value(let c):
            func f(_ v: UInt8) -> String { NumberFormat.fixed(Double(v) / 255, 3) }
            s += "      \"color\" : {\n        \"color-space\" : \"srgb\",\n        \"components\" : {\n"
            s +=
                "          \"alpha\" : \"\(f(c.a))\",\n          \"blue\" : \"\(f(c.b))\",\n"
                + "          \"green\" : \"\(f(c.g))\",\n          \"red\" : \"\(f(c.r))\"\n"
            s += "        }\n      },\n"
        }
        s += "      \"idiom\" : \"universal\"\n    }"
        return s
    }

    static let infoOnly = "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
    static let namespaceGroup =
        """
        {\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  },\n  \"properties\" : {\n    \
        \"provides-namespace\" : true\n  }\n}\n
        """

    /// A folder name: no leading dot, no slash (handled as groups), no controls.
    static func safe(_ part: String) -> String {
        var s = String(part.unicodeScalars.map { SafeText.isUnsafe($0) || $0 == "\\" ? "-" : Character($0) })
        while s.hasPrefix(".") { s.removeFirst() }
        return s.isEmpty ? "color" : s
    }
}
