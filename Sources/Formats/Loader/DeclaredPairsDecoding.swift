import Syntax
import ThemeModel

extension ThemeDocument {
    /// `"contrast": [{ "text": NAME, "on": NAME or [NAMES], "level": "AA" | "AAA" | "AA-large" | "AAA-large" | "AA-ui"
    /// | ratio }]`.
    static func decodeContrast(_ node: JSONNode, into doc: inout ThemeDocument, diagnostics: inout [Diagnostic]) {
        guard case .array(let items) = node.value else {
            diagnostics.append(
                Diagnostic(
                    at: node.location,
                    ##"`contrast` must be an array like [{ "text": "brandText", "on": ["systemBackground"], "##
                        + ##""level": "AA" }], found \##(node.kindDescription)"##
                ))
            return
        }
        let known = ["text", "on", "level"]
        for item in items {
            guard let fields = item.objectMembers else {
                diagnostics.append(
                    Diagnostic(
                        at: item.location,
                        ##"a contrast pair must be an object like { "text": "brandText", "on": "##
                            + ##"["systemBackground"], "level": "AA" }, found \##(item.kindDescription)"##
                    ))
                continue
            }
            var text: String?
            var on: [String] = []
            var minimum = 4.5
            var level = "AA"
            var ok = true
            for f in fields {
                switch f.key {
                case "text":
                    if let s = f.value.stringValue {
                        text = s
                    } else {
                        diagnostics.append(
                            Diagnostic(
                                at: f.value.location, "`text` must be a color name, found \(f.value.kindDescription)"))
                        ok = false
                    }
                case "on":
                    if let s = f.value.stringValue {
                        on = [s]
                    } else if case .array(let names) = f.value.value, !names.isEmpty,
                        names.allSatisfy({ $0.stringValue != nil })
                    {
                        on = names.compactMap(\.stringValue)
                    } else {
                        diagnostics.append(
                            Diagnostic(
                                at: f.value.location,
                                "`on` must be a color name or a list of names, found \(f.value.kindDescription)"))
                        ok = false
                    }
                case "level":
                    if case .number(let v) = f.value.value, v >= 1, v <= 21 {
                        minimum = v
                        level = NumberFormat.fixed(v, 1) + ":1"
                    } else if let s = f.value.stringValue,
                        let l = DeclaredPair.levels.first(where: { $0.name.lowercased() == s.lowercased() })
                    {
                        minimum = l.minimum
                        level = l.name
                    } else {
                        let names = DeclaredPair.levels.map(\.name)
                        diagnostics.append(
                            Diagnostic(
                                at: f.value.location,
                                "`level` must be one of \(names.joined(separator: ", ")) or a ratio from 1 to "
                                    + "21, found "
                                    + "\(f.value.kindDescriptionWithValue)"
                                    + Suggestion.didYouMean(f.value.stringValue ?? "", in: names)
                            ))
                        ok = false
                    }
                default:
                    diagnostics.append(
                        Diagnostic(
                            at: f.keyLocation,
                            """
                            unknown key `\(f.key)` in a contrast pair\(Suggestion.didYouMean(f.key, in: known)) \
                            (keys: \(known.joined(separator: ", ")))
                            """
                        ))
                    ok = false
                }
            }
            guard ok else { continue }
            guard let text, !on.isEmpty else {
                diagnostics.append(
                    Diagnostic(
                        at: item.location, "a contrast pair needs `text` (the color drawn) and `on` (the backgrounds)"))
                continue
            }
            doc.contrast.append(
                DeclaredPair(foreground: text, backgrounds: on, minimum: minimum, level: level, location: item.location)
            )
        }
    }
}
