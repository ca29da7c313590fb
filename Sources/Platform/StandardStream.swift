/// The process's standard output and error. Every write is checked: output
/// that did not arrive (a full disk, a closed pipe) is an error the command
/// reports, never a silent success.
public enum StandardStream {
    /// Writes all of `text` to `fd`, retrying short writes.
    /// A native string's bytes are written where they are: a copy of 14 MB of output was its peak memory.
    public static func write(_ text: String, to fd: Int32) throws(FileError) {
        var text = text
        var failure: FileError?
        text.withUTF8 { bytes in
            do throws(FileError) {
                try Descriptor.writeAll(UnsafeRawBufferPointer(bytes), to: fd, name: name(fd))
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// Writes all of `bytes` (a PNG, say) to `fd`, retrying short writes.
    public static func write(_ bytes: [UInt8], to fd: Int32) throws(FileError) {
        try Descriptor.writeAll(bytes, to: fd, name: name(fd))
    }

    /// Whether `fd` is a terminal: binary output is not sent to one.
    public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    static func name(_ fd: Int32) -> String {
        fd == 1 ? "standard output" : fd == 2 ? "standard error" : "file descriptor \(fd)"
    }
}
