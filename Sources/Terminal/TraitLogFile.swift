import Platform
import Preview
import ThemeModel

/// The `--log-traits` file: checked before the preview starts, appended to
/// (opened per write, so it can be tailed, moved or deleted) on each change.
public struct TraitLogFile: Sendable {
    public let path: String
    /// Checked on every append, by identity: a theme file under any name is refused.
    let protected: ProtectedFiles

    /// Refuses a path that is a file of the theme, or cannot be (or become) a regular file.
    public init(path: String, protecting themeFiles: [String]) throws(FileError) {
        self.path = path
        protected = ProtectedFiles(themeFiles)
        try AppendFile.append([], to: path, protecting: protected)
    }

    public func record(from old: Traits, to new: Traits) throws(FileError) {
        let lines = TraitLog.lines(from: old, to: new, at: TraitLogFile.timestamp())
        guard !lines.isEmpty else { return }
        try AppendFile.append(Array((lines.joined(separator: "\n") + "\n").utf8), to: path, protecting: protected)
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
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
            + "T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)).\(msText)Z"
    }
}
