#if canImport(Glibc)
import Glibc
#endif

/// Notices when any file of the theme changes on disk (written, replaced,
/// deleted, made unreadable) by polling `stat`: portable, no inotify
/// descriptor to manage, and cheap at four checks a second.
struct ThemeWatcher {
    private(set) var files: [String]
    private var fingerprint: [Int]

    init(files: [String]) {
        self.files = files
        self.fingerprint = ThemeWatcher.fingerprint(files)
    }

    /// True once per change.
    mutating func changed() -> Bool {
        let now = ThemeWatcher.fingerprint(files)
        if now == fingerprint { return false }
        fingerprint = now
        return true
    }

    mutating func watch(_ files: [String]) {
        self.files = files
        fingerprint = ThemeWatcher.fingerprint(files)
    }

    static func fingerprint(_ files: [String]) -> [Int] {
        var out: [Int] = []
        for path in files {
            var info = stat()
            if stat(path, &info) != 0 {
                out += [-1, Int(errno)]
                continue
            }
            out += [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_size), Int(info.st_ino), Int(info.st_mode),
                    access(path, R_OK) == 0 ? 1 : 0]
        }
        return out
    }
}
