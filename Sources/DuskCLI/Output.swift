#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a command printed and how it ended. Commands write here rather than
/// to the file descriptors so tests can run them in-process.
public struct CommandOutput: Sendable {
    public var stdout = ""
    public var stderr = ""
    public var exitCode: Int32 = 0

    public init() {}

    mutating func print(_ line: String = "") { stdout += line; stdout += "\n" }
    /// Raw bytes (an export) for standard output.
    mutating func stdoutBytes(_ bytes: [UInt8]) { stdout += String(decoding: bytes, as: UTF8.self) }
    mutating func error(_ line: String) { stderr += line; stderr += "\n" }

    /// Writes both streams to the process's standard output and error.
    public func flush() {
        StandardStream.write(stdout, to: 1)
        StandardStream.write(stderr, to: 2)
    }
}

public enum StandardStream {
    /// Writes all of `text`, retrying short writes; a closed pipe just stops.
    public static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }
                offset += n
            }
        }
    }

}
