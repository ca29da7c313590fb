import Foundation
import Testing

/// The rules of ARCHITECTURE.md, checked on the sources: which module may
/// import which, and that files are opened only in the platform layer.
@Suite("Architecture")
struct ArchitectureTests {
    /// Module → the project modules it may import (system modules: Glibc for math and
    /// clocks everywhere; curses only in Terminal).
    static let allowed: [String: Set<String>] = [
        "Platform": ["CPlatform"],
        "ThemeKit": ["Platform"],
        "Screens": ["Platform", "ThemeKit"],
        "Export": ["Platform", "ThemeKit", "Screens"],
        "ANSIReader": ["ThemeKit"],
        "Preview": ["ThemeKit", "Screens"],
        "Terminal": ["CNcursesw", "CTerminalGuard", "Platform", "ThemeKit", "Screens", "Preview"],
        "DuskCLI": ["Platform", "ThemeKit", "Screens", "Export", "Preview", "Terminal"],
    ]
    static let projectModules: Set<String> = Set(allowed.keys).union(["CPlatform", "CNcursesw", "CTerminalGuard", "CPty"])

    func swiftFiles(in module: String) throws -> [String] {
        let dir = TestFiles.root + "/Sources/" + module
        let all = FileManager.default.enumerator(atPath: dir)?.compactMap { $0 as? String } ?? []
        return all.filter { $0.hasSuffix(".swift") }.map { dir + "/" + $0 }
    }

    @Test("each module imports only the modules below it")
    func importDirection() throws {
        for (module, permitted) in Self.allowed {
            for file in try swiftFiles(in: module) {
                let text = try String(contentsOfFile: file, encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                    let imported = String(line.dropFirst("import ".count))
                    if Self.projectModules.contains(imported) {
                        #expect(permitted.contains(imported), "\(file): \(module) may not import \(imported)")
                    }
                    #expect(imported != "Foundation", "\(file): no Foundation outside the tests (start-up time)")
                }
            }
        }
    }

    @Test("no module but Platform opens, reads, writes, lists or removes files")
    func oneIOBoundary() throws {
        let calls = try NSRegularExpression(pattern: #"(?<![\w.])(open|openat|fopen|fstat|lstat|stat|opendir|readdir|unlink|rename|mkdir|rmdir|realpath|access|linkat)\(|Glibc\.(read|write)\("#)
        for module in Self.allowed.keys where module != "Platform" {
            for file in try swiftFiles(in: module) {
                let text = try String(contentsOfFile: file, encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let s = String(line)
                    if s.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                    let found = calls.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) != nil
                    #expect(!found, "\(file): file I/O outside Platform: \(s)")
                }
            }
        }
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
        for file in try swiftFiles(in: "Screens") where !readers.contains(String(file.split(separator: "/").last!)) {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let s = String(line)
                let found = reads.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) != nil
                #expect(!found, "\(file): a color read outside ScreenContext: \(s)")
            }
        }
    }
}
