import Glibc

/// Which file a path names, by device and inode: a hard link or a second
/// path to a theme file is the same file, whatever its name.
public struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the file `path` names (symbolic links followed); nil when nothing is there.
    public init?(of path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}

/// The files a command must never write over (a theme's own files), known by identity.
public struct ProtectedFiles: Sendable {
    private let identities: Set<FileIdentity>
    /// Their canonical paths, for refusing a folder that holds one.
    public let paths: Set<String>

    public init(_ files: [String]) {
        identities = Set(files.compactMap { FileIdentity(of: $0) })
        paths = Set(files.compactMap { FileSystem.canonicalPath($0) })
    }

    /// True when `path` names one of the files (the same inode, by any name).
    public func contains(_ path: String) -> Bool {
        FileIdentity(of: path).map { identities.contains($0) } ?? false
    }
}
