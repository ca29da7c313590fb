import Glibc
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
    public static func write(_ bytes: [UInt8], to path: String, protecting protected: ProtectedFiles) throws(FileError) {
        try protected.requireWritable(path)
        dusk_cleanup_arm()
        let temporary = temporaryName(for: path)
        var fd = open(Path.directory(of: path), dusk_o_tmpfile() | O_WRONLY | O_CLOEXEC, 0o644)
        let unnamed = fd >= 0
        if !unnamed {
            // No O_TMPFILE on this file system: a named temporary, removed on a signal.
            unlink(temporary)
            dusk_cleanup_set(temporary)
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
            if fd < 0 { let code = errno; dusk_cleanup_set(nil); throw FileError(path: path, errno: code) }
        }
        do throws(FileError) {
            try writeAll(bytes, to: fd, path: path)
        } catch {
            close(fd)
            if !unnamed { unlink(temporary); dusk_cleanup_set(nil) }
            throw error
        }
        if unnamed {
            dusk_cleanup_set(temporary)
            unlink(temporary)
            if linkat(AT_FDCWD, "/proc/self/fd/\(fd)", AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) != 0 {
                let code = errno
                close(fd); dusk_cleanup_set(nil)
                throw FileError(path: path, errno: code)
            }
        }
        if close(fd) != 0 {
            let code = errno
            unlink(temporary); dusk_cleanup_set(nil)
            throw FileError(path: path, errno: code)
        }
        do throws(FileError) { try protected.requireWritable(path) } catch {
            unlink(temporary)
            dusk_cleanup_set(nil)
            throw error
        }
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary); dusk_cleanup_set(nil)
            throw FileError(path: path, errno: code)
        }
        dusk_cleanup_set(nil)
    }

    /// Writes all of `bytes` to `fd`, retrying short writes; a full disk or any
    /// other failure is an error, never a silently short file.
    public static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(FileError) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            if n < 0 { throw FileError(path: path, errno: errno) }
            if n == 0 { throw FileError(path: path, reason: "short write") }
            offset += n
        }
    }

    /// `.NAME.tmp-PID` beside `path`: hidden, and owned by this process.
    public static func temporaryName(for path: String) -> String {
        Path.directory(of: path) + "/." + Path.lastComponent(path) + temporaryMarker + "\(getpid())"
    }

    static let temporaryMarker = ".tmp-"

    /// Removes `.NAME.tmp-PID` files and folders in `directory` that a dusk
    /// process which no longer runs left behind (killed with SIGKILL mid-write).
    public static func removeStaleTemporaries(in directory: String) {
        for name in FileSystem.entries(directory, limit: 10_000).names where name.hasPrefix(".") {
            let digits = name.reversed().prefix(while: { $0.isASCII && $0.isNumber })
            guard !digits.isEmpty, digits.count <= 10, name.dropLast(digits.count).hasSuffix(temporaryMarker),
                  let pid = Int32(String(digits.reversed())),
                  pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) == 0 || errno != ESRCH { continue }
            removeTree(directory + "/" + name)
        }
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
        do throws(FileError) { try writeAll(bytes, to: fd, path: path) } catch { close(fd); throw error }
        if close(fd) != 0 { throw FileError(path: path, errno: errno) }
    }

    /// `mkdir -p`.
    public static func makeDirectories(_ path: String) throws(FileError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
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
            let ok = (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9") || s == "_" || s == "-" || s == "."
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
    public static func append(_ bytes: [UInt8], to path: String, protecting protected: ProtectedFiles) throws(FileError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NONBLOCK | O_NOCTTY, 0o644)
        if fd < 0 {
            if errno == ENXIO { throw FileError(path: path, reason: "it is a FIFO (named pipe), not a regular file", kind: .notRegular) }
            throw FileError(path: path, errno: errno)
        }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) != 0 { throw FileError(path: path, errno: errno) }
        try FileSystem.requireRegular(info, path: path)
        try protected.requireNotProtected(info, path: path)
        try AtomicFile.writeAll(bytes, to: fd, path: path)
    }
}
