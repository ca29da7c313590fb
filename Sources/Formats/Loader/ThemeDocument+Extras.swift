import Syntax
import ThemeModel

/// Decoding of `gradients` and `images`.
extension ThemeDocument {
    /// The entries of a `name: { fields }` section, each with its fields; a
    /// section or entry of the wrong kind, or a bad name, is reported and skipped.
    static func namedObjects(
        _ node: JSONNode, section: String, kind: String, example: String,
        diagnostics: inout [Diagnostic]
    ) -> [(member: JSONMember, fields: [JSONMember])] {
        guard let members = node.objectMembers else {
            diagnostics.append(
                Diagnostic(
                    at: node.location, "`\(section)` must be an object of name: \(kind), found \(node.kindDescription)")
            )
            return []
        }
        var entries: [(member: JSONMember, fields: [JSONMember])] = []
        for m in members {
            if let problem = ColorName.problem(with: m.key) {
                diagnostics.append(Diagnostic(at: m.keyLocation, problem))
                continue
            }
            guard let fields = m.value.objectMembers else {
                diagnostics.append(
                    Diagnostic(at: m.value.location, "\(kind) `\(m.key)` must be an object like \(example)"))
                continue
            }
            entries.append((m, fields))
        }
        return entries
    }

    /// `"gradients": { "vipGold": { "light": ["#F7D774", "#C9A227"], "dark": ["{systemYellow}", "#8A6D1D"],
    ///                 "direction": "horizontal", "text": "#000000" } }`
    static func decodeGradients(_ node: JSONNode, into doc: inout ThemeDocument, diagnostics: inout [Diagnostic]) {
        for (m, fields) in namedObjects(
            node, section: "gradients", kind: "gradient",
            example: ##"{ "light": ["#F7D774", "#C9A227"], "dark": [...] }"##, diagnostics: &diagnostics)
        {
            var gradient = DynamicGradient(
                name: m.key, stops: [:], direction: .horizontal, text: .alias("label"), location: m.keyLocation)
            var ok = true
            for f in fields {
                switch f.key {
                case "direction":
                    let all = DynamicGradient.Direction.allCases.map(\.rawValue)
                    guard let v = f.value.stringValue, let d = DynamicGradient.Direction(rawValue: v) else {
                        diagnostics.append(
                            Diagnostic(
                                at: f.value.location,
                                "`direction` must be one of \(all.joined(separator: ", ")), found "
                                    + "\(f.value.kindDescription)"
                                    + Suggestion.didYouMean(f.value.stringValue ?? "", in: all)
                            ))
                        ok = false
                        continue
                    }
                    gradient.direction = d
                case "text":
                    guard let v = decodeValue(f.value, diagnostics: &diagnostics) else {
                        ok = false
                        continue
                    }
                    gradient.text = v.value
                default:
                    guard let traits = Traits(variantKey: f.key) else {
                        diagnostics.append(
                            Diagnostic(
                                at: f.keyLocation,
                                "unknown key `\(f.key)` in gradient "
                                    + "`\(m.key)`"
                                    + Suggestion.didYouMean(f.key, in: Traits.allVariantKeys + ["direction", "text"])
                                    + " "
                                    + "(variants, direction, text)"
                            ))
                        ok = false
                        continue
                    }
                    guard case .array(let items) = f.value.value, items.count >= 2 else {
                        var found = f.value.kindDescription
                        if case .array(let items) = f.value.value {
                            found = "\(items.count) color\(items.count == 1 ? "" : "s")"
                        }
                        diagnostics.append(
                            Diagnostic(
                                at: f.value.location,
                                """
                                the \(f.key) stops of gradient `\(m.key)` must be a list of two or more colors, \
                                found \(found)
                                """
                            ))
                        ok = false
                        continue
                    }
                    var stops: [VariantValue] = []
                    for item in items {
                        guard let v = decodeValue(item, diagnostics: &diagnostics) else {
                            ok = false
                            continue
                        }
                        stops.append(v)
                    }
                    gradient.stops[traits] = stops
                }
            }
            if gradient.stops[.light] == nil, ok {
                diagnostics.append(
                    Diagnostic(
                        at: m.keyLocation, "gradient `\(m.key)` has no \"light\" stops; they are the last fallback"))
                ok = false
            }
            if ok { doc.gradients.append(gradient) }
        }
    }

    /// `"images": { "logo": { "light": "star", "dark": "logo-dark.ppm", "template": true, "tint": { "light": "#34C759",
    /// "dark": "#FFD60A" } } }`
    /// A source is a built-in glyph name, rows of `#`/`.` art, or a PPM path.
    static func decodeImages(_ node: JSONNode, into doc: inout ThemeDocument, diagnostics: inout [Diagnostic]) {
        for (m, fields) in namedObjects(
            node, section: "images", kind: "image",
            example: #"{ "light": "star", "template": true, "tint": "{systemGreen}" }"#, diagnostics: &diagnostics)
        {
            var variants: [(InterfaceStyle, ImageSource, SourceLocation)] = []
            var template = false
            var tint: DynamicColor?
            for f in fields {
                switch f.key {
                case "template":
                    guard case .bool(let b) = f.value.value else {
                        diagnostics.append(
                            Diagnostic(
                                at: f.value.location,
                                "`template` must be true or false, found \(f.value.kindDescription)"))
                        continue
                    }
                    template = b
                case "tint":
                    if let color = decodeColor(
                        name: m.key + " tint", keyLocation: f.keyLocation, node: f.value, diagnostics: &diagnostics)
                    {
                        if color.isPartial {
                            diagnostics.append(
                                Diagnostic(at: f.value.location, "the tint of image `\(m.key)` needs a \"light\" value")
                            )
                        } else {
                            tint = color.color
                        }
                    }
                case "light", "dark", "any":
                    let style: InterfaceStyle = f.key == "dark" ? .dark : .light
                    if let s = f.value.stringValue, !s.isEmpty {
                        if let art = GlyphArt.art(s) {
                            variants.append((style, .art(art), f.value.location))
                        } else if s.lowercased().hasSuffix(".ppm") || s.contains("/") {
                            variants.append((style, .file(s), f.value.location))
                        } else {
                            diagnostics.append(
                                Diagnostic(
                                    at: f.value.location,
                                    "unknown glyph `\(s)`\(Suggestion.didYouMean(s, in: GlyphArt.names)) "
                                        + "(built in: \(GlyphArt.names.joined(separator: ", ")); or a .ppm path, or "
                                        + "rows of # and .)"
                                ))
                        }
                    } else if case .array(let rows) = f.value.value, !rows.isEmpty,
                        rows.allSatisfy({ $0.stringValue != nil }), rows.count <= 64
                    {
                        variants.append((style, .art(rows.map { $0.stringValue! }), f.value.location))
                    } else {
                        diagnostics.append(
                            Diagnostic(
                                at: f.value.location,
                                """
                                the \(f.key) image must be a glyph name, a .ppm path or rows of # and . (at most \
                                64), found \(f.value.kindDescription)
                                """
                            ))
                    }
                default:
                    diagnostics.append(
                        Diagnostic(
                            at: f.keyLocation,
                            """
                            unknown key `\(f.key)` in image \
                            `\(m.key)`\(Suggestion.didYouMean(f.key, in: ["light", "dark", "template", "tint"])) \
                            (light, dark, template, tint)
                            """
                        ))
                }
            }
            if template && tint == nil {
                diagnostics.append(Diagnostic(at: m.keyLocation, "template image `\(m.key)` needs a `tint` color"))
                continue
            }
            if variants.isEmpty {
                diagnostics.append(
                    Diagnostic(at: m.keyLocation, "image `\(m.key)` has no picture; give \"light\" (and \"dark\")"))
                continue
            }
            doc.images.append((m.key, variants, template, tint, m.keyLocation))
        }
    }
}
