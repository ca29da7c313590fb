import Foundation
import Testing

@testable import ColorScience
@testable import Formats
@testable import ThemeModel

/// DTCG `$extends`: inherited in full however long the chain, and every bad target an error at its line.
@Suite("DTCG $extends: chains, cycles, missing targets")
struct ExtendsTests {
    func token(_ hex: String) -> String { "{ \"$type\": \"color\", \"$value\": \"\(hex)\" }" }

    @Test("a chain of 60 groups, each extending the one before, gives the last group all 60 tokens, in either order")
    func longChain() throws {
        for reversed in [false, true] {
            var groups = ["\"g0\": { \"c0\": \(token("#000000")) }"]
            for i in 1..<60 {
                let hex = "#0000" + String(format: "%02X", i)
                groups.append("\"g\(i)\": { \"$extends\": \"{g\(i - 1)}\", \"c\(i)\": \(token(hex)) }")
            }
            if reversed { groups.reverse() }
            let dir = try TestFiles.directory(["chain.tokens.json": "{\n" + groups.joined(separator: ",\n") + "\n}"])
            let theme = try ThemeLoader.load(dir + "/chain.tokens.json")
            #expect(theme.resolve("g59.c0", .light)?.hexRGB == "#000000", "reversed: \(reversed)")
            #expect(theme.resolve("g59.c30", .light)?.hexRGB == "#00001E")
            #expect(theme.names.filter { $0.hasPrefix("g59.") }.count == 60)
            #expect(theme.names.filter { $0.hasPrefix("g") && $0.contains(".c") }.count == 60 * 61 / 2)
        }
    }

    @Test(
        "a cycle, a missing group and a token as target are errors at the $extends line",
        arguments: [
            (
                ##"{ "a": { "$extends": "{b}", "x": { "$type": "color", "$value": "#111111" } },"## + "\n"
                    + ##"  "b": { "$extends": "{a}", "y": { "$type": "color", "$value": "#222222" } } }"##, 2,
                "cycle: `b` extends `a`"
            ),
            (
                ##"{ "button": { "bg": { "$type": "color", "$value": "#111111" } },"## + "\n"
                    + ##"  "danger": { "$extends": "{buton}" } }"##, 2,
                "`buton`, which is not a group in this file; did you mean `button`?"
            ),
            (
                ##"{ "button": { "bg": { "$type": "color", "$value": "#111111" } },"## + "\n"
                    + ##"  "danger": { "$extends": "{button.bg}" } }"##, 2, "`button.bg`, a token; it must name a group"
            ),
            (
                ##"{ "button": { "bg": { "$type": "color", "$value": "#111111" },"## + "\n"
                    + ##"  "inner": { "$extends": "{button}" } } }"##, 2,
                "`button.inner` cannot extend `button`: one holds the other"
            ),
        ])
    func badTargets(text: String, line: Int, message: String) throws {
        let dir = try TestFiles.directory(["t.tokens.json": text])
        do {
            _ = try ThemeLoader.load(dir + "/t.tokens.json")
            Issue.record("loaded: \(text)")
        } catch {
            let found = error.diagnostics.first { $0.message.contains(message) }
            #expect(found != nil, "\(error.diagnostics)")
            #expect(found?.location?.line == line)
        }
    }

    @Test("a chain that would make more colors than the limit is an error, not a long wait")
    func chainOverTheLimit() throws {
        var groups = ["\"g0\": { \"c0\": \(token("#000000")) }"]
        for i in 1..<500 {
            groups.append("\"g\(i)\": { \"$extends\": \"{g\(i - 1)}\", \"c\(i)\": \(token("#000000")) }")
        }
        let dir = try TestFiles.directory(["chain.tokens.json": "{\n" + groups.joined(separator: ",\n") + "\n}"])
        #expect(throws: ThemeError.self) { try ThemeLoader.load(dir + "/chain.tokens.json") }
        do { _ = try ThemeLoader.load(dir + "/chain.tokens.json") } catch {
            #expect(error.diagnostics.contains { $0.message.contains("at most 50000 colors") }, "\(error.diagnostics)")
        }
    }

    @Test("an $extends of a group that holds the target runs first; a group made by $extends can be extended")
    func orderAndInheritedGroups() throws {
        let dir = try TestFiles.directory([
            "r4.tokens.json":
                """
            {\"g\": {\"$extends\": \"{a.b}\"}, \"a\": {\"$extends\": \"{c}\", \"b\": {\"x\": \
            \(token("#111111"))}},
            """
                + " \"c\": {\"b\": {\"z\": \(token("#222222"))}}}",
            "r5.tokens.json": "{\"base\": {\"s\": {\"x\": \(token("#111111"))}}, \"g\": {\"$extends\": \"{base}\"},"
                + " \"h\": {\"$extends\": \"{g.s}\"}}",
        ])
        let r4 = try ThemeLoader.load(dir + "/r4.tokens.json")
        #expect(r4.resolve("g.x", .light)?.hexRGB == "#111111")
        #expect(r4.resolve("g.z", .light)?.hexRGB == "#222222", "a.b got z from c before g copied a.b")
        let r5 = try ThemeLoader.load(dir + "/r5.tokens.json")
        #expect(r5.resolve("h.x", .light)?.hexRGB == "#111111")
    }
}
