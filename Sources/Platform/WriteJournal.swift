import CPlatform

/// The journal of one in-place write (`FileTransaction`): dusk's own, for one write, naming only that write's
/// files.
/// - Made whole before any file is replaced (an unnamed file, synced, then linked to its name, which fails when
///   anything is there: a journal is never replaced or reused), readable by its owner only.
/// - Bound to the theme's folder by identity (device and inode) and naming each file by its path below that
///   folder, so it means nothing anywhere else and the same from any working folder.
/// - Then, as each new file is about to take its name, a line with that file's identity: only a file that is
///   still that very file is ever rolled back.
/// Its bytes: `JournalFormat`.
final class WriteJournal {
    /// Past any real write's (two copies of each file written: a 1,000-colorset catalog's is about 1 MB, a 16 MiB
    /// theme file's 32 MiB); a larger file is refused before it is read.
    static let maximumSize = 64 << 20

    private let fd: Int32
    private let path: String

    private init(fd: Int32, path: String) {
        self.fd = fd
        self.path = path
    }

    deinit { close(fd) }

    /// Makes the journal at `path` for `changes` below `root`; refuses when anything is at `path` already.
    static func create(
        _ path: String, root: OpenFolder, changes: [FileTransaction.Change]
    ) throws(FileError) -> WriteJournal {
        guard let identity = root.identity else { throw FileError(path: root.path, errno: ENOENT) }
        let entries = changes.map {
            JournalFormat.Entry(parts: $0.file.parts, original: $0.file.original, replacement: $0.replacement)
        }
        let bytes = JournalFormat.encode(JournalFormat.Contents(root: identity, entries: entries))
        let folder = open(Path.directory(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder < 0 { throw FileError(path: path, errno: errno) }
        defer { close(folder) }
        let name = Path.lastComponent(path)
        var fd = openat(folder, ".", dusk_o_tmpfile() | O_RDWR | O_CLOEXEC, 0o600)
        let temporary = AtomicFile.temporaryName(of: name)
        if fd < 0 {
            // No O_TMPFILE here: a named temporary of its own, linked to the journal's name once whole.
            fd = openat(folder, temporary, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd < 0 { throw FileError(path: path, errno: errno) }
        }
        let journal = WriteJournal(fd: fd, path: path)
        fchmod(fd, 0o600)
        do throws(FileError) {
            try Descriptor.writeAll(bytes, to: fd, name: path)
            if fsync(fd) != 0 { throw FileError(path: path, errno: errno) }
        } catch {
            unlinkat(folder, temporary, 0)
            throw error
        }
        let linked = linkat(AT_FDCWD, "/proc/self/fd/\(fd)", folder, name, AT_SYMLINK_FOLLOW) == 0
        let code = errno
        let named = linked || (code == ENOENT && linkat(folder, temporary, folder, name, 0) == 0)
        let failure = errno
        unlinkat(folder, temporary, 0)
        guard named else {
            let reason =
                failure == EEXIST
                ? "something is already there (an earlier write's journal?); run `dusk recover` on the theme first"
                : FileError.describe(failure)
            throw FileError(path: path, reason: reason, kind: failure == EEXIST ? .protected : .other)
        }
        return journal
    }

    /// Records that the file at `index` is about to take its name as the file `identity`.
    func placed(_ index: Int, _ identity: FileIdentity) throws(FileError) {
        let line = "placed \(index) \(identity.device) \(identity.inode)\n"
        try Descriptor.writeAll(Array(line.utf8), to: fd, name: path)
    }

    /// The journal at `path` for the theme whose folder is `root`; nil when nothing is there. Refused (an error
    /// that says why, the file left alone) unless it is a regular file of this user's with one name, in dusk's
    /// format, made for this very folder.
    static func read(_ path: String, root: OpenFolder) throws(FileError) -> JournalFormat.Contents? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        if (info.st_mode & S_IFMT) == S_IFLNK {
            throw FileError(
                path: path, reason: "it is a symbolic link, and dusk's journals never are", kind: .notRegular)
        }
        try FileSystem.requireRegular(info, path: path)
        if info.st_uid != geteuid() {
            throw FileError(
                path: path, reason: "it belongs to another user, so dusk did not write it", kind: .protected)
        }
        if info.st_nlink != 1 {
            throw FileError(path: path, reason: "it has \(info.st_nlink) names, and dusk's journals have one")
        }
        if Int(info.st_size) > maximumSize {
            throw FileError(
                path: path, reason: "it is \(ByteCount.text(Int(info.st_size))), more than any journal dusk writes")
        }
        let (identity, bytes) = try OpenFolder(Path.directory(of: path)).read(
            Path.lastComponent(path), limit: maximumSize)
        let unreadable = FileError(path: path, reason: "dusk cannot read it, so nothing was rolled back")
        guard identity == FileIdentity(info), let bound = JournalFormat.root(of: bytes) else { throw unreadable }
        // The folder first: another folder's journal is refused before the rest of it is read.
        guard bound == root.identity else {
            throw FileError(
                path: path,
                reason: "it was written for another folder than `\(root.path)` (copied, moved or committed from "
                    + "elsewhere), so dusk left the theme's files alone",
                kind: .protected)
        }
        guard let contents = JournalFormat.decode(bytes) else { throw unreadable }
        return contents
    }
}
