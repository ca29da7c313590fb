/// What `stat` says of a file, enough to notice that it changed: written,
/// replaced, deleted, or made unreadable.
public struct FileStamp: Hashable, Sendable {
    var values: [Int]

    /// The stamp of `path` now; a missing file has a stamp too (its errno), so deletion is a change.
    public init(of path: String) {
        var info = stat()
        if stat(path, &info) != 0 {
            values = [-1, Int(errno)]
            return
        }
        values = [
            Int(info.modificationTime.tv_sec), Int(info.modificationTime.tv_nsec), Int(info.st_size), Int(info.st_ino),
            Int(info.st_mode), access(path, R_OK) == 0 ? 1 : 0,
        ]
    }
}

/// Monotonic time for timeouts and benchmarks.
public enum Clock {
    public static func milliseconds() -> Int {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int(ts.tv_sec) * 1000 + Int(ts.tv_nsec) / 1_000_000
    }
}
