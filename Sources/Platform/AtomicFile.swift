import CPlatform

/// Writes files so a reader never sees half of one, and nothing is left
/// behind when the write is cut short. The bytes go to an unnamed file
/// (`O_TMPFILE`) that gets a hidden name (`.NAME.tmp-PID`) only for the
/// instant before `rename` puts it in place; a signal in that instant
/// removes it, a `kill -9` leaves it for the next run to clean
/// (`removeStaleTemporaries`). Whatever was at the path before is untouched
/// on failure. Only a regular file that is none of `protected` is ever replaced
/// (`ProtectedFiles.requireWritable`, checked before writing and again just before the rename).
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String, protecting protected: ProtectedFiles) throws(FileError)
    {
        try write(bytes, to: path) { () throws(FileError) in try protected.requireWritable(path) }
    }

    /// Writes `bytes` to `path` if `check` passes before the write and again just before the rename.
    static func write(_ bytes: [UInt8], to path: String, check: () throws(FileError) -> Void) throws(FileError) {
        try check()
        let folder = open(Path.directory(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder < 0 { throw FileError(path: path, errno: errno) }
        defer { close(folder) }
        try place(bytes, in: folder, name: Path.lastComponent(path), shown: path, check: check)
    }

    /// Puts `bytes` at `name` in the folder open as `folder`: an unnamed file written whole, then named
    /// `.NAME.tmp-PID` and renamed over `name`, all relative to the descriptor (a folder swapped for a link
    /// meanwhile is not followed). `check` runs again just before the rename; `placed` is told the new file's
    /// identity before it takes the name (what a journal records). `shown` is the path errors name.
    static func place(
        _ bytes: [UInt8], in folder: Int32, name: String, shown path: String,
        check: () throws(FileError) -> Void,
        placed: (FileIdentity) throws(FileError) -> Void = { _ throws(FileError) in }
    ) throws(FileError) {
        dusk_cleanup_arm()
        let temporary = temporaryName(of: name)
        var fd = openat(folder, ".", dusk_o_tmpfile() | O_WRONLY | O_CLOEXEC, 0o644)
        let unnamed = fd >= 0
        if !unnamed {
            // No O_TMPFILE on this file system: a named temporary, removed on a signal.
            unlinkat(folder, temporary, 0)
            dusk_cleanup_set_at(folder, temporary)
            fd = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
            if fd < 0 {
                let code = errno
                dusk_cleanup_set(nil)
                throw FileError(path: path, errno: code)
            }
        }
        // Removes the temporary, on every path out after it has a name.
        func abandon(_ error: FileError) -> FileError {
            unlinkat(folder, temporary, 0)
            dusk_cleanup_set(nil)
            return error
        }
        // A file replaced keeps its permissions (a group-writable export stays so) and, where the system lets
        // this process say so (root, with sudo), its owner; a new one gets 0644.
        var existing = stat()
        if fstatat(folder, name, &existing, AT_SYMLINK_NOFOLLOW) == 0, (existing.st_mode & S_IFMT) == S_IFREG {
            _ = fchown(fd, existing.st_uid, existing.st_gid)
            fchmod(fd, existing.st_mode & 0o7777)
        }
        var made = stat()
        do throws(FileError) {
            try writeAll(bytes, to: fd, path: path)
            if fstat(fd, &made) != 0 { throw FileError(path: path, errno: errno) }
        } catch {
            close(fd)
            throw unnamed ? error : abandon(error)
        }
        if unnamed {
            dusk_cleanup_set_at(folder, temporary)
            unlinkat(folder, temporary, 0)
            if linkat(AT_FDCWD, "/proc/self/fd/\(fd)", folder, temporary, AT_SYMLINK_FOLLOW) != 0 {
                let code = errno
                close(fd)
                dusk_cleanup_set(nil)
                throw FileError(path: path, errno: code)
            }
        }
        if close(fd) != 0 { throw abandon(FileError(path: path, errno: errno)) }
        do throws(FileError) {
            try check()
            try placed(FileIdentity(made))
        } catch {
            throw abandon(error)
        }
        if renameat(folder, temporary, folder, name) != 0 { throw abandon(FileError(path: path, errno: errno)) }
        dusk_cleanup_set(nil)
    }

    /// Writes all of `bytes` to `fd`, retrying short writes; a full disk or any
    /// other failure is an error, never a silently short file.
    public static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(FileError) {
        try Descriptor.writeAll(bytes, to: fd, name: path)
    }

    /// Writes several files, each atomically. Every destination is checked before the first is written (a
    /// FIFO at the last name leaves nothing half done); the folders made for them below `root` (the folder
    /// the user named, "" when dusk chose it) never follow a symbolic link. `bytes` is asked for one file at
    /// a time, so a large export is never all in memory.
    public static func write(
        _ files: [(path: String, bytes: () -> [UInt8])], below root: String, protecting protected: ProtectedFiles
    ) throws(FileError) {
        for file in files {
            try requireNoLinks(Path.directory(of: file.path), below: root)
            try protected.requireWritable(file.path)
        }
        for file in files {
            try makeDirectories(Path.directory(of: file.path), below: root)
            try write(file.bytes(), to: file.path, protecting: protected)
        }
    }

    /// `.NAME.tmp-PID` beside `path`: hidden, and owned by this process.
    public static func temporaryName(for path: String) -> String {
        Path.directory(of: path) + "/" + temporaryName(of: Path.lastComponent(path))
    }

    /// `.NAME.tmp-PID` for the file `name`, in the same folder.
    static func temporaryName(of name: String) -> String {
        "." + name + temporaryMarker + "\(getpid())"
    }

    static let temporaryMarker = ".tmp-"

    /// Removes `.NAME.tmp-PID` files and folders in `directory` that a dusk
    /// process which no longer runs left behind (killed with SIGKILL mid-write).
    public static func removeStaleTemporaries(in directory: String) {
        for name in FileSystem.entries(directory, limit: 10_000).names where name.hasPrefix(".") {
            guard let pid = deadOwner(ofTemporary: name), pid != getpid() else { continue }
            removeTree(directory + "/" + name)
        }
    }

    /// The process id in `.NAME.tmp-PID` when that process no longer runs; nil for any other name.
    static func deadOwner(ofTemporary name: String) -> Int32? {
        let digits = name.reversed().prefix(while: { $0.isASCII && $0.isNumber })
        guard name.hasPrefix("."), !digits.isEmpty, digits.count <= 10,
            name.dropLast(digits.count).hasSuffix(temporaryMarker),
            let pid = Int32(String(digits.reversed())), pid > 0
        else { return nil }
        return kill(pid, 0) == 0 || errno != ESRCH ? nil : pid
    }

    /// Deletes a file, or a folder and everything in it (symlinks are removed, never followed).
    public static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            for name in FileSystem.entries(path).names { removeTree(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// A folder built under a temporary name and moved into place when complete,
    /// so an interrupted writer never leaves half of it at `path`.
    /// `build` receives the temporary folder's path.
    public static func createDirectory(at path: String, build: (String) throws(FileError) -> Void) throws(FileError) {
        dusk_cleanup_arm()
        let temporary = temporaryName(for: path)
        removeTree(temporary)
        dusk_cleanup_set(temporary)
        defer { dusk_cleanup_set(nil) }
        if mkdir(temporary, 0o755) != 0 { throw FileError(path: path, errno: errno) }
        do throws(FileError) {
            try build(temporary)
        } catch {
            removeTree(temporary)
            throw error
        }
        if rename(temporary, path) != 0 {
            let code = errno
            removeTree(temporary)
            throw FileError(path: path, errno: code)
        }
    }

    /// Writes a new file that nobody else can see yet (inside a folder being built).
    public static func writeNew(_ bytes: [UInt8], to path: String) throws(FileError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
        if fd < 0 { throw FileError(path: path, errno: errno) }
        do throws(FileError) { try writeAll(bytes, to: fd, path: path) } catch {
            close(fd)
            throw error
        }
        if close(fd) != 0 { throw FileError(path: path, errno: errno) }
    }

    /// A folder dusk writes into whole (a catalog): nothing there yet, or a real folder; never a
    /// symbolic link (it would lead the files elsewhere) or anything else.
    public static func requireFolderOrNothing(_ path: String) throws(FileError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return
        case S_IFLNK:
            throw linkedFolder(path)
        case S_IFREG: throw FileError(path: path, reason: "it is a file, not a folder", kind: .notRegular)
        default: try FileSystem.requireRegular(info, path: path)
        }
    }

    /// Refuses a symbolic link among the folders of `path` below `root` (see `makeDirectories`),
    /// without making any: what a writer of several files checks before it writes the first.
    public static func requireNoLinks(_ path: String, below root: String) throws(FileError) {
        try walkFolders(path, below: root) { _ throws(FileError) in }
    }

    /// Calls `visit` with each prefix of `path` in turn, after refusing a symbolic link at one that is
    /// below `root`. `root` is the user's folder; "" (dusk chose it all) and "." (the current folder,
    /// the user's) both leave every folder of `path` to dusk.
    private static func walkFolders(
        _ path: String, below root: String, _ visit: (String) throws(FileError) -> Void
    ) throws(FileError) {
        let user = Path.plain(root)
        let base = user == "." ? "" : user
        let relative = Path.plain(path)
        var prefix = relative.hasPrefix("/") ? "/" : ""
        for part in relative.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
            let dusks = base.isEmpty || base == "/" || prefix.hasPrefix(base + "/")
            if dusks {
                var info = stat()
                if lstat(prefix, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
                    throw linkedFolder(prefix)
                }
            }
            try visit(prefix)
        }
    }

    static func linkedFolder(_ path: String) -> FileError {
        FileError(
            path: path, reason: "it is a symbolic link; dusk writes only into folders it made or that you named",
            kind: .notRegular)
    }

    /// `mkdir -p`. The folders below `root` are dusk's own choosing (`screenshots/NAME`, `handoff/NAME`, a
    /// catalog's groups, `android/values`): one that is a symbolic link is refused, never followed out of
    /// where the user pointed. `root` itself and what is above it are the user's (`--out DIR`);
    /// an empty `root` makes every folder of `path` dusk's.
    public static func makeDirectories(_ path: String, below root: String) throws(FileError) {
        try walkFolders(path, below: root) { prefix throws(FileError) in
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                throw FileError(path: prefix, errno: errno)
            }
        }
        if !FileSystem.isDirectory(path) {
            throw FileError(path: path, reason: "not a directory", kind: .notRegular)
        }
    }

    /// A name that is safe as one path component: letters, digits, `.`, `_`
    /// and `-`; anything else (slashes, `..`, controls, spaces) becomes `-`.
    public static func safeComponent(_ name: String) -> String {
        var out = ""
        var lastWasDash = false
        for s in name.unicodeScalars {
            let ok =
                (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9") || s == "_" || s == "-"
                || s == "."
            let c: Unicode.Scalar = ok ? s : "-"
            if c == "-" && lastWasDash { continue }
            lastWasDash = c == "-"
            out.unicodeScalars.append(c)
        }
        // No leading dot (hidden files, `..`) or dash (looks like an option).
        while let first = out.first, first == "." || first == "-" { out.removeFirst() }
        while let last = out.last, last == "." || last == "-" { out.removeLast() }
        return out.isEmpty ? "theme" : String(out.prefix(80))
    }
}

/// Appending to a log file: a regular file only (a FIFO without a reader
/// would block, one with a reader is not a log), never blocking, never one of
/// `protected` (checked on the open file, so no second name gets past it).
public enum AppendFile {
    public static func append(_ bytes: [UInt8], to path: String, protecting protected: ProtectedFiles) throws(FileError)
    {
        // Not inside a catalog the theme is read from: a new file there would be read as part of it.
        try protected.requireOutsideFolders(Path.directory(of: path), for: path)
        // O_NOFOLLOW: a symbolic link (made before or swapped in while the preview runs) would lead
        // the lines into a file elsewhere.
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NONBLOCK | O_NOCTTY | O_NOFOLLOW, 0o644)
        if fd < 0 {
            let code = errno
            var info = stat()
            if lstat(path, &info) == 0 {
                if (info.st_mode & S_IFMT) == S_IFLNK {
                    throw FileError(
                        path: path, reason: "it is a symbolic link; the trait log must be a file of its own",
                        kind: .notRegular)
                }
                // A FIFO without a reader (ENXIO), a socket: named by what they are.
                try FileSystem.requireRegular(info, path: path)
            }
            throw FileError(path: path, errno: code)
        }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) != 0 { throw FileError(path: path, errno: errno) }
        try FileSystem.requireRegular(info, path: path)
        try protected.requireNotProtected(info, path: path)
        try AtomicFile.writeAll(bytes, to: fd, path: path)
    }
}

extension OpenFolder {
    /// Removes `.NAME.tmp-PID`, what a run of dusk that no longer runs left when it was killed while replacing
    /// `name` here: only a regular file of this user's, never a link or a folder.
    public func removeStaleTemporaries(of name: String) {
        let prefix = "." + name + AtomicFile.temporaryMarker
        for entry in names() where entry.hasPrefix(prefix) {
            guard let pid = AtomicFile.deadOwner(ofTemporary: entry), pid != getpid(),
                let info = status(of: entry), (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == geteuid()
            else { continue }
            unlinkat(fd, entry, 0)
        }
    }
}
