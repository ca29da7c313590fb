/// A file that could not be read or written, with the path and the reason in words.
public struct FileError: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// Nothing at the path (EX_NOINPUT for inputs).
        case missing
        /// A folder, a FIFO, a device or a socket where a regular file was expected.
        case notRegular
        /// Larger than the documented limit for that kind of file.
        case tooLarge
        /// One of the theme's own files (or a folder holding them) as a destination.
        case protected
        /// Not the bytes (or not the file) it was when read: an edit made from it would undo someone's change.
        case changedSinceRead
        /// Anything else the system refused (permissions, I/O errors, a full disk).
        case other
    }

    public var path: String
    public var reason: String
    public var kind: Kind

    public init(path: String, reason: String, kind: Kind = .other) {
        self.path = path
        self.reason = reason
        self.kind = kind
    }

    init(path: String, errno code: Int32) {
        self.init(
            path: path, reason: FileError.describe(code), kind: code == ENOENT || code == ENOTDIR ? .missing : .other)
    }

    /// The reason only: callers add the path and what the file was for.
    public var description: String { reason }

    /// A short reason for an `errno` value, in the words a designer would use.
    public static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case ELOOP: return "too many levels of symbolic links (a symlink loop?)"
        case EISDIR: return "it is a directory"
        case ENOTDIR: return "a part of the path is not a directory"
        case ENAMETOOLONG: return "the path is too long"
        case ENOSPC: return "the disk is full"
        case EDQUOT: return "the disk quota is exceeded"
        case EROFS: return "the file system is read-only"
        case EPIPE: return "the reader went away (broken pipe)"
        default: return String(cString: strerror(code))
        }
    }
}
