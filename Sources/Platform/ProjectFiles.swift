/// The disk as a theme may read it: the theme named on the command line, and what it refers to (`inherits`,
/// `$ref`, `$extends`, a resolver's sources, token sets, screen files, pictures) only below its project folder:
/// the repository that holds it, or its own folder when none does (`projectFolder`), or a folder the user named
/// (`--project`). A file elsewhere (`/etc/passwd`, `../../.ssh/...`, a link out of the project) is refused by
/// name without being opened, so nothing of a file dusk was not asked to read is ever quoted. A file inside is
/// opened one name at a time below the project folder, never through a link, after its links were resolved:
/// a link swapped in between leads nowhere.
public struct ProjectFiles: FileAccess {
    /// The project folder's canonical path; nil when the theme lies in a folder that holds far more than a
    /// project (`/`, a home folder or above): then only the files named on the command line are read.
    public let root: String?
    /// The files named on the command line (canonical), readable wherever they are.
    let named: Set<String>
    let disk = DiskFiles()

    /// The files of the theme at `reference`: below `project` when given, else below `projectFolder(of:)`.
    public init(theme reference: String, project: String? = nil) {
        root = project.flatMap(FileSystem.canonicalPath) ?? Self.projectFolder(of: reference)
        named = Set([reference].compactMap(FileSystem.canonicalPath))
    }

    /// The repository holding the theme at `path` (the nearest folder above it with a `.git` or `.hg`), else
    /// the working folder when the theme lies below it, else the theme's own folder (a folder theme's self, a
    /// file's folder); never `/`, a home folder or a folder above one, which hold far more than a project (nil).
    public static func projectFolder(of path: String) -> String? {
        let canonical = FileSystem.canonicalPath(path) ?? ProtectedFiles.canonical(path) ?? path
        let own = FileSystem.isDirectory(canonical) ? canonical : Path.directory(of: canonical)
        let homes = SystemInfo.homeFolders
        let tooWide = { (folder: String) in
            folder.isEmpty || folder == "/" || homes.contains { $0 == folder || $0.hasPrefix(folder + "/") }
        }
        var folder = own
        while !tooWide(folder) {
            if FileSystem.exists(folder + "/.git") || FileSystem.exists(folder + "/.hg") { return folder }
            folder = Path.directory(of: folder)
        }
        if let working = FileSystem.canonicalPath("."), !tooWide(working), own.hasPrefix(working + "/") {
            return working
        }
        return tooWide(own) ? nil : own
    }

    /// Whether `path` lies below the project folder (resolved as the system would, links followed), or is a
    /// file the user named.
    public func allows(_ path: String) -> Bool {
        guard let canonical = FileSystem.canonicalPath(path) ?? ProtectedFiles.canonical(path) else { return false }
        return named.contains(canonical) || parts(below: canonical) != nil
    }

    /// `canonical`'s names below the project folder; nil when it is not below it.
    func parts(below canonical: String) -> [String]? {
        guard let root else { return nil }
        if canonical == root { return [] }
        let prefix = root == "/" ? "/" : root + "/"
        guard canonical.hasPrefix(prefix) else { return nil }
        return canonical.dropFirst(prefix.count).split(separator: "/").map(String.init)
    }

    public func read(_ path: String, limit: Int) throws(FileError) -> [UInt8] {
        // Nothing there (or a link loop, a file used as a folder): said without opening, as the system said it.
        guard let canonical = FileSystem.canonicalPath(path) else { throw FileError(path: path, errno: errno) }
        if named.contains(canonical) { return try disk.read(canonical, limit: limit) }
        guard let root, let parts = parts(below: canonical), let name = parts.last else {
            let why =
                root.map { "it is outside the project folder `\($0)`" }
                ?? "the theme lies in a folder that holds far more than a project (`/` or a home folder)"
            throw FileError(
                path: path,
                reason: why + ", so dusk did not open it (name the folder that holds it with --project to read it)",
                kind: .protected)
        }
        return try OpenFolder(root).folder(parts.dropLast()).read(name, limit: limit).bytes
    }

    public func entry(at path: String) -> FileSystem.Entry { disk.entry(at: path) }

    public func entries(_ path: String, limit: Int) -> (names: [String], truncated: Bool) {
        allows(path) ? disk.entries(path, limit: limit) : ([], false)
    }

    public func canonicalPath(_ path: String) -> String? { disk.canonicalPath(path) }
    public func sameFile(_ a: String, _ b: String) -> Bool { disk.sameFile(a, b) }
}
