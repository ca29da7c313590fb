import Foundation
import TestSupport
import Testing

/// Terminals and events that used to hang, crash or leave the terminal broken.
@Suite("Hostile terminals", .enabled(if: tmuxAvailable(), "needs tmux and ncurses-term (.ci/run installs them)"))
struct HostileTerminalTests {
    @Test(
        "a terminal without colors shows the preview in attributes only, and quits cleanly",
        arguments: ["vt100", "vt220", "xterm-mono"])
    func monochrome(term: String) throws {
        // (tmux sets TERM in the pane itself: env sets the one dusk sees.)
        let s = try TmuxSession(
            arguments: [], width: 80, height: 24, command: ["/usr/bin/env", "TERM=\(term)", "COLORTERM=", duskBinary])
        #expect(s.waitForFooter("no colors"), "\(String(describing: try? s.plain()))")
        try s.send("d")
        #expect(s.waitForFooter("· dark ·"))
        try s.send("q")
        // (No alternate screen on these terminals: the last frame stays, the shell prints below.)
        #expect(s.wait { try s.plain().contains { $0.contains("[dusk exited 0]") } })
    }

    @Test(
        "a terminal that cannot move the cursor (dumb, or TERM unset or empty) gets a clear error, not a crash",
        arguments: [["TERM=dumb"], ["-u", "TERM"], ["TERM="]])
    func cursorless(term: [String]) throws {
        let s = try TmuxSession(arguments: [], width: 80, height: 24, command: ["/usr/bin/env"] + term + [duskBinary])
        #expect(s.wait { s.isDead })
        #expect(s.exitStatus == 1)
        let text = try s.plain().joined(separator: " ")
        #expect(text.contains("cannot move the cursor"), "\(text)")
    }

    @Test(
        "every signal that ends a process restores the terminal first",
        arguments: [SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE])
    func terminatingSignals(signal: Int32) throws {
        let s = try TmuxSession(arguments: [])
        #expect(s.waitForFooter("? help"))
        kill(s.pid, signal)
        #expect(s.wait { s.isDead })
        #expect(try s.display("#{alternate_on} #{cursor_flag} #{keypad_cursor_flag} #{mouse_any_flag}") == "0 1 0 0")
        #expect(s.exitStatus == Int(128 + signal))
    }

    @Test("a crash restores cursor keys and keypad, and does not wait for a key before exiting")
    func crashDoesNotWait() throws {
        // The backtracer's default (interactive on a terminal) is what users get.
        let s = try TmuxSession(arguments: [], environment: ["SWIFT_BACKTRACE": "enable=yes"])
        #expect(s.waitForFooter("? help"))
        let start = Date()
        kill(s.pid, SIGSEGV)
        #expect(s.wait(seconds: 25) { s.isDead })
        #expect(Date().timeIntervalSince(start) < 20, "the crash report waited for a key")
        #expect(try s.display("#{alternate_on} #{cursor_flag} #{keypad_cursor_flag} #{keypad_flag}") == "0 1 0 0")
        #expect(s.exitStatus == Int(128 + SIGSEGV))
    }

    @Test("a terminal that goes away without SIGHUP ends the preview instead of spinning")
    func lostTerminal() throws {
        let theme = try smallTheme()
        // setsid: dusk leads a session of its own, so closing the window sends it no SIGHUP.
        let s = try TmuxSession(arguments: [], environment: [:], command: ["/usr/bin/setsid", "-w", duskBinary, theme])
        #expect(s.waitForFooter("? help"))
        let pid = processes(withArgument: theme).first ?? 0
        try #require(pid > 0)
        try s.tmux(["kill-server"])
        var gone = false
        for _ in 0..<100 where !gone {
            usleep(50_000)
            gone = kill(pid, 0) != 0
        }
        #expect(gone, "dusk kept running after its terminal went away")
    }

    @Test("the theme replaced by a FIFO while the preview runs: an error in the footer, q still quits")
    func fifoDuringPreview() throws {
        let theme = try smallTheme()
        let s = try TmuxSession(arguments: [theme], width: 240)
        #expect(s.waitForFooter("? help"))
        unlink(theme)
        #expect(mkfifo(theme, 0o644) == 0)
        #expect(s.waitForFooter("FIFO"), "\(String(describing: try? s.plain().last))")
        try s.send("q")
        #expect(s.wait { s.isDead })
        #expect(s.exitStatus == 0)
    }
}

/// A one-color theme file in a folder of its own.
func smallTheme() throws -> String {
    let dir = scratchFolder("theme")
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try ##"{"colors": {"brand": "#123456"}}"##.write(toFile: dir + "/t.json", atomically: true, encoding: .utf8)
    return dir + "/t.json"
}

/// Pids of processes whose command line has `argument` as an argument.
func processes(withArgument argument: String) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { Int32($0) }.filter { pid in
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
        let args = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        return args.first?.hasSuffix("/dusk") == true && args.contains(argument)
    }
}
