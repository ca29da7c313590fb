import ANSIReader
import Foundation

let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

let duskBinary = packageRoot + "/.build/debug/dusk"

/// A detached tmux server of its own (its own socket, so tests run in
/// parallel) running dusk at a fixed size with a direct-color TERM.
final class TmuxSession {
    let socket = "dusk-test-\(UUID().uuidString.prefix(8))"
    let width: Int, height: Int

    init(
        arguments: [String], width: Int = 100, height: Int = 40, directory: String = NSTemporaryDirectory(),
        environment: [String: String] = [:], interactiveShell: Bool = false, command: [String]? = nil
    ) throws {
        self.width = width
        self.height = height
        var env = [
            "TERM": "tmux-direct", "COLORTERM": "truecolor", "SWIFT_BACKTRACE": "interactive=no", "LANG": "C.UTF-8",
        ]
        env.merge(environment) { _, new in new }
        var args = [
            "-L", socket, "-f", TmuxSession.configuration, "new-session", "-d", "-x", "\(width)", "-y", "\(height)",
            "-c", directory,
        ]
        for (k, v) in env.sorted(by: { $0.key < $1.key }) { args += ["-e", "\(k)=\(v)"] }
        // dusk runs under a shell that stays after it exits, so the pane shows how dusk
        // left the terminal (tmux's flags are not reliable for a dead pane) and its exit status.
        if interactiveShell {
            // A shell with job control, for Ctrl-Z and fg: dusk is typed at its prompt.
            args += ["-e", "PS1=$ ", "--", "/bin/bash", "--norc", "--noprofile", "-i"]
            try tmux(args, readOutput: false)
            try tmux([
                "send-keys", "-t", "0",
                ([duskBinary] + arguments).joined(separator: " ") + "; echo \"[dusk exited $?]\"", "Enter",
            ])
            return
        }
        args +=
            ["--", "/bin/sh", "-c", "\"$0\" \"$@\"; echo \"[dusk exited $?]\"; exec sleep 600"]
            + (command ?? [duskBinary] + arguments)
        // Starting the server forks a daemon that would hold a stdout pipe open: give it /dev/null.
        try tmux(args, readOutput: false)
    }

    /// Keeps a pane after dusk exits, so tests can read how it left the terminal.
    static let configuration: String = {
        let path = NSTemporaryDirectory() + "dusk-tests-tmux.conf"
        try? "set-option -g remain-on-exit on\nset-option -g default-terminal tmux-direct\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        return path
    }()

    deinit { _ = try? tmux(["kill-server"], check: false) }

    @discardableResult
    func tmux(_ args: [String], check: Bool = true, readOutput: Bool = true) throws -> String {
        let argv = ["/usr/bin/tmux"] + (args.first == "-L" ? args : ["-L", socket] + args)
        let (status, output) = spawn(argv, captureOutput: readOutput)
        if check && status != 0 { throw TmuxError(message: "tmux \(args.joined(separator: " ")) failed (\(status))") }
        return output
    }

    struct TmuxError: Error { var message: String }

    func send(_ keys: String...) throws { try tmux(["send-keys", "-t", "0"] + keys) }

    /// The pane as a terminal shows it: 24-bit colors, trailing blanks kept.
    func capture() throws -> ANSIScreen {
        let text = try tmux(["capture-pane", "-p", "-e", "-N", "-t", "0"])
        return ANSIScreen(Array(text.utf8))
    }

    func plain() throws -> [String] {
        try tmux(["capture-pane", "-p", "-t", "0"]).components(separatedBy: "\n")
    }

    func display(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", "0", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// dusk's pid: the child of the pane's shell.
    var pid: Int32 {
        guard let shell = Int32((try? display("#{pane_pid}")) ?? "") else { return 0 }
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        return Int32(children.split(separator: " ").first ?? "") ?? 0
    }

    /// dusk's exit status once it has exited (128 + n for signal n), else nil.
    var exitStatus: Int? {
        guard let line = (try? plain())?.last(where: { $0.contains("[dusk exited ") }) else { return nil }
        return Int(line.split(separator: " ").last?.dropLast() ?? "")
    }
    var isDead: Bool { exitStatus != nil }

    /// Polls until `condition` holds (up to `seconds`); returns whether it did.
    @discardableResult
    func wait(seconds: Double = 5, _ condition: () throws -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if (try? condition()) == true { return true }
            usleep(30_000)
        }
        return (try? condition()) == true
    }

    /// Waits until the footer shows `text`.
    @discardableResult
    func waitForFooter(_ text: String, seconds: Double = 5) -> Bool {
        wait(seconds: seconds) { try plain().contains { $0.contains(text) } }
    }
}

func tmuxAvailable() -> Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
        && (FileManager.default.fileExists(atPath: "/usr/share/terminfo/t/tmux-direct")
            || FileManager.default.fileExists(atPath: "/lib/terminfo/t/tmux-direct"))
}

func runDusk(_ arguments: [String]) throws -> (status: Int32, stdout: [UInt8], stderr: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: duskBinary)
    p.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    p.standardOutput = out
    p.standardError = err
    p.standardInput = FileHandle.nullDevice
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, [UInt8](data), String(decoding: errData, as: UTF8.self))
}

/// Runs a program with posix_spawn and waitpid: the tmux server it may fork
/// keeps no pipe of ours open, so nothing waits on it.
func spawn(_ argv: [String], captureOutput: Bool) -> (status: Int32, output: String) {
    let outputPath = NSTemporaryDirectory() + "dusk-spawn-\(UUID().uuidString)"
    defer { unlink(outputPath) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
        &actions, 1, captureOutput ? outputPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let cArgs = argv.map { strdup($0) } + [nil]
    defer { for pointer in cArgs { free(pointer) } }
    // Children start with no signal blocked and default handlers, whatever this test thread has.
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
    var pid: pid_t = 0
    guard posix_spawn(&pid, argv[0], &actions, &attributes, cArgs, environ) == 0 else { return (-1, "") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let output = captureOutput ? ((try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "") : ""
    let exited = status & 0x7F == 0
    return (exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), output)
}
