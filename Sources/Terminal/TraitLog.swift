#if canImport(Glibc)
import Glibc
#endif
import ThemeKit
import Platform
import Export

/// Like launching an iOS app with `UITraitCollectionChangeLoggingEnabled YES`:
/// one line per changed trait, appended to a file.
public struct TraitLog {
    public let path: String

    /// Checks that `path` can take the log before the preview starts: it must
    /// be (or become) a regular file, and not one the theme was read from.
    public init(path: String, protecting themeFiles: [String]) throws(WriteError) {
        self.path = path
        if let target = FileSystem.canonicalPath(path),
           themeFiles.contains(where: { FileSystem.canonicalPath($0) == target }) {
            throw WriteError(path: path, reason: "it is a file of the theme being previewed; the trait log needs a file of its own")
        }
        do { try AppendFile.append([], to: path) } catch { throw WriteError(path: path, reason: error.reason) }
    }

    /// The lines for a change from `old` to `new`: only traits that changed.
    public static func lines(from old: Traits, to new: Traits, at time: String) -> [String] {
        var lines: [String] = []
        if old.style != new.style { lines.append("\(time) userInterfaceStyle \(old.style.rawValue) -> \(new.style.rawValue)") }
        if old.level != new.level { lines.append("\(time) userInterfaceLevel \(old.level.rawValue) -> \(new.level.rawValue)") }
        if old.contrast != new.contrast { lines.append("\(time) accessibilityContrast \(old.contrast.rawValue) -> \(new.contrast.rawValue)") }
        return lines
    }

    /// Appends the change; the file is opened per write so it can be tailed, moved or deleted.
    public func record(from old: Traits, to new: Traits) throws(WriteError) {
        let lines = TraitLog.lines(from: old, to: new, at: TraitLog.timestamp())
        guard !lines.isEmpty else { return }
        do { try AppendFile.append(Array((lines.joined(separator: "\n") + "\n").utf8), to: path) }
        catch { throw WriteError(path: path, reason: error.reason) }
    }

    /// `2026-11-29T15:55:01.123Z`.
    static func timestamp() -> String {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        var t = time_t(ts.tv_sec)
        var parts = tm()
        gmtime_r(&t, &parts)
        func two(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }
        let ms = Int(ts.tv_nsec) / 1_000_000
        let msText = ms < 10 ? "00\(ms)" : ms < 100 ? "0\(ms)" : "\(ms)"
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)).\(msText)Z"
    }
}
