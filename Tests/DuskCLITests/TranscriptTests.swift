import Foundation
import TestSupport
import Testing

@testable import DuskCLI

/// Every command transcript in the README and the manual is what dusk prints today, so none can go stale.
///
/// A transcript is a ```` ```console ```` block: `$ dusk ARGS` lines, each followed by what a terminal shows of
/// it, standard output then standard error (the order `CommandOutput.flush` writes them in); the exit code is
/// not shown. A line `...` stands for one or more lines left out: the lines above the first `...` are the
/// output's first lines, those below the last its last lines, and those between two are lines of the output in
/// that order. Blank lines ending an output are not compared, so one may separate two commands. Arguments are
/// split at spaces (no quoting).
///
/// Each block runs in-process, in a scratch folder of its own that holds a copy of `themes/` and of every other
/// package path its commands name: `dusk fix themes/x.json` writes beside the copy, never into the package. The
/// scratch folder's path is taken out of what the commands print. An `export` needs `--out` (a folder, which
/// lands in the scratch folder, or `-`), as its default folder is the working one: the package.
///
/// `DUSK_RECORD_TRANSCRIPTS=1` rewrites the blocks from what the commands print, keeping their `...` (see
/// `recorded`); `scripts/record-goldens.sh` does, then runs the test again.
@Suite("Transcripts in the README and the manual")
struct TranscriptTests {
    /// README.md and every article of the manual, as paths from the package root.
    static let documents: [String] = {
        let catalog = "Sources/DuskCLI/Dusk.docc"
        let articles = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/" + catalog)) ?? []
        return ["README.md"] + articles.filter { $0.hasSuffix(".md") }.sorted().map { catalog + "/" + $0 }
    }()

    /// One `$ dusk` line and the output shown under it.
    struct Command {
        var arguments: [String]
        var shown: [String]
    }

    /// A console block: where its lines are in the document, their indentation, and its commands.
    struct Block {
        var lines: Range<Int>
        var indent: String
        var commands: [Command]
    }

    static func blocks(_ lines: [String]) -> [Block] {
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let indent = String(line.prefix { $0 == " " })
            guard line.dropFirst(indent.count) == "```console" else {
                index += 1
                continue
            }
            let start = index + 1
            var end = start
            while end < lines.count, lines[end] != indent + "```" { end += 1 }
            var commands: [Command] = []
            for text in lines[start..<end].map({ String($0.dropFirst(indent.count)) }) {
                if text.hasPrefix("$ ") {
                    commands.append(
                        Command(arguments: text.split(separator: " ").dropFirst().map(String.init), shown: []))
                } else if !commands.isEmpty {
                    commands[commands.count - 1].shown.append(text)
                }
            }
            blocks.append(Block(lines: start..<end, indent: indent, commands: commands))
            index = end + 1
        }
        return blocks
    }

    /// Blank lines at the end are the separator before the next command, not output.
    static func trimmed(_ lines: [String]) -> [String] {
        var lines = lines
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// The parts of `shown` around its `...` lines.
    static func segments(_ shown: [String]) -> [[String]] {
        shown.split(separator: "...", omittingEmptySubsequences: false).map(Array.init)
    }

    /// Where each part of `shown` is in `actual`, or nil: the first part at the start, the last at the end, the
    /// others in order between them (each as early as it can be, which leaves the most room for the rest), and
    /// at least one line left out at each `...`.
    static func places(_ shown: [String], _ actual: [String]) -> [Int]? {
        let parts = segments(shown)
        guard parts.count > 1 else { return shown == actual ? [0] : nil }
        guard Array(actual.prefix(parts[0].count)) == parts[0] else { return nil }
        var places = [0]
        var next = parts[0].count + 1
        for part in parts.dropFirst().dropLast() {
            guard
                let at = (next..<max(next, actual.count - part.count + 1)).first(where: {
                    Array(actual[$0..<$0 + part.count]) == part
                })
            else { return nil }
            places.append(at)
            next = at + part.count + 1
        }
        let last = parts[parts.count - 1]
        guard actual.count - last.count >= next, Array(actual.suffix(last.count)) == last else { return nil }
        return places + [actual.count - last.count]
    }

    static func matches(_ shown: [String], _ actual: [String]) -> Bool { places(shown, actual) != nil }

    /// What to write for `actual` in place of `shown`: as many lines before the first `...` and after the last,
    /// and each part between them where its first line is now (the same line, else one that starts alike);
    /// a part whose line is gone is left out, and an output too short for its `...` is written whole.
    static func recorded(_ shown: [String], _ actual: [String]) -> [String] {
        let parts = segments(shown)
        guard parts.count > 1, actual.count > parts[0].count + parts[parts.count - 1].count else { return actual }
        var lines = Array(actual.prefix(parts[0].count))
        var next = parts[0].count + 1
        let end = actual.count - parts[parts.count - 1].count
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            let first = part[0]
            let candidates = next..<max(next, end - part.count)
            guard
                let at = candidates.first(where: { actual[$0] == first })
                    ?? candidates.first(where: { actual[$0].prefix(20) == first.prefix(20) })
            else { continue }
            lines += ["..."] + actual[at..<at + part.count]
            next = at + part.count + 1
        }
        return lines + ["..."] + actual.suffix(parts[parts.count - 1].count)
    }

    /// Runs one block's commands in a scratch folder of its own; each output's lines, the scratch path taken out.
    static func run(_ block: Block, document: String) throws -> [[String]] {
        let scratch = scratchFolder("transcript")
        // The block's view of the package: its example themes, and whatever else it names.
        var copied = ["themes"]
        var runs: [[String]] = []
        for command in block.commands {
            #expect(command.arguments.first == "dusk", "\(document): `$ \(command.arguments.joined(separator: " "))`")
            var arguments = Array(command.arguments.dropFirst())
            if arguments.first == "export" {
                #expect(arguments.contains("--out"), "\(document): an export transcript needs --out (a folder or -)")
            }
            for index in arguments.indices {
                let argument = arguments[index]
                let isOut = index > 0 && arguments[index - 1] == "--out"
                guard argument != "-", !argument.hasPrefix("-"), !argument.hasPrefix("/") else { continue }
                // A path has a `/` or a `.` (`themes/x.json`, `brand.css`); `themes` alone is the command.
                guard isOut || argument.contains("/") || argument.contains(".") else { continue }
                let inPackage = FileManager.default.fileExists(atPath: packageRoot + "/" + argument)
                #expect(!argument.split(separator: "/").contains(".."), "\(document): \(argument) leaves the package")
                if inPackage { copied.append(argument) }
                arguments[index] = scratch + "/" + argument
            }
            for path in copied where !FileManager.default.fileExists(atPath: scratch + "/" + path) {
                try FileManager.default.createDirectory(
                    atPath: ((scratch + "/" + path) as NSString).deletingLastPathComponent,
                    withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: packageRoot + "/" + path, toPath: scratch + "/" + path)
            }
            let out = DuskCLI.run(arguments)
            var text = out.stdout + out.stderr
            for prefix in [scratch, URL(fileURLWithPath: scratch).resolvingSymlinksInPath().path] {
                text = text.replacingOccurrences(of: prefix + "/", with: "")
            }
            runs.append(trimmed(text.components(separatedBy: "\n")))
        }
        return runs
    }

    @Test("every console block's commands print what it shows", arguments: documents)
    func transcriptsAreCurrent(document: String) throws {
        let path = packageRoot + "/" + document
        var lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        let record = ProcessInfo.processInfo.environment["DUSK_RECORD_TRANSCRIPTS"] == "1"
        var rewritten = false
        // From the last block up, so that a block rewritten to another length leaves the others' lines in place.
        for block in Self.blocks(lines).reversed() {
            let first = lines[block.lines].first?.dropFirst(block.indent.count)
            #expect(
                first?.hasPrefix("$ ") == true, "\(document):\(block.lines.lowerBound): a console block starts with `$`"
            )
            let runs = try Self.run(block, document: document)
            var replacement: [String] = []
            for (command, actual) in zip(block.commands, runs) {
                let shown = Self.trimmed(command.shown)
                let line = "$ " + command.arguments.joined(separator: " ")
                if !Self.matches(shown, actual) {
                    if record {
                        rewritten = true
                    } else {
                        Issue.record(
                            """
                            \(document):\(block.lines.lowerBound): `\(line)` prints
                            \(actual.joined(separator: "\n"))
                            but the transcript shows
                            \(shown.joined(separator: "\n"))
                            (DUSK_RECORD_TRANSCRIPTS=1 swift test --filter TranscriptTests records it)
                            """)
                    }
                }
                let separator = command.shown.count > shown.count ? [""] : []
                replacement += [line] + (Self.matches(shown, actual) ? shown : Self.recorded(shown, actual)) + separator
            }
            lines.replaceSubrange(block.lines, with: replacement.map { $0.isEmpty ? $0 : block.indent + $0 })
        }
        if record && rewritten {
            try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("\(document): transcripts recorded; review the diff and run the tests again")
        }
    }

    @Test("a block of another kind that shows a `$ dusk` line is made a console block, so that it is run")
    func everyTranscriptIsRun() throws {
        var count = 0
        for document in Self.documents {
            let lines = try String(contentsOfFile: packageRoot + "/" + document, encoding: .utf8)
                .components(separatedBy: "\n")
            count += Self.blocks(lines).count
            var fence: String?
            for (number, line) in lines.enumerated() {
                let text = line.drop { $0 == " " }
                if text.hasPrefix("```") {
                    fence = fence == nil ? String(text.dropFirst(3)) : nil
                } else if let fence, fence != "console", text.hasPrefix("$ dusk") {
                    Issue.record("\(document):\(number + 1): a `$ dusk` line in a ```\(fence) block")
                }
            }
        }
        #expect(count >= 10, "the README and the manual show dusk at work")
    }

    @Test("the tutorial's theme is themes/harbor.json, which its transcripts run")
    func tutorialThemeIsInTheRepository() throws {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        let tutorial = try #require(readme.range(of: "## Your first theme"))
        let start = try #require(readme.range(of: "```json5\n", range: tutorial.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let file = try String(contentsOfFile: packageRoot + "/themes/harbor.json", encoding: .utf8)
        #expect(readme[start.upperBound..<end.lowerBound] + "\n" == file)
    }
}
