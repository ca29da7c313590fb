import Testing

@testable import DuskCLI

/// The command line says what it did not understand, and quotes the user's text only as far as it helps.
@Suite("The command line")
struct CommandLineTests {
    @Test("`dusk help COMMAND` is that command's help; any other word or flag after help is a usage error")
    func help() {
        #expect(DuskCLI.run(["help"]).exitCode == 0)
        let check = DuskCLI.run(["help", "check"])
        #expect(check.exitCode == 0)
        #expect(check.stdout.hasPrefix("usage: dusk check"), "\(check.stdout.prefix(80))")
        for words in [["help", "--bogus", "x"], ["help", "chek"], ["help", "check", "extra"], ["--version", "x"]] {
            let run = DuskCLI.run(words)
            #expect(run.exitCode == 64, "\(words)")
        }
        #expect(DuskCLI.run(["help", "chek"]).stderr.contains("did you mean `check`?"))
    }

    @Test("a missing theme's path of 100 KB is quoted cut, not twice in full")
    func longPath() {
        let path = String(repeating: "a", count: 100_000) + ".json"
        let run = DuskCLI.run(["colors", path])
        #expect(run.exitCode == 66)
        #expect(run.stderr.utf8.count < 2_000, "\(run.stderr.utf8.count) bytes")
        #expect(run.stderr.contains("cannot read theme"))
    }
}
