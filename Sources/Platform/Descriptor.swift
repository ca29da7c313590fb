/// Writing to a descriptor that is already open (a file being written, the standard streams, the
/// terminal): the one loop that retries short writes.
public enum Descriptor {
    /// Writes all of `bytes` to `fd`: retries short and interrupted writes, and waits while a
    /// non-blocking descriptor is full. Any other failure (a full disk, a closed pipe, a terminal
    /// that went away) is an error, never a silently short write.
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32, name: String) throws(FileError) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let n = SystemCall.write(fd, base + offset, bytes.count - offset)
            if n > 0 {
                offset += n
                continue
            }
            let code = errno
            if n < 0 && code == EINTR { continue }
            if n < 0 && code == EAGAIN {
                var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, 100)
                continue
            }
            throw n == 0 ? FileError(path: name, reason: "short write") : FileError(path: name, errno: code)
        }
    }

    /// `writeAll` for an array (`withUnsafeBytes` rethrows untyped errors, so the error is carried out by hand).
    public static func writeAll(_ bytes: [UInt8], to fd: Int32, name: String) throws(FileError) {
        var failure: FileError?
        bytes.withUnsafeBytes { raw in
            do throws(FileError) {
                try writeAll(raw, to: fd, name: name)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// A C stream over `fd`, for libraries that take `FILE *` (curses takes its terminal so).
    public static func stream(_ fd: Int32, mode: String) -> UnsafeMutablePointer<FILE>? {
        fdopen(fd, mode)
    }
}
