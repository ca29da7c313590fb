import Glibc

/// The process's standard output and error. Every write is checked: output
/// that did not arrive (a full disk, a closed pipe) is an error the command
/// reports, never a silent success.
public enum StandardStream {
    /// Writes all of `text` to `fd`, retrying short writes.
    public static func write(_ text: String, to fd: Int32) throws(FileError) {
        try Descriptor.writeAll(Array(text.utf8), to: fd, name: name(fd))
    }

    static func name(_ fd: Int32) -> String {
        fd == 1 ? "standard output" : fd == 2 ? "standard error" : "file descriptor \(fd)"
    }
}
