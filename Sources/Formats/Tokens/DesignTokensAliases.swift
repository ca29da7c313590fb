import ColorScience
import Platform
import Syntax
import ThemeModel

extension DesignTokensReader.Tokens {
    /// Where a chain of first aliases ends: at a name no token of the file has, back on itself, or at a token
    /// (of another type, or a color token dusk could not read).
    enum AliasEnd: Equatable {
        case outside(String)
        case cycle
        case token(String)
    }

    /// For each of `names`, where its alias chain ends; each link is followed once, however many chains share
    /// it.
    func aliasEnds(_ names: [String]) -> [String: AliasEnd] {
        var memo: [String: AliasEnd] = [:]
        func firstTarget(_ name: String) -> String? {
            guard let i = index[name] else { return nil }
            for traits in Traits.all {
                if case .alias(let t)? = list[i].variants[traits]?.value { return t }
            }
            return nil
        }
        for start in names where memo[start] == nil {
            var path: [String] = []
            var onPath: Set<String> = []
            var current = start
            var end = AliasEnd.token(start)
            while true {
                if let known = memo[current] {
                    end = known
                    break
                }
                guard onPath.insert(current).inserted else {
                    end = .cycle
                    break
                }
                guard let target = firstTarget(current) else {
                    end = .token(current)
                    break
                }
                path.append(current)
                if !allNames.contains(target) {
                    end = .outside(target)
                    break
                }
                current = target
            }
            for name in path { memo[name] = end }
            if memo[start] == nil { memo[start] = end }
        }
        return memo
    }

    /// The untyped tokens that are only aliases and reach no color: each alias target is a typed
    /// color (or one whose value is in error, which counts them), or an untyped alias that reaches one; a cycle
    /// reaches none. Depth first with a memo and
    /// an explicit stack, so a chain of any length costs its length.
    /// Style Dictionary resolves a reference to any property of a token: `{color.bg.darkValue}` is that token's
    /// dark value, whatever the appearance that refers to it. Each becomes the color there, where the token has one.
    mutating func resolveCompanionReferences() {
        for i in list.indices {
            for (traits, v) in list[i].variants {
                guard case .alias(let target) = v.value, index[target] == nil,
                    let dot = target.lastIndex(of: "."), target.hasSuffix("Value")
                else { continue }
                let owner = String(target[..<dot])
                let words = ModeWords(String(target[target.index(after: dot)...].dropLast(5)))
                guard let j = index[owner], words.isAppearance else { continue }
                let style = words.style ?? .light
                let shown = Traits(style, .base, words.high ? .high : .normal)
                guard list[j].variants[shown] != nil, let color = literal(owner, shown) else { continue }
                list[i].variants[traits] = VariantValue(.literal(color), at: v.location)
            }
        }
    }

    /// Tokens Studio's single file keeps each token set as a top-level group (`global`, `light`, `dark`), and a
    /// reference names a token without its set (`{colors.white}` is `global.colors.white`). Where the file's
    /// top-level groups include sets named for appearances, an alias to no token is read as the one token of
    /// that name in one set; a note says so.
    mutating func resolveSetReferences(notes: inout [Diagnostic]) {
        // Each name without its first group, with the groups that hold it: one lookup an alias, however many sets.
        var sets: Set<String> = []
        var holders: [Substring: [Substring]] = [:]
        for name in allNames {
            guard let dot = name.firstIndex(of: ".") else { continue }
            sets.insert(String(name[..<dot]))
            holders[name[name.index(after: dot)...], default: []].append(name[..<dot])
        }
        guard sets.contains(where: { ModeWords($0).isAppearance && ModeWords($0).style != nil }) else { return }
        var read: [(alias: String, set: String, location: SourceLocation?)] = []
        for i in list.indices {
            for traits in Traits.all {
                guard let v = list[i].variants[traits], case .alias(let target) = v.value, !allNames.contains(target)
                else { continue }
                guard let found = holders[Substring(target)], found.count == 1 else { continue }
                let set = String(found[0])
                list[i].variants[traits] = VariantValue(.alias(set + "." + target), at: v.location)
                read.append((target, set, v.location ?? list[i].location))
            }
        }
        guard let first = read.first, let location = first.location else { return }
        notes.append(
            Diagnostic(
                at: location,
                "read \(read.count) reference\(read.count == 1 ? "" : "s") without their token set, as Tokens Studio's "
                    + "single file writes them (`{\(SafeText.excerpt(first.alias))}` is "
                    + "`\(SafeText.excerpt(first.set)).\(SafeText.excerpt(first.alias))`)"))
    }

    /// Color tokens whose alias reaches a token that is no color (a font weight, a shadow, a gradient), directly
    /// or through others: each is skipped and counted in one note, and the rest of the files is read.
    mutating func dropAliasesToNonColors(notes: inout [Diagnostic]) {
        let nonColors = allNames.union(otherNames).union(compositeNames).filter {
            index[$0] == nil && failed[$0] == nil
        }
        guard !nonColors.isEmpty else { return }
        var dropped: [String: String] = [:]
        var changed = true
        while changed {
            changed = false
            for token in list where dropped[token.name] == nil {
                for v in token.variants.values {
                    guard case .alias(let target) = v.value else { continue }
                    if nonColors.contains(target) {
                        dropped[token.name] = target
                    } else if let end = dropped[target] {
                        dropped[token.name] = end
                    } else {
                        continue
                    }
                    changed = true
                    break
                }
            }
        }
        guard !dropped.isEmpty else { return }
        let skipped = list.filter { dropped[$0.name] != nil }
        let first = skipped[0]
        let end = dropped[first.name]!
        let what = compositeNames.contains(end) ? "a shadow or gradient, not one color" : "a token of another type"
        notes.append(
            Diagnostic.skipped(
                skipped.map(\.name), ("color token", "color tokens"),
                why: "they alias tokens that are no color (`{\(SafeText.excerpt(end))}`: \(what)); the rest is read",
                at: first.location))
        list.removeAll { dropped[$0.name] != nil }
        index = [:]
        for (i, t) in list.enumerated() { index[t.name] = i }
    }

    func untypedAliasesReachingNoColor() -> Set<String> {
        var reaches: [String: Bool] = [:]
        func targets(_ name: String) -> [String] {
            guard let i = index[name] else { return [] }
            return list[i].variants.values.compactMap { if case .alias(let t) = $0.value { t } else { nil } }
        }
        for start in untypedAliases where reaches[start] == nil {
            var onPath: Set<String> = [start]
            var stack: [(name: String, targets: [String], next: Int)] = [(start, targets(start), 0)]
            while let top = stack.last {
                if top.next == top.targets.count {
                    reaches[top.name] = true
                    onPath.remove(top.name)
                    stack.removeLast()
                    continue
                }
                let target = top.targets[top.next]
                stack[stack.count - 1].next += 1
                let known: Bool?
                if let memo = reaches[target] {
                    known = memo
                } else if onPath.contains(target) || (index[target] == nil && failed[target] == nil) {
                    known = false
                } else if !untypedAliases.contains(target) {
                    known = true
                } else {
                    known = nil
                }
                switch known {
                case true?:
                    continue
                case false?:
                    // This name fails, and so does every name on the path that waits for it.
                    for entry in stack {
                        reaches[entry.name] = false
                    }
                    stack.removeAll()
                    onPath.removeAll()
                case nil:
                    onPath.insert(target)
                    stack.append((target, targets(target), 0))
                }
            }
        }
        return Set(untypedAliases.filter { reaches[$0] == false })
    }

    /// `$extends`: each group gets the tokens of its target's subtree that it does not
    /// define itself, the target resolved first (its own `$extends` and those inside it),
    /// once each. A target that is missing, a token, or leads back to the group is an error
    /// at the `$extends` line. Linear in the tokens it produces, which the color limit bounds.
    mutating func resolveExtends(diagnostics: inout [Diagnostic]) {
        guard !extends.isEmpty else { return }
        // Moved into the resolution, not copied: it adds tokens, and self is whole again once it is done.
        var resolution = ExtendsResolution(tokens: consume self)
        resolution.run()
        self = resolution.tokens
        diagnostics += resolution.diagnostics
    }

    /// The `$extends` of the tokens, resolved depth first: the tokens as they grow, and where each `$extends`
    /// stands.
    struct ExtendsResolution {
        enum State { case pending, running, done }

        var tokens: DesignTokensReader.Tokens
        var diagnostics: [Diagnostic] = []
        /// Every token under each group prefix, kept current as tokens are added.
        var subtree: [String: [Int]] = [:]
        /// The `$extends` at or under each group, and those at it.
        var within: [String: [Int]] = [:]
        var at: [String: [Int]] = [:]
        var state: [State]
        var failed: [Bool]
        /// `$extends` that named no group so far: the first few get a suggestion.
        var missing = 0

        init(tokens: DesignTokensReader.Tokens) {
            self.tokens = tokens
            state = [State](repeating: .pending, count: tokens.extends.count)
            failed = [Bool](repeating: false, count: tokens.extends.count)
            for i in tokens.list.indices { addToSubtrees(i) }
            // What must run before an `$extends` of `base` copies: the `$extends` at or under `base`, and
            // those of groups that hold `base` (they copy tokens into it too).
            for (e, entry) in tokens.extends.enumerated() {
                var name = Substring(entry.group)
                within[String(name), default: []].append(e)
                at[entry.group, default: []].append(e)
                while let dot = name.lastIndex(of: ".") {
                    name = name[..<dot]
                    within[String(name), default: []].append(e)
                }
            }
        }

        /// Depth first with an explicit stack: a chain of 100,000 groups is no deeper for the machine.
        mutating func run() {
            let extends = tokens.extends
            for start in extends.indices where state[start] == .pending && begin(start) {
                var stack: [(e: Int, inner: [Int], next: Int)] = [(start, dependencies(of: extends[start].base), 0)]
                while let top = stack.last {
                    if top.next < top.inner.count {
                        stack[stack.count - 1].next += 1
                        let i = top.inner[top.next]
                        if state[i] == .running {
                            let entry = extends[top.e]
                            diagnostics.append(
                                Diagnostic(
                                    at: entry.location,
                                    """
                                    `$extends` cycle: `\(SafeText.sanitized(entry.group))` extends \
                                    `\(SafeText.sanitized(entry.base))`, which leads back to it
                                    """
                                ))
                            failed[top.e] = true
                        } else if state[i] == .pending, begin(i) {
                            stack.append((i, dependencies(of: extends[i].base), 0))
                        }
                        continue
                    }
                    if !failed[top.e] && !tokens.overLimit { copy(top.e) }
                    state[top.e] = .done
                    stack.removeLast()
                }
            }
        }

        /// A token copied in makes its groups real too: `h` may extend `g.s` that `g` got from `base`.
        mutating func addToSubtrees(_ i: Int) {
            var name = Substring(tokens.list[i].name)
            while let dot = name.lastIndex(of: ".") {
                name = name[..<dot]
                subtree[String(name), default: []].append(i)
                tokens.groups.insert(String(name))
            }
        }

        /// The `$extends` to run before one of `base`: those at or under it, and those of the groups holding it.
        func dependencies(of base: String) -> [Int] {
            var result = within[base] ?? []
            var name = Substring(base)
            while let dot = name.lastIndex(of: ".") {
                name = name[..<dot]
                result += at[String(name)] ?? []
            }
            return result
        }

        /// Checks one `$extends` before its target is resolved; false when it is an error.
        mutating func begin(_ e: Int) -> Bool {
            let entry = tokens.extends[e]
            let base = entry.base
            state[e] = .running
            var problem: String?
            if tokens.index[base] != nil {
                problem = "`$extends` names `\(SafeText.sanitized(base))`, a token; it must name a group"
            } else if entry.group == base || base.hasPrefix(entry.group + ".") || entry.group.hasPrefix(base + ".") {
                problem =
                    """
                    `\(SafeText.sanitized(entry.group))` cannot extend `\(SafeText.sanitized(base))`: one holds \
                    the other
                    """
            }
            guard let problem else { return true }
            diagnostics.append(Diagnostic(at: entry.location, problem))
            state[e] = .done
            return false
        }

        /// Copies the target's tokens, once the `$extends` inside the target are done.
        mutating func copy(_ e: Int) {
            let entry = tokens.extends[e]
            // Known only now: a group can also come from another `$extends`, which has run by this point.
            guard tokens.groups.contains(entry.base) else {
                // Suggestions for the first few only: each compares against every group.
                missing += 1
                let suggestion = missing <= 5 ? Suggestion.didYouMean(entry.base, in: tokens.groups.sorted()) : ""
                diagnostics.append(
                    Diagnostic(
                        at: entry.location,
                        """
                        `$extends` names `\(SafeText.sanitized(entry.base))`, which is not a group in this \
                        file\(suggestion)
                        """
                    ))
                return
            }
            for i in subtree[entry.base] ?? [] {
                let name = entry.group + tokens.list[i].name.dropFirst(entry.base.count)
                guard tokens.index[name] == nil else { continue }
                if tokens.list.count >= ThemeDocument.maximumColors {
                    if !tokens.overLimit {
                        diagnostics.append(ThemeDocument.tooManyColors(tokens.list.count + 1, at: entry.location))
                    }
                    tokens.overLimit = true
                    return
                }
                tokens.merge((name, tokens.list[i].variants, entry.location, tokens.list[i].hints))
                addToSubtrees(tokens.list.count - 1)
            }
        }
    }
}
