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
    static let skippedFolders: Set<String> = ["node_modules", "dist", "build", "out", "coverage", "vendor"]

    /// The sheets' rules, one after another, and their paths.
    static func rules(
        near config: String, _ files: any FileAccess, notes: inout [Diagnostic]
    ) -> (rules: CSSRules?, paths: [String]) {
        var paths = named(near: config, files) ?? found(near: config, files)
        var seen = Set(paths)
        var i = 0
        var rules: CSSRules?
        var read: [String] = []
        while i < paths.count, read.count < maximumSheets {
            let path = paths[i]
            i += 1
            guard files.entry(at: path) == .regular, let bytes = try? FileReader.read(path, from: files),
                let text = try? TextFile(bytes, file: path)
            else {
                notes.append(Diagnostic(file: path, "not read: not a UTF-8 stylesheet dusk could open"))
                continue
            }
            let sheet = CSSRules(text)
            rules = rules.map { $0.followed(by: sheet) } ?? sheet
            read.append(path)
            for imported in imports(text.scalars) {
                let target = Path.resolve(imported, relativeToFileAt: path)
                if seen.insert(target).inserted { paths.append(target) }
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
        var folders = [(Path.directory(of: config), 0)]
        var sheets: [String] = []
        var entries = 0
        while !folders.isEmpty, entries < maximumEntries {
            let (folder, depth) = folders.removeFirst()
            let listing = files.entries(folder, limit: maximumEntries - entries)
            entries += listing.names.count
            for name in listing.names.sorted() where !name.hasPrefix(".") {
                let path = Path.joined(folder, name)
                switch files.entry(at: path) {
                case .directory where depth < maximumDepth && !skippedFolders.contains(name):
                    folders.append((path, depth + 1))
                case .regular where name.lowercased().hasSuffix(".css"):
                    if let bytes = try? FileReader.read(path, from: files), usesTailwind(bytes) { sheets.append(path) }
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
