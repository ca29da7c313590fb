import Foundation
import Platform
import TestSupport
import Testing

@testable import DuskCLI

/// Runs the real binary with posix_spawn: stdout to `stdout` (a path, such as
/// /dev/full), killed after `timeout` seconds. Returns the exit status
/// (128 + n for signal n), stderr, and the seconds it took.
/// The dusk binary the tests run as a separate process (built by `swift build`, as .ci/run does first).
let binaryPath = packageRoot + "/.build/debug/dusk"

func runBinary(
    _ arguments: [String], stdout: String = "/dev/null", stdin: String = "/dev/null", timeout: Double = 20,
    killAfter: Double? = nil, signal: Int32 = SIGKILL, directory: String? = nil
) -> (status: Int32, stderr: String, seconds: Double) {
    let binary = binaryPath
    let errPath = NSTemporaryDirectory() + "dusk-err-\(UUID().uuidString)"
    defer { unlink(errPath) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    var all = sigset_t()
    sigemptyset(&empty)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    // In another working folder: through env -C, which runs dusk as the same process.
    let program = directory == nil ? binary : "/usr/bin/env"
    let words = (directory.map { ["env", "-C", $0] } ?? []) + [binary] + arguments
    let argv = words.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var env = ProcessInfo.processInfo.environment
    env["SWIFT_BACKTRACE"] = "interactive=no"
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in envp { free(pointer) } }
    var pid: pid_t = 0
    let start = Date()
    guard posix_spawn(&pid, program, &actions, &attributes, argv, envp) == 0 else { return (-1, "cannot spawn", 0) }
    var status: Int32 = 0
    var sent = false
    while true {
        let r = waitpid(pid, &status, WNOHANG)
        if r == pid { break }
        let elapsed = Date().timeIntervalSince(start)
        if let killAfter, !sent, elapsed >= killAfter {
            kill(pid, signal)
            sent = true
        }
        if elapsed > timeout {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
            break
        }
        usleep(5_000)
    }
    let seconds = Date().timeIntervalSince(start)
    let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
    let exited = status & 0x7F == 0
    return (exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), stderr, seconds)
}

func scratchDirectory(_ files: [String: String] = [:]) throws -> String {
    try scratchFolder("hostile", holding: files)
}

/// A colorset Contents.json with one sRGB entry.
func colorsetJSON(red: String, alpha: String = "\"1.000\"") -> String {
    """
    { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : \(alpha), "blue" : "0.5", \
    "green" : "0.5", "red" : \(red) } }, "idiom" : "universal" } ],
      "info" : { "author" : "xcode", "version" : 1 } }
    """
}

/// UIKit code that draws each of `names` as a label's text on the system page: the evidence that makes a
/// catalog's colors drawn (`dusk fix` gives a color nothing draws no values), read with `--source`.
func uiKitLabels(_ names: [String]) -> String {
    "import UIKit\nfinal class Screen: UIViewController {\n    override func viewDidLoad() {\n"
        + "        view.backgroundColor = .systemBackground\n"
        + names.enumerated().map { "        label\($0.offset).textColor = UIColor(named: \"\($0.element)\")\n" }
        .joined() + "    }\n}\n"
}

@Suite("A hostile world: FIFOs, full disks, leftovers, collisions, bad values")
struct HostileWorldTests {
    @Test(
        "a FIFO anywhere a file is read is refused at once, never waited on",
        arguments: [
            "theme", "inherits", "backdrop", "colorset", "group", "tokens", "resolver source",
        ])
    func fifoIsRefused(place: String) throws {
        let dir = try scratchDirectory([
            "inherits.json": ##"{"inherits": "fifo"}"##,
            "backdrop.json": ##"{"backdrop": "fifo"}"##,
            "A.xcassets/Contents.json": ##"{"info": {"version": 1}}"##,
            "G.xcassets/Contents.json": ##"{"info": {"version": 1}}"##,
            "r.resolver.json":
                ##"{"sets": [{"sources": ["fifo"]}], "modifiers": {"m": {"contexts": {"light": [], "dark": []}}}}"##,
        ])
        try FileManager.default.createDirectory(
            atPath: dir + "/A.xcassets/x.colorset", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/G.xcassets/Group", withIntermediateDirectories: true)
        let fifos = ["fifo", "A.xcassets/x.colorset/Contents.json", "G.xcassets/Group/Contents.json", "t.tokens.json"]
        for f in fifos { #expect(mkfifo(dir + "/" + f, 0o644) == 0) }
        let target = [
            "theme": "fifo", "inherits": "inherits.json", "backdrop": "backdrop.json", "colorset": "A.xcassets",
            "group": "G.xcassets", "tokens": "t.tokens.json", "resolver source": "r.resolver.json",
        ][place]!
        for command in ["colors", "check"] {
            let run = runBinary([command, dir + "/" + target], timeout: 10)
            #expect(run.seconds < 5, "\(command) \(place) waited on a FIFO")
            #expect(run.status == 66, "\(command) \(place): \(run.stderr)")
            #expect(run.stderr.contains("FIFO (named pipe), not a regular file"), "\(run.stderr)")
        }
    }

    @Test(
        "output that cannot be written fails with exit 74 and says why",
        arguments: [
            ["colors"], ["check", "--json"], ["export", "--screen", "labels", "--appearance", "dark", "--out", "-"],
        ])
    func fullDisk(arguments: [String]) {
        let run = runBinary(arguments, stdout: "/dev/full")
        #expect(run.status == 74)
        #expect(run.stderr.contains("cannot write to standard output: the disk is full"))
    }

    @Test("an asset catalog export never writes into the catalog a theme file lives in")
    func catalogHoldingTheTheme() throws {
        let original = ##"{"name": "T", "colors": {"brand": "#123456"}}"##
        let dir = try scratchDirectory(["T.xcassets/Contents.json": original])
        let out = DuskCLI.run([
            "export", dir + "/T.xcassets/Contents.json", "--format", "xcassets", "--out", dir + "/T.xcassets",
        ])
        #expect(out.exitCode == 73)
        #expect(out.stderr.contains("it holds a file of the theme; refusing to write there"), "\(out.stderr)")
        #expect(try String(contentsOfFile: dir + "/T.xcassets/Contents.json", encoding: .utf8) == original)
    }

    @Test("two colors that would share a colorset folder are an error, not a dropped color")
    func catalogNameCollisions() throws {
        let dir = try scratchDirectory([
            "accent.json": ##"{"tint": "#FF0000", "colors": {"AccentColor": "#00FF00"}}"##,
            "dots.json": ##"{"colors": {"..": "#111111", "...": "#222222"}}"##,
            "case.json": ##"{"colors": {"Brand": "#111111", "brand": "#222222"}}"##,
        ])
        for (file, names) in [
            ("accent", ["tint", "AccentColor"]), ("dots", ["..", "..."]), ("case", ["Brand", "brand"]),
        ] {
            let out = DuskCLI.run(["export", dir + "/\(file).json", "--format", "xcassets", "--out", dir + "/\(file)"])
            #expect(out.exitCode == 65, "\(file): \(out.stderr)")
            #expect(
                out.stderr.contains("`\(names[0])` and `\(names[1])` (")
                    || out.stderr.contains("`\(names[1])` and `\(names[0])` ("), "\(out.stderr)")
            #expect(
                out.stderr.contains("would both be written as") && out.stderr.hasPrefix(dir + "/\(file).json:1:"),
                "at the file and line: \(out.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir + "/\(file)/\(file).xcassets"), "nothing half-written")
        }
    }

    @Test("leftover temporary files of a killed dusk are removed by the next export")
    func staleTemporariesAreCleaned() throws {
        let dir = try scratchDirectory()
        // A process id that cannot be running: above the kernel's pid_max.
        let stale = dir + "/.settings-light.ans.tmp-999999999"
        let ours = dir + "/.keep.tmp-\(getpid())"
        let other = dir + "/notes.tmp-999999999"
        for path in [stale, ours, other] { try "partial".write(toFile: path, atomically: false, encoding: .utf8) }
        let out = DuskCLI.run(["export", "--screen", "settings", "--appearance", "light", "--out", dir])
        #expect(out.exitCode == 0)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: ours), "a running process's file stays")
        #expect(FileManager.default.fileExists(atPath: other), "files dusk did not name are never touched")
    }

    @Test(
        "an export killed by SIGTERM, SIGHUP or SIGKILL leaves only whole files, and no temporary files",
        arguments: [SIGTERM, SIGHUP, SIGKILL])
    func interruptedExport(signal: Int32) throws {
        let dir = try scratchDirectory()
        let run = runBinary(
            ["export", "--format", "svg", "--size", "300x200", "--out", dir], killAfter: 1.0, signal: signal)
        #expect(run.status == 128 + signal, "\(run.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(files.count < 48, "the export finished before the signal; make it bigger")
        #expect(!files.isEmpty, "nothing was written before the signal, so nothing was checked")
        // A caught signal removes what was in progress. `kill -9` cannot be caught: landing in the instant a
        // finished file has its hidden name and not yet its own, it leaves that one, which the next export
        // into the folder removes (what the README promises).
        let hidden = files.filter { $0.hasPrefix(".") }
        if signal == SIGKILL, !hidden.isEmpty {
            #expect(hidden.count == 1 && hidden[0].contains(".tmp-"), "left behind: \(hidden)")
            let again = runBinary(["export", "--format", "svg", "--screen", "settings", "--out", dir])
            #expect(again.status == 0, "\(again.stderr)")
            let after = try FileManager.default.contentsOfDirectory(atPath: dir)
            #expect(!after.contains { $0.hasPrefix(".") }, "the next export removes it: \(after)")
        } else {
            #expect(hidden.isEmpty, "left behind: \(hidden)")
        }
        for f in files where !f.hasPrefix(".") {
            let text = try String(contentsOfFile: dir + "/" + f, encoding: .utf8)
            #expect(text.hasSuffix("</svg>\n"), "\(f) is cut short")
        }
    }

    @Test("an asset catalog appears whole or not at all")
    func catalogIsAtomic() throws {
        var colors: [String] = []
        for i in 0..<40000 { colors.append("\"c\(i)\": \"#\(String(format: "%06X", i * 977 % 0xFFFFFF))\"") }
        let dir = try scratchDirectory(["big.json": "{\"colors\": {\(colors.joined(separator: ","))}}"])
        let run = runBinary(
            ["export", dir + "/big.json", "--format", "xcassets", "--out", dir + "/out"], killAfter: 0.8,
            signal: SIGTERM)
        let catalog = dir + "/out/big.xcassets"
        if run.status == 0 {
            Issue.record("the export finished before the signal; make it bigger")
        } else {
            #expect(run.status == 128 + SIGTERM)
            #expect(!FileManager.default.fileExists(atPath: catalog), "half a catalog at the target")
            // Killed before it made the folder, or after: either way nothing of the catalog is left.
            let left = (try? FileManager.default.contentsOfDirectory(atPath: dir + "/out")) ?? []
            #expect(left.isEmpty, "the temporary catalog was not removed: \(left)")
        }
        // The next run writes it whole.
        let again = DuskCLI.run(["export", dir + "/big.json", "--format", "xcassets", "--out", dir + "/out"])
        #expect(again.exitCode == 0, "\(again.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: catalog).count == 40001)
    }

    @Test(
        "fix --in-place on a catalog killed at any moment: after the next run, wholly as it was or wholly fixed",
        arguments: [SIGKILL, SIGTERM])
    func interruptedCatalogFix(signal: Int32) throws {
        let colorset =
            #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "#
            + #""blue" : "0xC8", "green" : "0xC8", "red" : "0xC8" } }, "idiom" : "universal" } ], "#
            + #""info" : { "author" : "xcode", "version" : 1 } }"# + "\n"
        var files: [String: String] = [:]
        for i in 0..<150 { files["A.xcassets/brandText\(i).colorset/Contents.json"] = colorset }
        files["src/Screen.swift"] = uiKitLabels((0..<150).map { "brandText\($0)" })
        func catalog(in dir: String) -> [String] {
            (0..<150).map { i in
                (try? String(contentsOfFile: dir + "/A.xcassets/brandText\(i).colorset/Contents.json", encoding: .utf8))
                    ?? ""
            }
        }
        let reference = try scratchDirectory(files)
        let whole = runBinary(
            ["fix", reference + "/A.xcassets", "--in-place", "--source", reference + "/src"], timeout: 60)
        #expect(whole.status == 0, "\(whole.stderr)")
        let fixed = catalog(in: reference)
        #expect(Set(fixed).count == 1 && fixed[0] != colorset, "every colorset is fixed, the same way")
        var cutShort = 0
        for step in 1...8 {
            let dir = try scratchDirectory(files)
            let run = runBinary(
                ["fix", dir + "/A.xcassets", "--in-place", "--source", dir + "/src"], timeout: 60,
                killAfter: whole.seconds * Double(step) / 8.5,
                signal: signal)
            let journal = FileTransaction.journalPath(for: dir + "/A.xcassets")
            let left = FileManager.default.fileExists(atPath: journal)
            if left { cutShort += 1 }
            #expect(signal == SIGKILL || !left, "a held signal finishes")
            // A command that writes nothing says so and rolls back nothing.
            let look = DuskCLI.run(["colors", dir + "/A.xcassets"])
            #expect(look.exitCode == 0, "\(look.stderr)")
            #expect(look.stderr.contains("was cut short") == left, "\(look.stderr)")
            #expect(FileManager.default.fileExists(atPath: journal) == left)
            // `dusk recover`, from another working folder, by a relative path.
            let next = runBinary(["recover", "A.xcassets"], directory: dir)
            #expect(next.status == 0, "\(next.stderr)")
            let after = catalog(in: dir)
            #expect(
                after == Array(repeating: colorset, count: 150) || after == fixed,
                "step \(step) (exit \(run.status)): \(Set(after).count) different colorset contents")
            #expect(!left || after == Array(repeating: colorset, count: 150), "a cut-short write is undone")
            #expect(!FileManager.default.fileExists(atPath: journal))
            let temporaries = (try? FileManager.default.subpathsOfDirectory(atPath: dir))?.filter {
                $0.contains(".tmp-")
            }
            #expect(temporaries == [], "step \(step): what the killed run left is removed")
        }
        // How many runs were stopped mid-write depends on the machine; the unit tests stop at every file.
        print("interruptedCatalogFix(\(signal)): \(cutShort) of 8 runs left a journal")
    }

    @Test("a folder that is not an asset catalog is not a theme")
    func folderIsNotATheme() throws {
        let dir = try scratchDirectory([
            "Project/App.xcassets/Contents.json": ##"{"info": {"version": 1}}"##,
            "child.json": ##"{"inherits": "."}"##,
        ])
        let out = DuskCLI.run(["colors", dir + "/Project"])
        #expect(out.exitCode == 66)
        #expect(
            out.stderr.contains("it is a folder; ") && out.stderr.contains("; dusk reads ")
                && out.stderr.contains("a theme file (.json)"),
            "\(out.stderr)")
        #expect(out.stderr.contains("did you mean `\(dir)/Project/App.xcassets`?"), "\(out.stderr)")
        let inherits = DuskCLI.run(["colors", dir + "/child.json"])
        #expect(inherits.exitCode == 66)
        #expect(inherits.stderr.contains("child.json:1:14: error: cannot read theme"), "\(inherits.stderr)")
    }

    @Test(
        "empty selections are usage errors",
        arguments: [
            ["export", "--appearance", ""], ["export", "--appearance", ",,,"], ["export", "--screen", ","],
            ["check", "--appearance", ","], ["export", "--format", "xcassets", "--out", "-"], ["export", "--out", ""],
        ])
    func emptySelections(arguments: [String]) {
        let out = DuskCLI.run(arguments)
        #expect(out.exitCode == 64, "\(arguments): \(out.stderr)")
        #expect(out.stdout.isEmpty)
    }

    @Test(
        "component values that are not numbers, or alpha out of range, are errors with the line",
        arguments: [
            (#""nan""#, #""1.000""#, "`nan` is not a number"),
            (#""inf""#, #""1.000""#, "`inf` is not a number"),
            (#""0.5""#, #""300""#, "alpha `300` is out of range"),
            (#""0.5""#, #""-5""#, "alpha `-5` is out of range"),
            (#""0.5""#, #""nan""#, "`nan` is not a number"),
        ])
    func badCatalogComponents(red: String, alpha: String, message: String) throws {
        let dir = try scratchDirectory([
            "A.xcassets/Contents.json": ##"{"info": {"version": 1}}"##,
            "A.xcassets/c.colorset/Contents.json": colorsetJSON(red: red, alpha: alpha),
        ])
        let out = DuskCLI.run(["colors", dir + "/A.xcassets"])
        #expect(out.exitCode == 65)
        #expect(out.stderr.contains("c.colorset/Contents.json:1:"), "\(out.stderr)")
        #expect(out.stderr.contains(message), "\(out.stderr)")
    }

    @Test(
        "token components and alpha that are not numbers are errors",
        arguments: [
            (##"{"colorSpace": "srgb", "components": ["x", null, 0]}"##, "a color component must be a number"),
            (
                ##"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": "bogus"}"##,
                "`alpha` must be a number from 0 to 1"
            ),
            (
                ##"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 3}"##,
                "`alpha` must be a number from 0 to 1, found the number 3"
            ),
        ])
    func badTokenComponents(value: String, message: String) throws {
        let dir = try scratchDirectory(["t.tokens.json": ##"{"c": {"$type": "color", "$value": \##(value)}}"##])
        let out = DuskCLI.run(["colors", dir + "/t.tokens.json"])
        #expect(out.exitCode == 65)
        #expect(out.stderr.contains(message), "\(out.stderr)")
    }

    @Test("a missing backdrop is reported once, as a missing file (66)")
    func missingBackdrop() throws {
        let dir = try scratchDirectory([
            "t.json": ##"{"backdrop": "gone.ppm"}"##,
            "u.json": ##"{"backdrop": {"light": "gone.ppm", "dark": "gone.ppm"}}"##,
        ])
        for file in ["t.json", "u.json"] {
            let out = DuskCLI.run(["colors", dir + "/" + file])
            #expect(out.exitCode == 66)
            #expect(
                out.stderr.contains("cannot read backdrop picture `\(dir)/gone.ppm`: no such file"), "\(out.stderr)")
            #expect(out.stderr.split(separator: "\n").count == 1, "\(out.stderr)")
        }
    }

    @Test("--log-traits refuses the theme itself, a FIFO and a folder before the preview starts")
    func traitLogTargets() throws {
        let theme = ##"{"colors": {"brand": "#123456"}}"##
        let dir = try scratchDirectory(["t.json": theme])
        #expect(mkfifo(dir + "/fifo", 0o644) == 0)
        for (target, message) in [
            ("t.json", "it is a file of the theme"),
            ("fifo", "it is a FIFO"), (".", "it is a directory"),
        ] {
            let run = runBinary([dir + "/t.json", "--log-traits", dir + "/" + target], timeout: 10)
            #expect(run.seconds < 5)
            #expect(run.status == 73, "\(target): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(run.stderr)")
        }
        #expect(try String(contentsOfFile: dir + "/t.json", encoding: .utf8) == theme)
    }
}
