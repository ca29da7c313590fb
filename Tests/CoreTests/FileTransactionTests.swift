import Foundation
import Testing

@testable import Platform

/// A change to several files of one theme is whole or not at all, wherever a run is stopped; and a journal
/// found beside a theme rolls back only what dusk itself wrote there.
@Suite("Several files as one change")
struct FileTransactionTests {
    static func original(_ i: Int) -> [UInt8] { Array("{ \"red\" : \"0x\(i)0\" }\n".utf8) }
    static let replacement = Array("{ \"red\" : \"0xFF\" }\n".utf8)

    /// A catalog of `count` colorsets in a folder of its own, and the changes that fix each.
    func catalog(_ count: Int) throws -> (dir: String, root: OpenFolder, changes: [FileTransaction.Change]) {
        var texts: [String: String] = [:]
        for i in 0..<count {
            texts["X.xcassets/C\(i).colorset/Contents.json"] = String(decoding: Self.original(i), as: UTF8.self)
        }
        let dir = try TestFiles.directory(texts)
        let root = try FileTransaction.root(of: dir + "/X.xcassets")
        let changes = try (0..<count).map { i in
            FileTransaction.Change(
                try InPlaceFile(
                    dir + "/X.xcassets/C\(i).colorset/Contents.json", below: root, expecting: Self.original(i)),
                replacement: Self.replacement)
        }
        return (dir, root, changes)
    }

    /// A catalog of `count` colorsets whose fix was stopped after `stop` files, as `kill -9` would stop it.
    func stopped(
        _ count: Int, after stop: Int
    ) throws -> (dir: String, root: OpenFolder, changes: [FileTransaction.Change], journal: String) {
        let (dir, root, changes) = try catalog(count)
        let journal = FileTransaction.journalPath(for: dir + "/X.xcassets")
        _ = try FileTransaction.commit(changes, root: root, journal: journal, stoppingAfter: stop)
        return (dir, root, changes, journal)
    }

    func contents(_ dir: String, _ count: Int) -> [[UInt8]] {
        (0..<count).map {
            (try? FileSystem.read(dir + "/X.xcassets/C\($0).colorset/Contents.json", limit: 1_000)) ?? []
        }
    }

    func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    @Test("stopped after any number of files, a rollback puts every file back as it was", arguments: 0...5)
    func stoppedAnywhere(after stop: Int) throws {
        let (dir, root, changes) = try catalog(5)
        let journal = FileTransaction.journalPath(for: dir + "/X.xcassets")
        #expect(journal == FileSystem.canonicalPath(dir)! + "/.X.xcassets.dusk-journal")
        let result = try FileTransaction.commit(changes, root: root, journal: journal, stoppingAfter: stop)
        #expect(result.written.count == stop)
        #expect(exists(journal), "a stopped run leaves its journal")
        let bytes = try FileSystem.read(journal, limit: 1 << 20)
        #expect(!String(decoding: bytes, as: UTF8.self).contains(dir), "paths below the catalog, not from here")
        var info = stat()
        #expect(lstat(journal, &info) == 0 && info.st_mode & 0o777 == 0o600, "the owner's alone")
        #expect(try FileTransaction.pending(journal: journal, root: root)! == (stop, 5))
        let recovery = try FileTransaction.recover(journal: journal, root: root)
        #expect(recovery?.restored.count == stop)
        #expect(recovery?.untouched.count == 5 - stop)
        #expect(contents(dir, 5) == (0..<5).map(Self.original), "wholly as it was")
        #expect(!exists(journal))
        #expect(try FileTransaction.recover(journal: journal, root: root) == nil, "nothing more to do")
    }

    @Test("a finished change leaves no journal; a file edited since a stop is left as it is and said to be")
    func finishedAndEditedSince() throws {
        let (dir, root, changes) = try catalog(3)
        let journal = FileTransaction.journalPath(for: dir + "/X.xcassets")
        let done = try FileTransaction.commit(changes, root: root, journal: journal)
        #expect(done.written.count == 3 && done.failed.isEmpty)
        #expect(!exists(journal))
        #expect(contents(dir, 3) == Array(repeating: Self.replacement, count: 3))

        let (dir2, root2, more) = try catalog(3)
        let journal2 = FileTransaction.journalPath(for: dir2 + "/X.xcassets")
        _ = try FileTransaction.commit(more, root: root2, journal: journal2, stoppingAfter: 2)
        try Data("{ \"red\" : \"0x77\" }\n".utf8).write(to: URL(fileURLWithPath: more[1].file.path))
        let recovery = try FileTransaction.recover(journal: journal2, root: root2)
        #expect(
            recovery
                == FileTransaction.Recovery(
                    restored: ["C0.colorset/Contents.json"], untouched: ["C2.colorset/Contents.json"],
                    changedSince: ["C1.colorset/Contents.json"]))
        #expect(String(decoding: contents(dir2, 3)[1], as: UTF8.self).contains("0x77"), "the edit since is kept")
    }

    @Test("a file the stopped run never reached is untouched, also when its bytes were longer than the new ones")
    func untouchedLonger() throws {
        let dir = try TestFiles.directory([
            "X.xcassets/A.colorset/Contents.json": "a long original, longer than what replaces it\n",
            "X.xcassets/B.colorset/Contents.json": "another long original, longer than what replaces it\n",
        ])
        let root = try FileTransaction.root(of: dir + "/X.xcassets")
        let changes = try ["A", "B"].map { name in
            let path = dir + "/X.xcassets/\(name).colorset/Contents.json"
            return FileTransaction.Change(
                try InPlaceFile(path, below: root, expecting: try FileSystem.read(path, limit: 1_000)),
                replacement: Array("short\n".utf8))
        }
        let journal = FileTransaction.journalPath(for: dir + "/X.xcassets")
        _ = try FileTransaction.commit(changes, root: root, journal: journal, stoppingAfter: 1)
        let recovery = try FileTransaction.recover(journal: journal, root: root)
        #expect(recovery == .init(restored: ["A.colorset/Contents.json"], untouched: ["B.colorset/Contents.json"]))
    }

    @Test("a file with the bytes dusk wrote but not the file it put there is left alone")
    func sameBytesOtherFile() throws {
        let (dir, root, changes, journal) = try stopped(2, after: 1)
        // Replaced since by a copy with the very same bytes (a checkout, an editor's save).
        let path = changes[0].file.path
        // (The file dusk placed is kept under another name, so the copy cannot be given its inode again.)
        #expect(rename(path, path + ".kept") == 0)
        try Data(Self.replacement).write(to: URL(fileURLWithPath: path))
        let recovery = try FileTransaction.recover(journal: journal, root: root)
        #expect(recovery?.changedSince == ["C0.colorset/Contents.json"])
        #expect(contents(dir, 1)[0] == Self.replacement)
    }

    /// A journal in dusk's own format, made by hand: what a file committed beside a theme could hold.
    func crafted(_ entries: [(String, String, String)], root: FileIdentity, placed: [Int: FileIdentity]) -> [UInt8] {
        var out = Array("dusk journal 2\n\(root.device) \(root.inode)\n\(entries.count)\n".utf8)
        for (path, before, after) in entries {
            for part in [path, before, after] { out += Array("\(part.utf8.count)\n\(part)".utf8) }
        }
        for (index, identity) in placed { out += Array("placed \(index) \(identity.device) \(identity.inode)\n".utf8) }
        return out
    }

    @Test("a crafted journal naming files outside the theme, or for another folder, rolls back nothing")
    func craftedJournals() throws {
        let dir = try TestFiles.directory([
            "project/theme.json": "{}", "victim.sh": "echo safe\n", "project/inside.sh": "echo safe\n",
        ])
        let theme = dir + "/project/theme.json"
        let root = try FileTransaction.root(of: theme)
        let journal = FileTransaction.journalPath(for: theme)
        let victim = FileIdentity(of: dir + "/victim.sh")!
        let inside = FileIdentity(of: dir + "/project/inside.sh")!
        let attacks: [(String, [UInt8])] = [
            (
                "a path above the theme",
                crafted([("../victim.sh", "echo PWNED\n", "echo safe\n")], root: root.identity!, placed: [0: victim])
            ),
            (
                "an absolute path",
                crafted(
                    [(dir + "/victim.sh", "echo PWNED\n", "echo safe\n")], root: root.identity!, placed: [0: victim])
            ),
            (
                "another folder's journal",
                crafted([("inside.sh", "echo PWNED\n", "echo safe\n")], root: victim, placed: [0: inside])
            ),
            (
                "a file dusk did not put there",
                crafted([("inside.sh", "echo PWNED\n", "echo safe\n")], root: root.identity!, placed: [0: victim])
            ),
            (
                "an empty replacement",
                crafted([("inside.sh", "echo PWNED\n", "")], root: root.identity!, placed: [0: inside])
            ),
            ("dusk's first format", Array("dusk journal 1\n1\n9\ninside.sh10\necho PWNED10\necho safe\n".utf8)),
        ]
        for (what, bytes) in attacks {
            try Data(bytes).write(to: URL(fileURLWithPath: journal))
            chmod(journal, 0o600)
            let recovery = try? FileTransaction.recover(journal: journal, root: root)
            #expect(recovery?.restored ?? [] == [], "\(what)")
            #expect(try String(contentsOfFile: dir + "/victim.sh", encoding: .utf8) == "echo safe\n", "\(what)")
            #expect(try String(contentsOfFile: dir + "/project/inside.sh", encoding: .utf8) == "echo safe\n", "\(what)")
            try? FileManager.default.removeItem(atPath: journal)
        }
    }

    @Test("a journal that is not a regular file of this user's with one name is refused and left where it is")
    func notAJournal() throws {
        let dir = try TestFiles.directory(["X.json": "{}", "elsewhere": "x"])
        let root = try FileTransaction.root(of: dir + "/X.json")
        let journal = FileTransaction.journalPath(for: dir + "/X.json")
        func refused(_ what: String) {
            #expect(throws: FileError.self, "\(what)") { try FileTransaction.recover(journal: journal, root: root) }
            #expect(throws: FileError.self, "\(what)") { try FileTransaction.pending(journal: journal, root: root) }
            #expect(exists(journal), "\(what): left where it is")
            try? FileManager.default.removeItem(atPath: journal)
        }
        try Data("dusk journal 2\n2\n".utf8).write(to: URL(fileURLWithPath: journal))
        refused("garbage")
        #expect(mkfifo(journal, 0o600) == 0)
        refused("a FIFO")
        try FileManager.default.createDirectory(atPath: journal, withIntermediateDirectories: false)
        refused("a folder")
        try FileManager.default.createSymbolicLink(atPath: journal, withDestinationPath: dir + "/elsewhere")
        refused("a symbolic link")
        #expect(link(dir + "/elsewhere", journal) == 0)
        refused("a hard link")
        if geteuid() == 0 {
            let whole = crafted([("X.json", "{}", "{}")], root: root.identity!, placed: [:])
            try Data(whole).write(to: URL(fileURLWithPath: journal))
            chown(journal, 65534, 65534)
            refused("another user's")
        }
    }

    @Test("a journal cut short anywhere in its header is refused; cut in its last line, that file was not placed")
    func truncated() throws {
        let (_, _, _, journal) = try stopped(2, after: 2)
        let whole = try FileSystem.read(journal, limit: 1 << 20)
        let contents = try #require(JournalFormat.decode(whole))
        #expect(contents.placed.count == 2)
        var header = contents
        header.placed = [:]
        let headerLength = JournalFormat.encode(header).count
        var placedBefore = 0
        for cut in 0...whole.count {
            let decoded = JournalFormat.decode(Array(whole.prefix(cut)))
            if cut < headerLength {
                #expect(decoded == nil, "cut at \(cut) of \(whole.count), in the header")
                continue
            }
            let placed = try #require(decoded, "cut at \(cut), in a placed line").placed.count
            #expect(placed >= placedBefore)
            placedBefore = placed
        }
        #expect(placedBefore == 2)
        #expect(JournalFormat.decode(whole + Array("garbage\n".utf8)) == nil)
    }

    @Test("a name swapped for a link to an outside file with the same bytes fails the write; the outside file stays")
    func swappedForLink() throws {
        let (dir, root, changes) = try catalog(2)
        let outside = dir + "/outside.sh"
        try Data(Self.original(0)).write(to: URL(fileURLWithPath: outside))
        let target = changes[0].file.path
        try FileManager.default.removeItem(atPath: target)
        try FileManager.default.createSymbolicLink(atPath: target, withDestinationPath: outside)
        let journal = FileTransaction.journalPath(for: dir + "/X.xcassets")
        let result = try FileTransaction.commit(changes, root: root, journal: journal)
        #expect(result.failed.map(\.0.file.path) == [target])
        #expect(result.failed.first?.1.kind == .changedSinceRead)
        #expect(try FileSystem.read(outside, limit: 100) == Self.original(0), "nothing written outside the catalog")
        #expect(!exists(journal))
        // The colorset's folder swapped for a link to an outside folder: the same.
        let (dir2, root2, more) = try catalog(1)
        try FileManager.default.createDirectory(atPath: dir2 + "/evil", withIntermediateDirectories: false)
        try Data(Self.original(0)).write(to: URL(fileURLWithPath: dir2 + "/evil/Contents.json"))
        try FileManager.default.moveItem(atPath: dir2 + "/X.xcassets/C0.colorset", toPath: dir2 + "/moved")
        try FileManager.default.createSymbolicLink(
            atPath: dir2 + "/X.xcassets/C0.colorset", withDestinationPath: dir2 + "/evil")
        _ = try? FileTransaction.commit(
            more, root: root2, journal: FileTransaction.journalPath(for: dir2 + "/X.xcassets"))
        #expect(try FileSystem.read(dir2 + "/evil/Contents.json", limit: 100) == Self.original(0))
    }

    @Test("a thread swapping a colorset for a link while the catalog is written never leads a write outside")
    func racingSwap() throws {
        for trial in 0..<8 {
            let (dir, root, changes) = try catalog(40)
            let outside = dir + "/outside.json"
            try Data(Self.original(20)).write(to: URL(fileURLWithPath: outside))
            let target = changes[20].file.path
            let stop = Atomic(false)
            let swapper = Thread {
                var linked = false
                while !stop.value {
                    let aside = target + ".aside"
                    if linked {
                        rename(aside, target)
                    } else {
                        rename(target, aside)
                        symlink(outside, target)
                    }
                    linked.toggle()
                }
                if linked { rename(target + ".aside", target) }
            }
            swapper.start()
            _ = try? FileTransaction.commit(
                changes, root: root, journal: FileTransaction.journalPath(for: dir + "/X.xcassets"))
            stop.value = true
            while !swapper.isFinished { usleep(1_000) }
            #expect(try FileSystem.read(outside, limit: 100) == Self.original(20), "trial \(trial)")
        }
    }

    @Test("what a killed run left beside a file it was replacing is removed by the next write")
    func staleTemporaries() throws {
        let (dir, root, changes) = try catalog(2)
        var child: pid_t = 0
        #expect(posix_spawn(&child, "/bin/true", nil, nil, [strdup("true"), nil], nil) == 0)
        waitpid(child, nil, 0)
        let stale = dir + "/X.xcassets/C0.colorset/.Contents.json.tmp-\(child)"
        try Data("half".utf8).write(to: URL(fileURLWithPath: stale))
        let live = dir + "/X.xcassets/C0.colorset/.Contents.json.tmp-1"
        try Data("pid 1 runs".utf8).write(to: URL(fileURLWithPath: live))
        _ = try FileTransaction.commit(
            changes, root: root, journal: FileTransaction.journalPath(for: dir + "/X.xcassets"))
        #expect(!exists(stale))
        #expect(exists(live), "a running process's file is its own")
    }

    @Test("a journal larger than any dusk writes is refused unread; another folder's is refused by its first line")
    func largeJournals() throws {
        let dir = try TestFiles.directory(["X.json": "{}"])
        let root = try FileTransaction.root(of: dir + "/X.json")
        let journal = FileTransaction.journalPath(for: dir + "/X.json")
        #expect(FileManager.default.createFile(atPath: journal, contents: nil))
        chmod(journal, 0o600)
        #expect(truncate(journal, 100 << 20) == 0)
        do {
            _ = try FileTransaction.recover(journal: journal, root: root)
            Issue.record("a 100 MiB journal was read")
        } catch { #expect(error.reason.contains("more than any journal dusk writes")) }
        unlink(journal)
        // Another folder's, with a body that is not even whole: the first line says enough.
        var other = Array("dusk journal 2\n1 2\n3\n".utf8)
        other += [UInt8](repeating: 0x41, count: 1 << 20)
        try Data(other).write(to: URL(fileURLWithPath: journal))
        chmod(journal, 0o600)
        do {
            _ = try FileTransaction.recover(journal: journal, root: root)
            Issue.record("another folder's journal was read")
        } catch { #expect(error.reason.contains("written for another folder")) }
    }

    @Test("a second write while a journal is there is refused, not merged into it")
    func journalExclusive() throws {
        let (_, root, _, journal) = try stopped(2, after: 1)
        let before = try FileSystem.read(journal, limit: 1 << 20)
        let (_, _, again) = try catalog(2)
        #expect(throws: FileError.self) { try FileTransaction.commit(again, root: root, journal: journal) }
        #expect(try FileSystem.read(journal, limit: 1 << 20) == before)
    }

    @Test("every input kept in fuzz/regressions/journal decodes without trapping")
    func fuzzRegressions() throws {
        let folder = TestFiles.root + "/fuzz/regressions/journal"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            let bytes = try FileSystem.read(folder + "/" + name, limit: 1 << 20)
            if let contents = JournalFormat.decode(bytes) {
                #expect(contents.entries.allSatisfy { $0.parts.allSatisfy(Path.isPlainName) })
            }
        }
    }
}

/// A flag two threads share.
final class Atomic: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Bool
    init(_ value: Bool) { stored = value }
    var value: Bool {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
