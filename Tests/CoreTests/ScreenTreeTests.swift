import Platform
import Testing

@testable import Formats
@testable import ThemeModel

/// A screen file's blocks are one tree, walked one way: what lies inside any container is checked like the
/// rest (colors named, images there).
@Suite("Screen files: every container's blocks are checked")
struct ScreenTreeTests {
    static let containers = [
        #"{ "hstack": { "items": [ INNER ] } }"#,
        #"{ "vstack": { "items": [ INNER ] } }"#,
        #"{ "card": { "items": [ INNER ] } }"#,
        #"{ "material": { "material": "thin", "items": [ INNER ] } }"#,
        #"{ "columns": { "items": [ INNER ] } }"#,
    ]

    func errors(inner: String, container: String) -> [String] {
        let block = container.replacingAll("INNER", inner)
        let files = MemoryFiles(texts: [
            "t.json": #"{ "screens": ["s.json"] }"#,
            "s.json": #"{ "name": "s", "body": [ \#(block) ] }"#,
        ])
        do {
            _ = try ThemeLoader.load("t.json", fileAccess: files)
            return []
        } catch {
            return error.diagnostics.map(\.message)
        }
    }

    @Test("an unknown image or color inside any container is an error")
    func nestedBlocksAreChecked() {
        for container in Self.containers {
            let image = errors(inner: #"{ "image": { "name": "nowhere" } }"#, container: container)
            #expect(image.contains { $0.contains("unknown image `nowhere`") }, "\(container): \(image)")
            let color = errors(inner: #"{ "divider": { "color": "noSuchColor" } }"#, container: container)
            #expect(color.contains { $0.contains("noSuchColor") }, "\(container): \(color)")
        }
    }

}
