/// A walk over an app's source folder for `check --source`: every regular file below it whose name is wanted,
/// one at a time (never all in memory), reached without following a symbolic link (a link loop cannot trap
/// it), build and vendored folders left out, each file and the whole walk bounded. What is passed over for
/// a reason a person should hear (a FIFO, a file too large, too many files) is named in `skipped`.
public enum SourceTree {
    /// Folders that hold no code of the app's own: dependencies, build output, tools' caches.
    public static let skippedFolders: Set<String> = [
        ".git", ".hg", ".svn", "node_modules", "bower_components", "build", "dist", "out", ".build", "Pods",
        "Carthage", "DerivedData", "vendor", "third_party", "third-party", ".gradle", ".idea", ".next", ".nuxt",
        ".svelte-kit", ".output", "coverage", ".dart_tool", ".venv", "venv", "__pycache__", ".turbo", ".cache",
        "target", "generated", ".expo", "storybook-static", "_site", ".vercel", ".netlify",
    ]

    public struct Limits: Sendable {
        /// A larger file is passed over by name (a bundle, a generated table), not read.
        public var fileBytes = 2 << 20
        /// At most this many files are read; the rest are counted.
        public var files = 50_000
        /// Folders deeper than this are not entered.
        public var depth = 48
        public init() {}
    }

    public struct Summary: Sendable {
        public var filesRead = 0
        public var foldersSkipped = 0
        /// What was passed over and why, for the user (at most `shownSkips`, the rest counted).
        public var skipped: [(path: String, why: String)] = []
        public var moreSkipped = 0
        public var truncated = false
    }

    static let shownSkips = 20

    /// Calls `visit` with each wanted file's path below `root` (`src/Button.tsx`) and its bytes, in name
    /// order (the same tree, the same order). `wanted` sees the path below the root.
    public static func walk(
        _ root: String, limits: Limits = Limits(), wanted: (String) -> Bool, visit: (String, [UInt8]) -> Void
    ) throws(FileError) -> Summary {
        let top = try OpenFolder(root)
        var summary = Summary()
        func skip(_ path: String, _ why: String) {
            if summary.skipped.count < shownSkips {
                summary.skipped.append((path, why))
            } else {
                summary.moreSkipped += 1
            }
        }
        // Depth first with an explicit stack: no recursion for a hostile depth.
        var stack: [(folder: OpenFolder, prefix: String, depth: Int)] = [(top, "", 0)]
        while let (folder, prefix, depth) = stack.popLast() {
            var subfolders: [(OpenFolder, String)] = []
            for name in folder.names() {
                let path = prefix + name
                guard let info = folder.status(of: name) else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    if skippedFolders.contains(name) || (name.hasPrefix(".") && name.count > 1) {
                        summary.foldersSkipped += 1
                        continue
                    }
                    guard depth + 1 < limits.depth else {
                        skip(path, "deeper than \(limits.depth) folders")
                        continue
                    }
                    if let sub = try? folder.folder([name]) { subfolders.append((sub, path + "/")) }
                case S_IFREG:
                    guard wanted(path) else { continue }
                    guard summary.filesRead < limits.files else {
                        summary.truncated = true
                        continue
                    }
                    guard Int(info.st_size) <= limits.fileBytes else {
                        skip(path, "larger than \(ByteCount.text(limits.fileBytes))")
                        continue
                    }
                    guard let read = try? folder.read(name, limit: limits.fileBytes) else {
                        skip(path, "could not be read")
                        continue
                    }
                    summary.filesRead += 1
                    visit(path, read.bytes)
                case S_IFLNK: continue
                default:
                    // A FIFO, a socket or a device: never opened.
                    if wanted(path) { skip(path, "not a regular file") }
                }
            }
            // Pushed in reverse, so folders are visited in name order.
            for (sub, prefix) in subfolders.reversed() { stack.append((sub, prefix, depth + 1)) }
        }
        return summary
    }
}

extension SourceTree {
    /// What marks a project's root: a repository, or a build file of the web, Swift, Android or Flutter.
    static let projectMarkers = [
        ".git", "package.json", "build.gradle", "build.gradle.kts", "Package.swift", "pubspec.yaml",
    ]

    /// The project holding `path`: the nearest folder at or above it with a marker (`projectMarkers`, or an
    /// `*.xcodeproj`), never `/`, a home folder or one above it; nil when there is none.
    public static func project(of path: String) -> String? {
        guard let canonical = FileSystem.canonicalPath(path) else { return nil }
        let homes = SystemInfo.homeFolders
        var folder = FileSystem.isDirectory(canonical) ? canonical : Path.directory(of: canonical)
        while !folder.isEmpty, folder != "/", !homes.contains(where: { $0 == folder || $0.hasPrefix(folder + "/") }) {
            if projectMarkers.contains(where: { FileSystem.exists(folder + "/" + $0) }) { return folder }
            if FileSystem.entries(folder, limit: 4096).names.contains(where: { $0.hasSuffix(".xcodeproj") }) {
                return folder
            }
            folder = Path.directory(of: folder)
        }
        return nil
    }
}
