import Platform

/// Notices when any file of the theme changes on disk (written, replaced,
/// deleted, made unreadable) by comparing `stat` stamps: portable, no inotify
/// descriptor to manage; the preview checks every 200 ms.
struct ThemeWatcher {
    private(set) var files: [String]
    private var stamps: [String: FileStamp]

    init(files: [String]) {
        self.files = files
        self.stamps = ThemeWatcher.stamps(files)
    }

    /// True once per change.
    mutating func changed() -> Bool {
        let now = ThemeWatcher.stamps(files)
        if now == stamps { return false }
        stamps = now
        return true
    }

    /// The stamps of the watched files now: take them *before* reading the
    /// files, and pass them to `watch`, so that a write landing while the
    /// theme loads is still seen as a change.
    func snapshot() -> [String: FileStamp] { ThemeWatcher.stamps(files) }

    /// Watches `files` from now on. Files in `before` keep that earlier stamp;
    /// files new to the list are stamped now.
    mutating func watch(_ files: [String], stampedBefore before: [String: FileStamp] = [:]) {
        self.files = files
        var stamps: [String: FileStamp] = [:]
        for path in files { stamps[path] = before[path] ?? FileStamp(of: path) }
        self.stamps = stamps
    }

    static func stamps(_ files: [String]) -> [String: FileStamp] {
        var out: [String: FileStamp] = [:]
        for path in files { out[path] = FileStamp(of: path) }
        return out
    }
}
