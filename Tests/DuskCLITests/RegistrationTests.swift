import Foundation
import Screens
import TestSupport
import Testing

@testable import DuskCLI
@testable import Formats

/// What is registered by hand is held to what exists: a command, a format's reader or a screen that is declared
/// but missing from its list, the help, or the docs fails here.
@Suite("Nothing registered by hand is forgotten")
struct RegistrationTests {
    /// `(pattern's first group)` of every match in the Swift files under `folder`.
    static func declared(_ pattern: String, in folder: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern, options: .anchorsMatchLines)
        let root = packageRoot + "/" + folder
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        var names: [String] = []
        for file in files.sorted() where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                names.append(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        return names
    }

    /// The README and the manual's articles, as one text.
    static func docs() throws -> String {
        let folder = packageRoot + "/Sources/DuskCLI/Dusk.docc"
        let articles = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".md") }
        return try ([packageRoot + "/README.md"] + articles.sorted().map { folder + "/" + $0 }).map {
            try String(contentsOfFile: $0, encoding: .utf8)
        }.joined(separator: "\n")
    }

    @Test("every command type is in DuskCLI.commands and in `dusk help`")
    func commands() throws {
        let types = try Self.declared(#"^enum (\w+): Command \{"#, in: "Sources/DuskCLI")
        #expect(types.count >= 8, "\(types)")
        let listed = Set(DuskCLI.commands.map { String(describing: $0) })
        for type in types where type != "PreviewCommand" {
            #expect(listed.contains(type), "\(type) is declared but not in DuskCLI.commands")
        }
        let help = DuskCLI.run(["help"]).stdout
        for command in DuskCLI.commands {
            #expect(help.contains("dusk \(command.name)"), "`dusk help` does not list \(command.name)")
        }
    }

    @Test("every format declared is in PaletteFormats.all, and `dusk help` names it")
    func formats() throws {
        // A format is `PaletteFormat(…)` or, kept in code, `PaletteFormat.code(…)`.
        let declared = try Self.declared(#"^    static let (\w+) = PaletteFormat(\.code)?\("#, in: "Sources/Formats")
        let registry = try String(
            contentsOfFile: packageRoot + "/Sources/Formats/Loader/PaletteFormats.swift", encoding: .utf8)
        let start = try #require(registry.range(of: "public static let all: [PaletteFormat] = [")).upperBound
        let list = registry[start...].prefix { $0 != "]" }
        for name in declared {
            #expect(list.contains("." + name + ","), "\(name) is declared but not in PaletteFormats.all")
        }
        #expect(declared.count == PaletteFormats.all.count, "\(declared)")
        let help = DuskCLI.run(["help"]).stdout
        for format in PaletteFormats.all {
            #expect(help.contains(format.files), "`dusk help` does not name the format \(format.name)")
        }
    }

    @Test("every built-in screen is listed by `dusk screens` and in the docs' table of screens")
    func screens() throws {
        let listed = DuskCLI.run(["screens"]).stdout
        let docs = try Self.docs()
        for screen in Screen.allCases {
            #expect(listed.contains(" \(screen.rawValue) "), "`dusk screens` leaves out \(screen)")
            #expect(docs.contains("| `\(screen.rawValue)` |"), "no row for the \(screen) screen in the docs")
        }
    }
}
