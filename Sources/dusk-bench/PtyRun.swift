import CPty
import Platform

/// dusk's live preview on a pseudo-terminal, timed as the terminal sees it.
struct PtyRun {
    let pid: Int32
    let master: Int32

    init?(binary: String, arguments: [String] = [], cols: Int, rows: Int) {
        let words: [String] = [binary] + arguments
        let environment: [String] = [
            "TERM=xterm-direct", "COLORTERM=truecolor", "LANG=C.UTF-8", "SWIFT_BACKTRACE=enable=no",
            "PATH=/usr/bin:/bin",
        ]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let env: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in env { free(pointer) }
        }
        var fd: Int32 = -1
        let pid = argv.withUnsafeBufferPointer { a in
            env.withUnsafeBufferPointer { e in
                dusk_spawn_pty(binary, a.baseAddress, e.baseAddress, Int32(cols), Int32(rows), &fd)
            }
        }
        guard pid > 0 else { return nil }
        self.pid = pid
        self.master = fd
    }

    /// Reads until the terminal has been quiet for `quietMs`; returns the bytes and the times of the first and
    /// the last.
    func readUntilQuiet(quietMs: Int32 = 150, limitMs: UInt64 = 5000) -> (bytes: Int, first: UInt64?, last: UInt64?) {
        var total = 0
        var first: UInt64?
        var last: UInt64?
        let start = now()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while now() - start < limitMs * 1_000_000 {
            var p = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&p, 1, quietMs)
            if ready <= 0 { if last != nil { break } else { continue } }
            let n = read(master, &buffer, buffer.count)
            if n <= 0 { break }
            total += n
            last = now()
            if first == nil { first = last }
        }
        return (total, first, last)
    }

    func send(_ text: String) { _ = Array(text.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) } }

    /// Reaps a program that ends by itself (after `readUntilQuiet`).
    func reap() {
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
    }

    /// Quits, reaps, and returns the peak resident memory in KiB: the
    /// preview's own high-water mark (VmHWM), read before it quits. (wait4's
    /// ru_maxrss would also count the pages of this benchmark process that
    /// the forked child shared before it ran exec.)
    func finish() -> Int {
        let hwm = SystemInfo.peakMemoryKiB(of: pid)
        send("q")
        _ = readUntilQuiet(quietMs: 100, limitMs: 1000)
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        close(master)
        return hwm ?? SystemInfo.maximumResidentKiB(usage)
    }
}
