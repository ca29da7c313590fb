/// The disk as a theme may read it: the theme named on the command line, and what it refers to (`inherits`,
/// `$ref`, `$extends`, a resolver's sources, token sets, screen files, pictures) only below its project folder:
/// the repository that holds it, or its own folder when none does (`projectFolder`), or a folder the user named
/// (`--project`). A file elsewhere (`/etc/passwd`, `../../.ssh/...`, a link out of the project) is refused by
/// name without being opened, so nothing of a file dusk was not asked to read is ever quoted.
public struct ProjectFiles: FileAccess {
    /// The project folder's canonical path.
    public let root: String
    /// The files named on the command line (canonical), readable wherever they are.
    let named: Set<String>
    let disk = DiskFiles()

    /// The files of the theme at `reference`: below `project` when given, else below `projectFolder(of:)`.
    public init(theme reference: String, project: String? = nil) {
        let folder = project.flatMap(FileSystem.canonicalPath) ?? Self.projectFolder(of: reference)
        root = folder
        named = Set([reference].compactMap(FileSystem.canonicalPath))
    }

    /// The repository holding the theme at `path` (the nearest folder above it with a `.git` or `.hg`), else
    /// the working folder when the theme lies below it, else the theme's own folder (a folder theme's self, a
    /// file's folder); never the home folder or `/`, which hold far more than a project.
    public static func projectFolder(of path: String) -> String {
        let canonical = FileSystem.canonicalPath(path) ?? ProtectedFiles.canonical(path) ?? path
        let own = FileSystem.isDirectory(canonical) ? canonical : Path.directory(of: canonical)
        let home = getenv("HOME").map { String(cString: $0) }.flatMap(FileSystem.canonicalPath)
        let tooWide = { (folder: String) in folder == "/" || folder == home || folder.isEmpty }
        var folder = own
        while !tooWide(folder) {
            if FileSystem.exists(folder + "/.git") || FileSystem.exists(folder + "/.hg") { return folder }
            folder = Path.directory(of: folder)
        }
        if let working = FileSystem.canonicalPath("."), !tooWide(working), own.hasPrefix(working + "/") {
            return working
        }
        return own
    }

    /// Whether `path` lies below the project folder (resolved as the system would, links followed), or is a
    /// file the user named.
    public func allows(_ path: String) -> Bool {
        guard let canonical = FileSystem.canonicalPath(path) ?? ProtectedFiles.canonical(path) else { return false }
        return canonical == root || canonical.hasPrefix(root == "/" ? "/" : root + "/") || named.contains(canonical)
    }

    public func read(_ path: String, limit: Int) throws(FileError) -> [UInt8] {
        guard allows(path) else {
            throw FileError(
                path: path,
                reason: "it is outside the project folder `\(root)`, so dusk did not open it (name the folder that "
                    + "holds it with --project to read it)", kind: .protected)
        }
        return try disk.read(path, limit: limit)
    }

    public func entry(at path: String) -> FileSystem.Entry { disk.entry(at: path) }

    public func entries(_ path: String, limit: Int) -> (names: [String], truncated: Bool) {
        allows(path) ? disk.entries(path, limit: limit) : ([], false)
    }

    public func canonicalPath(_ path: String) -> String? { disk.canonicalPath(path) }
    public func sameFile(_ a: String, _ b: String) -> Bool { disk.sameFile(a, b) }
}
