import Foundation
import TestSupport
import Testing

/// dusk-bench's figures go into BENCHMARKS.md: a run that measured nothing must say so and write nothing.
@Suite("The benchmark's own failures")
struct BenchTests {
    static let bench = packageRoot + "/.build/debug/dusk-bench"

    @Test("dusk-bench given a dusk binary that does not exist stops with an error and writes no figures")
    func missingBinary() throws {
        let folder = scratchFolder("bench")
        let run = try runProgram(Self.bench, ["/nonexistent/dusk"], in: folder)
        #expect(run.exited)
        #expect(run.status == 1)
        #expect(run.stderr.contains("cannot run the dusk binary to measure at `/nonexistent/dusk`"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/BENCHMARKS.md"))
    }
}
