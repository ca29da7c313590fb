/// Several files of one theme replaced as one change (a catalog's colorsets fixed in place). Each file is
/// replaced atomically already; what a transaction adds is that the theme is never left half changed:
/// - Ctrl-C, SIGTERM, SIGHUP and SIGQUIT are held while the files are written (`HeldSignals`).
/// - For what cannot be held (`kill -9`, a crash), a journal beside the theme is made first (`WriteJournal`):
///   every file's bytes before and after, its path below the theme's folder, and, just before each new file
///   takes its name, that file's identity. It is removed once the last file is in place. A later write to the
///   theme (or `dusk recover`) rolls the change back (`recover`): only files below the theme's folder that are
///   still the very files dusk put there, with the bytes it wrote.
public enum FileTransaction {
    public struct Change {
        public var file: InPlaceFile
        public var replacement: [UInt8]

        public init(_ file: InPlaceFile, replacement: [UInt8]) {
            self.file = file
            self.replacement = replacement
        }
    }

    /// What a rollback did, by path below the theme's folder: the files put back as they were, those the run
    /// never replaced, and those that changed since (left alone).
    public struct Recovery: Equatable, Sendable {
        public var restored: [String] = []
        public var untouched: [String] = []
        public var changedSince: [String] = []
    }

    /// The journal of a change to the theme at `themePath` (a file or a catalog folder): a hidden file beside it,
    /// by the theme's canonical path, so every name for the theme finds the same journal.
    public static func journalPath(for themePath: String) -> String {
        var trimmed = FileSystem.canonicalPath(themePath) ?? themePath
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        let directory = Path.directory(of: trimmed)
        return (directory == "/" ? "" : directory) + "/." + Path.lastComponent(trimmed) + ".dusk-journal"
    }

    /// The folder a theme's writes stay in and its journal's paths start from: a catalog or token folder
    /// itself, or the folder holding a theme file (a link the user named as the theme followed to it).
    public static func root(of themePath: String) throws(FileError) -> OpenFolder {
        let real = FileSystem.canonicalPath(themePath) ?? themePath
        return try OpenFolder(FileSystem.isDirectory(real) ? real : Path.directory(of: real))
    }

    /// Writes `changes` below `root` as one change. Returns the paths written and the failures of those that
    /// could not be. `stoppingAfter` is for tests: the run stops after that many files as a `kill -9` would stop
    /// it, the journal left for `recover`.
    public static func commit(
        _ changes: [Change], root: OpenFolder, journal: String, stoppingAfter stop: Int? = nil
    ) throws(FileError) -> (written: [String], failed: [(Change, FileError)]) {
        for change in changes { change.file.removeStaleTemporaries() }
        return try HeldSignals.during { () throws(FileError) in
            // One file is replaced atomically on its own: no journal needed.
            let log = changes.count > 1 ? try WriteJournal.create(journal, root: root, changes: changes) : nil
            var written: [String] = []
            var failed: [(Change, FileError)] = []
            for (index, change) in changes.enumerated() {
                if written.count + failed.count == stop { return (written, failed) }
                do throws(FileError) {
                    try change.file.replace(with: change.replacement) { identity throws(FileError) in
                        try log?.placed(index, identity)
                    }
                    written.append(change.file.path)
                } catch {
                    failed.append((change, error))
                }
            }
            if stop == changes.count { return (written, failed) }
            if log != nil { unlink(journal) }
            return (written, failed)
        }
    }

    /// Rolls back a change a run did not finish, if `journal` holds one for `root`: each file that is still the
    /// file dusk put there, with the bytes it wrote, gets its original bytes back; one that is not was changed
    /// since and is left as it is. Nil when there is no journal. A journal that is not dusk's for this theme is
    /// refused (`WriteJournal.read`) and left in place.
    public static func recover(journal path: String, root: OpenFolder) throws(FileError) -> Recovery? {
        guard let journal = try WriteJournal.read(path, root: root) else { return nil }
        var recovery = Recovery()
        for (index, entry) in journal.entries.enumerated() {
            let shown = entry.parts.joined(separator: "/")
            defer { (try? root.folder(entry.parts.dropLast()))?.removeStaleTemporaries(of: entry.parts.last ?? "") }
            // Up to the longer of the two: a file still as it was is told apart from one changed since.
            let now = try? root.folder(entry.parts.dropLast()).read(
                entry.parts.last ?? "", limit: max(entry.original.count, entry.replacement.count))
            guard let placed = journal.placed[index], let now, now.identity == placed, now.bytes == entry.replacement
            else {
                if now?.bytes == entry.original {
                    recovery.untouched.append(shown)
                } else {
                    recovery.changedSince.append(shown)
                }
                continue
            }
            let file: InPlaceFile
            do throws(FileError) {
                file = try InPlaceFile(
                    parts: entry.parts, shown: root.path + "/" + shown, below: root, expecting: entry.replacement)
            } catch {
                recovery.changedSince.append(shown)
                continue
            }
            guard file.identity == placed else {
                recovery.changedSince.append(shown)
                continue
            }
            try file.replace(with: entry.original)
            recovery.restored.append(shown)
        }
        unlink(path)
        return recovery
    }

    /// What a command that writes nothing says of a journal: how many of its files the cut-short run had
    /// replaced, of how many; nil when there is none. Refuses one that is not dusk's for this theme, as
    /// `recover` does, and changes nothing.
    public static func pending(journal path: String, root: OpenFolder) throws(FileError) -> (placed: Int, of: Int)? {
        guard let journal = try WriteJournal.read(path, root: root) else { return nil }
        return (journal.placed.count, journal.entries.count)
    }
}
