/// A folder held open by descriptor, and the files below it reached one name at a time, never through a
/// symbolic link: what a write into a theme's folder goes through, so a name swapped for a link (or a folder
/// swapped for one) between a read and a write fails the write instead of leading it out of the theme.
public final class OpenFolder {
    /// The folder's canonical path, for messages and for telling which paths lie below it.
    public let path: String
    let fd: Int32

    /// Opens the folder `path` names; symbolic links in `path` itself are followed (the user named it).
    public init(_ path: String) throws(FileError) {
        guard let canonical = FileSystem.canonicalPath(path) else { throw FileError(path: path, errno: ENOENT) }
        let fd = open(canonical, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd < 0 { throw FileError(path: path, errno: errno) }
        self.path = canonical
        self.fd = fd
    }

    private init(fd: Int32, path: String) {
        self.fd = fd
        self.path = path
    }

    deinit { close(fd) }

    /// The identity of the folder itself (device and inode), what a journal is bound to.
    public var identity: FileIdentity? {
        var info = stat()
        return fstat(fd, &info) == 0 ? FileIdentity(info) : nil
    }

    /// `path`'s parts below this folder (`a/b/Contents.json` → `["a", "b", "Contents.json"]`), or nil when it
    /// does not lie below it. Its folder is resolved as the system would; the last name is kept as written.
    public func parts(of path: String) -> [String]? {
        guard let folder = FileSystem.canonicalPath(Path.directory(of: path)) else { return nil }
        let name = Path.lastComponent(path)
        guard Path.isPlainName(name) else { return nil }
        if folder == self.path { return [name] }
        let prefix = self.path == "/" ? "/" : self.path + "/"
        guard folder.hasPrefix(prefix) else { return nil }
        let middle = folder.dropFirst(prefix.count).split(separator: "/").map(String.init)
        return middle + [name]
    }

    /// The folder at `parts` below this one, each opened without following a symbolic link.
    public func folder(_ parts: some Collection<String>) throws(FileError) -> OpenFolder {
        var current = fd
        var shown = path
        for part in parts {
            shown += "/" + part
            guard Path.isPlainName(part) else {
                if current != fd { close(current) }
                throw FileError(path: shown, reason: "it is not a plain name inside the folder", kind: .notRegular)
            }
            let next = openat(current, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let code = errno
            if current != fd { close(current) }
            if next < 0 { throw Self.refusal(shown, errno: code) }
            current = next
        }
        return current == fd ? OpenFolder(fd: dup(fd), path: path) : OpenFolder(fd: current, path: shown)
    }

    /// What is at `name` in this folder, without following a symbolic link; nil when nothing is.
    public func status(of name: String) -> stat? {
        var info = stat()
        return fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info : nil
    }

    /// The regular file `name` in this folder (never through a symbolic link), its identity and at most `limit`
    /// bytes; a larger file is refused.
    public func read(_ name: String, limit: Int) throws(FileError) -> (identity: FileIdentity, bytes: [UInt8]) {
        let shown = path + "/" + name
        // Checked before opening: opening a device can do things of its own.
        if let info = status(of: name), (info.st_mode & S_IFMT) != S_IFLNK {
            try FileSystem.requireRegular(info, path: shown)
        }
        let file = openat(fd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        if file < 0 { throw Self.refusal(shown, errno: errno) }
        defer { close(file) }
        var info = stat()
        if fstat(file, &info) != 0 { throw FileError(path: shown, errno: errno) }
        try FileSystem.requireRegular(info, path: shown)
        return (FileIdentity(info), try FileSystem.readAll(file, path: shown, size: Int(info.st_size), limit: limit))
    }

    /// Entry names in this folder, sorted by bytes, at most `limit`.
    public func names(limit: Int = 100_000) -> [String] {
        let copy = dup(fd)
        guard copy >= 0, let dir = fdopendir(copy) else { return [] }
        defer { closedir(dir) }
        rewinddir(dir)
        return FileSystem.names(in: dir, limit: limit).names
    }

    /// A refusal in words: a symbolic link where a name was followed is said to be one.
    static func refusal(_ path: String, errno code: Int32) -> FileError {
        if code == ELOOP || code == ENOTDIR {
            return FileError(
                path: path,
                reason: "it is a symbolic link or not a folder now; dusk never follows a link there",
                kind: .changedSinceRead)
        }
        return FileError(path: path, errno: code)
    }
}
