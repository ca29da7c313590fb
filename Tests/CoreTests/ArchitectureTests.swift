import Foundation
import Testing

/// The rules of ARCHITECTURE.md, checked on the sources: each module imports exactly what Package.swift
/// declares (so the package is the one table of who imports whom), ARCHITECTURE.md's import table is that
/// table, files are opened only in the platform layer, and no module grows over a third of the code.
@Suite("Architecture")
struct ArchitectureTests {
    /// A target of Package.swift: its name, its folder and the targets it depends on.
    struct Target {
        var name: String
        var folder: String
        var dependencies: [String]
        var isTest: Bool
        /// Tests and what only tests use (TestSupport, the system zlib that decodes PNGs), under `Tests/`.
        var isTestOnly: Bool { isTest || folder.hasPrefix("Tests/") }
    }

    /// The targets as Package.swift declares them, in its order.
    static func targets() throws -> [Target] {
        let package = try String(contentsOfFile: TestFiles.root + "/Package.swift", encoding: .utf8)
        let declaration = try NSRegularExpression(pattern: #"\.(target|executableTarget|testTarget|systemLibrary)\("#)
        let starts = declaration.matches(in: package, range: NSRange(package.startIndex..., in: package)).map {
            Range($0.range, in: package)!
        }
        var found: [Target] = []
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1].lowerBound : package.endIndex
            let chunk = package[start.upperBound..<end]
            func quoted(after label: String) -> String? {
                guard let open = chunk.range(of: label + ": \"") else { return nil }
                return String(chunk[open.upperBound...].prefix { $0 != "\"" })
            }
            guard let name = quoted(after: "name") else { continue }
            var dependencies: [String] = []
            if let open = chunk.range(of: "dependencies: ["), let close = chunk[open.upperBound...].firstIndex(of: "]")
            {
                dependencies = chunk[open.upperBound..<close].split(separator: ",").map {
                    $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"\n"))
                }.filter { !$0.isEmpty }
            }
            let isTest = package[start].hasPrefix(".testTarget")
            let folder = quoted(after: "path") ?? (isTest ? "Tests/" : "Sources/") + name
            found.append(Target(name: name, folder: folder, dependencies: dependencies, isTest: isTest))
        }
        return found
    }

    static func swiftFiles(in folder: String) -> [String] {
        let dir = TestFiles.root + "/" + folder
        let all = FileManager.default.enumerator(atPath: dir)?.compactMap { $0 as? String } ?? []
        return all.filter { $0.hasSuffix(".swift") && !$0.contains("Fixtures/") }.sorted().map { dir + "/" + $0 }
    }

    static func imports(of file: String) throws -> [String] {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            for prefix in ["import ", "@testable import "] where line.hasPrefix(prefix) {
                return String(line.dropFirst(prefix.count))
            }
            return nil
        }
    }

    @Test("Package.swift parses into the targets the sources are in")
    func packageIsRead() throws {
        let targets = try Self.targets()
        let names = Set(targets.map(\.name))
        for expected in [
            "Platform", "ColorScience", "ThemeModel", "Formats", "Audit", "Screens", "Encoding", "Export",
            "Preview", "Terminal", "DuskCLI", "dusk", "dusk-bench", "CoreTests", "TestSupport",
        ] {
            #expect(names.contains(expected), "Package.swift: no target \(expected)")
        }
        #expect(targets.first { $0.name == "Screens" }?.dependencies.contains("ThemeModel") == true)
        #expect(targets.first { $0.name == "TestSupport" }?.folder == "Tests/TestSupport")
    }

    @Test("each module imports exactly the targets Package.swift says it depends on")
    func importsAreThePackage() throws {
        let targets = try Self.targets()
        let projectModules = Set(targets.map(\.name))
        for target in targets {
            var used: Set<String> = []
            for file in Self.swiftFiles(in: target.folder) {
                for imported in try Self.imports(of: file) {
                    if projectModules.contains(imported) {
                        #expect(
                            target.dependencies.contains(imported),
                            "\(file): \(target.name) imports \(imported), which Package.swift does not give it")
                        used.insert(imported)
                    }
                    if !target.isTestOnly {
                        #expect(imported != "Foundation", "\(file): no Foundation outside the tests (start-up time)")
                    }
                }
            }
            for dependency in target.dependencies where !Self.swiftFiles(in: target.folder).isEmpty {
                #expect(
                    used.contains(dependency),
                    "Package.swift: \(target.name) depends on \(dependency) but no file imports it")
            }
        }
    }

    /// The modules that know no file format, and the adapters around them that read and write files.
    static let core = ["ColorScience", "ThemeModel", "Audit", "Screens", "Encoding", "Raster", "Preview"]
    static let adapters = ["Syntax", "Formats", "Rewrite", "Export", "Terminal"]
    /// What of Platform the core may use: its threads, never its files.
    static let platformFiles = try! NSRegularExpression(
        pattern: #"\b(FileSystem|AtomicFile|AppendFile|InPlaceFile|FileTransaction|DiskFiles|MemoryFiles|"#
            + #"ReplacedFiles|FileAccess|Descriptor|FileStamp|FileIdentity|StandardStream)\b"#)

    @Test("the core imports no reader or writer of files")
    func coreKnowsNoFormat() throws {
        let targets = try Self.targets()
        var found: Set<String> = []
        for target in targets where Self.core.contains(target.name) {
            for adapter in target.dependencies where Self.adapters.contains(adapter) {
                found.insert("\(target.name) -> \(adapter)")
            }
        }
        #expect(found.isEmpty, "the core imports \(found.sorted())")
        for target in targets where Self.core.contains(target.name) {
            for file in Self.swiftFiles(in: target.folder) {
                let text = try String(contentsOfFile: file, encoding: .utf8)
                let range = NSRange(text.startIndex..., in: text)
                #expect(Self.platformFiles.firstMatch(in: text, range: range) == nil, "\(file) names Platform's files")
            }
        }
        #expect(targets.contains { $0.name == "Audit" && !$0.dependencies.contains("Formats") })
    }

    @Test("a mode's words are read in one place, ModeWords: no reader matches `dark` or `night` by hand")
    func oneModeWordMapping() throws {
        // A substring match reads `highlight` as light; a word list kept elsewhere drifts from ModeWords'.
        let handMade = try NSRegularExpression(
            pattern:
                #"(contains|hasPrefix|hasSuffix)\("(dark|light|night)"\)|\$0\.lowercased\(\) == "(dark|light|night)""#)
        var found: [String] = []
        for file in Self.swiftFiles(in: "Sources") where !file.hasSuffix("/ModeWords.swift") {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let range = NSRange(text.startIndex..., in: text)
            for match in handMade.matches(in: text, range: range) {
                found.append("\(file): \(text[Range(match.range, in: text)!])")
            }
        }
        #expect(found.isEmpty, "\(found)")
    }

    @Test("one reader of hex digits (RGBA) and one color-space converter: no reader does either by hand")
    func oneHexLexer() throws {
        // JSON5's and the brace languages' own `0x` numbers are number syntax, not colors.
        let byHand = try NSRegularExpression(
            pattern:
                #"(Int|UInt8|UInt16|UInt32|UInt64)\([^()]*radix: 16\)|func hexDigit\(|fromDisplayP3\(|fromLinearSRGB\("#
        )
        var found: [String] = []
        for file in Self.swiftFiles(in: "Sources")
        where !file.contains("/ColorScience/") && !file.hasSuffix("/JSONParser.swift")
            && !file.hasSuffix("/BraceNumbers.swift")
        {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            for match in byHand.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                found.append("\(file): \(text[Range(match.range, in: text)!])")
            }
        }
        #expect(found.isEmpty, "\(found)")
    }

    /// The table ARCHITECTURE.md shows, as Package.swift declares it.
    static func importTable(_ targets: [Target]) -> String {
        var rows = ["| module | imports |", "|---|---|"]
        for target in targets where !target.isTestOnly {
            let imports =
                target.dependencies.isEmpty ? "nothing" : target.dependencies.map { "`\($0)`" }.joined(separator: ", ")
            rows.append("| `\(target.name)` | \(imports) |")
        }
        return rows.joined(separator: "\n")
    }

    @Test("ARCHITECTURE.md's import table is Package.swift's")
    func architectureTableIsThePackage() throws {
        let expected = Self.importTable(try Self.targets())
        let architecture = try String(contentsOfFile: TestFiles.root + "/ARCHITECTURE.md", encoding: .utf8)
        #expect(architecture.contains(expected + "\n"), "ARCHITECTURE.md: the import table should read\n\(expected)")
    }

    /// The calls that open, read, write, list or remove files or descriptors.
    static let ioCalls = try! NSRegularExpression(
        pattern:
            #"(?<![\w.])(open|openat|fopen|fdopen|fstat|lstat|stat|opendir|readdir|unlink|rename|mkdir|rmdir|"#
            + #"realpath|access|linkat|read|write|pread|pwrite|fwrite)\("#
    )

    @Test("no module but Platform opens, reads, writes, lists or removes files (dusk-bench's pty driver aside)")
    func oneIOBoundary() throws {
        // The benchmark drives the preview through a pseudo-terminal's master descriptor.
        let exceptions: Set<String> = ["Sources/dusk-bench/PtyRun.swift"]
        for target in try Self.targets()
        where !target.isTestOnly && target.name != "Platform" {
            for file in Self.swiftFiles(in: target.folder) where !exceptions.contains(where: { file.hasSuffix($0) }) {
                let text = try String(contentsOfFile: file, encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let s = String(line)
                    if s.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                    let calls = Self.ioCalls.matches(in: s, range: NSRange(s.startIndex..., in: s))
                    // `func write(` and `.write(` are the project's own functions, not the system call.
                    let system = calls.filter { match in
                        let before = s[..<Range(match.range, in: s)!.lowerBound]
                        return !before.hasSuffix("func ") && !before.hasSuffix("case ")
                    }
                    #expect(system.isEmpty, "\(file): file I/O outside Platform: \(s)")
                }
            }
        }
    }

    @Test("the I/O rule sees the calls it forbids")
    func ioRuleMatches() {
        for line in ["let n = write(fd, p, 3)", "  fdopen(1, \"w\")", "x = read(fd, &b, 4)", "unlink(path)"] {
            #expect(Self.ioCalls.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil, "\(line)")
        }
        for line in ["try AtomicFile.write(bytes)", "writer.write(into: &out)", "let reader = 1"] {
            #expect(Self.ioCalls.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) == nil, "\(line)")
        }
    }

    @Test("no module holds more than 30% of the Swift lines")
    func modulesBySize() throws {
        var lines: [String: Int] = [:]
        for target in try Self.targets() where !target.isTestOnly {
            for file in Self.swiftFiles(in: target.folder) {
                lines[target.name, default: 0] += try String(contentsOfFile: file, encoding: .utf8)
                    .split(separator: "\n", omittingEmptySubsequences: false).count
            }
        }
        let total = lines.values.reduce(0, +)
        #expect(total > 10_000)
        for (module, count) in lines {
            #expect(count * 10 <= total * 3, "\(module) holds \(count) of \(total) lines")
        }
    }

    /// Generated tables (Apple's palette and its source text, the recorded ratios) are data, written by scripts
    /// and marked so swift-format leaves them alone; every other line is someone's to read.
    @Test("no hand-written source line is wider than 120 columns")
    func lineWidth() throws {
        for target in try Self.targets() {
            for file in Self.swiftFiles(in: target.folder) {
                let text = try String(contentsOfFile: file, encoding: .utf8)
                if text.hasPrefix("// swift-format-ignore-file\n") { continue }
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    #expect(line.count <= 120, "\(file):\(number + 1): \(line.count) columns")
                }
            }
        }
    }

    /// Functions, initializers and computed properties with their bodies: from the declaration to the brace at
    /// its indentation (swift-format keeps the indentation true), nested functions counted in their parent.
    static func functionLengths(_ text: String) -> [(line: Int, name: String, length: Int)] {
        let declaration = try! NSRegularExpression(
            pattern: #"^( *)(?:(?:public|package|private|fileprivate|internal|static|mutating|override|nonisolated|"#
                + #"final|class|@\w+(?:\([^)]*\))?) +)*(func +[^\s(<]+|init[?!]? *[(<]|(?:var|let) +\w+ *:[^=]*\{$)"#)
        let lines = text.components(separatedBy: "\n")
        var found: [(Int, String, Int)] = []
        for (i, line) in lines.enumerated() {
            let range = NSRange(line.startIndex..., in: line)
            guard let match = declaration.firstMatch(in: line, range: range) else { continue }
            let braces = (line.filter { $0 == "{" }.count, line.filter { $0 == "}" }.count)
            if braces.0 > 0 && braces.0 == braces.1 { continue }
            let indent = String(line[Range(match.range(at: 1), in: line)!])
            let name = String(line[Range(match.range(at: 2), in: line)!])
            for j in (i + 1)..<lines.count {
                let next = lines[j]
                if next.hasPrefix(indent + "}") && !next.hasPrefix(indent + "} else") {
                    found.append((i + 1, name, j - i + 1))
                    break
                }
                let inside = next.isEmpty || next.hasPrefix(indent + " ") || next.hasPrefix(indent + ")")
                if !inside && next != indent + "{" { break }
            }
        }
        return found
    }

    @Test("no function is longer than 120 lines: a long one is split into named steps")
    func functionLength() throws {
        for target in try Self.targets() {
            for file in Self.swiftFiles(in: target.folder) {
                let text = try String(contentsOfFile: file, encoding: .utf8)
                if text.hasPrefix("// swift-format-ignore-file\n") { continue }
                for function in Self.functionLengths(text) {
                    #expect(
                        function.length <= 120, "\(file):\(function.line): \(function.name) is \(function.length) lines"
                    )
                }
            }
        }
    }

    @Test("the function-length rule measures what it should")
    func functionLengthRuleMeasures() {
        let body = (0..<5).map { "        let x\($0) = \($0)" }.joined(separator: "\n")
        let text = "enum A {\n    static func f(\n        a: Int\n    ) -> Int {\n\(body)\n        return 0\n    }\n}\n"
        let measured = Self.functionLengths(text)
        #expect(measured.count == 1 && measured.first?.length == 10 && measured.first?.name == "func f")
        #expect(Self.functionLengths("    func g() { 1 }\n").isEmpty)
    }

    /// `ScreenPairs` reuses a render while the colors it read give the same: a screen that resolved a color
    /// behind `ScreenContext`'s back would be reused after that color changed.
    @Test("screens read colors only through ScreenContext, which writes down each read")
    func colorsReadThroughTheContext() throws {
        let reads = try NSRegularExpression(
            pattern: #"theme\.(resolve|stops|palette|colors)\b|\.palette\(for:|theme\[|systemColor\(|\bTheme\.stops\("#)
        let readers: Set<String> = [
            "ScreenContext.swift", "ColorReads.swift", "ScreenPairs.swift", "AppleDrawnRatios.swift",
        ]
        for file in Self.swiftFiles(in: "Sources/Screens")
        where !readers.contains(String(file.split(separator: "/").last!)) {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let s = String(line)
                let found = reads.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) != nil
                #expect(!found, "\(file): a color read outside ScreenContext: \(s)")
            }
        }
    }
}
