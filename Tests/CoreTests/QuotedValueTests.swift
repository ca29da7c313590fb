import Platform
import Testing

@testable import Formats
@testable import ThemeModel

/// An error quotes at most 80 characters of what it found, however long the value: a 100 KB string in a
/// theme gives a line a designer can read, with the file, line and column.
@Suite("Errors quote values in 80 characters")
struct QuotedValueTests {
    static let long = String(repeating: "x", count: 100_000)

    func errors(_ files: [String: String], open path: String) -> [String] {
        do {
            _ = try ThemeLoader.load(path, fileAccess: MemoryFiles(texts: files))
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test("statusBarStyle, roles, a screen file's style and a CSS property name")
    func longValues() {
        let cases: [(files: [String: String], path: String, says: String)] = [
            (["t.json": #"{"statusBarStyle": "\#(Self.long)"}"#], "t.json", "`statusBarStyle` must be one of"),
            (
                ["t.json": ##"{"colors": {"a": "#fff"}, "roles": {"a": "\##(Self.long)"}}"##], "t.json",
                "the role of `a`"
            ),
            (
                [
                    "t.json": #"{"screens": ["s.json"]}"#,
                    "s.json": #"{"name": "s", "body": [{"text": {"text": "hi", "style": "\#(Self.long)"}}]}"#,
                ], "t.json", "`style` of `text`"
            ),
            (["t.css": ":root { --\(Self.long): #12g; }"], "t.css", "is not a hex digit"),
        ]
        for c in cases {
            let messages = errors(c.files, open: c.path)
            #expect(messages.contains { $0.contains(c.says) }, "\(c.path): \(messages.map { $0.prefix(200) })")
            for message in messages {
                #expect(message.count < 400, "\(message.prefix(200))")
                #expect(message.contains("x…"), "\(message.prefix(200))")
            }
        }
    }
}
