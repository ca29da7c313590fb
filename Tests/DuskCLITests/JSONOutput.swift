import DuskCLI
import Foundation
import Testing

/// A command's JSON output as an object: a test failure when it is not one, never a crash of the run.
func jsonObject(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text.prefix(200))")
}

/// A command's standard output as a JSON object.
func json(_ out: CommandOutput) throws -> [String: Any] { try jsonObject(out.stdout) }

extension Dictionary where Key == String, Value == Any {
    /// `key` as an array of objects; a test failure when it is not one.
    func objects(_ key: String) throws -> [[String: Any]] {
        try #require(self[key] as? [[String: Any]], "`\(key)` is not an array of objects")
    }

    /// `key` as an object; a test failure when it is not one.
    func object(_ key: String) throws -> [String: Any] {
        try #require(self[key] as? [String: Any], "`\(key)` is not an object")
    }

    /// `key` as text: "" when it is missing or not text, so the expectation on it fails, not the run.
    func text(_ key: String) -> String { self[key] as? String ?? "" }
}
