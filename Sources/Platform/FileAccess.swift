/// What a format reader may ask of the files around the one it reads: read a file, say what is at a path,
/// list a folder, tell two names for one file apart. Readers take it as a value, so they are pure functions
/// of what it answers: `DiskFiles` is the disk, `MemoryFiles` a folder held in memory (tests, fuzzing).
public protocol FileAccess: Sendable {
    /// The whole file (regular files only), or an error that says why; never more than `limit` bytes.
    func read(_ path: String, limit: Int) throws(FileError) -> [UInt8]
    func entry(at path: String) -> FileSystem.Entry
    /// Entry names in `path`, sorted by bytes; at most `limit`, `truncated` when there were more.
    func entries(_ path: String, limit: Int) -> (names: [String], truncated: Bool)
    /// The name every path to the same file shares (symbolic links resolved); nil when nothing is there.
    func canonicalPath(_ path: String) -> String?
    /// Whether two paths name one file (a hard link or a second name included).
    func sameFile(_ a: String, _ b: String) -> Bool
}

extension FileAccess {
    public func exists(_ path: String) -> Bool { entry(at: path) != .missing }
    public func isDirectory(_ path: String) -> Bool { entry(at: path) == .directory }
}

/// The files on disk, through the platform layer's checked reads.
public struct DiskFiles: FileAccess {
    public init() {}
    public func read(_ path: String, limit: Int) throws(FileError) -> [UInt8] {
        try FileSystem.read(path, limit: limit)
    }
    public func entry(at path: String) -> FileSystem.Entry { FileSystem.entry(at: path) }
    public func entries(_ path: String, limit: Int) -> (names: [String], truncated: Bool) {
        FileSystem.entries(path, limit: limit)
    }
    public func canonicalPath(_ path: String) -> String? { FileSystem.canonicalPath(path) }

    /// Two paths name one file when their device and inode agree (a hard link has another canonical path).
    public func sameFile(_ a: String, _ b: String) -> Bool {
        guard let first = FileIdentity(of: a), let second = FileIdentity(of: b) else { return false }
        return first == second
    }
}

/// Files held in memory, by path: the folders are the paths' prefixes. For tests and the fuzz harness.
public struct MemoryFiles: FileAccess {
    public var files: [String: [UInt8]]

    public init(_ files: [String: [UInt8]]) { self.files = files }
    public init(texts: [String: String]) { self.files = texts.mapValues { Array($0.utf8) } }

    public func read(_ path: String, limit: Int) throws(FileError) -> [UInt8] {
        guard let bytes = files[Self.normal(path)] else {
            let folder = isDirectory(path)
            throw FileError(
                path: path, reason: folder ? "it is a folder" : "no such file", kind: folder ? .notRegular : .missing)
        }
        if bytes.count > limit { throw FileSystem.tooLarge(path, size: bytes.count, limit: limit) }
        return bytes
    }

    public func entry(at path: String) -> FileSystem.Entry {
        let path = Self.normal(path)
        if files[path] != nil { return .regular }
        let prefix = path.isEmpty || path == "." ? "" : path + "/"
        return files.keys.contains { $0.hasPrefix(prefix) } ? .directory : .missing
    }

    public func entries(_ path: String, limit: Int) -> (names: [String], truncated: Bool) {
        let path = Self.normal(path)
        let prefix = path.isEmpty || path == "." ? "" : path + "/"
        var names: Set<String> = []
        for key in files.keys where key.hasPrefix(prefix) {
            let rest = key.dropFirst(prefix.count)
            names.insert(String(rest.prefix { $0 != "/" }))
        }
        let sorted = names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return (Array(sorted.prefix(limit)), sorted.count > limit)
    }

    public func canonicalPath(_ path: String) -> String? {
        entry(at: path) == .missing ? nil : "/" + Self.normal(path)
    }

    public func sameFile(_ a: String, _ b: String) -> Bool {
        files[Self.normal(a)] != nil && Self.normal(a) == Self.normal(b)
    }

    /// `./a//b/` and `a/b` are one path.
    static func normal(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }
}

/// Another `FileAccess` with some files read from memory instead: a theme loaded as it would be once edits
/// are written, to check them before anything touches the disk. Paths are matched by the same file.
public struct ReplacedFiles: FileAccess {
    let base: any FileAccess
    /// By the name every path to the file shares.
    let replaced: [String: [UInt8]]

    public init(_ base: any FileAccess, replacing files: [(path: String, bytes: [UInt8])]) {
        self.base = base
        var replaced: [String: [UInt8]] = [:]
        for file in files { replaced[base.canonicalPath(file.path) ?? file.path] = file.bytes }
        self.replaced = replaced
    }

    public func read(_ path: String, limit: Int) throws(FileError) -> [UInt8] {
        guard let bytes = replaced[base.canonicalPath(path) ?? path] else { return try base.read(path, limit: limit) }
        if bytes.count > limit { throw FileSystem.tooLarge(path, size: bytes.count, limit: limit) }
        return bytes
    }

    public func entry(at path: String) -> FileSystem.Entry { base.entry(at: path) }
    public func entries(_ path: String, limit: Int) -> (names: [String], truncated: Bool) {
        base.entries(path, limit: limit)
    }
    public func canonicalPath(_ path: String) -> String? { base.canonicalPath(path) }
    public func sameFile(_ a: String, _ b: String) -> Bool { base.sameFile(a, b) }
}
