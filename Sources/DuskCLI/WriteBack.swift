import Audit
import Formats
import Platform
import Rewrite
import ThemeModel

/// The one way values reach a theme's own files, for the preview's `w` and `dusk fix --in-place`: in place
/// where the format allows (`InPlaceWriter`: only the bytes of those values change, read back before
/// anything is written), the rest into the overlay theme `dusk fix` writes (NAME.fixed.json beside the
/// theme, inheriting it), and the summary says which went where and why.
enum WriteBack {
    struct Outcome {
        /// The theme's files written in place, the values each took, and the appearances those serve too.
        var files: [(path: String, edits: [ColorEdit], served: [ColorEdit])] = []
        /// The overlay theme written, and the changes it holds with why each is not in place.
        var overlay: String?
        var overlaid: [(change: PaletteFix.Change, reason: String)] = []
        /// What the files written say beside their values (more decimals than a file's rounding has, a dark value
        /// kept in a file's dark rule).
        var notes: [String] = []
        /// Variants written again with their color, so the values written change nothing else.
        var kept: [ColorEdit] = []
        /// What rolling back an earlier, cut-short write did first.
        var recovered: String?

        var inPlaceCount: Int { files.reduce(0) { $0 + $1.edits.count } }

        /// `2 values written into juniper.json; 1 into the overlay juniper.fixed.json (not in place: ...)`.
        var summary: String {
            var parts: [String] = recovered.map { [$0] } ?? []
            if !files.isEmpty {
                let names = files.prefix(3).map { SafeText.sanitized(WriteBack.shortName($0.path)) }
                let more = files.count > 3 ? ", +\(files.count - 3) more files" : ""
                let said = notes.isEmpty ? "" : " (" + notes.map(SafeText.sanitized).joined(separator: "; ") + ")"
                parts.append(
                    "\(inPlaceCount) value\(inPlaceCount == 1 ? "" : "s") written into "
                        + names.joined(separator: ", ") + more + said)
            }
            if let overlay {
                parts.append(
                    "\(overlaid.count) into the overlay \(SafeText.sanitized(overlay)), which inherits the theme "
                        + "(not in place: \(WriteBack.reasons(overlaid.map { ($0.change.edit, $0.reason) })))")
            }
            return files.isEmpty && overlay == nil
                ? (parts + ["nothing written"]).joined(separator: "; ")
                : parts.joined(separator: "; ")
        }

        /// The same for a terminal's standard output, a line each: what was written where, each note, and each
        /// reason a value went to the overlay with the values it kept out.
        var lines: [String] {
            var lines: [String] = recovered.map { ["note: " + $0] } ?? []
            if !files.isEmpty {
                let names = files.prefix(3).map { SafeText.sanitized(WriteBack.shortName($0.path)) }
                let more = files.count > 3 ? ", +\(files.count - 3) more files" : ""
                lines.append(
                    "\(inPlaceCount) value\(inPlaceCount == 1 ? "" : "s") written into " + names.joined(separator: ", ")
                        + more)
                lines += notes.map { "  " + SafeText.sanitized($0) }
            }
            if let overlay {
                lines.append(
                    "\(overlaid.count) into the overlay \(SafeText.sanitized(overlay)), which inherits the theme; "
                        + "not in place:")
                lines += WriteBack.reasonList(overlaid.map { ($0.change.edit, $0.reason) }).map { "  " + $0 }
            }
            return files.isEmpty && overlay == nil ? lines + ["nothing written"] : lines
        }
    }

    /// How a summary names a file: its name, and a colorset's folder with it (every colorset's file is
    /// `Contents.json`).
    static func shortName(_ path: String) -> String {
        let name = Path.lastComponent(path)
        guard name == "Contents.json" else { return name }
        return Path.lastComponent(Path.directory(of: path)) + "/" + name
    }

    /// `reason (brandText dark, tint light); another reason (...)`: each reason once, with what it kept out.
    static func reasons(_ unplaced: [(edit: ColorEdit, reason: String)]) -> String {
        reasonList(unplaced).joined(separator: "; ")
    }

    /// Each reason once, with what it kept out: `reason (brandText dark, tint light)`.
    static func reasonList(_ unplaced: [(edit: ColorEdit, reason: String)]) -> [String] {
        var order: [String] = []
        var what: [String: [String]] = [:]
        for u in unplaced {
            if what[u.reason] == nil { order.append(u.reason) }
            what[u.reason, default: []].append("\(u.edit.name) \(u.edit.variant.variantKey)")
        }
        return order.map { reason in
            let names = what[reason]!
            let listed = names.prefix(4).joined(separator: ", ") + (names.count > 4 ? ", +\(names.count - 4) more" : "")
            return SafeText.sanitized("\(reason) (\(listed))")
        }
    }

    /// The journal an in-place write to the theme `reference` names would leave, and the theme's folder; nil
    /// for a built-in theme or a path with nothing at it (the load then says why).
    static func journal(for reference: String) -> (path: String, root: OpenFolder)? {
        guard FileSystem.exists(reference) else { return nil }
        let path = FileTransaction.journalPath(for: reference)
        // Nothing there, the common case: no folder opened before the first frame.
        guard FileSystem.entry(at: path) != .missing || FileSystem.isLink(path),
            let root = try? FileTransaction.root(of: reference)
        else { return nil }
        return (path, root)
    }

    /// A journal that is not dusk's for this theme: said, left alone, and nothing written (exit 74).
    static func refusedJournal(_ path: String, _ error: FileError) -> CommandError {
        CommandError(
            "`\(SafeText.sanitized(path))` should be the journal of an in-place write that was cut short, "
                + "but \(SafeText.sanitized(error.reason)); check the theme's files, then remove it", exitCode: 74)
    }

    /// Before a command that writes into the theme (`dusk fix --in-place`, `dusk recover`, the preview's `w`):
    /// rolls back what an interrupted in-place write (`kill -9` in the middle of a catalog) left half done, and
    /// says what it did; nil when there was nothing to do.
    static func recover(_ reference: String) throws -> String? {
        guard let (journal, root) = journal(for: reference) else { return nil }
        // The overlay's own temporary, if a run was killed while writing it.
        let overlay = FixCommand.defaultTarget(for: FileSystem.canonicalPath(reference) ?? reference)
        (try? OpenFolder(Path.directory(of: overlay)))?.removeStaleTemporaries(of: Path.lastComponent(overlay))
        let recovery: FileTransaction.Recovery?
        do throws(FileError) { recovery = try FileTransaction.recover(journal: journal, root: root) } catch {
            throw refusedJournal(journal, error)
        }
        guard let recovery else { return nil }
        var said =
            "an earlier in-place write to \(SafeText.sanitized(reference)) was cut short; rolled back "
            + "\(recovery.restored.count) file\(recovery.restored.count == 1 ? "" : "s") to what they were"
        if let first = recovery.changedSince.first {
            said +=
                "; \(recovery.changedSince.count) changed since and left as they are "
                + "(`\(SafeText.sanitized(first))` first)"
        }
        return said
    }

    /// Before a command that writes nothing (`colors`, `check`, `export`, `fix` to a new file, the preview
    /// until `w`): says that an interrupted in-place write left the theme half changed and which command undoes
    /// it, touching nothing.
    @discardableResult
    static func notePending(_ reference: String, _ out: inout CommandOutput) throws -> String? {
        guard let (journal, root) = journal(for: reference) else { return nil }
        let pending: (placed: Int, of: Int)?
        do throws(FileError) { pending = try FileTransaction.pending(journal: journal, root: root) } catch {
            throw refusedJournal(journal, error)
        }
        guard let pending else { return nil }
        let theme = SafeText.sanitized(reference)
        let said =
            "an in-place write to \(theme) was cut short after \(pending.placed) of \(pending.of) files; what "
            + "follows reads the theme half changed. `dusk recover \(theme)` puts those files back"
        out.error("note: " + said)
        return said
    }

    /// Writes `changes` into `theme` (loaded from `reference` with `mode`). `force` lets the overlay replace
    /// a file `dusk fix` did not write.
    static func write(
        _ changes: [PaletteFix.Change], unfixable: [PaletteFix.Unfixable] = [], theme: Theme, reference: String,
        mode: String?, files: ProjectFiles, force: Bool = false
    ) throws -> Outcome {
        guard let path = theme.path else {
            throw CommandError(
                "\(SafeText.sanitized(reference)) is built in: there is no file to write into", exitCode: 73)
        }
        // A token moved to another step of its scale is written as the reference it is (in a token file, in place).
        let plan = InPlaceWriter.plan(changes.map(\.edit), in: theme, fileAccess: files) { read throws(ThemeError) in
            try ThemeLoader.load(reference, mode: mode, fileAccess: read)
        }
        var outcome = Outcome()
        outcome.recovered = try recover(reference)
        var unplaced = plan.unplaced
        let root: OpenFolder
        do throws(FileError) { root = try FileTransaction.root(of: path) } catch {
            throw CommandError("cannot open the theme's folder: \(SafeText.sanitized(error.reason))", exitCode: 73)
        }
        var ready: [(change: FileTransaction.Change, file: InPlacePlan.File)] = []
        // Every file is checked before the first is written: a change on disk stops everything.
        for file in plan.files {
            do throws(FileError) {
                // The theme file the user named may be a link, followed to its file; nothing below is.
                let named = file.path == path ? FileSystem.canonicalPath(path) ?? path : file.path
                let opened = try InPlaceFile(named, below: root, expecting: file.original)
                ready.append((FileTransaction.Change(opened, replacement: file.bytes), file))
            } catch {
                if error.kind == .changedSinceRead {
                    // A rollback just now is why, when there was one: say both.
                    throw CommandError(
                        (outcome.recovered.map { $0 + "; " } ?? "")
                            + "not written: `\(SafeText.sanitized(file.path))` \(error.reason)", exitCode: 73)
                }
                unplaced += file.allEdits.map { .init(edit: $0, reason: error.reason) }
            }
        }
        // The overlay too, when values will go there: nothing is written in place when it cannot be.
        let target = FixCommand.defaultTarget(for: path)
        if !unplaced.isEmpty { try FixCommand.guardTarget(target, of: theme, force: force) }
        // Several files and the overlay are one change: finished whatever signal comes (held until then), or
        // rolled back by the next write after a `kill -9`.
        return try HeldSignals.during { () throws in
            try finish(
                ready, root: root, outcome: outcome, unplaced: unplaced, changes: changes,
                unfixable: unfixable, theme: theme, path: path, target: target, force: force)
        }
    }

    /// The second half of `write`, with signals held: the files in place, then what they could not take into the
    /// overlay.
    private static func finish(
        _ ready: [(change: FileTransaction.Change, file: InPlacePlan.File)], root: OpenFolder, outcome: Outcome,
        unplaced: [InPlacePlan.Unplaced], changes: [PaletteFix.Change], unfixable: [PaletteFix.Unfixable],
        theme: Theme, path: String, target: String, force: Bool
    ) throws -> Outcome {
        var outcome = outcome
        var unplaced = unplaced
        do throws(FileError) {
            let journal = FileTransaction.journalPath(for: path)
            let result = try FileTransaction.commit(ready.map(\.change), root: root, journal: journal)
            let failed = Dictionary(
                result.failed.map { ($0.0.file.path, $0.1) }, uniquingKeysWith: { first, _ in first })
            for (change, file) in ready {
                if let error = failed[change.file.path] {
                    unplaced += file.allEdits.map { .init(edit: $0, reason: error.reason) }
                } else {
                    outcome.files.append((file.path, file.edits, file.served))
                    outcome.notes += file.notes
                    outcome.kept += file.kept
                }
            }
        } catch {
            let why = "cannot write the journal beside the theme that makes its files one change: \(error.reason)"
            unplaced += ready.flatMap(\.file.allEdits).map {
                .init(edit: $0, reason: why)
            }
        }
        guard !unplaced.isEmpty else { return outcome }
        let byEdit = Dictionary(changes.map { ($0.edit, $0) }, uniquingKeysWith: { _, last in last })
        outcome.overlaid = unplaced.compactMap { u in byEdit[u.edit].map { ($0, u.reason) } }
        // The overlay writes each color whole: with the values just written in place, not the ones they replaced.
        var written = theme
        for (key, color) in theme.colors(after: outcome.files.flatMap(\.edits) + outcome.kept) {
            written.setVariant(key.name, key.variant, .literal(color))
        }
        let text = FixFile.text(
            PaletteFix(changes: outcome.overlaid.map(\.change), unfixable: unfixable), theme: written,
            name: FixFile.fixedName(of: theme.name), inherits: FixCommand.relativeReference(to: path, from: target),
            original: path)
        do {
            try FixCommand.guardTarget(target, of: theme, force: force)
            try AtomicFile.write(Array(text.utf8), to: target, protecting: ProtectedFiles(theme.files))
        } catch {
            let why =
                (error as? CommandError)?.message
                ?? "cannot write `\(SafeText.sanitized(target))`: \((error as? FileError)?.reason ?? "\(error)")"
            let done = outcome.files.isEmpty ? "" : "\(outcome.summary); the rest not written: "
            throw CommandError(done + why, exitCode: 73)
        }
        outcome.overlay = target
        return outcome
    }
}
