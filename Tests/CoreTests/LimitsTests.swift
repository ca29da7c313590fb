import Foundation
import Testing

@testable import Audit
@testable import ColorScience
@testable import Formats
@testable import Syntax
@testable import ThemeModel

/// Work and memory stay bounded by the input: documented limits, reported
/// as errors, never a minute-long stall or gigabytes of memory.
@Suite("Limits")
struct LimitsTests {
    @Test("a picture with a side over 16,384 pixels is refused, even within the pixel count")
    func tallPicture() {
        var bytes = Array("P6\n1 20000\n255\n".utf8)
        bytes += [UInt8](repeating: 128, count: 60_000)
        #expect(throws: PPM.Failure.malformed("the picture is 1x20000; each side may be at most 16384 pixels")) {
            try PPM.decode(bytes)
        }
    }

    @Test("scaling a picture averages exactly the source pixels each target pixel covers")
    func resizeIsAnExactBoxFilter() {
        // 4x2 -> 2x1: each target pixel averages a 2x2 block.
        let p = [
            RGBA(0, 0, 0), RGBA(100, 0, 0), RGBA(0, 200, 0), RGBA(0, 0, 40),
            RGBA(0, 0, 0), RGBA(100, 0, 0), RGBA(0, 200, 0), RGBA(0, 0, 40),
        ]
        let image = RasterImage(width: 4, height: 2, pixels: p)
        #expect(image.resized(width: 2, height: 1).pixels == [RGBA(50, 0, 0), RGBA(0, 100, 20)])
        // A 1 x 9 strip onto 3 x 3: columns repeat, rows average thirds.
        let strip = RasterImage(width: 1, height: 9, pixels: (0..<9).map { RGBA(UInt8($0 * 30), 0, 0) })
        #expect(strip.resized(width: 3, height: 3).pixels.map(\.r) == [30, 30, 30, 120, 120, 120, 210, 210, 210])
    }

    @Test("10,000 aliases to unknown colors: at most 100 errors, the first with suggestions, then a count")
    func manyUnknownAliases() {
        let colors = (0..<10_000).map { "\"c\($0)\": \"{misssing\($0)}\"" }.joined(separator: ",")
        let ds = diagnostics(of: "{\"colors\": {\"missing1\": \"#000\", \(colors)}}")
        #expect(ds.count == Diagnostic.reportLimit + 1)
        #expect(ds.last?.message == "9900 more errors not shown (at most 100 are reported; fix these first)")
        #expect(ds.first?.message.contains("did you mean `missing1`?") == true, "\(ds.first!.message)")
    }

    @Test("more than 50,000 colors in one file is an error naming the count")
    func tooManyColors() {
        let colors = (0...ThemeDocument.maximumColors).map { "\"c\($0)\": \"#000\"" }.joined(separator: ",")
        let ds = diagnostics(of: "{\"colors\": {\(colors)}}")
        #expect(ds.count == 1)
        #expect(ds.first?.message == "50001 colors; at most 50000 colors are supported in one file")
        #expect(ds.first?.location?.line == 1 && ds.first?.location?.column == 12)
    }

    @Test("more than 500,000 JSON values in one file stops the parser with the place it stopped")
    func tooManyValues() {
        let text = "[" + String(repeating: "0,", count: JSONParser.maximumValues) + "0]"
        #expect(throws: ThemeError.self) { try JSONParser.parse(Array(text.utf8), file: "v.json") }
        do {
            _ = try JSONParser.parse(Array(text.utf8), file: "v.json")
        } catch {
            #expect(error.description.contains("more than 500000 values in one file"))
            #expect(error.diagnostics.first?.location?.column == 2 + 2 * (JSONParser.maximumValues - 1))
        }
    }

    @Test("check counts every pair but keeps at most the listing limit, failures first")
    func auditKeepsCountsBeyondTheListing() throws {
        var colors: [String] = []
        for i in 0..<30 { colors.append("\"t\(i)Text\": \"#D0D0D0\"") }
        for i in 0..<30 { colors.append("\"b\(i)Background\": \"#DDDDDD\"") }
        // Declared: pairs are judged only with evidence.
        let roles = (0..<30).map { "\"t\($0)Text\": \"text\", \"b\($0)Background\": \"background\"" }
        let theme = try ThemeLoader.load(
            text: """
                {"inherits": "none", "colors": {\(colors.joined(separator: ","))}, \
                "roles": {\(roles.joined(separator: ","))}}
                """, path: "p.json")
        let audit = ContrastAudit(theme: theme, listing: .failures, limit: 100)
        #expect(audit.pairCount == 30 * 30 * 8)
        #expect(audit.failureCount == 30 * 30 * 8)
        #expect(audit.pairs.count == 100)
        #expect(audit.unlistedCount == 30 * 30 * 8 - 100)
        // The fast path (opaque text) gives the same ratio as the general one.
        let p = audit.pairs[0]
        #expect(p.ratio == Contrast.wcagRatio(text: p.foregroundColor, background: p.backgroundColor))
    }

    @Test("a resolver listing one token file 200 times reads it once and gives its colors")
    func resolverReadsEachFileOnce() throws {
        let base = Array(repeating: #""base.tokens.json""#, count: 200).joined(separator: ",")
        let darkFiles = Array(repeating: #""dark.tokens.json""#, count: 200).joined(separator: ",")
        let resolver =
            """
            {\"sets\": [{\"sources\": [\(base)]}], \"modifiers\": {\"theme\": {\"contexts\": {\"light\": [], \
            \"dark\": [\(darkFiles)]}}}}
            """
        let dir = try TestFiles.directory([
            "base.tokens.json": ##"{"c": {"$type": "color", "a": {"$value": "#112233"}, "b": {"$value": "{c.a}"}}}"##,
            "dark.tokens.json": ##"{"c": {"$type": "color", "a": {"$value": "#445566"}}}"##,
            "r.resolver.json": resolver,
        ])
        let theme = try ThemeLoader.load(dir + "/r.resolver.json")
        #expect(theme.files.filter { $0.hasSuffix("base.tokens.json") }.count == 1)
        #expect(theme.resolve("c.b", Traits.light)?.hexRGB == "#112233")
        #expect(theme.resolve("c.b", Traits.dark)?.hexRGB == "#445566")
    }
}
