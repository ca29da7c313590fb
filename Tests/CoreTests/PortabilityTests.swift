import Foundation
import Testing

/// dusk builds on Linux and macOS from the same package: what differs is said in Platform and the C shims, each
/// Linux branch beside its macOS twin. Checked on Linux, where the macOS branches are never compiled.
@Suite("Portability")
struct PortabilityTests {
    /// A source file's lines with the `#if` conditions each sits under (`#else` as `!condition`).
    static func conditions(_ text: String) -> [(line: String, under: [String])] {
        var stack: [String] = []
        var out: [(String, [String])] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if") {
                // `#if X`, `#ifdef X`, `#ifndef X` (a header's guard).
                stack.append(String(line.drop { $0 != " " }.dropFirst()))
            } else if line.hasPrefix("#elseif ") {
                stack[stack.count - 1] = String(line.dropFirst(8))
            } else if line.hasPrefix("#else") {
                stack[stack.count - 1] = "!" + (stack.last ?? "")
            } else if line.hasPrefix("#endif") {
                _ = stack.popLast()
            } else {
                out.append((String(raw), stack))
            }
        }
        return out
    }

    static func sources(_ suffixes: [String]) -> [String] {
        let root = TestFiles.root + "/Sources"
        let all = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return all.filter { name in suffixes.contains { name.hasSuffix($0) } }.sorted().map { root + "/" + $0 }
    }

    @Test("the C library is imported in one place, with its macOS twin: Platform's SystemLibrary.swift")
    func oneSystemImport() throws {
        var places: [String] = []
        for file in Self.sources([".swift"]) {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            for (line, under) in Self.conditions(text) {
                let words = line.split(separator: " ")
                guard let i = words.firstIndex(of: "import"), i + 1 < words.count,
                    ["Glibc", "Darwin", "Foundation"].contains(String(words[i + 1]))
                else { continue }
                places.append(file.replacingOccurrences(of: TestFiles.root + "/", with: ""))
                let module = String(words[i + 1])
                #expect(under.last == "canImport(\(module))", "\(file): `\(line)` outside #if canImport(\(module))")
            }
            if text.contains("canImport(Glibc)") {
                #expect(text.contains("canImport(Darwin)"), "\(file): a Linux branch without its macOS twin")
            }
        }
        #expect(Set(places) == ["Sources/Platform/SystemLibrary.swift"], "\(places)")
    }

    /// Names only Linux (or only macOS) has: outside Platform they would break the other system's build.
    static let systemOnly = [
        "/proc/", "st_mtim", "O_TMPFILE", "Glibc.", "Darwin.", "posix_spawn_file_actions_t", "environ",
        "_NSGet", "sysctlbyname", "pthread_t()",
    ]

    /// Whether `code` holds `name` as a whole word (`environ`, not `environment`).
    static func names(_ code: String, _ name: String) -> Bool {
        let word = { (c: Character?) in c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
        var rest = code[...]
        while let found = rest.range(of: name) {
            let before = found.lowerBound > code.startIndex ? code[code.index(before: found.lowerBound)] : nil
            let after = found.upperBound < code.endIndex ? code[found.upperBound] : nil
            if !(word(name.first) && word(before)) && !(word(name.last) && word(after)) { return true }
            rest = code[found.upperBound...]
        }
        return false
    }

    @Test("no call that only Linux or only macOS has outside Platform")
    func systemCallsInPlatform() throws {
        for file in Self.sources([".swift"]) where !file.contains("/Sources/Platform/") {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.components(separatedBy: "//").first ?? ""
                for name in Self.systemOnly where Self.names(code, name) {
                    Issue.record("\(file):\(number + 1): `\(name)` belongs in Platform (SystemLibrary, SystemInfo)")
                }
            }
        }
    }

    @Test("the C shims keep Linux's headers and calls in Linux branches, macOS's in macOS branches")
    func cShimsBranch() throws {
        let linuxOnly = ["<pty.h>", "SYS_getdents64", "linux_dirent64", "<sys/syscall.h>"]
        let appleOnly = ["<util.h>"]
        for file in Self.sources([".c", ".h"]) {
            for (line, under) in Self.conditions(try String(contentsOfFile: file, encoding: .utf8)) {
                let linux =
                    under.contains { $0.contains("__linux__") && !$0.hasPrefix("!") }
                    || under.contains { $0.hasPrefix("!") && $0.contains("__APPLE__") }
                let apple = under.contains { $0.contains("__APPLE__") && !$0.hasPrefix("!") }
                for name in linuxOnly where line.contains(name) {
                    #expect(linux, "\(file): `\(line)` outside a Linux branch")
                }
                for name in appleOnly where line.contains(name) {
                    #expect(apple, "\(file): `\(line)` outside a macOS branch")
                }
            }
        }
    }

    @Test("the portability rules see what they forbid")
    func rulesMatch() {
        let text = "#if canImport(Glibc)\nimport Glibc\n#else\nimport Darwin\n#endif\nimport Glibc\n"
        let lines = Self.conditions(text)
        #expect(lines.map(\.under) == [["canImport(Glibc)"], ["!canImport(Glibc)"], [], []])
        #expect(Self.systemOnly.contains { Self.names("readlink(\"/proc/self/exe\")", $0) })
        #expect(Self.names("posix_spawn(&pid, path, nil, nil, argv, environ)", "environ"))
        #expect(!Self.names("let environment = [String]()", "environ"))
    }

    @Test("Package.swift links ncurses by its name on each system and names the macOS it needs")
    func packageForBoth() throws {
        let package = try String(contentsOfFile: TestFiles.root + "/Package.swift", encoding: .utf8)
        #expect(package.contains(#".linkedLibrary("ncursesw", .when(platforms: [.linux]))"#))
        #expect(package.contains(#".linkedLibrary("ncurses", .when(platforms: [.macOS]))"#))
        #expect(package.contains("platforms: [.macOS(.v15)]"))
        #expect(!package.contains(".unsafeFlags([\"-static-stdlib\"])"), "-static-stdlib only when on Linux")
    }
}
