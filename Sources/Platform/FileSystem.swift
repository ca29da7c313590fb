/// Every read of a file the user named goes through here: the file is
/// checked to be a regular file before it is opened (opening a FIFO would
/// wait forever for a writer; a device could stream without end), and the
/// read is bounded by a limit the caller states.
public enum FileSystem {
    /// The whole file at `path`, refused when it is not a regular file or larger than `limit` bytes.
    public static func read(_ path: String, limit: Int) throws(FileError) -> [UInt8] {
        var info = stat()
        if stat(path, &info) != 0 { throw FileError(path: path, errno: errno) }
        try requireRegular(info, path: path)
        // O_NONBLOCK: if the path was swapped for a FIFO since the stat, open still returns at once.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        if fd < 0 { throw FileError(path: path, errno: errno) }
        defer { close(fd) }
        if fstat(fd, &info) != 0 { throw FileError(path: path, errno: errno) }
        try requireRegular(info, path: path)
        return try readAll(fd, path: path, size: Int(info.st_size), limit: limit)
    }

    /// The rest of the open regular file `fd` (`size` bytes by its stat), refused past `limit`, also when it
    /// grows while being read.
    static func readAll(_ fd: Int32, path: String, size: Int, limit: Int) throws(FileError) -> [UInt8] {
        if size > limit { throw tooLarge(path, size: size, limit: limit) }
        // Room for the read that finds the end: a full buffer doubles when it grows.
        var bytes = [UInt8]()
        bytes.reserveCapacity(size + 4096)
        bytes.append(contentsOf: repeatElement(0, count: size))
        var filled = 0
        while true {
            if filled == bytes.count {
                if bytes.count > limit { throw tooLarge(path, size: filled, limit: limit, grew: true) }
                bytes.append(contentsOf: repeatElement(0, count: 4096))
            }
            let n = bytes.withUnsafeMutableBytes { buffer in
                SystemCall.read(fd, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw FileError(path: path, errno: errno)
            }
            if n == 0 { break }
            filled += n
        }
        if filled > limit { throw tooLarge(path, size: filled, limit: limit, grew: true) }
        bytes.removeSubrange(filled...)
        return bytes
    }

    static func requireRegular(_ info: stat, path: String) throws(FileError) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw FileError(path: path, reason: "it is a directory", kind: .notRegular)
        case S_IFIFO:
            throw FileError(path: path, reason: "it is a FIFO (named pipe), not a regular file", kind: .notRegular)
        case S_IFSOCK: throw FileError(path: path, reason: "it is a socket, not a regular file", kind: .notRegular)
        case S_IFCHR, S_IFBLK:
            throw FileError(path: path, reason: "it is a device, not a regular file", kind: .notRegular)
        default: throw FileError(path: path, reason: "not a regular file", kind: .notRegular)
        }
    }

    static func tooLarge(_ path: String, size: Int, limit: Int, grew: Bool = false) -> FileError {
        let what =
            grew
            ? "the file grew past the limit of \(ByteCount.text(limit)) while being read"
            : "the file is \(ByteCount.text(size)); the limit is \(ByteCount.text(limit))"
        return FileError(path: path, reason: what, kind: .tooLarge)
    }

    /// What is at `path` (following symlinks), without opening it.
    public enum Entry: Sendable, Equatable { case missing, regular, directory, other }

    public static func entry(at path: String) -> Entry {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    public static func isDirectory(_ path: String) -> Bool { entry(at: path) == .directory }

    /// Whether `path` is a symbolic link (to anything, or to nothing).
    public static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    public static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// The canonical absolute path (symlinks resolved): how two names for one file are told apart.
    public static func canonicalPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }

    /// Entry names in `path`, sorted (byte order) so every listing is deterministic.
    /// At most `limit` names are returned; `truncated` says when there were more.
    public static func entries(_ path: String, limit: Int = 100_000) -> (names: [String], truncated: Bool) {
        guard let dir = opendir(path) else { return ([], false) }
        defer { closedir(dir) }
        return names(in: dir, limit: limit)
    }

    /// The entry names an open folder lists, sorted by bytes; at most `limit`.
    static func names(
        in dir: DirectoryStream, limit: Int
    ) -> (names: [String], truncated: Bool) {
        var names: [String] = []
        var truncated = false
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            if names.count == limit {
                truncated = true
                break
            }
            names.append(name)
        }
        names.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return (names, truncated)
    }
}

/// Byte counts as people read them: `512 bytes`, `16 MiB`.
public enum ByteCount {
    public static func text(_ n: Int) -> String {
        if n >= 1 << 20, n % (1 << 20) == 0 { return "\(n >> 20) MiB" }
        // Just over a whole MiB reads as "16.0 MiB" against a 16 MiB limit: the bytes say it plainly.
        if n >= 1 << 20, (n % (1 << 20)) * 10 >> 20 == 0 { return "\(n) bytes" }
        if n >= 1 << 20 { return "\(n >> 20).\((n % (1 << 20)) * 10 >> 20) MiB" }
        if n >= 1 << 10, n % (1 << 10) == 0 { return "\(n >> 10) KiB" }
        return "\(n) bytes"
    }
}
