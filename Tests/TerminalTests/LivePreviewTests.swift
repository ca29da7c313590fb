import ANSIReader
import ColorScience
import Foundation
import TestSupport
import Testing

/// The real binary, driven in tmux, checked cell by cell.
@Suite(
    "Live preview in a terminal", .enabled(if: tmuxAvailable(), "needs tmux and ncurses-term (.ci/run installs them)"))
struct LivePreviewTests {
    func start(
        _ arguments: [String] = [], directory: String = NSTemporaryDirectory(), width: Int = 100, height: Int = 40
    ) throws -> TmuxSession {
        try #require(FileManager.default.isExecutableFile(atPath: duskBinary), "build the app first: swift build")
        let session = try TmuxSession(arguments: arguments, width: width, height: height, directory: directory)
        #expect(
            session.waitForFooter("? help"), "the preview did not start: \(String(describing: try? session.plain()))")
        return session
    }

    func color(_ s: TmuxSession, _ x: Int, _ y: Int) throws -> String? {
        try s.capture().cell(x, y)?.background?.hexRGB
    }

    @Test("the screen area shows exactly the cells `dusk export` writes for that size")
    func sameCellsAsExport() throws {
        let s = try start()
        try s.send("d")
        #expect(s.waitForFooter("dark"))
        let export = try runDusk([
            "export", "--screen", "settings", "--appearance", "dark", "--size", "100x39", "--out", "-",
        ])
        #expect(export.status == 0)
        let mismatches = differences(ANSIScreen(export.stdout), try s.capture(), width: 100, height: 39)
        #expect(mismatches.isEmpty, "\(mismatches.count) cells differ, first: \(mismatches.prefix(5))")
    }

    @Test(
        "--colors 256, 16 and 8 on a 24-bit terminal show the palette's colors, cell for cell as the export",
        arguments: ["256", "16", "8"])
    func forcedPaletteOnDirectTerminal(colors: String) throws {
        let s = try start(["--colors", colors])
        #expect(s.waitForFooter(colors + " colors"))
        let export = try runDusk([
            "export", "--screen", "settings", "--appearance", "light", "--size", "100x39", "--colors", colors, "--out",
            "-",
        ])
        #expect(export.status == 0)
        let mismatches = differences(ANSIScreen(export.stdout), try s.capture(), width: 100, height: 39)
        #expect(mismatches.isEmpty, "\(mismatches.count) cells differ, first: \(mismatches.prefix(5))")
    }

    /// Cells where a terminal capture differs from an export: character, background, and the foreground of non-blank
    /// cells.
    func differences(_ expected: ANSIScreen, _ shown: ANSIScreen, width: Int, height: Int) -> [String] {
        var mismatches: [String] = []
        for y in 0..<height {
            for x in 0..<width {
                guard let want = expected.cell(x, y), let got = shown.cell(x, y) else {
                    mismatches.append("(\(x),\(y)) missing")
                    continue
                }
                if want.character != got.character {
                    mismatches.append("(\(x),\(y)) \(want.character) vs \(got.character)")
                }
                if !close(want.background, got.background) {
                    mismatches.append("(\(x),\(y)) bg \(want.background!) vs \(String(describing: got.background))")
                }
                if want.character != " ", !close(want.foreground, got.foreground) {
                    mismatches.append("(\(x),\(y)) fg \(want.foreground!) vs \(String(describing: got.foreground))")
                }
            }
        }
        return mismatches
    }

    func close(_ a: RGBA?, _ b: RGBA?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a == b
    }

    @Test("d, e, c change the resolved colors on screen")
    func traitKeys() throws {
        let s = try start()
        #expect(try color(s, 0, 4) == "#F2F2F7")
        try s.send("d")
        #expect(s.wait { try color(s, 0, 4) == "#000000" })
        try s.send("e")
        #expect(s.wait { try color(s, 0, 4) == "#1C1C1E" })
        #expect(s.waitForFooter("dark-elevated"))
        try s.send("c")
        #expect(s.wait { try color(s, 0, 4) == "#242426" })
        #expect(s.waitForFooter("dark-elevated-high-contrast"))
        try s.send("d")
        #expect(s.wait { try color(s, 0, 4) == "#EBEBF0" })
    }

    @Test("s cycles the status bar style; the glyphs follow")
    func statusBarKey() throws {
        let s = try start()
        #expect(try s.capture().timeCell?.foreground?.hexRGB == "#000000")
        try s.send("s")
        #expect(s.waitForFooter("status darkContent"))
        try s.send("s")
        #expect(s.waitForFooter("status lightContent"))
        #expect(s.wait { try s.capture().timeCell?.foreground == .white })
    }

    @Test("Tab, arrows and 1-6 switch screens; o overrides the card's style")
    func screenKeys() throws {
        let s = try start()
        try s.send("Tab")
        #expect(s.waitForFooter("labels"))
        try s.send("Right")
        #expect(s.waitForFooter("materials"))
        try s.send("BTab")
        #expect(s.waitForFooter("labels"))
        try s.send("Left")
        #expect(s.waitForFooter("settings"))
        try s.send("6")
        #expect(s.waitForFooter("controls"))
        try s.send("4")
        #expect(s.waitForFooter("card follows"))
        let title = try #require(try s.plain().firstIndex { $0.contains("Learn More") })
        #expect(try color(s, 2, title) == "#FFFFFF")
        try s.send("o")
        #expect(s.waitForFooter("card dark"))
        #expect(s.wait { try color(s, 2, title) == "#1C1C1E" })
        try s.send("o")
        #expect(s.waitForFooter("card light"))
    }

    @Test("v shows light and dark side by side; b simulates color vision; ? shows the keys")
    func viewKeys() throws {
        let s = try start()
        try s.send("v")
        #expect(s.waitForFooter("side by side"))
        #expect(s.wait { try color(s, 0, 4) == "#F2F2F7" && color(s, 50, 4) == "#000000" })
        try s.send("v", "b")
        #expect(s.waitForFooter("protanopia"))
        try s.send("?")
        #expect(
            s.wait {
                try s.plain().contains { $0.contains("Keys") }
                    && s.plain().contains { $0.contains("side by side: light | dark") }
            })
        try s.send("Space")
        #expect(s.wait { try !s.plain().contains { $0.contains(" Keys ") } })
    }

    @Test("i and arrows inspect a cell: names, hex and contrast in the footer")
    func inspector() throws {
        let s = try start()
        let row = try #require(try s.plain().firstIndex { $0.contains("Wi-Fi") })
        let column = try #require(try s.plain()[row].range(of: "Wi-Fi")).lowerBound.utf16Offset(in: try s.plain()[row])
        // A click on the title.
        try s.tmux(["send-keys", "-t", "0", "-M"], check: false)
        // The cursor starts at the centre, (50,19); the footer drops the coordinates where the names are long.
        try s.send("i")
        #expect(s.waitForFooter("(Esc: leave)"))
        for _ in 0..<(19 - row) { try s.send("Up") }
        for _ in 0..<(50 - column) { try s.send("Left") }
        #expect(
            s.waitForFooter("label on secondarySystemGroupedBackground · #000000 on #FFFFFF · 21.00:1 · Lc 106.0"),
            "\(String(describing: try? s.plain().last { !$0.isEmpty }))")
        try s.send("Escape")
        #expect(s.waitForFooter("ios13 · settings"))
    }

    @Test("x exports the current view as ANSI, SVG and PNG into screenshots/")
    func exportKey() throws {
        let dir = scratchFolder("x")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let s = try start(directory: dir)
        try s.send("d", "x")
        #expect(s.waitForFooter("saved screenshots/ios13/settings-dark.ans"))
        let ans = try Data(contentsOf: URL(fileURLWithPath: dir + "/screenshots/ios13/settings-dark.ans"))
        let export = try runDusk([
            "export", "--screen", "settings", "--appearance", "dark", "--size", "100x39", "--out", "-",
        ])
        #expect([UInt8](ans) == export.stdout)
        #expect(FileManager.default.fileExists(atPath: dir + "/screenshots/ios13/settings-dark.svg"))
        // The PNG is the same view: byte for byte what `dusk export --format png` writes.
        let png = try Data(contentsOf: URL(fileURLWithPath: dir + "/screenshots/ios13/settings-dark.png"))
        let exported = try runDusk([
            "export", "--screen", "settings", "--appearance", "dark", "--size", "100x39", "--format", "png", "--out",
            "-",
        ])
        #expect([UInt8](png) == exported.stdout)
    }

    @Test("--screen and --appearance start the preview there")
    func startsWhereAsked() throws {
        let s = try start(["--screen", "colors", "--appearance", "dark-elevated"])
        #expect(s.waitForFooter("colors · dark-elevated"), "\(String(describing: try? s.plain().last))")
        try s.send("q")
        #expect(s.wait { s.isDead })
    }

    @Test("Option+letter, Option+arrows and a stray mouse report do not quit; a lone Esc does")
    func keysThatNeverSurprise() throws {
        let s = try start()
        try s.tmux(["send-keys", "-t", "0", "-H", "1b", "78"])  // Option+x, as macOS terminals send it
        try s.tmux(["send-keys", "-t", "0", "-H", "1b", "5b", "31", "3b", "33", "43"])  // Option+Right: ESC [1;3C
        try s.tmux(["send-keys", "-t", "0", "-l", "\u{1B}[<0;10;5M"])  // an SGR mouse report dusk did not ask for
        try s.send("d")
        // d comes after the sequences: once it shows, they have been read.
        #expect(s.waitForFooter("settings · dark"), "\(String(describing: try? s.plain().last))")
        #expect(!s.isDead, "an escape sequence quit the preview")
        try s.send("Escape")
        #expect(s.wait { s.isDead }, "a lone Esc quits")
    }

    @Test("q quits to the main screen with the cursor visible")
    func quitRestores() throws {
        let s = try start()
        #expect(try s.display("#{alternate_on}") == "1")
        try s.send("q")
        #expect(s.wait { s.isDead })
        #expect(try s.display("#{alternate_on} #{cursor_flag}") == "0 1")
        #expect(s.exitStatus == 0)
    }

    @Test("SIGTERM, SIGHUP and SIGINT restore the terminal and exit", arguments: [SIGTERM, SIGHUP, SIGINT])
    func signalsRestore(signal: Int32) throws {
        let s = try start()
        let pid = s.pid
        try #require(pid > 0)
        kill(pid, signal)
        #expect(s.wait { s.isDead })
        #expect(try s.display("#{alternate_on} #{cursor_flag}") == "0 1")
        #expect(s.exitStatus == Int(128 + signal))
    }

    @Test("Ctrl-Z suspends with the terminal restored, fg repaints, Ctrl-C quits")
    func suspendAndInterrupt() throws {
        try #require(FileManager.default.isExecutableFile(atPath: duskBinary))
        let s = try TmuxSession(arguments: [], interactiveShell: true)
        #expect(s.waitForFooter("? help"))
        try s.send("C-z")
        #expect(s.wait { try s.plain().contains { $0.contains("Stopped") } })
        #expect(try s.display("#{alternate_on} #{cursor_flag}") == "0 1")
        try s.send("fg", "Enter")
        #expect(s.wait { try s.display("#{alternate_on}") == "1" })
        #expect(s.waitForFooter("? help"))
        #expect(s.wait { try s.capture().cell(0, 4)?.background?.hexRGB == "#F2F2F7" })
        try s.send("C-c")
        #expect(s.wait { try s.display("#{alternate_on} #{cursor_flag}") == "0 1" })
        // (bash already ran the `echo` after the stop; ask for fg's status.)
        try s.send("echo \"[fg exited $?]\"", "Enter")
        #expect(s.wait { try s.plain().contains { $0.contains("[fg exited 130]") } })
    }

    @Test("a crash restores the terminal, then the crash report prints")
    func crashRestores() throws {
        let s = try start()
        kill(s.pid, SIGSEGV)
        // The crash report (symbolicated) takes a while in a debug build.
        #expect(s.wait(seconds: 30) { s.isDead })
        #expect(try s.display("#{alternate_on} #{cursor_flag}") == "0 1")
        #expect(s.exitStatus == Int(128 + SIGSEGV))
        let history = try s.tmux(["capture-pane", "-p", "-S", "-500", "-t", "0"])
        #expect(history.contains("crashed"), "the crash report should print after the terminal is restored")
    }

    @Test("resizing re-lays out at once, down to 1x1, and back")
    func resize() throws {
        let s = try start()
        try s.tmux(["resize-window", "-t", "0", "-x", "60", "-y", "20"])
        #expect(s.wait { try s.plain().first?.count ?? 0 <= 60 && s.plain().contains { $0.contains("Airplane Mode") } })
        try s.tmux(["resize-window", "-t", "0", "-x", "1", "-y", "1"])
        usleep(300_000)
        try s.tmux(["resize-window", "-t", "0", "-x", "30", "-y", "10"])
        #expect(s.wait { try s.plain().contains { $0.contains("Too small") } })
        try s.tmux(["resize-window", "-t", "0", "-x", "100", "-y", "40"])
        #expect(s.wait { try s.plain().contains { $0.contains("Airplane Mode") } })
        #expect(!s.isDead)
    }

    @Test("editing the theme file updates the preview with no key press; a broken file keeps the last good colors")
    func liveReload() throws {
        let dir = scratchFolder("live")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let path = dir + "/live.json"
        try ##"{ "name": "Live", "colors": { "systemGroupedBackground": "#112233" } }"##.write(
            toFile: path, atomically: true, encoding: .utf8)
        let s = try start(["live.json"], directory: dir)
        #expect(try color(s, 0, 4) == "#112233")
        try ##"{ "name": "Live", "colors": { "systemGroupedBackground": "#445566" } }"##.write(
            toFile: path, atomically: true, encoding: .utf8)
        #expect(s.wait(seconds: 2) { try color(s, 0, 4) == "#445566" })
        try "{ \"name\": \"Live\",\n  \"colors\": { \"systemGroupedBackground\": \"#44556\" } }".write(
            toFile: path, atomically: true, encoding: .utf8)
        #expect(s.waitForFooter("live.json:2:42: error: bad color \"#44556\""), "\(String(describing: try? s.plain()))")
        #expect(try color(s, 0, 4) == "#445566")
        try FileManager.default.removeItem(atPath: path)
        #expect(s.waitForFooter("no such file"))
        try ##"{ "name": "Live", "colors": { "systemGroupedBackground": "#778899" } }"##.write(
            toFile: path, atomically: true, encoding: .utf8)
        #expect(s.wait(seconds: 2) { try color(s, 0, 4) == "#778899" })
        #expect(s.waitForFooter("reloaded Live"))
    }

    @Test("a burst of 10,000 key presses and resizes: no crash, and the final frame is right")
    func burst() throws {
        let s = try start()
        let unit = "ddeeccsss"  // every toggle twice, the status bar style round the cycle: no net change
        for chunk in 0..<11 {
            try s.tmux(["send-keys", "-t", "0", "-l", String(repeating: unit, count: 101)])
            try s.tmux(["resize-window", "-t", "0", "-x", "\(60 + chunk * 3)", "-y", "\(20 + chunk)"])
        }
        try s.tmux(["send-keys", "-t", "0", "-l", "2"])
        try s.tmux(["resize-window", "-t", "0", "-x", "100", "-y", "40"])
        #expect(
            s.waitForFooter("ios13 · labels · light · status default", seconds: 20),
            "\(String(describing: try? s.plain().last { !$0.isEmpty }))")
        #expect(s.wait(seconds: 10) { try color(s, 2, 8) == "#FFFFFF" })
        #expect(!s.isDead)
    }

    @Test("without a terminal: a clear error that points to dusk export")
    func notATerminal() throws {
        let r = try runDusk([])
        #expect(r.status == 1)
        #expect(r.stderr.contains("needs a terminal"))
        #expect(r.stderr.contains("dusk export"))
    }
}
