import Glibc

/// The process's standard output and error. Every write is checked: output
/// that did not arrive (a full disk, a closed pipe) is an error the command
/// reports, never a silent success.
public enum StandardStream {
    /// Writes all of `text` to `fd`, retrying short writes.
    public static func write(_ text: String, to fd: Int32) throws(FileError) {
        var text = text
        var failure: FileError?
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                if n <= 0 {
                    failure = n == 0 ? FileError(path: name(fd), reason: "short write") : FileError(path: name(fd), errno: errno)
                    return
                }
                offset += n
            }
        }
        if let failure { throw failure }
    }

    static func name(_ fd: Int32) -> String { fd == 1 ? "standard output" : fd == 2 ? "standard error" : "file descriptor \(fd)" }
}
