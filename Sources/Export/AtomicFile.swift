#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ThemeKit

/// A failed write, with the path and the reason.
public struct WriteError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "cannot write `\(SafeText.sanitized(path))`: \(reason)" }
}

/// Writes files so a reader never sees half of one: a temporary file in the
/// same directory, then `rename`. On failure the temporary file is removed
/// and whatever was at the path before is untouched.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let dir = Path.directory(of: path)
        let temporary = dir + "/." + Path.lastComponent(path) + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        if fd < 0 { throw WriteError(path: path, reason: FileReader.describe(errno)) }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                let code = errno
                close(fd); unlink(temporary)
                throw WriteError(path: path, reason: n == 0 ? "short write" : code == ENOSPC ? "the disk is full" : FileReader.describe(code))
            }
            offset += n
        }
        if close(fd) != 0 {
            let reason = FileReader.describe(errno)
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
        if rename(temporary, path) != 0 {
            let reason = FileReader.describe(errno)
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
    }

    /// `mkdir -p`.
    public static func makeDirectories(_ path: String) throws(WriteError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                throw WriteError(path: prefix, reason: FileReader.describe(errno))
            }
        }
        var info = stat()
        if stat(path, &info) != 0 || (info.st_mode & S_IFMT) != S_IFDIR {
            throw WriteError(path: path, reason: "not a directory")
        }
    }

    /// A name that is safe as one path component: letters, digits, `.`, `_`
    /// and `-`; anything else (slashes, `..`, controls, spaces) becomes `-`.
    public static func safeComponent(_ name: String) -> String {
        var out = ""
        for s in name.unicodeScalars {
            let ok = (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9") || s == "_" || s == "-" || s == "."
            out.unicodeScalars.append(ok ? s : "-")
        }
        while out.contains("--") { out = out.replacingAll("--", with: "-") }
        // No leading dot (hidden files, `..`) or dash (looks like an option).
        while let first = out.first, first == "." || first == "-" { out.removeFirst() }
        while let last = out.last, last == "." || last == "-" { out.removeLast() }
        return out.isEmpty ? "theme" : String(out.prefix(80))
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let r = rest.firstRange(of: target) {
            result += rest[..<r.lowerBound]
            result += replacement
            rest = rest[r.upperBound...]
        }
        return result + rest
    }
}
