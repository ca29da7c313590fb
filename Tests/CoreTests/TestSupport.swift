import Foundation
import Platform
import TestSupport
import Testing

@testable import Formats
@testable import ThemeModel

/// Paths and temporary files for tests.
enum TestFiles {
    /// The package root, found from this file's path.
    static let root = packageRoot

    static func fixture(_ name: String) -> String { root + "/Tests/CoreTests/Fixtures/" + name }

    /// The theme one file of `text` named `name` loads as (its format chosen by the name, as for a user's file).
    static func load(_ name: String, _ text: String) throws(ThemeError) -> Theme {
        try ThemeLoader.load(name, fileAccess: MemoryFiles(texts: [name: text]))
    }

    /// The errors that file gets, one a line; a file that loads is a test failure.
    static func failure(_ name: String, _ text: String) -> String {
        do {
            _ = try load(name, text)
            Issue.record("expected an error")
            return ""
        } catch {
            return error.diagnostics.map(\.description).joined(separator: "\n")
        }
    }

    /// A fresh temporary directory holding `files` (name → content).
    static func directory(_ files: [String: String]) throws -> String {
        try scratchFolder("tests", holding: files)
    }

    /// The reference table: color name → variant key → `#RRGGBBAA`.
    static func reference() throws -> [String: [String: String]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: fixture("ios13-system-colors.json")))
        return try JSONDecoder().decode([String: [String: String]].self, from: data)
    }
}

/// Loads theme text and returns the diagnostics it fails with (or none).
func diagnostics(of text: String, file: String = "t.json") -> [Diagnostic] {
    do {
        _ = try ThemeLoader.load(text: text, path: file)
        return []
    } catch {
        return error.diagnostics
    }
}

/// Loads the theme at `path` and returns the diagnostics it fails with; records an issue when it loads.
func failures(loading path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Diagnostic] {
    do {
        _ = try ThemeLoader.load(path)
        Issue.record("\(path) loaded", sourceLocation: sourceLocation)
        return []
    } catch {
        return error.diagnostics
    }
}
