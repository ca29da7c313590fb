import Platform
import Syntax
import ThemeModel

/// The stylesheet a Tailwind project builds (the one with `@tailwind base;` or `@import "tailwindcss"`), whose
/// custom properties its config's colors use (`hsl(var(--primary))`): named by shadcn's `components.json`
/// beside the config, else found in the config's folder, a few levels down, with the files it `@import`s.
enum TailwindStylesheets {
    /// A project's own folders are shallow; a folder this deep, or this many entries, is a dependency tree.
    static let maximumDepth = 4
    static let maximumEntries = 4_096
    static let maximumSheets = 16

    /// Files that mark a JavaScript workspace's root, where a monorepo keeps the stylesheet its shared config
    /// (a preset in `packages/tailwind-config`) is used with.
    static let workspaceMarkers = [
        "pnpm-workspace.yaml", "turbo.json", "lerna.json", "nx.json", "package.json", ".git",
    ]

    /// The sheets' rules, one after another, and their paths. `needed`: the custom properties the colors use;
    /// those no sheet near the config sets are looked for in the workspace around it.
    static func rules(
        near config: String, needed: Set<String>, _ files: any FileAccess, notes: inout [Diagnostic]
    ) -> (rules: CSSRules?, paths: [String]) {
        var found = readSheets(named(near: config, files) ?? self.found(near: config, files), files, notes: &notes)
        let set = Set(found.rules?.declarations.map(\.name) ?? [])
        let missing = needed.subtracting(set)
        if !missing.isEmpty, let root = workspace(of: config, files) {
            let more = sheets(under: root, setting: missing, files).filter { !found.paths.contains($0) }
            if !more.isEmpty {
                let extra = readSheets(more, files, notes: &notes)
                if let rules = extra.rules { found.rules = found.rules.map { $0.followed(by: rules) } ?? rules }
                found.paths += extra.paths
            }
        }
        return found
    }

    /// The highest folder at most three above the config's that marks a workspace (its own folder's `package.json`
    /// counts too), or nil when none does.
    static func workspace(of config: String, _ files: any FileAccess) -> String? {
        var folder = Path.directory(of: config)
        var root: String?
        for _ in 0...3 {
            if workspaceMarkers.contains(where: { files.entry(at: Path.joined(folder, $0)) != .missing }) {
                root = folder
            }
            guard let parent = parent(of: folder) else { break }
            folder = parent
        }
        return root
    }

    private static func parent(of folder: String) -> String? {
        if folder == "/" { return nil }
        if folder == "." { return ".." }
        if folder == ".." || folder.hasSuffix("/..") { return folder + "/.." }
        return folder.contains("/") ? Path.directory(of: folder) : "."
    }

    /// The `.css` files under `root` that set one of `properties` (`--primary:`), in path order.
    private static func sheets(under root: String, setting properties: Set<String>, _ files: any FileAccess) -> [String]
    {
        walk(root, files) { bytes in
            let text = String(decoding: bytes, as: UTF8.self)
            return properties.contains { text.contains("--" + $0 + ":") }
        }
    }

    /// The sheets at `paths` and those they import, read.
    private static func readSheets(
        _ start: [String], _ files: any FileAccess, notes: inout [Diagnostic]
    ) -> (rules: CSSRules?, paths: [String]) {
        var paths = start
        // Known by what they are, not how they are written: `./a.css` from `a.css` is `a.css` again.
        var seen = Set(paths.map { files.canonicalPath($0) ?? $0 })
        var i = 0
        var rules: CSSRules?
        var read: [String] = []
        while i < paths.count, read.count < maximumSheets {
            let path = paths[i]
            i += 1
            let text: TextFile
            do throws(ThemeError) {
                text = try TextFile(try FileReader.read(path, from: files, label: "stylesheet"), file: path)
            } catch {
                notes.append(
                    Diagnostic(
                        file: path, "not read: " + (error.diagnostics.first?.message ?? "dusk could not open it")))
                continue
            }
            let sheet = CSSRules(text)
            rules = rules.map { $0.followed(by: sheet) } ?? sheet
            read.append(path)
            for imported in imports(text.scalars) {
                let target = Path.resolve(imported, relativeToFileAt: path)
                if seen.insert(files.canonicalPath(target) ?? target).inserted { paths.append(target) }
            }
        }
        return (rules, read)
    }

    /// `components.json`'s `tailwind.css`, as shadcn/ui's CLI writes it.
    private static func named(near config: String, _ files: any FileAccess) -> [String]? {
        let manifest = Path.resolve("components.json", relativeToFileAt: config)
        guard files.entry(at: manifest) == .regular, let bytes = try? FileReader.read(manifest, from: files),
            let root = try? JSONParser.parse(bytes, file: manifest),
            let css = JSONNode.member(JSONNode.member(root, "tailwind"), "css")?.stringValue, !css.isEmpty
        else { return nil }
        let path = Path.resolve(css, relativeToFileAt: config)
        return files.entry(at: path) == .regular ? [path] : nil
    }

    /// The `.css` files under the config's folder that hold a Tailwind directive, in path order.
    private static func found(near config: String, _ files: any FileAccess) -> [String] {
        walk(Path.directory(of: config), files, keep: usesTailwind)
    }

    /// The `.css` files under `top` (a few levels down, dependencies and build output left out) that `keep` keeps.
    private static func walk(_ top: String, _ files: any FileAccess, keep: ([UInt8]) -> Bool) -> [String] {
        var folders = [(top, 0)]
        var sheets: [String] = []
        var entries = 0
        while !folders.isEmpty, entries < maximumEntries {
            let (folder, depth) = folders.removeFirst()
            let listing = files.entries(folder, limit: maximumEntries - entries)
            entries += listing.names.count
            for name in listing.names.sorted() where !name.hasPrefix(".") {
                let path = Path.joined(folder, name)
                switch files.entry(at: path) {
                case .directory where depth < maximumDepth && !SourceTree.skippedFolders.contains(name):
                    folders.append((path, depth + 1))
                case .regular where name.lowercased().hasSuffix(".css"):
                    if let bytes = try? FileReader.read(path, from: files), keep(bytes) { sheets.append(path) }
                default: break
                }
            }
        }
        return sheets
    }

    static func usesTailwind(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.contains("@tailwind ") || text.contains("@import \"tailwindcss")
            || text.contains("@import 'tailwindcss")
    }

    /// The local files a sheet imports: `@import "./theme.css";`, `@import url(./theme.css);`.
    static func imports(_ scalars: [Unicode.Scalar]) -> [String] {
        var result: [String] = []
        let text = String(String.UnicodeScalarView(scalars))
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = String(line).trimmingSpaces
            guard trimmed.hasPrefix("@import") else { continue }
            var rest = String(trimmed.dropFirst("@import".count)).trimmingSpaces
            if rest.hasPrefix("url(") { rest = String(rest.dropFirst(4)) }
            let quoted = rest.hasPrefix("\"") || rest.hasPrefix("'")
            let body: Substring = quoted ? rest.dropFirst() : Substring(rest)
            let ends: Set<Character> = ["\"", "'", ")", ";", " "]
            let target = body.prefix { !ends.contains($0) }
            guard target.hasPrefix("./") || target.hasPrefix("../"), target.hasSuffix(".css") else { continue }
            result.append(String(target))
        }
        return result
    }
}
