import Foundation
import Testing
@testable import DuskCLI
import Platform
import Terminal
import ThemeKit

/// What is at a path, by `lstat`: the tests check that nothing there changed kind.
private func kind(_ path: String) -> mode_t {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
}

/// A character device of our own when running as root (what replaced /dev/full once), else a socket.
private func makeSpecial(_ path: String) -> mode_t {
    if geteuid() == 0, mknod(path, S_IFCHR | 0o644, dev_t((1 << 8) | 7)) == 0 { return S_IFCHR }
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
        for (i, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[i] = byte }
    }
    _ = withUnsafePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    close(fd)
    return S_IFSOCK
}

@Suite("Every writer refuses what is not a regular file of its own choosing")
struct DestinationTests {
    static let theme = ##"{"name": "t", "colors": {"brand": {"light": "#3366ff", "dark": "#6699ff"}, "surface": "#ffffff"}}"##

    /// Each command that writes one named file, given `--out TARGET`.
    static let writers: [[String]] = [
        ["fix", "t.json", "--out"],
        ["export", "t.json", "--format", "swift", "--out"],
        ["export", "t.json", "--format", "css", "--out"],
    ]

    @Test("a device, FIFO or socket destination is refused with exit 73 and left as it was", arguments: writers)
    func specialDestinations(command: [String]) throws {
        let dir = try scratchDirectory(["t.json": Self.theme])
        let name = command.contains("swift") ? "out.swift" : command.contains("css") ? "out.css" : "out.json"
        for make in ["fifo", "special"] {
            let target = dir + "/" + make + "-" + name
            let expected: mode_t
            if make == "fifo" {
                #expect(mkfifo(target, 0o644) == 0)
                expected = S_IFIFO
            } else {
                expected = makeSpecial(target)
            }
            let out = DuskCLI.run(command.map { $0 == "t.json" ? dir + "/t.json" : $0 } + [target])
            #expect(out.exitCode == 73, "\(command) \(make): \(out.stderr)")
            #expect(out.stderr.contains(expected == S_IFIFO ? "it is a FIFO" : expected == S_IFCHR ? "it is a device" : "it is a socket"),
                    "\(out.stderr)")
            #expect(kind(target) == expected, "\(command): \(make) was replaced")
        }
    }

    @Test("a symbolic link destination is refused, and what it points to is untouched", arguments: writers)
    func symlinkDestination(command: [String]) throws {
        let dir = try scratchDirectory(["t.json": Self.theme, "elsewhere.txt": "mine\n"])
        let target = dir + "/link" + (command.contains("swift") ? ".swift" : command.contains("css") ? ".css" : ".json")
        #expect(symlink(dir + "/elsewhere.txt", target) == 0)
        let out = DuskCLI.run(command.map { $0 == "t.json" ? dir + "/t.json" : $0 } + [target] + (command[0] == "fix" ? ["--force"] : []))
        #expect(out.exitCode == 73, "\(out.stderr)")
        #expect(out.stderr.contains("it is a symbolic link"), "\(out.stderr)")
        #expect(kind(target) == S_IFLNK)
        #expect(try String(contentsOfFile: dir + "/elsewhere.txt", encoding: .utf8) == "mine\n")
    }

    @Test("a hard link to the theme is the theme: no writer replaces it", arguments: writers)
    func hardLinkDestination(command: [String]) throws {
        let dir = try scratchDirectory(["t.json": Self.theme])
        let target = dir + "/other" + (command.contains("swift") ? ".swift" : command.contains("css") ? ".css" : ".json")
        #expect(link(dir + "/t.json", target) == 0)
        let out = DuskCLI.run(command.map { $0 == "t.json" ? dir + "/t.json" : $0 } + [target] + (command[0] == "fix" ? ["--force"] : []))
        #expect(out.exitCode == 73, "\(out.stderr)")
        #expect(out.stderr.contains("it is a file of the theme"), "\(out.stderr)")
        #expect(try String(contentsOfFile: dir + "/t.json", encoding: .utf8) == Self.theme)
        #expect(FileIdentity(of: target) == FileIdentity(of: dir + "/t.json"))
    }

    @Test("screenshots never replace a hard link to the theme or a symlink inside the output folder")
    func screenshotFolder() throws {
        let dir = try scratchDirectory(["t.json": Self.theme, "secret.txt": "keep\n"])
        try FileManager.default.createDirectory(atPath: dir + "/shots", withIntermediateDirectories: true)
        #expect(link(dir + "/t.json", dir + "/shots/settings-light.ans") == 0)
        var out = DuskCLI.run(["export", dir + "/t.json", "--screen", "settings", "--appearance", "light", "--format", "ans",
                               "--out", dir + "/shots"])
        #expect(out.exitCode == 73, "\(out.stderr)")
        #expect(try String(contentsOfFile: dir + "/t.json", encoding: .utf8) == Self.theme)
        unlink(dir + "/shots/settings-light.ans")
        #expect(symlink(dir + "/secret.txt", dir + "/shots/settings-light.ans") == 0)
        out = DuskCLI.run(["export", dir + "/t.json", "--screen", "settings", "--appearance", "light", "--format", "ans",
                           "--out", dir + "/shots"])
        #expect(out.exitCode == 73, "\(out.stderr)")
        #expect(out.stderr.contains("it is a symbolic link"), "\(out.stderr)")
        #expect(try String(contentsOfFile: dir + "/secret.txt", encoding: .utf8) == "keep\n")
    }

    @Test("the trait log is checked by identity on every append: a hard link to the theme made later is refused")
    func traitLogHardLink() throws {
        let dir = try scratchDirectory(["t.json": Self.theme])
        // A hard link given from the start.
        #expect(link(dir + "/t.json", dir + "/log.txt") == 0)
        #expect(throws: FileError.self) { try TraitLogFile(path: dir + "/log.txt", protecting: [dir + "/t.json"]) }
        // A log that becomes a second name of the theme after the preview started.
        let log = try TraitLogFile(path: dir + "/later.txt", protecting: [dir + "/t.json"])
        unlink(dir + "/later.txt")
        #expect(link(dir + "/t.json", dir + "/later.txt") == 0)
        #expect(throws: FileError.self) {
            try log.record(from: Traits(.light), to: Traits(.dark))
        }
        #expect(try String(contentsOfFile: dir + "/t.json", encoding: .utf8) == Self.theme)
    }
}
