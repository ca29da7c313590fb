import Platform

/// Monotonic time in nanoseconds.
func now() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Medians and spread of repeated runs, after a warm-up.
struct Measurement {
    var name: String
    var samples: [Double]  // milliseconds

    var median: Double { percentile(0.5) }
    var p10: Double { percentile(0.1) }
    var p90: Double { percentile(0.9) }

    func percentile(_ p: Double) -> Double {
        let s = samples.sorted()
        guard !s.isEmpty else { return 0 }
        return s[min(s.count - 1, Int(Double(s.count - 1) * p + 0.5))]
    }
}

/// Runs `body` `warmup` times untimed, then `iterations` times timed.
func measure(_ name: String, warmup: Int = 20, iterations: Int = 200, _ body: () -> Void) -> Measurement {
    for _ in 0..<warmup { body() }
    var samples: [Double] = []
    samples.reserveCapacity(iterations)
    for _ in 0..<iterations {
        let start = now()
        body()
        samples.append(Double(now() - start) / 1_000_000)
    }
    return Measurement(name: name, samples: samples)
}

/// Runs a whole process and returns its wall time in milliseconds (nil if it failed).
/// `exitCodes`: the exit codes that count as a run (check exits 1 on findings).
func timeProcess(_ argv: [String], stdoutTo path: String = "/dev/null", exitCodes: Set<Int32> = [0]) -> Double? {
    let start = now()
    guard let pid = SystemInfo.spawn(argv, stdout: path) else { return nil }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    let elapsed = Double(now() - start) / 1_000_000
    let exitedNormally = status & 0x7F == 0
    return exitedNormally && exitCodes.contains((status >> 8) & 0xFF) ? elapsed : nil
}

/// Stops the benchmark, leaving BENCHMARKS.md as it was: figures of a run that did not happen are no figures.
func fail(_ message: String) -> Never {
    try? StandardStream.write("dusk-bench: \(message)\n", to: 2)
    removeScratchFiles()
    exit(1)
}

/// Stops before any measurement when `path` cannot run.
func requireRunnable(_ path: String, _ what: String, arguments: [String] = []) {
    guard FileSystem.entry(at: path) == .regular, timeProcess([path] + arguments) != nil else {
        fail(
            "cannot run \(what) at `\(path)`: build it with `swift build -c release` "
                + "(dusk-bench measures the dusk binary given as its first argument, .build/release/dusk by default)")
    }
}

/// A measurement of processes that must have run at least once.
func required(_ m: Measurement, of runs: Int) -> Measurement {
    if m.samples.isEmpty { fail("none of \(runs) runs of “\(m.name)” succeeded; BENCHMARKS.md was left as it was") }
    return m
}

/// The folder this benchmark's binary is in (its siblings are built with it).
func ownFolder() -> String {
    guard let path = SystemInfo.executablePath else { return ".build/release" }
    return String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
}

func fixed(_ v: Double, _ decimals: Int = 3) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let r = (v * scale).rounded() / scale
    var s = String(r)
    if let dot = s.firstIndex(of: ".") {
        let places = s.distance(from: dot, to: s.endIndex) - 1
        if places < decimals { s += String(repeating: "0", count: decimals - places) }
    } else if decimals > 0 {
        s += "." + String(repeating: "0", count: decimals)
    }
    return s
}

/// Runs a program and returns its standard output (nil if it failed).
func runCapture(_ argv: [String]) -> String? {
    let path = "/tmp/dusk-bench-out-\(getpid())"
    defer { AtomicFile.removeTree(path) }
    guard timeProcess(argv, stdoutTo: path) != nil else { return nil }
    return String(decoding: readAll(path), as: UTF8.self)
}

func readAll(_ path: String) -> [UInt8] {
    (try? FileSystem.read(path, limit: 1 << 30)) ?? []
}

/// A benchmark's input file in /tmp, removed when the benchmark exits.
func writeScratch(_ text: String, to path: String) {
    do {
        try AtomicFile.write(Array(text.utf8), to: path, protecting: .none)
    } catch {
        fail("cannot write \(path): \(error)")
    }
    scratchFiles.append(path)
}

nonisolated(unsafe) var scratchFiles: [String] = []

func removeScratchFiles() {
    for path in scratchFiles { AtomicFile.removeTree(path) }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " || s.first == "\t" { s.removeFirst() }
        while s.last == " " || s.last == "\t" { s.removeLast() }
        return String(s)
    }
}
