/// Which file a path names, by device and inode: a hard link or a second
/// path to a theme file is the same file, whatever its name.
public struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the file `path` names (symbolic links followed); nil when nothing is there.
    public init?(of path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    init(_ info: stat) {
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }

    init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }
}

/// The files a command must never write over or append to (a theme's own files:
/// the theme, what it inherits, its screen files and pictures), known by identity.
/// `requireWritable` is the one gate every writer passes before it puts a file in place.
public struct ProtectedFiles: Sendable {
    private let identities: Set<FileIdentity>
    /// Their canonical paths, for refusing a folder that holds one.
    private let paths: [String]

    public static let none = ProtectedFiles([])

    public init(_ files: [String]) {
        identities = Set(files.compactMap { FileIdentity(of: $0) })
        paths = Set(files.compactMap { FileSystem.canonicalPath($0) }).sorted()
    }

    /// True when `path` names one of the files (the same inode, by any name).
    public func contains(_ path: String) -> Bool {
        FileIdentity(of: path).map { identities.contains($0) } ?? false
    }

    /// Refuses to put a file at `path` unless nothing is there or a regular file that is
    /// not one of the theme's is: never a device, FIFO, socket, folder or symbolic link
    /// (a rename would replace it), never a theme file by any name, never inside a theme's folder.
    public func requireWritable(_ path: String) throws(FileError) {
        var info = stat()
        if lstat(path, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFLNK {
                throw FileError(
                    path: path,
                    reason: "it is a symbolic link; dusk replaces only regular files (give the path it points to)",
                    kind: .notRegular)
            }
            try FileSystem.requireRegular(info, path: path)
            try requireNotProtected(info, path: path)
            // A rename would replace it whatever its mode: read-only says "keep", and dusk does.
            if info.st_mode & 0o222 == 0 {
                throw FileError(
                    path: path, reason: "it is read-only; make it writable to let dusk replace it", kind: .other)
            }
        } else if errno == ENOTDIR {
            // A part of the path is a file, device or FIFO: name it and what it is.
            var head = Path.directory(of: path)
            while head != "." && head != "/" {
                var part = stat()
                if lstat(head, &part) == 0, (part.st_mode & S_IFMT) != S_IFDIR {
                    // Named by kind only: the reason is printed as it is, and a path is the user's text.
                    let kind: String
                    switch part.st_mode & S_IFMT {
                    case S_IFREG: kind = "a file"
                    case S_IFLNK: kind = "a symbolic link to no folder"
                    case S_IFIFO: kind = "a FIFO"
                    case S_IFSOCK: kind = "a socket"
                    default: kind = "a device"
                    }
                    throw FileError(
                        path: path, reason: "a part of the path is \(kind), not a folder", kind: .notRegular)
                }
                head = Path.directory(of: head)
            }
            throw FileError(path: path, errno: ENOTDIR)
        } else if errno != ENOENT {
            throw FileError(path: path, errno: errno)
        }
        try requireOutsideFolders(Path.directory(of: path), for: path)
    }

    /// Refuses an open file (fstat) that is one of the theme's.
    public func requireNotProtected(_ info: stat, path: String) throws(FileError) {
        if identities.contains(FileIdentity(info)) {
            throw FileError(
                path: path,
                reason: "it is a file of the theme (the same file, whatever its name); refusing to overwrite it",
                kind: .protected)
        }
    }

    /// Refuses a folder that is, or lies inside, a folder the theme was read from (a catalog).
    public func requireOutsideFolders(_ folder: String, for path: String) throws(FileError) {
        guard !paths.isEmpty, let root = Self.canonical(folder) else { return }
        for protected in paths where root == protected || root.hasPrefix(protected + "/") {
            guard FileSystem.isDirectory(protected) else { continue }
            throw FileError(
                path: path, reason: "it is inside a folder the theme is read from (a catalog); refusing to write there",
                kind: .protected)
        }
    }

    /// The canonical path of `folder`, also when its last parts do not exist yet (folders a writer
    /// is about to make): the nearest existing ancestor, resolved, with the rest after it.
    static func canonical(_ folder: String) -> String? {
        var head = folder.isEmpty ? "." : folder
        while head.count > 1, head.hasSuffix("/") { head.removeLast() }
        var tail: [Substring] = []
        while true {
            if var resolved = FileSystem.canonicalPath(head) {
                // The parts not made yet, read as the system will: `..` goes up, `.` stays.
                for part in tail.reversed() where part != "." {
                    if part == ".." {
                        resolved = Path.directory(of: resolved)
                    } else {
                        resolved += (resolved.hasSuffix("/") ? "" : "/") + part
                    }
                }
                return resolved
            }
            let parent = Path.directory(of: head)
            guard parent != head, !head.isEmpty, let last = head.split(separator: "/").last else { return nil }
            tail.append(last)
            head = parent.isEmpty ? "." : parent
        }
    }

    /// Refuses a folder that holds a file of the theme (writing a catalog over it).
    public func requireHoldsNone(_ folder: String) throws(FileError) {
        guard let root = FileSystem.canonicalPath(folder) else { return }
        if let inside = paths.first(where: { $0 == root || $0.hasPrefix(root + "/") }) {
            throw FileError(
                path: folder,
                reason: inside == root
                    ? "it is the catalog being read; refusing to overwrite it"
                    : "it holds a file of the theme; refusing to write there", kind: .protected)
        }
    }
}
