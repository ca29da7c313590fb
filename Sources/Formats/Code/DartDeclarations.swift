import Syntax
import ThemeModel

/// The constants of Dart files that may hold a color, as Dart scopes them: top-level `const`/`final`/`var`
/// (`const kBrand = Color(0xFF…);`, `final Color brand = …;`) by their name, a class's `static` ones and its
/// `final` instance fields (`class AppColors { final Color accent1 = Color(0xFFE4935D); }`: every instance holds
/// that value, Dart lets no constructor set it again) as `Class.name`; a function's locals and a class's `var` or
/// `late` fields hold no constant.
struct DartDeclarations {
    typealias Declaration = CodeDeclaration

    private(set) var files: [CodeFile] = []
    private(set) var declarations: [Declaration] = []
    private(set) var index: [String: Int] = [:]

    static let modifiers: Set<String> = ["const", "final", "var", "late", "static"]

    mutating func add(_ text: SourceText) {
        let tokens = BraceTokens(text.bytes, .dart)
        let chains = PostfixChains(tokens, labelSeparator: ":")
        let file = files.count
        files.append(CodeFile(text: text, tokens: tokens, chains: chains))
        var i = 1
        while i + 1 < tokens.count {
            defer { i += 1 }
            // `NAME =` after a modifier or a type: a declaration (`==` and `=>` are other tokens).
            guard tokens[i].kind == .identifier, tokens.isPunctuation(i + 1, "=") else { continue }
            var j = i - 1
            var isStatic = false
            var isFinal = false
            var isLate = false
            var sawModifier = false
            var type = ""
            while j >= 0 {
                if tokens[j].kind == .identifier, Self.modifiers.contains(tokens.name(j)) {
                    sawModifier = true
                    if tokens.isIdentifier(j, "static") { isStatic = true }
                    if tokens.isIdentifier(j, "final") { isFinal = true }
                    if tokens.isIdentifier(j, "late") { isLate = true }
                } else if tokens[j].kind == .identifier || tokens.isPunctuation(j, "?") {
                    guard type.isEmpty, !sawModifier else { break }
                    type = tokens.name(j)
                } else {
                    break
                }
                j -= 1
            }
            // What comes before is the start of a statement: nothing, `;`, `{`, `}` or an annotation's `)`.
            let starts = j < 0 || tokens.isPunctuation(j, ";") || tokens[j].kind == .open || tokens[j].kind == .close
            guard starts, sawModifier || !type.isEmpty else { continue }
            guard let scope = scope(of: i, tokens, isStatic: isStatic || (isFinal && !isLate)) else { continue }
            let start = i + 2
            var end = start
            while end < tokens.count, !tokens.isPunctuation(end, ";"), tokens[end].kind != .close {
                end = tokens[end].kind == .open ? min(tokens.count, max(end, tokens.match[end]) + 1) : end + 1
            }
            guard start < end else { continue }
            let name = scope.isEmpty ? tokens.name(i) : scope + "." + tokens.name(i)
            if index[name] == nil { index[name] = declarations.count }
            declarations.append(
                Declaration(
                    name: name, scope: scope, file: file, start: start, end: end,
                    location: text.location(tokens[i].start), typedColor: type == "Color"))
            i = end
        }
    }

    /// "" at the top level, the class's name for its `static` members; nil elsewhere.
    private func scope(of i: Int, _ t: BraceTokens, isStatic: Bool) -> String? {
        let open = t.enclosing[i]
        guard open >= 0 else { return "" }
        guard isStatic, t.isOpen(open, UInt8(ascii: "{")), t.enclosing[open] < 0 else { return nil }
        return Self.className(opening: open, t)
    }

    /// The class whose body holds token `i` (a call in one of its methods sees its fields), "" outside any.
    static func enclosingClass(of i: Int, _ t: BraceTokens) -> String {
        var open = t.enclosing[i]
        while open >= 0, t.enclosing[open] >= 0 { open = t.enclosing[open] }
        guard open >= 0, t.isOpen(open, UInt8(ascii: "{")) else { return "" }
        return className(opening: open, t) ?? ""
    }

    /// `class AppColors {`, `abstract class Palette extends X {`, `extension on …`: the class's name.
    private static func className(opening open: Int, _ t: BraceTokens) -> String? {
        var j = open - 1
        while j >= 0, j > open - 20, t[j].kind != .close || t.bytes[t[j].start] != 0x7D {
            if t.isIdentifier(j, "class") || t.isIdentifier(j, "mixin") || t.isIdentifier(j, "enum") {
                return j + 1 < open && t[j + 1].kind == .identifier ? t.name(j + 1) : nil
            }
            j -= 1
        }
        return nil
    }

    /// The declarations a name may be: the scope's own, then the top level's.
    func candidates(_ dotted: String, scope: String) -> [String] {
        scope.isEmpty ? [dotted] : [scope + "." + dotted, dotted]
    }
}
