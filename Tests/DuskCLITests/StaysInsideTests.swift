import DuskCLI
import Foundation
import Platform
import Testing

/// Nothing written because a file asked, and nothing read outside the project: run as an attacker would, with
/// the files a shared repository could hold beside a theme.
@Suite("Writes and reads stay inside the theme")
struct StaysInsideTests {
    /// The journal of dusk's first format that made `dusk colors` write `echo PWNED` into `victim.sh`.
    static func oldJournal(_ path: String) -> String {
        "dusk journal 1\n1\n\(path.utf8.count)\n\(path)11\necho PWNED\n10\necho safe\n"
    }

    static let theme = ##"{ "colors": { "brand": "#336699" } }"##

    @Test("a journal in the working folder or beside a theme makes no command write anything")
    func journalsWriteNothing() throws {
        let dir = try scratchDirectory([
            "victim.sh": "echo safe\n", "work/victim.sh": "echo safe\n", "work/theme.json": Self.theme,
        ])
        let work = dir + "/work"
        try Self.oldJournal("victim.sh").write(toFile: work + "/.ios13.dusk-journal", atomically: true, encoding: .utf8)
        // No theme: the built-in one has no files, so no journal is its.
        let plain = runBinary(["colors"], directory: work)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(!plain.stderr.contains("rolled back"))
        for (name, path) in [("relative", "victim.sh"), ("above", "../victim.sh"), ("absolute", dir + "/victim.sh")] {
            try Self.oldJournal(path).write(
                toFile: work + "/.theme.json.dusk-journal", atomically: true, encoding: .utf8)
            for command in [
                ["colors"], ["check"], ["fix", "--in-place"], ["export", "--format", "txt", "--out", "-"],
            ] {
                let run = runBinary(command + ["theme.json"], directory: work)
                #expect(run.status == 74, "\(name) \(command): \(run.stderr)")
                #expect(run.stderr.contains(".theme.json.dusk-journal"), "\(run.stderr)")
            }
            #expect(try String(contentsOfFile: work + "/victim.sh", encoding: .utf8) == "echo safe\n", "\(name)")
            #expect(try String(contentsOfFile: dir + "/victim.sh", encoding: .utf8) == "echo safe\n", "\(name)")
            #expect(FileManager.default.fileExists(atPath: work + "/.theme.json.dusk-journal"), "left alone")
        }
    }

    @Test("a killed catalog fix: commands that write nothing say so; dusk recover undoes it from anywhere")
    func killedCatalogFix() throws {
        var files: [String: String] = [:]
        for i in 0..<60 { files["A.xcassets/c\(i).colorset/Contents.json"] = colorsetJSON(red: "\"0.9\"") }
        let dir = try scratchDirectory(files)
        let before = try (0..<60).map {
            try String(contentsOfFile: dir + "/A.xcassets/c\($0).colorset/Contents.json", encoding: .utf8)
        }
        // Half a write, as `kill -9` leaves it: a journal and the first files replaced.
        let root = try FileTransaction.root(of: dir + "/A.xcassets")
        let changes = try (0..<60).map { i in
            let path = dir + "/A.xcassets/c\(i).colorset/Contents.json"
            return FileTransaction.Change(
                try InPlaceFile(path, below: root, expecting: Array(before[i].utf8)),
                replacement: Array(colorsetJSON(red: "\"0.1\"").utf8))
        }
        let journal = FileTransaction.journalPath(for: dir + "/A.xcassets")
        _ = try FileTransaction.commit(changes, root: root, journal: journal, stoppingAfter: 25)
        for command in [["colors"], ["check"], ["export", "--format", "txt", "--out", "-"]] {
            let run = runBinary(command + [dir + "/A.xcassets"])
            #expect(run.stderr.contains("cut short after 25 of 60 files"), "\(command): \(run.stderr)")
            #expect(run.stderr.contains("dusk recover"), "\(run.stderr)")
            #expect(FileManager.default.fileExists(atPath: journal), "\(command) rolled back")
        }
        let elsewhere = try scratchDirectory()
        let relative = "../" + Path.lastComponent(dir) + "/A.xcassets"
        let undo = runBinary(["recover", relative], directory: elsewhere)
        #expect(undo.status == 0, "\(undo.stderr)")
        let after = try (0..<60).map {
            try String(contentsOfFile: dir + "/A.xcassets/c\($0).colorset/Contents.json", encoding: .utf8)
        }
        #expect(after == before, "every colorset as it was")
        #expect(!FileManager.default.fileExists(atPath: journal))
        let again = runBinary(["recover", dir + "/A.xcassets"])
        #expect(again.status == 0)
    }

    @Test("SIGTERM during a catalog fix --in-place: the colorsets and the overlay are both written")
    func signalWritesOverlayToo() throws {
        var files: [String: String] = [:]
        for i in 0..<300 { files["A.xcassets/c\(i).colorset/Contents.json"] = colorsetJSON(red: "\"0.9\"") }
        files["A.xcassets/systemBackground.colorset/Contents.json"] = colorsetJSON(red: "\"1.0\"")
        files["A.xcassets/secondarySystemBackground.colorset/Contents.json"] = colorsetJSON(red: "\"0.95\"")
        files["src/Screen.swift"] = uiKitLabels((0..<300).map { "c\($0)" })
        // A colorset with a second name (a hard link) is not replaced: its values go to the overlay.
        func scratch() throws -> String {
            let dir = try scratchDirectory(files)
            #expect(link(dir + "/A.xcassets/systemBackground.colorset/Contents.json", dir + "/kept.json") == 0)
            return dir
        }
        let reference = try scratch()
        let whole = runBinary(
            ["fix", reference + "/A.xcassets", "--in-place", "--source", reference + "/src"], timeout: 60)
        #expect(whole.status == 0, "\(whole.stderr)")
        #expect(FileManager.default.fileExists(atPath: reference + "/A.fixed.json"), "this catalog needs an overlay")
        for step in 1...6 {
            let dir = try scratch()
            let run = runBinary(
                ["fix", dir + "/A.xcassets", "--in-place", "--source", dir + "/src"], timeout: 60,
                killAfter: whole.seconds * Double(step) / 7,
                signal: SIGTERM)
            let changed = try (0..<300).contains {
                try String(contentsOfFile: dir + "/A.xcassets/c\($0).colorset/Contents.json", encoding: .utf8)
                    != files["A.xcassets/c\($0).colorset/Contents.json"]
            }
            let overlay = FileManager.default.fileExists(atPath: dir + "/A.fixed.json")
            #expect(
                changed == overlay,
                "step \(step) (exit \(run.status)): colorsets changed \(changed), overlay \(overlay)")
        }
    }

    @Test("a catalog of more colorsets than the process may open files is fixed in place")
    func manyColorsetsFewDescriptors() throws {
        var files: [String: String] = [:]
        for i in 0..<150 { files["A.xcassets/c\(i).colorset/Contents.json"] = colorsetJSON(red: "\"0.9\"") }
        files["src/Screen.swift"] = uiKitLabels((0..<150).map { "c\($0)" })
        let dir = try scratchDirectory(files)
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = [
            "-c", "ulimit -n 64 && exec \"$0\" fix \"$1\" --in-place --source \"$2\"", binaryPath, dir + "/A.xcassets",
            dir + "/src",
        ]
        shell.standardOutput = FileHandle.nullDevice
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)
        let changed = try (0..<150).filter {
            try String(contentsOfFile: dir + "/A.xcassets/c\($0).colorset/Contents.json", encoding: .utf8)
                != colorsetJSON(red: "\"0.9\"")
        }
        #expect(changed.count == 150, "every colorset written, 64 descriptors or not")
    }

    @Test("a $ref, a source or an inherited theme outside the project is refused by name, never opened or quoted")
    func readsStayInside() throws {
        let dir = try scratchDirectory([
            "secret.json": ##"{ "color": { "x": { "$value": "#SECRET1" } } }"##,
            "project/.git/HEAD": "ref: refs/heads/main\n",
            "project/tokens/theme.resolver.json":
                ##"{ "version": "2025.10", "sets": { "base": { "sources": [ { "$ref": "../../secret.json" } ] } } }"##,
            "project/tokens/etc.resolver.json":
                ##"{ "version": "2025.10", "sets": { "base": { "sources": [ { "$ref": "/etc/hostname" } ] } } }"##,
            "project/themes/child.json": ##"{ "inherits": "../../secret.json" }"##,
            "project/themes/sibling.json": ##"{ "inherits": "../shared/base.json" }"##,
            "project/shared/base.json": Self.theme,
        ])
        try FileManager.default.createSymbolicLink(
            atPath: dir + "/project/themes/link.json", withDestinationPath: dir + "/secret.json")
        try ##"{ "inherits": "link.json" }"##.write(
            toFile: dir + "/project/themes/via-link.json", atomically: true, encoding: .utf8)
        for theme in [
            "tokens/theme.resolver.json", "tokens/etc.resolver.json", "themes/child.json", "themes/via-link.json",
        ] {
            let run = DuskCLI.run(["colors", dir + "/project/" + theme])
            #expect(run.exitCode != 0, "\(theme)")
            #expect(run.stderr.contains("outside the project folder"), "\(theme): \(run.stderr)")
            #expect(!run.stderr.contains("SECRET") && !run.stdout.contains("SECRET"), "\(theme)")
        }
        // Within the repository, `../` is the project's own.
        let sibling = DuskCLI.run(["colors", dir + "/project/themes/sibling.json"])
        #expect(sibling.exitCode == 0, "\(sibling.stderr)")
        // The user may name a wider folder.
        let wider = DuskCLI.run(["colors", dir + "/project/themes/child.json", "--project", dir])
        #expect(wider.stderr.contains("SECRET1"), "read when asked: \(wider.stderr)")
    }

    @Test("a theme named through a link is written where the link leads; the link stays a link")
    func namedThroughLink() throws {
        let dir = try scratchDirectory([
            "real/brand.json": ##"{ "colors": { "brandPage": "#F3EFE6", "systemBackground": "{brandPage}" } }"##
        ])
        try FileManager.default.createDirectory(atPath: dir + "/work", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: dir + "/work/brand.json", withDestinationPath: dir + "/real/brand.json")
        let run = runBinary(["fix", "brand.json", "--in-place"], directory: dir + "/work")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/work/brand.json") == dir
                + "/real/brand.json")
        let written = try String(contentsOfFile: dir + "/real/brand.json", encoding: .utf8)
        #expect(written.contains("\"dark\""), "the link's file has its dark value: \(written)")
    }

    @Test("a resolver source whose pointer reaches nothing is said, at its line")
    func pointerReachesNothing() throws {
        let dir = try scratchDirectory([
            "a.tokens.json": ##"{ "color": { "brand": { "$type": "color", "$value": "#336699" } } }"##,
            "t.resolver.json": """
            { "version": "2025.10",
              "sets": { "base": { "sources": [
                { "$ref": "a.tokens.json#/color" },
                { "$ref": "a.tokens.json#/nothing/here" } ] } } }
            """,
        ])
        let run = DuskCLI.run(["colors", dir + "/t.resolver.json"])
        #expect(run.stderr.contains("t.resolver.json:4:"), "\(run.stderr)")
        #expect(run.stderr.contains("`#/nothing/here` reaches nothing"), "\(run.stderr)")
        let token = ##"{ "color": { "brand": { "$type": "color", "$value": "#336699" } } }"##
        let resolver =
            ##"{ "version": "2025.10", "sets": { "base": { "sources": [ { "$ref": "a.tokens.json#/color" } ] } } }"##
        let alone = try scratchDirectory(["a.tokens.json": token, "t.resolver.json": resolver])
        let found = DuskCLI.run(["colors", alone + "/t.resolver.json"])
        #expect(found.exitCode == 0, "\(found.stderr)")
        #expect(found.stdout.contains("brand"), "\(found.stdout)")
    }
}
