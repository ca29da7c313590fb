import ColorScience
import Platform
import ThemeModel

/// What a command printed and how it ended. Commands write here rather than
/// to the file descriptors so tests can run them in-process.
public struct CommandOutput: Sendable {
    public var stdout = ""
    /// Binary output (a PNG) for standard output, after `stdout`'s text.
    public var stdoutBinary: [UInt8] = []
    public var stderr = ""
    public var exitCode: Int32 = 0

    public init() {}

    mutating func print(_ line: String = "", terminator: String = "\n") {
        stdout += line
        stdout += terminator
    }
    /// A table written straight into the output: a copy of 100,000 rows costs as much as the rows.
    mutating func print(_ table: TextTable, indent: String = "") {
        table.append(to: &stdout, indent: indent)
        stdout += "\n"
    }
    /// Raw bytes (an export) for standard output: text formats as text, a PNG as it is.
    mutating func stdoutBytes(_ bytes: [UInt8]) {
        if let text = String(validating: bytes, as: UTF8.self) {
            stdout += text
        } else {
            stdoutBinary += bytes
        }
    }
    mutating func error(_ line: String) {
        stderr += line
        stderr += "\n"
    }
    /// A theme's notes, on stderr whatever the output format.
    mutating func notes(_ theme: Theme) { for n in theme.notes { error(n.description(label: "note")) } }

    /// Writes both streams to the process's standard output and error, and
    /// returns the exit code: the command's, or 74 (EX_IOERR) when standard
    /// output could not take everything (a full disk, a closed file).
    public func flush() -> Int32 {
        do {
            try StandardStream.write(stdout, to: 1)
            if !stdoutBinary.isEmpty { try StandardStream.write(stdoutBinary, to: 1) }
        } catch {
            try? StandardStream.write(stderr, to: 2)
            try? StandardStream.write("dusk: error: cannot write to standard output: \(error.reason)\n", to: 2)
            return 74
        }
        try? StandardStream.write(stderr, to: 2)
        return exitCode
    }
}
