import Foundation
import Testing

/// dusk-bench's figures go into BENCHMARKS.md: a run that measured nothing must say so and write nothing.
@Suite("The benchmark's own failures")
struct BenchTests {
    static let bench = packageRoot + "/.build/debug/dusk-bench"

    @Test("dusk-bench given a dusk binary that does not exist stops with an error and writes no figures")
    func missingBinary() throws {
        let folder = NSTemporaryDirectory() + "dusk-bench-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Self.bench)
        p.arguments = ["/nonexistent/dusk"]
        p.currentDirectoryURL = URL(fileURLWithPath: folder)
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationReason == .exit)
        #expect(p.terminationStatus == 1)
        #expect(message.contains("cannot run the dusk binary to measure at `/nonexistent/dusk`"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/BENCHMARKS.md"))
    }
}
