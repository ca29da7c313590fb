import Pairs
import Syntax

/// UIKit's pairs: what a receiver's text or tint is set to, with what the same receiver's background is set to
/// (in the same block, else the same type, else the file), else with the type's root view's background.
struct UIKitPairs {
    let chains: PostfixChains
    let file: SourceText
    let colors: SwiftColors

    static let foregrounds: [String: DrawnPair.Kind] = [
        "textColor": .text, "tintColor": .glyph, "baseForegroundColor": .largeText, "setTitleColor": .largeText,
    ]
    static let backgrounds: Set<String> = ["backgroundColor", "baseBackgroundColor"]
    static let largeFonts: Set<String> = [
        "headline", "title1", "title2", "title3", "largeTitle", "bold", "semibold", "heavy", "black", "boldSystemFont",
    ]

    /// One `receiver.property = color` (or `receiver.setTitleColor(color, for: .normal)`).
    private struct Assignment {
        var receiver: String
        var property: String
        var color: String
        var token: Int
        /// The innermost bracket around it and the type body it is in (-1 at the top).
        var group: Int
        var type: Int
    }

    func pairs() -> [SourcePair] {
        let types = typeBodies()
        var foregrounds: [(Assignment, local: Bool)] = []
        var inGroup: [String: String] = [:]
        var inType: [String: String] = [:]
        var inFile: [String: String] = [:]
        var rootView: [Int: String] = [:]
        var large: Set<String> = []
        var declared: Set<String> = []
        let tokens = chains.tokens
        for c in chains.chains.indices {
            let chain = chains.chains[c]
            let type = chain.enclosing >= 0 ? types[chain.enclosing] : -1
            if chain.first > 0,
                tokens.isIdentifier(chain.first - 1, "let") || tokens.isIdentifier(chain.first - 1, "var")
            {
                declared.insert("\(chain.enclosing) \(chains.baseName(c))")
                continue
            }
            guard let assignment = assignment(c, type: type) else { continue }
            let key = assignment.receiver
            if assignment.property == "font" {
                large.insert("\(type) \(key)")
                large.insert("g\(assignment.group) \(key)")
            } else if Self.backgrounds.contains(assignment.property) {
                if inGroup["\(assignment.group) \(key)"] == nil {
                    inGroup["\(assignment.group) \(key)"] = assignment.color
                }
                if inType["\(type) \(key)"] == nil { inType["\(type) \(key)"] = assignment.color }
                if inFile[key] == nil { inFile[key] = assignment.color }
                if (key == "view" || key.isEmpty) && rootView[type] == nil { rootView[type] = assignment.color }
            } else {
                let root = String(key.prefix { $0 != "." })
                let local = root == "$0" || declared.contains("\(assignment.group) \(root)")
                foregrounds.append((assignment, local))
            }
        }
        var found: [SourcePair] = []
        for (a, local) in foregrounds {
            guard var kind = Self.foregrounds[a.property] else { continue }
            let font = local ? "g\(a.group) \(a.receiver)" : "\(a.type) \(a.receiver)"
            if kind == .text && large.contains(font) { kind = .largeText }
            var detail = a.receiver.isEmpty ? a.property : "\(a.receiver).\(a.property)"
            var background = inGroup["\(a.group) \(a.receiver)"]
            if background == nil && !local { background = inType["\(a.type) \(a.receiver)"] ?? inFile[a.receiver] }
            if background == nil, let view = rootView[a.type] {
                background = view
                detail += " on view"
            }
            guard let background else { continue }
            found.append(
                SourcePair(
                    foreground: a.color, background: background, kind: kind,
                    site: SourceSite(file.location(tokens[a.token].start), detail)))
        }
        return found
    }

    /// Chain `c` as an assignment of a color (or a font, with "" for its color) to a receiver's property.
    private func assignment(_ c: Int, type: Int) -> Assignment? {
        let chain = chains.chains[c]
        let tokens = chains.tokens
        guard !chain.leadingDot, let last = chain.segments.last, last.name >= 0 else { return nil }
        let property = chains.name(last)
        guard
            property == "font" || property == "setTitleColor" || Self.backgrounds.contains(property)
                || Self.foregrounds[property] != nil
        else { return nil }
        var names: [String] = []
        for segment in chain.segments.dropLast() {
            guard segment.name >= 0, segment.args < 0, segment.closure < 0, !segment.subscripted else { return nil }
            names.append(chains.name(segment))
        }
        if names.first == "self" { names.removeFirst() }
        // A bare `backgroundColor = …` is the view's own (in a UIView subclass), unless it declares a variable.
        if chain.segments.count == 1, chain.first > 0, tokens.isPunctuation(chain.first - 1, ".") { return nil }
        var assignment = Assignment(
            receiver: names.joined(separator: "."), property: property, color: "", token: last.name,
            group: chain.enclosing, type: type)
        if property == "setTitleColor" {
            let arguments = chains.arguments(last.args)
            if let state = chains.argument(arguments, "for"), !chains.mentions(state.start, state.end, ["normal"]) {
                return nil
            }
            guard let value = chains.chain(of: chains.argument(arguments, nil)) else { return nil }
            assignment.color = colors.color(value) ?? ""
        } else {
            let equals = chain.last + 1
            guard last.args < 0, last.closure < 0, tokens.isPunctuation(equals, "=") else { return nil }
            guard let value = statementChain(at: equals + 1) else { return nil }
            if property == "font" {
                let end = chains.chains[value].last + 1
                return chains.mentions(equals + 1, end, Self.largeFonts, number: 24) ? assignment : nil
            }
            assignment.color = colors.color(value) ?? ""
        }
        return assignment.color.isEmpty ? nil : assignment
    }

    /// The chain starting at token `i` when it is the whole rest of its statement (`x ? a : b` is not).
    private func statementChain(at i: Int) -> Int? {
        let tokens = chains.tokens
        guard i < tokens.count, chains.chainOf[i] >= 0, chains.chains[chains.chainOf[i]].first == i else { return nil }
        let c = chains.chainOf[i]
        let next = chains.chains[c].last + 1
        guard next < tokens.count, tokens[next].kind != .close, !tokens.isPunctuation(next, ";") else { return c }
        let gap = tokens.bytes[tokens[next - 1].end..<tokens[next].start]
        return gap.contains(0x0A) ? c : nil
    }

    /// For every open bracket, the body of the innermost `class`, `struct`, `enum`, `extension` or `actor`
    /// around it (itself included), or -1.
    private func typeBodies() -> [Int] {
        let tokens = chains.tokens
        var isType = Array(repeating: false, count: tokens.count)
        let keywords: Set<String> = ["class", "struct", "enum", "extension", "actor"]
        for i in 0..<tokens.count where tokens[i].kind == .identifier && keywords.contains(tokens.name(i)) {
            guard i + 1 < tokens.count, tokens[i + 1].kind == .identifier,
                !["func", "var", "let", "subscript", "init"].contains(tokens.name(i + 1))
            else { continue }
            // The body is the first bracket after the name; a bound keeps `class class class …` linear.
            var j = i + 2
            while j < min(tokens.count, i + 200), tokens[j].kind != .open, tokens[j].kind != .close { j += 1 }
            if tokens.isOpen(j, UInt8(ascii: "{")) { isType[j] = true }
        }
        var body = Array(repeating: -1, count: tokens.count)
        for i in 0..<tokens.count where tokens[i].kind == .open {
            let outer = tokens.enclosing[i]
            body[i] = isType[i] ? i : (outer >= 0 ? body[outer] : -1)
        }
        return body
    }
}
