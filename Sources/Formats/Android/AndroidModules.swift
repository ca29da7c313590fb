import Platform
import Syntax
import ThemeModel

/// The resource folders of the Gradle modules an app module depends on. Android's build merges a library
/// module's values into the app's (the app's own names win), so `@color/gray_50` in the app may name a color
/// of `:common`. Read from the build files as written: the module is the folder above `res` holding
/// `build.gradle(.kts)`; its dependencies are `project(":a:b")` and type-safe `projects.aB`, followed through
/// the libraries' own build files; a module's folder is its path under the folder of `settings.gradle(.kts)`
/// (`:a:b` → `a/b`), its resources `src/main/res` or what `res.srcDirs` names.
enum AndroidModules {
    struct Library: Equatable {
        /// `:common`
        var module: String
        /// `common/src/main/res`
        var res: String
        /// Where the app (or a library it uses) names it.
        var namedAt: SourceLocation
    }

    /// How far up `res` a build file and a settings file are looked for.
    static let levelsUp = 4
    /// More modules than any real app has: a bound for a hostile tree.
    static let maxModules = 200

    /// The library modules reachable from the module holding `res`, nearest first; none outside a Gradle build.
    static func libraries(of res: String, files: any FileAccess) -> [Library] {
        guard let module = ancestor(of: res, holdingAny: buildFiles, files: files),
            let root = ancestor(of: module, holdingAny: settingsFiles, files: files, includingSelf: true),
            let settings = text(in: root, among: settingsFiles, files: files)
        else { return [] }
        let included = includedModules(settings.text)
        var found: [Library] = []
        var seen: Set<String> = []
        var queue = [module]
        var next = 0
        while next < queue.count, seen.count < maxModules {
            let dir = queue[next]
            next += 1
            guard let build = text(in: dir, among: buildFiles, files: files) else { continue }
            for (name, at) in dependencies(build, included: included) where seen.insert(name).inserted {
                guard seen.count <= maxModules else { break }
                let moduleDir = Path.joined(root, name.split(separator: ":").joined(separator: "/"))
                let isSelf = files.canonicalPath(moduleDir).map { $0 == files.canonicalPath(module) } ?? false
                guard !isSelf else { continue }
                let dirs = resourceFolders(of: moduleDir, files: files)
                found += dirs.map { Library(module: name, res: $0, namedAt: at) }
                queue.append(moduleDir)
            }
        }
        return found
    }

    static let buildFiles = ["build.gradle.kts", "build.gradle"]
    static let settingsFiles = ["settings.gradle.kts", "settings.gradle"]

    /// The first folder above `path` (or `path` itself) holding one of `names`.
    private static func ancestor(
        of path: String, holdingAny names: [String], files: any FileAccess, includingSelf: Bool = false
    ) -> String? {
        var dir = includingSelf ? path : parent(of: path)
        for _ in 0...levelsUp {
            if names.contains(where: { files.entry(at: Path.joined(dir, $0)) == .regular }) { return dir }
            guard dir != "/" else { return nil }
            dir = parent(of: dir)
        }
        return nil
    }

    /// The folder above `path`, also for relative paths that reach above the working folder.
    static func parent(of path: String) -> String {
        let plain = Path.plain(path)
        if plain == "." { return ".." }
        if plain == ".." || plain.hasSuffix("/..") { return plain + "/.." }
        return Path.directory(of: plain)
    }

    /// A build script: its path and text.
    struct Script {
        var file: String
        var text: String
    }

    private static func text(in dir: String, among names: [String], files: any FileAccess) -> Script? {
        for name in names {
            let path = Path.joined(dir, name)
            guard files.entry(at: path) == .regular, let bytes = try? files.read(path, limit: 1 << 20) else {
                continue
            }
            return Script(file: path, text: String(decoding: bytes, as: UTF8.self))
        }
        return nil
    }

    /// `include(":app", ":core:ui")`, `include ':app'`: every `:`-led string of the settings file's include lines.
    static func includedModules(_ settings: String) -> [String] {
        settings.split(separator: "\n").filter { $0.contains("include") }.flatMap { line in
            QuotedStrings.of(String(line)).filter { $0.hasPrefix(":") }
        }
    }

    /// The modules a build file names, with where: `project(":x")`, and `projects.x` matched against the
    /// included modules' accessor names (`:core:design-system` → `projects.core.designSystem`). Test-only
    /// configurations do not ship resources and are passed over.
    static func dependencies(_ build: Script, included: [String]) -> [(String, SourceLocation)] {
        let accessors = Dictionary(included.map { (accessor($0), $0) }, uniquingKeysWith: { first, _ in first })
        var found: [(String, SourceLocation)] = []
        for (index, line) in build.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard !trimmed.hasPrefix("//"), !trimmed.lowercased().hasPrefix("test"),
                !trimmed.hasPrefix("androidTest")
            else { continue }
            let at = SourceLocation(file: build.file, line: index + 1, column: 1)
            if line.contains("project(") {
                found += QuotedStrings.of(String(line)).filter { $0.hasPrefix(":") }.map { ($0, at) }
            }
            for name in accessorUses(String(line)) {
                if let module = accessors[name] { found.append((module, at)) }
            }
        }
        return found
    }

    /// `:core:design-system` → `core.designSystem`, as Gradle names type-safe project accessors.
    static func accessor(_ module: String) -> String {
        module.split(separator: ":").map { segment in
            var out = ""
            var upper = false
            for c in segment {
                if c == "-" || c == "_" {
                    upper = true
                } else {
                    out.append(upper ? Character(c.uppercased()) : c)
                    upper = false
                }
            }
            return out
        }.joined(separator: ".")
    }

    /// The dotted names after `projects.` on a line.
    private static func accessorUses(_ line: String) -> [String] {
        var uses: [String] = []
        var rest = Substring(line)
        while let range = rest.firstRange(of: "projects.") {
            let tail = rest[range.upperBound...]
            let name = tail.prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }
            var trimmed = String(name)
            while trimmed.hasSuffix(".") { trimmed.removeLast() }
            if !trimmed.isEmpty { uses.append(trimmed) }
            rest = tail
        }
        return uses
    }

    /// A module's resource folders: those its build file's `res.srcDirs` names, else `src/main/res`.
    static func resourceFolders(of module: String, files: any FileAccess) -> [String] {
        let declared =
            text(in: module, among: buildFiles, files: files).map { build in
                build.text.split(separator: "\n").filter { $0.contains("res.srcDir") || $0.contains("res.setSrcDirs") }
                    .flatMap { QuotedStrings.of(String($0)) }
            } ?? []
        let candidates = declared.isEmpty ? ["src/main/res"] : declared
        return candidates.map { Path.joined(module, $0) }.filter { files.entry(at: $0) == .directory }
    }
}
