import Glibc

/// Several files of one theme replaced as one change (a catalog's colorsets fixed in place). Each file is
/// replaced atomically already; what a transaction adds is that the theme is never left half changed:
/// - Ctrl-C, SIGTERM, SIGHUP and SIGQUIT are held while the files are written, so the change finishes and the
///   signal acts after it.
/// - For what cannot be held (`kill -9`, a crash, power), a journal beside the theme is written first: every
///   file's bytes before and after. It is removed once the last file is in place. The next run that opens the
///   theme finds it and rolls the change back (`recover`), so the theme is wholly as it was.
public enum FileTransaction {
    public struct Change: Equatable, Sendable {
        public var path: String
        public var original: [UInt8]
        public var replacement: [UInt8]

        public init(path: String, original: [UInt8], replacement: [UInt8]) {
            self.path = path
            self.original = original
            self.replacement = replacement
        }
    }

    /// What a rollback did: the files put back as they were, and those that changed since (left alone).
    public struct Recovery: Equatable, Sendable {
        public var restored: [String] = []
        public var untouched: [String] = []
        public var changedSince: [String] = []
    }

    /// The journal of a change to the theme at `themePath` (a file or a catalog folder): a hidden file beside it.
    public static func journalPath(for themePath: String) -> String {
        let trimmed = themePath.hasSuffix("/") ? String(themePath.dropLast()) : themePath
        let directory = Path.directory(of: trimmed)
        return (directory.isEmpty ? "" : directory + "/") + "." + Path.lastComponent(trimmed) + ".dusk-journal"
    }

    static let magic = Array("dusk journal 1\n".utf8)

    /// Writes `changes`, each through `replace` (which checks the file is still what it was), as one change.
    /// Returns the paths written and the failures of those that could not be. `stoppingAfter` is for tests: the
    /// run stops after that many files as a `kill -9` would stop it, the journal left for `recover`.
    public static func commit(
        _ changes: [Change], journal: String,
        stoppingAfter stop: Int? = nil,
        replace: (Change) throws(FileError) -> Void
    ) throws(FileError) -> (written: [String], failed: [(Change, FileError)]) {
        guard changes.count > 1 else {
            // One file is replaced atomically on its own: no journal needed.
            var failed: [(Change, FileError)] = []
            for change in changes {
                do throws(FileError) { try replace(change) } catch { failed.append((change, error)) }
            }
            return (failed.isEmpty ? changes.map(\.path) : [], failed)
        }
        var held = sigset_t()
        var previous = sigset_t()
        sigemptyset(&held)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&held, signal) }
        pthread_sigmask(SIG_BLOCK, &held, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try AtomicFile.write(encode(changes), to: journal, protecting: ProtectedFiles(changes.map(\.path)))
        var written: [String] = []
        var failed: [(Change, FileError)] = []
        for change in changes {
            if written.count + failed.count == stop { return (written, failed) }
            do throws(FileError) {
                try replace(change)
                written.append(change.path)
            } catch {
                failed.append((change, error))
            }
        }
        if stop == changes.count { return (written, failed) }
        unlink(journal)
        return (written, failed)
    }

    /// Rolls back a change a run did not finish, if `journal` holds one: each file that holds the change's bytes
    /// gets its original bytes back; one that holds neither was changed since and is left as it is. Nil when
    /// there is no journal. An unreadable journal is left in place and said to be.
    public static func recover(journal: String) throws(FileError) -> Recovery? {
        var info = stat()
        guard lstat(journal, &info) == 0 else { return nil }
        try FileSystem.requireRegular(info, path: journal)
        let bytes = try FileSystem.read(journal, limit: Int(info.st_size))
        guard let changes = decode(bytes) else {
            throw FileError(path: journal, reason: "dusk cannot read it, so nothing was rolled back")
        }
        var recovery = Recovery()
        for change in changes {
            let now = try? FileSystem.read(change.path, limit: max(change.original.count, change.replacement.count))
            if now == change.replacement, change.replacement != change.original {
                try InPlaceFile.replace(change.path, expecting: change.replacement, with: change.original)
                recovery.restored.append(change.path)
            } else if now == change.original {
                recovery.untouched.append(change.path)
            } else {
                recovery.changedSince.append(change.path)
            }
        }
        unlink(journal)
        return recovery
    }

    static func encode(_ changes: [Change]) -> [UInt8] {
        var out = magic
        func number(_ n: Int) { out += Array(String(n).utf8) + [0x0A] }
        number(changes.count)
        for change in changes {
            let path = Array(change.path.utf8)
            for part in [path, change.original, change.replacement] {
                number(part.count)
                out += part
            }
        }
        return out
    }

    static func decode(_ bytes: [UInt8]) -> [Change]? {
        guard bytes.starts(with: magic) else { return nil }
        var offset = magic.count
        func number() -> Int? {
            guard let end = bytes[offset...].firstIndex(of: 0x0A), end - offset <= 20,
                let n = Int(String(decoding: bytes[offset..<end], as: UTF8.self)), n >= 0
            else { return nil }
            offset = end + 1
            return n
        }
        func part() -> [UInt8]? {
            guard let n = number(), n <= bytes.count - offset else { return nil }
            defer { offset += n }
            return Array(bytes[offset..<offset + n])
        }
        guard let count = number(), count <= bytes.count else { return nil }
        var changes: [Change] = []
        for _ in 0..<count {
            guard let path = part(), let original = part(), let replacement = part() else { return nil }
            changes.append(
                Change(path: String(decoding: path, as: UTF8.self), original: original, replacement: replacement))
        }
        return offset == bytes.count ? changes : nil
    }
}
