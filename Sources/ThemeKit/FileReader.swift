#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads theme files with plain POSIX calls: the only I/O ThemeKit does.
public enum FileReader {
    /// Larger than any real theme by far; a bigger file is refused before it is read.
    public static let maximumThemeSize = 16 << 20

    /// The whole file, or a `ThemeError.unreadable` that says why.
    public static func read(_ path: String, limit: Int = maximumThemeSize, reportedAt location: SourceLocation? = nil,
                            label: String = "theme") throws(ThemeError) -> [UInt8] {
        func failure(_ why: String) -> ThemeError {
            let message = "cannot read \(label) `\(SafeText.sanitized(path))`: \(why)"
            if let location { return .unreadable(Diagnostic(at: location, message)) }
            return .unreadable(Diagnostic(file: path, message))
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 { throw failure(describe(errno)) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) != 0 { throw failure(describe(errno)) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw failure("it is a directory") }
        if (info.st_mode & S_IFMT) != S_IFREG { throw failure("not a regular file") }
        if Int(info.st_size) > limit {
            throw failure("the file is \(info.st_size) bytes; the limit is \(limit >> 20) MiB")
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: [UInt8](repeating: 0, count: 4096)) }
            if bytes.count > limit + 4096 { throw failure("the file grew past the \(limit >> 20) MiB limit while being read") }
            let n = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(fd, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure(describe(errno))
            }
            if n == 0 { break }
            filled += n
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// The canonical absolute path (symlinks resolved), used to detect inheritance cycles.
    public static func canonicalPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }

    public static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    public static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES: return "permission denied"
        case ELOOP: return "too many levels of symbolic links (a symlink loop?)"
        case EISDIR: return "it is a directory"
        case ENOTDIR: return "a part of the path is not a directory"
        case ENAMETOOLONG: return "the path is too long"
        default: return String(cString: strerror(code))
        }
    }
}

/// Path helpers on plain strings (no Foundation).
public enum Path {
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    public static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `theme.json` → `theme`; `Brand.tokens.json` → `Brand.tokens`.
    public static func stem(_ path: String) -> String {
        let last = lastComponent(path)
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }

    /// `relative` resolved against the directory of `file`; absolute paths pass through.
    public static func resolve(_ relative: String, relativeToFileAt file: String) -> String {
        if relative.hasPrefix("/") { return relative }
        let dir = directory(of: file)
        return dir == "." ? relative : dir + "/" + relative
    }
}
