import ColorScience
import Foundation
import Testing

@testable import Formats
@testable import Platform
@testable import Rewrite
@testable import ThemeModel

/// What a theme may read: below its project folder, never `/` or a home folder, never through a link swapped in.
@Suite("Reads stay in the project")
struct ProjectFilesTests {
    @Test("a theme in `/`, in a home folder or in a folder above one reads nothing but itself")
    func tooWide() throws {
        #expect(ProjectFiles.projectFolder(of: "/t.json") == nil)
        for home in SystemInfo.homeFolders where home != "/" {
            #expect(ProjectFiles.projectFolder(of: home + "/t.json") == nil, "\(home)")
            #expect(ProjectFiles.projectFolder(of: Path.directory(of: home) + "/t.json") == nil, "above \(home)")
        }
        let files = ProjectFiles(theme: "/t.json")
        #expect(files.root == nil)
        do {
            _ = try files.read("/etc/hostname", limit: 1 << 20)
            Issue.record("read a file beside a theme in /")
        } catch { #expect(error.reason.contains("far more than a project")) }
    }

    @Test("a folder of its own is the project; a repository above it widens it")
    func projectFolders() throws {
        let dir = try TestFiles.directory(["a/b/t.json": "{}", "r/.git/HEAD": "x", "r/themes/t.json": "{}"])
        let real = FileSystem.canonicalPath(dir)!
        #expect(ProjectFiles.projectFolder(of: dir + "/a/b/t.json") == real + "/a/b")
        #expect(ProjectFiles.projectFolder(of: dir + "/r/themes/t.json") == real + "/r")
    }

    @Test("a link inside the project swapped between inside and outside never reads the outside file")
    func swappedLink() throws {
        let dir = try TestFiles.directory([
            "project/inner.json": "inside", "secret.json": "SECRET", "project/t.json": "{}",
        ])
        let project = dir + "/project"
        let files = ProjectFiles(theme: project + "/t.json")
        let link = project + "/flip.json"
        let stop = Atomic(false)
        let swapper = Thread {
            var outside = false
            while !stop.value {
                unlink(link + ".new")
                symlink(outside ? dir + "/secret.json" : project + "/inner.json", link + ".new")
                rename(link + ".new", link)
                outside.toggle()
            }
        }
        swapper.start()
        var read = Set<String>()
        for _ in 0..<3_000 {
            if let bytes = try? files.read(link, limit: 100) { read.insert(String(decoding: bytes, as: UTF8.self)) }
        }
        stop.value = true
        while !swapper.isFinished { usleep(1_000) }
        #expect(!read.contains("SECRET"), "\(read)")
        #expect(read.contains("inside"), "a link that stays inside is read")
    }

    @Test("a theme that no longer loads as it is on disk costs one load more, not one a file")
    func changedWhileWriting() throws {
        var texts: [String: String] = [:]
        for i in 0..<40 {
            texts["A.xcassets/c\(i).colorset/Contents.json"] =
                #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0.9","green":"0.5","blue":"0.5","#
                + #""alpha":"1.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
        }
        let files = MemoryFiles(texts: texts)
        let theme = try ThemeLoader.load("A.xcassets", fileAccess: files)
        let edits = (0..<40).map { ColorEdit(name: "c\($0)", variant: .dark, color: RGBA(0x20, 0x20, 0x20)) }
        let loads = Counter()
        let plan = InPlaceWriter.plan(edits, in: theme, fileAccess: files) { _ throws(ThemeError) in
            loads.add()
            throw ThemeError.invalid([Diagnostic(file: "A.xcassets", "changed on disk")])
        }
        #expect(plan.files.isEmpty)
        #expect(plan.unplaced.count == 40)
        #expect(plan.unplaced.first?.reason.contains("does not load as it is on disk now") == true)
        #expect(loads.value == 2, "the read-back and the theme as it is, nothing more")
    }
}

/// A count two threads share.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = 0
    func add() { lock.withLock { stored += 1 } }
    var value: Int { lock.withLock { stored } }
}
