import Audit
import Export
import Pairs
import Platform
import ThemeModel

/// `check --format sarif`: SARIF 2.1.0, the log code-scanning tools read (GitHub's among them). One result per
/// finding that sets the exit code, the same ones `--format github` annotates; a pair's location is where the
/// app's code draws it (the stylesheet or layout line) when the evidence has such a place, and the value to
/// change is a related location; otherwise the location is that value.
extension Report {
    /// The kinds of finding, as SARIF rules.
    static let sarifRules: [(id: String, text: String)] = [
        ("contrast", "A pair the app draws is below its contrast target in an appearance"),
        ("same-in-light-and-dark", "A color has one value in light and dark: it will not adapt to dark mode"),
        ("dark-layering", "In dark, a raised surface is not lighter than what it sits on"),
        ("outside-srgb", "A color outside sRGB is shown clipped"),
    ]

    var sarif: JSON {
        var results: [JSON] = []
        for p in audit.failures {
            var message =
                "\(p.foreground) on \(p.background) in \(p.traits.name): "
                + "\(NumberFormat.pairRatio(p.ratio, target: p.target)):1, "
                + "needs \(NumberFormat.failing(p.ratio, target: p.target).target):1"
            if let g = group(of: p), let hint = Report.suggestionText(g) { message += "; " + hint }
            let drawnAt = p.evidence.lazy.compactMap(sourcePlace).first
            let valueAt = location(p)
            let related = drawnAt == nil ? [] : [valueAt].compactMap { $0 }
            results.append(
                Report.sarifResult(
                    "contrast", message, at: drawnAt ?? valueAt, related: related,
                    properties: [
                        ("appearance", .string(p.traits.name)), ("ratio", .fixed(p.ratio, 3)),
                        ("target", .fixed(p.target, 3)),
                    ]))
        }
        for s in audit.staticColors {
            results.append(
                Report.sarifResult(
                    "same-in-light-and-dark", "\(s.name) (\(s.role.rawValue)) is \(s.color.hexRGBA) in light and dark",
                    at: theme[s.name]?.location))
        }
        for f in layering {
            let hint = layeringFix(f).map { "; try \($0.name) \($0.variant.variantKey) \($0.color.hexShortest)" } ?? ""
            results.append(Report.sarifResult("dark-layering", f.problem + hint, at: location(of: f)))
        }
        for n in judgment.clipped {
            results.append(Report.sarifResult("outside-srgb", n.message, at: n.location, level: "warning"))
        }
        let rules: [JSON] = Report.sarifRules.map { rule in
            .object([("id", .string(rule.id)), ("shortDescription", .object([("text", .string(rule.text))]))])
        }
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        (
                            "tool",
                            .object([("driver", .object([("name", .string("dusk")), ("rules", .array(rules))]))])
                        ),
                        ("results", .array(results)),
                        ("properties", .object([("summary", .string(summary)), ("findings", .int(findings))])),
                    ])
                ])
            ),
        ])
    }

    /// Where the app's code draws a pair, from the working folder (the scan's places are below its root).
    func sourcePlace(_ evidence: Evidence) -> SourceLocation? {
        guard case .source(let site) = evidence else { return nil }
        var place = site.location
        if let root = scan?.root { place.file = Path.joined(root, place.file) }
        return place
    }

    static func sarifResult(
        _ rule: String, _ message: String, at location: SourceLocation?, related: [SourceLocation] = [],
        level: String = "error", properties: [(String, JSON)] = []
    ) -> JSON {
        var members: [(String, JSON)] = [
            ("ruleId", .string(rule)), ("level", .string(level)), ("message", .object([("text", .string(message))])),
            ("locations", .array(location.map { [sarifLocation($0)] } ?? [])),
        ]
        if !related.isEmpty { members.append(("relatedLocations", .array(related.map(sarifLocation)))) }
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        return .object(members)
    }

    /// A file's place as SARIF writes it: a relative URI (percent-encoded), line and column from 1.
    static func sarifLocation(_ l: SourceLocation) -> JSON {
        .object([
            (
                "physicalLocation",
                .object([
                    ("artifactLocation", .object([("uri", .string(uriReference(l.file)))])),
                    (
                        "region",
                        .object([("startLine", .int(max(1, l.line))), ("startColumn", .int(max(1, l.column)))])
                    ),
                ])
            )
        ])
    }

    /// A path as a URI reference: letters, digits, `-._~/` kept, every other byte percent-encoded.
    static func uriReference(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for b in path.utf8 {
            let kept =
                (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
                || [0x2D, 0x2E, 0x5F, 0x7E, 0x2F].contains(b)
            if kept {
                out.append(b)
            } else {
                out += [0x25, hex[Int(b >> 4)], hex[Int(b & 15)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
