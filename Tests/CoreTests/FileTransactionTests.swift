import Foundation
import Testing

@testable import Platform

/// A change to several files of one theme is whole or not at all, wherever a run is stopped.
@Suite("Several files as one change")
struct FileTransactionTests {
    func files(_ count: Int) throws -> (dir: String, changes: [FileTransaction.Change]) {
        var texts: [String: String] = [:]
        for i in 0..<count { texts["X.xcassets/C\(i).colorset/Contents.json"] = "{ \"red\" : \"0x\(i)0\" }\n" }
        let dir = try TestFiles.directory(texts)
        let changes = (0..<count).map { i in
            FileTransaction.Change(
                path: dir + "/X.xcassets/C\(i).colorset/Contents.json",
                original: Array("{ \"red\" : \"0x\(i)0\" }\n".utf8),
                replacement: Array("{ \"red\" : \"0xFF\" }\n".utf8))
        }
        return (dir, changes)
    }

    func contents(_ changes: [FileTransaction.Change]) -> [[UInt8]] {
        changes.map { (try? FileSystem.read($0.path, limit: 1_000)) ?? [] }
    }

    @Test("stopped after any number of files, the next run puts every file back as it was", arguments: 0...5)
    func stoppedAnywhere(after stop: Int) throws {
        let (dir, changes) = try files(5)
        let journal = FileTransaction.journalPath(for: dir + "/X.xcassets")
        #expect(journal == dir + "/.X.xcassets.dusk-journal")
        let result = try FileTransaction.commit(changes, journal: journal, stoppingAfter: stop) { c throws(FileError) in
            try InPlaceFile.replace(c.path, expecting: c.original, with: c.replacement)
        }
        #expect(result.written.count == stop)
        #expect(FileManager.default.fileExists(atPath: journal), "a stopped run leaves its journal")
        let recovery = try FileTransaction.recover(journal: journal)
        #expect(recovery?.restored.count == stop)
        #expect(recovery?.untouched.count == 5 - stop)
        #expect(contents(changes) == changes.map(\.original), "wholly as it was")
        #expect(!FileManager.default.fileExists(atPath: journal))
        #expect(try FileTransaction.recover(journal: journal) == nil, "nothing more to do")
    }

    @Test("a finished change leaves no journal; a file edited since a stop is left as it is and said to be")
    func finishedAndEditedSince() throws {
        let (dir, changes) = try files(3)
        let journal = FileTransaction.journalPath(for: dir + "/X.xcassets")
        let done = try FileTransaction.commit(changes, journal: journal) { c throws(FileError) in
            try InPlaceFile.replace(c.path, expecting: c.original, with: c.replacement)
        }
        #expect(done.written.count == 3 && done.failed.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: journal))
        #expect(contents(changes) == changes.map(\.replacement))

        let (dir2, more) = try files(3)
        let journal2 = FileTransaction.journalPath(for: dir2 + "/X.xcassets")
        _ = try FileTransaction.commit(more, journal: journal2, stoppingAfter: 2) { c throws(FileError) in
            try InPlaceFile.replace(c.path, expecting: c.original, with: c.replacement)
        }
        try Data("{ \"red\" : \"0x77\" }\n".utf8).write(to: URL(fileURLWithPath: more[1].path))
        let recovery = try FileTransaction.recover(journal: journal2)
        #expect(
            recovery
                == FileTransaction.Recovery(
                    restored: [more[0].path], untouched: [more[2].path], changedSince: [more[1].path]))
    }

    @Test("a journal that is not one is refused, and left where it is")
    func badJournal() throws {
        let dir = try TestFiles.directory([".X.json.dusk-journal": "dusk journal 1\n2\n"])
        let journal = FileTransaction.journalPath(for: dir + "/X.json")
        #expect(throws: FileError.self) { try FileTransaction.recover(journal: journal) }
        #expect(FileManager.default.fileExists(atPath: journal))
        let encoded = FileTransaction.encode([
            FileTransaction.Change(path: "a b\n/c", original: [], replacement: [0, 10, 255])
        ])
        #expect(FileTransaction.decode(encoded)?.first?.replacement == [0, 10, 255])
        #expect(FileTransaction.decode(Array(encoded.dropLast())) == nil)
    }
}
