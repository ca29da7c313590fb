import Foundation
import Testing

/// The DocC catalog's articles walk through changes made for real: every excerpt in them is the source it names,
/// every file they name exists, and the landing page and the README list every article.
@Suite("The documentation catalog")
struct DocumentationTests {
    static let catalog = TestFiles.root + "/Sources/DuskCLI/Dusk.docc"
    static let extensionPoints = ["AddingAFormat", "AddingAScreenBlock", "AddingAKey", "AddingACommand"]

    static func articles() throws -> [(name: String, text: String)] {
        try FileManager.default.contentsOfDirectory(atPath: catalog).filter { $0.hasSuffix(".md") }.sorted().map {
            (String($0.dropLast(3)), try String(contentsOfFile: catalog + "/" + $0, encoding: .utf8))
        }
    }

    /// The fenced Swift listings of an article whose first line names a file: `// Sources/...`.
    static func excerpts(_ text: String) -> [(file: String, code: String)] {
        let parts = text.components(separatedBy: "```swift\n").dropFirst()
        return parts.compactMap { part in
            guard let end = part.range(of: "\n```") else { return nil }
            var lines = part[..<end.lowerBound].components(separatedBy: "\n")
            guard let first = lines.first, first.hasPrefix("// ") else { return nil }
            lines.removeFirst()
            return (String(first.dropFirst(3)), lines.joined(separator: "\n"))
        }
    }

    @Test("every excerpt in an article is, line for line, in the file it names")
    func excerptsAreTheSource() throws {
        var count = 0
        for article in try Self.articles() {
            for excerpt in Self.excerpts(article.text) {
                let path = TestFiles.root + "/" + excerpt.file
                let source = try String(contentsOfFile: path, encoding: .utf8)
                #expect(source.contains(excerpt.code + "\n"), "\(article.name): the excerpt of \(excerpt.file) drifted")
                count += 1
            }
        }
        #expect(count >= 8, "the articles quote the code they walk through")
    }

    @Test("every source file an article names exists")
    func namedFilesExist() throws {
        let named = try NSRegularExpression(pattern: #"`((?:Sources|Tests)/[A-Za-z0-9_+./-]+\.swift)`"#)
        for article in try Self.articles() {
            let text = article.text
            for match in named.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let path = String(text[Range(match.range(at: 1), in: text)!])
                #expect(FileManager.default.fileExists(atPath: TestFiles.root + "/" + path), "\(article.name): \(path)")
            }
        }
    }

    @Test("the landing page lists the architecture page and an article for each way dusk grows")
    func landingPageListsEveryArticle() throws {
        let articles = try Self.articles()
        let landing = try #require(articles.first { $0.name == "Dusk" }).text
        #expect(landing.contains("<doc:Architecture>"))
        for name in Self.extensionPoints {
            #expect(articles.contains { $0.name == name }, "Dusk.docc has no \(name).md")
            #expect(landing.contains("<doc:\(name)>"), "Dusk.md does not list \(name)")
        }
        for article in articles where article.name != "Dusk" {
            #expect(landing.contains("<doc:\(article.name)>"), "Dusk.md does not list \(article.name)")
        }
    }

    @Test("the README links every article by its path, so the manual is one link away on GitHub too")
    func readmeLinksEveryArticle() throws {
        let readme = try String(contentsOfFile: TestFiles.root + "/README.md", encoding: .utf8)
        for article in try Self.articles() {
            let link = "](Sources/DuskCLI/Dusk.docc/\(article.name).md)"
            #expect(readme.contains(link), "README.md does not link \(article.name).md")
        }
    }
}
