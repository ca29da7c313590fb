import ThemeModel

/// A stylesheet's custom properties with where the cascade may apply each: walks rules, at-rules and
/// nested rules (CSS nesting, `@layer`, `@supports`, `@media` inside each other, Tailwind's `@theme`) as a
/// browser would, and keeps the declarations in parts dusk does not read too, so they are counted.
package struct CSSRules {
    package struct Declaration {
        package var name: String
        package var value: String
        package var location: SourceLocation
        /// Where the property's name starts.
        package var nameLocation: SourceLocation
        /// A comment after the declaration on its line: dusk's CSS export writes the color's own name there.
        package var comment: String?
        package var appearances: AppearanceSet
        package var descendant: Bool
        package var important: Bool
        package var specificity: Int
        /// The part dusk does not read that holds it (an index into `skippedParts`).
        package var skippedPart: Int?
    }

    /// A style rule whose declarations dusk reads, and where its block is: where a declaration can be added to it.
    package struct Rule {
        /// The selector as written (nested ones in full), spaces collapsed.
        package var selector: String
        /// The at-rules around it, outermost first (`@media (prefers-color-scheme: dark)`).
        package var conditions: [String]
        package var appearances: AppearanceSet
        package var descendant: Bool
        package var specificity: Int
        /// Just after its `{`, and where its `}` is (nil when the file ends first).
        package var open: SourceLocation
        package var close: SourceLocation?
        /// Its own declarations (indices into `declarations`), not those of rules or at-rules inside it.
        package var declarations: [Int] = []
        /// The style rule this one is nested in, when it was kept.
        package var parent: Int?

        /// Two rules of one key are one rule written twice (`.dark { } ... .dark { }`).
        package var key: String { (conditions + [selector]).joined(separator: " ") }
    }

    /// A rule or at-rule dusk does not read, and why.
    package struct SkippedPart {
        package var what: String
        package var why: String
        package var location: SourceLocation
        /// Sass's `@if $dark-theme`, `@else if …`, `@else` at the top level: the branch, which the Sass reading
        /// decides (`if $dark-theme`, `else if $x == 1`, `else`).
        package var sassBranch: String?
        /// A Sass `@mixin` the sheet includes: its declarations are read where it is included, not here.
        package var included = false
    }

    package var declarations: [Declaration] = []
    /// The style rules dusk reads, in the order they open.
    package var rules: [Rule] = []
    package var skippedParts: [SkippedPart] = []
    package var diagnostics: [Diagnostic] = []
    /// Where a bracket never closed was opened (its error is said): what follows it, to the end of the file, is
    /// the value it is in.
    package var unclosed: [SourceLocation] = []
    /// Sass's `$name: value;` variables: their value (flags such as `!default` included), where it is, and whether
    /// it is set at the top level (a palette's) rather than inside a rule, mixin or function.
    package var sassVariables: [SassVariable] = []
    /// Sass's `@use`, `@forward` and `@import` of other files: the rule's word and what follows it.
    package var sassImports: [(keyword: String, prelude: String, at: SourceLocation)] = []
    /// Sass's `@function name($a, $b: 50%) { @return …; }`: what a palette's own color functions compute.
    package var sassFunctions: [SassFunction] = []
    private var currentFunction: Int?
    /// Sass's `@mixin name { … }` without parameters: where its body starts, and the part that holds it.
    private var mixins: [String: (index: Int, line: Int, column: Int, part: Int?)] = [:]
    /// The mixins being included, innermost last: one that includes itself is not read again.
    private var including: [String] = []
    /// The `@if` branch of the function being read that holds the scanner, if any.
    private var currentCondition: String?
    private var customMedia = CSSMedia.CustomMedia()
    private var reportedUnclosed = false
    private var scanner: CSSScanner

    /// A selector longer than this is no palette's root, and is not taken apart.
    static let maximumSelector = 4_096

    /// Rules nest far less than this in any real stylesheet; deeper input is refused rather than recursed into.
    static let maximumNesting = 32

    static let readSelectors =
        "dusk reads custom properties on :root, html, :where(html), @theme, and dark, light, high-contrast or "
        + "elevated classes and attributes (.dark, [data-theme=\"dark\"])"

    /// Every rule and every declaration, ordinary properties too: an app's stylesheet as it draws (`check
    /// --source`), not only a palette's custom properties on its roots.
    private var everyRule = false
    /// In an app's stylesheet, the ordinary properties kept (the rest are passed over unread: most are layout).
    private var keeping: Set<String> = []

    /// No rules: a project with no stylesheet.
    package init() {
        scanner = CSSScanner([], file: "")
    }

    package init(_ text: TextFile) {
        scanner = CSSScanner(text.scalars, file: text.file)
        block(Context(), depth: 0)
    }

    /// An app's stylesheet: every style rule kept, whatever its selector (its appearances from the dark or
    /// light words in it, and the `@media` around it), and every declaration in it.
    package init(drawing text: TextFile, keeping properties: Set<String>) {
        scanner = CSSScanner(text.scalars, file: text.file)
        everyRule = true
        keeping = properties
        block(Context(), depth: 0)
    }

    /// A property set in every appearance from outside any stylesheet (a Tailwind config's color, written in
    /// CSS over the stylesheet's own properties), below every rule of the sheet in the cascade; its index.
    package mutating func declare(_ name: String, _ value: String, at location: SourceLocation) -> Int {
        declarations.append(
            Declaration(
                name: name, value: value, location: location, nameLocation: location, comment: nil,
                appearances: .all, descendant: false, important: false, specificity: -1, skippedPart: nil))
        return declarations.count - 1
    }

    /// These rules where only `appearances` see them (a stylesheet a page loads for dark alone).
    package func restricted(to appearances: AppearanceSet) -> CSSRules {
        var restricted = self
        for i in restricted.rules.indices {
            restricted.rules[i].appearances = restricted.rules[i].appearances.intersection(appearances)
        }
        for i in restricted.declarations.indices {
            restricted.declarations[i].appearances = restricted.declarations[i].appearances.intersection(appearances)
        }
        return restricted
    }

    /// Whether any rule applies in some appearances and not others (a `.dark` selector, a media query).
    package var namesAppearances: Bool { rules.contains { $0.appearances != .all } }

    /// These rules, then `other`'s, as if one file came after the other.
    package func followed(by other: CSSRules) -> CSSRules {
        var both = self
        let offset = skippedParts.count
        both.skippedParts += other.skippedParts
        both.declarations += other.declarations.map { d in
            var d = d
            d.skippedPart = d.skippedPart.map { $0 + offset }
            return d
        }
        let declarationOffset = declarations.count
        both.rules += other.rules.map { r in
            var r = r
            r.declarations = r.declarations.map { $0 + declarationOffset }
            return r
        }
        both.diagnostics += other.diagnostics
        both.unclosed += other.unclosed
        return both
    }

    package struct SassVariable {
        package var name: String
        package var value: String
        package var at: SourceLocation
        /// Set at the top level (nil), or in a top-level `@if`/`@else` branch (that part's index), where Sass
        /// sets the sheet's own variable when the branch is taken; a variable of a rule, mixin or function is
        /// not recorded.
        package var branch: Int?
    }

    package struct SassFunction {
        /// `tint-color($color, $weight)`, as written after `@function`.
        package var signature: String
        /// Each `@return`, with the `@if` / `@else if` condition it is under (`else` under `@else`), in order.
        package var returns: [(condition: String?, expression: String)] = []
        /// Its body loops or nests its choices (`@each`, `@if` in `@if`): what it returns is not read.
        package var branches = false
        package var at: SourceLocation
    }

    private struct Context {
        var appearances = AppearanceSet.all
        /// The enclosing style rule's selector (for `&` and nested rules); nil at the top level.
        var selector: String?
        var specificity = 0
        var descendant = false
        package var skippedPart: Int?
        /// The style rule whose own declarations these are (an index into `rules`), and the at-rules around it.
        var rule: Int?
        var conditions: [String] = []
    }

    private mutating func skipping(
        _ context: Context, _ what: String, _ why: String, at location: SourceLocation
    )
        -> Context
    {
        var inner = context
        guard inner.skippedPart == nil else { return inner }
        skippedParts.append(SkippedPart(what: what, why: why, location: location))
        inner.skippedPart = skippedParts.count - 1
        return inner
    }

    /// The items of a block until its `}` (or the end of the file at the top level); where that `}` is.
    @discardableResult
    private mutating func block(_ context: Context, depth: Int) -> SourceLocation? {
        while true {
            scanner.skip()
            guard let c = scanner.current else {
                // Say where the file went wrong (a bracket never closed swallows the rest), not only where it ended.
                if let open = scanner.unclosed, !reportedUnclosed {
                    diagnostics.append(Diagnostic(at: open.at, "this `\(open.what)` is never closed"))
                    unclosed.append(open.at)
                    reportedUnclosed = true
                } else if depth > 0, scanner.unclosed == nil {
                    diagnostics.append(Diagnostic(at: scanner.location, "unexpected end of file; expected `}`"))
                }
                return nil
            }
            if c == "}" {
                let close = scanner.location
                scanner.advance()
                if depth > 0 { return close }
                diagnostics.append(Diagnostic(at: scanner.location, "unexpected `}`"))
                continue
            }
            guard depth < CSSRules.maximumNesting else {
                diagnostics.append(
                    Diagnostic(at: scanner.location, "rules nested deeper than \(CSSRules.maximumNesting)"))
                scanner.i = scanner.text.count
                return nil
            }
            let start = scanner.location
            if c == "@" {
                atRule(context, depth: depth, at: start)
                continue
            }
            let item = scanner.until([";", "{", "}"])
            if scanner.current == "{" {
                scanner.advance()
                styleRule(item, context, depth: depth, at: start)
            } else {
                if scanner.current == ";" { scanner.advance() }
                declaration(item, context, at: start)
            }
        }
    }

    private mutating func styleRule(_ prelude: String, _ context: Context, depth: Int, at start: SourceLocation) {
        let open = scanner.location
        let selector = CSSRules.nested(prelude, in: context.selector)
        var inner = context
        inner.selector = selector
        inner.rule = nil
        if selector.utf8.count > CSSRules.maximumSelector {
            inner = skipping(
                inner, "a selector of \(selector.utf8.count) bytes", "longer than any palette's", at: start)
        } else if let meaning = CSSSelectors.classify(selector) {
            inner.appearances = context.appearances.intersection(meaning.appearances)
            inner.specificity = meaning.specificity
            inner.descendant = context.descendant || meaning.descendant
        } else if everyRule {
            inner.appearances = context.appearances.intersection(CSSSelectors.styleWords(selector))
        } else {
            inner = skipping(
                inner, "`\(SafeText.excerpt(CSSScanner.collapsingSpaces(prelude)))`", CSSRules.readSelectors, at: start)
        }
        if inner.skippedPart == nil, selector.utf8.count <= CSSRules.maximumSelector {
            inner.rule = rules.count
            rules.append(
                Rule(
                    selector: CSSScanner.collapsingSpaces(selector), conditions: context.conditions,
                    appearances: inner.appearances, descendant: inner.descendant, specificity: inner.specificity,
                    open: open, parent: context.rule))
        }
        let close = block(inner, depth: depth + 1)
        if let index = inner.rule { rules[index].close = close }
    }

    /// A nested rule's selector in full: `&` stands for the parent, and a rule without it is a descendant.
    static func nested(_ prelude: String, in parent: String?) -> String {
        guard let parent else { return prelude }
        return CSSSelectors.split(prelude, at: ",").map { part in
            let p = part.trimmingSpaces
            return p.contains("&") ? p.replacingAll("&", ":is(\(parent))") : ":is(\(parent)) \(p)"
        }.joined(separator: ", ")
    }

    private mutating func atRule(_ context: Context, depth: Int, at start: SourceLocation) {
        scanner.advance()
        var name = ""
        while let c = scanner.current, c.isLetter || c == "-" || ("0"..."9").contains(c) {
            name.unicodeScalars.append(c)
            scanner.advance()
        }
        name = name.lowercased()
        let prelude = CSSScanner.collapsingSpaces(scanner.until([";", "{", "}"]))
        guard scanner.current == "{" else {
            if scanner.current == ";" { scanner.advance() }
            if scanner.sassy {
                if ["use", "forward", "import"].contains(name), context.selector == nil, context.conditions.isEmpty {
                    sassImports.append((name, prelude, start))
                } else if name == "return", let f = currentFunction {
                    sassFunctions[f].returns.append((currentCondition, prelude))
                } else if name == "include", context.skippedPart == nil {
                    include(prelude.hasSuffix("()") ? String(prelude.dropLast(2)) : prelude, context, depth: depth)
                }
            }
            if name == "custom-media" {
                let parts = prelude.split(separator: " ", maxSplits: 1).map(String.init)
                if parts.count == 2, parts[0].hasPrefix("--") {
                    customMedia.define(String(parts[0].dropFirst(2)).lowercased(), as: parts[1].lowercased())
                }
            }
            return
        }
        scanner.advance()
        let what = "`@\(SafeText.excerpt(name)) \(SafeText.excerpt(prelude))`"
        var inner = context
        inner.rule = nil
        inner.conditions.append("@\(name) \(prelude)")
        switch name {
        case "media":
            switch CSSMedia.meaning(prelude, customMedia: &customMedia) {
            case .holds(let set): inner.appearances = context.appearances.intersection(set)
            case .never(let why): inner = skipping(context, what, why, at: start)
            }
        case "supports":
            if prelude.lowercased().contains("not ") {
                inner = skipping(
                    context, what, "a fallback for browsers without a feature; dusk reads the rest", at: start)
            }
        case "layer", "container":
            break
        case "if" where everyRule && scanner.sassy, "else" where everyRule && scanner.sassy:
            // An app's Sass draws what a branch holds whenever its condition holds (`@if $enable-buttons { … }`):
            // evidence of what is drawn, whichever branch a build takes.
            break
        case "theme":
            // Tailwind writes `@theme` as `:root, :host`.
            inner.selector = inner.selector ?? ":root"
            inner.specificity = 100
        default:
            inner = skipping(context, what, "dusk does not read `@\(SafeText.excerpt(name))` rules", at: start)
            // Kept for what is inside: how deep a Sass variable is set (a top-level `@if`'s, or a nested one's).
            inner.conditions = context.conditions + ["@\(name) \(prelude)"]
            if scanner.sassy, name == "if" || name == "else", context.skippedPart == nil, currentFunction == nil,
                let part = inner.skippedPart
            {
                skippedParts[part].sassBranch = name + " " + prelude
            }
        }
        if scanner.sassy, name == "mixin", context.selector == nil, context.conditions.isEmpty {
            let mixin = prelude.hasSuffix("()") ? String(prelude.dropLast(2)) : prelude
            if !mixin.contains("(") {
                mixins[mixin] = (scanner.i, scanner.line, scanner.column, inner.skippedPart)
            }
        }
        if scanner.sassy, name == "function", currentFunction == nil {
            sassFunctions.append(SassFunction(signature: prelude, at: start))
            currentFunction = sassFunctions.count - 1
            block(inner, depth: depth + 1)
            currentFunction = nil
            return
        }
        if let f = currentFunction {
            guard name == "if" || name == "else", currentCondition == nil else {
                sassFunctions[f].branches = true
                block(inner, depth: depth + 1)
                return
            }
            currentCondition = name == "if" ? prelude : prelude.hasPrefix("if ") ? String(prelude.dropFirst(3)) : "else"
            block(inner, depth: depth + 1)
            currentCondition = nil
            return
        }
        block(inner, depth: depth + 1)
    }

    /// `@include theme-dark;` of a mixin without parameters: its body read here, in this rule, as Sass
    /// writes it here (`:root { @include theme-light; }`).
    private mutating func include(_ name: String, _ context: Context, depth: Int) {
        guard let mixin = mixins[name], !including.contains(name), including.count < 8 else { return }
        let saved = scanner
        scanner.i = mixin.index
        scanner.line = mixin.line
        scanner.column = mixin.column
        including.append(name)
        block(context, depth: depth + 1)
        including.removeLast()
        scanner = saved
        if let part = mixin.part { skippedParts[part].included = true }
    }

    private mutating func declaration(_ item: String, _ context: Context, at start: SourceLocation) {
        guard let colon = item.firstIndex(of: ":") else {
            guard !item.isEmpty else { return }
            diagnostics.append(Diagnostic(at: start, "expected `--name: value;`, found `\(SafeText.excerpt(item))`"))
            return
        }
        let property = String(item[..<colon]).trimmingSpaces
        if property.hasPrefix("$"), !everyRule {
            let value = CSSScanner.collapsingSpaces(String(item[item.index(after: colon)...]))
            let at = CSSRules.valueLocation(item, colon, start)
            if context.selector == nil, context.conditions.isEmpty, context.skippedPart == nil {
                sassVariables.append(SassVariable(name: property, value: value, at: at, branch: nil))
            } else if context.selector == nil, context.conditions.count == 1, let part = context.skippedPart,
                skippedParts[part].sassBranch != nil
            {
                sassVariables.append(SassVariable(name: property, value: value, at: at, branch: part))
            }
            // Inside a rule, a mixin or a function, a variable is that block's own.
            return
        }
        // Ordinary properties are no colors of a palette; an app's stylesheet draws with them.
        guard property.hasPrefix("--") || (everyRule && keeping.contains(property.lowercased())) else { return }
        // (An app's stylesheet keeps each name as written, `--x` and `color` apart.)
        let name =
            !everyRule ? String(property.dropFirst(2)) : property.hasPrefix("--") ? property : property.lowercased()
        var value = CSSScanner.collapsingSpaces(String(item[item.index(after: colon)...]))
        var important = false
        // `!important`, and `! important` (CSS allows white space after the `!`).
        let lower = value.lowercased()
        if lower.hasSuffix("important"), String(lower.dropLast("important".count)).trimmingSpaces.hasSuffix("!") {
            important = true
            value = String(String(value.dropLast("important".count)).trimmingSpaces.dropLast()).trimmingSpaces
        }
        var context = context
        if context.selector == nil {
            context = skipping(context, "`--\(SafeText.excerpt(name))`", "it is outside any rule", at: start)
        }
        if let rule = context.rule { rules[rule].declarations.append(declarations.count) }
        declarations.append(
            Declaration(
                name: name, value: value, location: CSSRules.valueLocation(item, colon, start), nameLocation: start,
                comment: scanner.trailingComment(), appearances: context.appearances, descendant: context.descendant,
                important: important, specificity: context.specificity, skippedPart: context.skippedPart))
    }

    /// Where the value after `colon` starts in a declaration read from `start`.
    static func valueLocation(_ item: String, _ colon: String.Index, _ start: SourceLocation) -> SourceLocation {
        var location = start
        var index = item.startIndex
        var passedColon = false
        while index < item.endIndex {
            let c = item.unicodeScalars[index]
            if passedColon, !c.isSpace { break }
            if index == colon { passedColon = true }
            if c == "\n" {
                location.line += 1
                location.column = 1
            } else {
                location.column += 1
            }
            index = item.unicodeScalars.index(after: index)
        }
        return location
    }
}
