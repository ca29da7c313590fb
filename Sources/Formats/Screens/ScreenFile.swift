import Platform
import Syntax
import ThemeModel

/// Reads a screen file (JSON with JSON5's conveniences, like theme files):
///
///     { "title": "Wallet", "background": "systemGroupedBackground",
///       "body": [ { "navigationBar": { "title": "Wallet", "large": true } },
///                 { "list": { "header": "Cards", "rows": [ { "title": "Apple Card", "accessory": "chevron" } ] } } ] }
///
/// Each block is an object with one key, its kind. Unknown kinds and keys get
/// `file:line:column: error:` with "did you mean"; color names are checked
/// against the theme by the loader.
enum ScreenFileReader {
    static let topKeys = ["name", "title", "background", "body"]
    static let rowKeys = ["title", "subtitle", "value", "icon", "iconColor", "accessory", "on", "badge", "color"]

    static func read(_ root: JSONNode, path: String, diagnostics: inout [Diagnostic]) -> ScreenSpec? {
        guard let members = root.objectMembers else {
            diagnostics.append(
                Diagnostic(
                    at: root.location,
                    """
                    a screen file is an object like { \"title\": \"Wallet\", \"body\": [ ... ] }, found \
                    \(root.kindDescription)
                    """
                ))
            return nil
        }
        var options = Options(members: members, kind: "screen", allowed: topKeys, at: root.location)
        let stem = Path.stem(path)
        let name = options.string("name", &diagnostics) ?? stem
        let title = options.string("title", &diagnostics) ?? name
        let background = options.color("background", &diagnostics)?.name ?? "systemBackground"
        var blocks: [ScreenBlock] = []
        if let body = options.node("body") {
            blocks = readBlocks(body, &diagnostics, depth: 0)
        } else {
            diagnostics.append(
                Diagnostic(at: root.location, "a screen needs \"body\": a list of blocks like { \"text\": \"Hello\" }"))
        }
        options.reportUnknown(&diagnostics)
        if let problem = ColorName.problem(with: name) {
            diagnostics.append(Diagnostic(at: root.location, "screen name: \(problem)"))
        }
        return ScreenSpec(name: name, title: title, background: background, blocks: blocks, path: path)
    }

    static func readBlocks(_ node: JSONNode, _ diagnostics: inout [Diagnostic], depth: Int) -> [ScreenBlock] {
        guard case .array(let items) = node.value else {
            diagnostics.append(
                Diagnostic(
                    at: node.location,
                    "expected a list of blocks [ { \"text\": \"...\" }, ... ], found \(node.kindDescription)"))
            return []
        }
        guard depth < 16 else {
            diagnostics.append(Diagnostic(at: node.location, "blocks are nested more than 16 deep"))
            return []
        }
        return items.compactMap { readBlock($0, &diagnostics, depth: depth) }
    }

    static func readBlock(_ node: JSONNode, _ diagnostics: inout [Diagnostic], depth: Int) -> ScreenBlock? {
        guard let members = node.objectMembers, members.count == 1, let kindMember = members.first else {
            diagnostics.append(
                Diagnostic(
                    at: node.location,
                    """
                    a block is an object with one key, its kind (\(ScreenBlock.Kind.names.joined(separator: ", "))), \
                    found \(node.kindDescription)
                    """
                ))
            return nil
        }
        guard let kind = ScreenBlock.Kind(rawValue: kindMember.key) else {
            let kind = kindMember.key
            diagnostics.append(
                Diagnostic(
                    at: kindMember.keyLocation,
                    """
                    unknown block \
                    `\(SafeText.sanitized(kind))`\(Suggestion.didYouMean(kind, in: ScreenBlock.Kind.names)) (blocks: \
                    \(ScreenBlock.Kind.names.joined(separator: ", ")))
                    """
                ))
            return nil
        }
        let allowed = kind.keys
        let value = kindMember.value
        // Shorthands: { "text": "Hello" }, { "spacer": 2 }, { "divider": {} }, { "button": "Pay" }.
        switch (kind, value.value) {
        case (.text, .string(let s)): return .text(s, style: .body, color: nil, attributes: TextAttributes())
        case (.button, .string(let s)): return .button(title: s, style: .filled, color: nil)
        case (.spacer, .number(let n)) where n >= 0 && n <= 100: return .spacer(rows: Int(n))
        default: break
        }
        guard let optionMembers = value.objectMembers else {
            diagnostics.append(
                Diagnostic(
                    at: value.location,
                    """
                    `\(kind.rawValue)` takes an object of options (\(allowed.joined(separator: ", "))), found \
                    \(value.kindDescription)
                    """
                ))
            return nil
        }
        var options = Options(members: optionMembers, kind: kind.rawValue, allowed: allowed, at: value.location)
        defer { options.reportUnknown(&diagnostics) }
        return block(kind, &options, at: value.location, &diagnostics, depth: depth)
    }

    /// A block of `kind` from its options: one line a kind, the longer ones in steps of their own.
    static func block(
        _ kind: ScreenBlock.Kind, _ o: inout Options, at location: SourceLocation, _ d: inout [Diagnostic],
        depth: Int
    ) -> ScreenBlock? {
        func items() -> [ScreenBlock] { o.node("items").map { readBlocks($0, &d, depth: depth + 1) } ?? [] }
        switch kind {
        case .navigationBar:
            return .navigationBar(
                title: o.string("title", &d) ?? "", large: o.bool("large", &d) ?? true,
                leading: o.string("leading", &d), trailing: o.string("trailing", &d), color: o.color("color", &d),
                logo: o.bool("logo", &d) ?? false)
        case .searchField:
            return .searchField(placeholder: o.string("placeholder", &d) ?? "Search")
        case .list:
            return readList(&o, &d)
        case .text:
            return readText(&o, &d)
        case .textField:
            return .textField(placeholder: o.string("placeholder", &d) ?? "")
        case .swatch:
            return .swatch(color: o.color("color", &d))
        case .image:
            return readImage(&o, at: location, &d)
        case .columns:
            return .columns(items: items())
        case .button:
            return .button(
                title: o.string("title", &d) ?? "Button",
                style: o.choice("style", ScreenBlock.ButtonStyle.self, &d) ?? .filled, color: o.color("color", &d))
        case .segmented:
            let items = o.strings("items", &d) ?? []
            return .segmented(items: items, selected: o.selection("selected", of: items.count, &d))
        case .progress:
            let (value, color) = readFraction(of: "progress", &o, &d)
            return .progress(value: value, color: color)
        case .slider:
            let (value, color) = readFraction(of: "slider", &o, &d)
            return .slider(value: value, color: color)
        case .banner:
            return .banner(
                text: o.string("text", &d) ?? "", glyph: o.string("glyph", &d) ?? "●", color: o.color("color", &d))
        case .chips:
            let items = o.strings("items", &d) ?? []
            return .chips(
                items: items, selected: o.selection("selected", of: items.count, &d), color: o.color("color", &d))
        case .bubble:
            return .bubble(
                text: o.string("text", &d) ?? "", from: o.string("from", &d), outgoing: o.bool("outgoing", &d) ?? false,
                color: o.color("color", &d), textColor: o.color("textColor", &d))
        case .divider:
            return .divider(color: o.color("color", &d))
        case .spacer:
            return .spacer(rows: o.int("rows", in: 0...100, &d) ?? 1)
        case .hstack:
            return .hstack(
                spacing: o.int("spacing", in: 0...20, &d) ?? 2, lastFills: o.bool("lastFills", &d) ?? false,
                items: items())
        case .vstack:
            return .vstack(
                padding: o.int("padding", in: 0...20, &d) ?? 0, spacing: o.int("spacing", in: 0...20, &d) ?? 0,
                background: o.color("background", &d), items: items())
        case .card:
            return .card(
                title: o.string("title", &d), style: o.choice("style", InterfaceStyle.self, &d),
                presented: o.bool("presented", &d) ?? false, items: items())
        case .material:
            return .material(o.choice("material", MaterialName.self, &d) ?? .regular, items: items())
        case .tabBar:
            let tabs = readTabs(&o, &d)
            return .tabBar(items: tabs, selected: o.selection("selected", of: tabs.count, &d))
        case .toolbar:
            return .toolbar(items: o.strings("items", &d) ?? [], color: o.color("color", &d))
        }
    }

    static func readList(_ o: inout Options, _ d: inout [Diagnostic]) -> ScreenBlock {
        var rows: [ListRow] = []
        if let rowsNode = o.node("rows") {
            if case .array(let list) = rowsNode.value {
                rows = list.compactMap { readRow($0, &d) }
            } else {
                d.append(
                    Diagnostic(
                        at: rowsNode.location,
                        """
                        `rows` is a list of rows like { \"title\": \"Wi-Fi\", \"value\": \"Home\" }, found \
                        \(rowsNode.kindDescription)
                        """
                    ))
            }
        }
        return .list(
            style: o.choice("style", ScreenBlock.ListStyle.self, &d) ?? .insetGrouped,
            header: o.string("header", &d), footer: o.string("footer", &d), rows: rows)
    }

    static func readText(_ o: inout Options, _ d: inout [Diagnostic]) -> ScreenBlock {
        let weight = o.word("weight", ("regular", "bold"), &d)
        let align = o.word("align", ("leading", "center"), &d)
        let style = o.choice("style", TextStyle.self, &d) ?? .body
        var attributes = TextAttributes()
        attributes.bold = weight == "bold" || [.largeTitle, .title, .headline].contains(style)
        attributes.centered = align == "center"
        attributes.italic = o.bool("italic", &d) ?? false
        attributes.underline = o.bool("underline", &d) ?? false
        attributes.wraps = o.bool("wrap", &d) ?? true
        return .text(o.string("text", &d) ?? "", style: style, color: o.color("color", &d), attributes: attributes)
    }

    static func readImage(_ o: inout Options, at location: SourceLocation, _ d: inout [Diagnostic]) -> ScreenBlock? {
        let align = o.word("align", ("leading", "center"), &d)
        guard let name = o.string("name", &d) else {
            d.append(Diagnostic(at: location, "`image` needs a `name`: one of the theme's `images`"))
            return nil
        }
        return .image(name: name, centered: align == "center", location: o.location("name"))
    }

    /// A progress bar's or a slider's `value` from 0 to 1 (default a half) and its `color`.
    static func readFraction(of kind: String, _ o: inout Options, _ d: inout [Diagnostic]) -> (Double, ColorRef?) {
        let v = o.double("value", &d) ?? 0.5
        if !(0...1).contains(v) {
            d.append(
                Diagnostic(
                    at: o.location("value"),
                    "`value` of `\(kind)` must be a number from 0 to 1, found \(Options.text(v))"))
        }
        return (min(max(v, 0), 1), o.color("color", &d))
    }

    static func readTabs(_ o: inout Options, _ d: inout [Diagnostic]) -> [ScreenBlock.Tab] {
        guard let node = o.node("items") else { return [] }
        guard case .array(let list) = node.value else {
            d.append(
                Diagnostic(
                    at: node.location,
                    """
                    `items` of `tabBar` is a list of tabs like { \"glyph\": \"★\", \"title\": \"Favorites\" }, \
                    found \(node.kindDescription)
                    """
                ))
            return []
        }
        var tabs: [ScreenBlock.Tab] = []
        for item in list {
            guard let glyph = JSONNode.member(item, "glyph")?.stringValue,
                let title = JSONNode.member(item, "title")?.stringValue
            else {
                d.append(
                    Diagnostic(
                        at: item.location,
                        "a tab is { \"glyph\": \"★\", \"title\": \"Favorites\" }, found \(item.kindDescription)"))
                continue
            }
            tabs.append(ScreenBlock.Tab(glyph: glyph, title: title))
        }
        return tabs
    }

    static func readRow(_ node: JSONNode, _ diagnostics: inout [Diagnostic]) -> ListRow? {
        if let title = node.stringValue { return ListRow(title: title, accessory: .none, on: false) }
        guard let members = node.objectMembers else {
            diagnostics.append(
                Diagnostic(
                    at: node.location,
                    """
                    a row is { \"title\": \"Wi-Fi\", \"value\": \"Home\", \"accessory\": \"chevron\" } or a \
                    string, found \(node.kindDescription)
                    """
                ))
            return nil
        }
        var o = Options(members: members, kind: "row", allowed: rowKeys, at: node.location)
        defer { o.reportUnknown(&diagnostics) }
        var row = ListRow(
            title: o.string("title", &diagnostics) ?? "",
            accessory: o.choice("accessory", ListRow.Accessory.self, &diagnostics) ?? .none,
            on: o.bool("on", &diagnostics) ?? true)
        row.subtitle = o.string("subtitle", &diagnostics)
        row.value = o.string("value", &diagnostics)
        row.badge = o.string("badge", &diagnostics)
        row.color = o.color("color", &diagnostics)
        if let glyph = o.string("icon", &diagnostics) {
            row.icon = ListRow.Icon(
                glyph: glyph, color: o.color("iconColor", &diagnostics) ?? ColorRef("tint", at: node.location))
        } else {
            _ = o.color("iconColor", &diagnostics)
        }
        return row
    }

    /// A block's options: typed getters that report wrong types, and the keys nobody asked for.
    struct Options {
        let members: [JSONMember]
        let kind: String
        let allowed: [String]
        let at: SourceLocation
        var used: Set<String> = []

        init(members: [JSONMember], kind: String, allowed: [String], at: SourceLocation) {
            self.members = members
            self.kind = kind
            self.allowed = allowed
            self.at = at
        }

        mutating func node(_ key: String) -> JSONNode? {
            used.insert(key)
            return members.first { $0.key == key }?.value
        }

        func location(_ key: String) -> SourceLocation { members.first { $0.key == key }?.value.location ?? at }

        mutating func string(_ key: String, _ d: inout [Diagnostic]) -> String? {
            guard let n = node(key) else { return nil }
            if let s = n.stringValue { return s }
            d.append(Diagnostic(at: n.location, "`\(key)` of `\(kind)` must be a string, found \(n.kindDescription)"))
            return nil
        }

        /// A string that must be one of two words (`"leading"` or `"center"`); nil when missing or another.
        mutating func word(_ key: String, _ words: (String, String), _ d: inout [Diagnostic]) -> String? {
            guard let s = string(key, &d) else { return nil }
            if s == words.0 || s == words.1 { return s }
            d.append(
                Diagnostic(
                    at: location(key),
                    "`\(key)` is \"\(words.0)\" or \"\(words.1)\", found \"\(SafeText.excerpt(s))\""))
            return nil
        }

        mutating func strings(_ key: String, _ d: inout [Diagnostic]) -> [String]? {
            guard let n = node(key) else { return nil }
            if case .array(let items) = n.value, items.allSatisfy({ $0.stringValue != nil }) {
                return items.compactMap(\.stringValue)
            }
            d.append(
                Diagnostic(
                    at: n.location, "`\(key)` of `\(kind)` must be a list of strings, found \(n.kindDescription)"))
            return nil
        }

        mutating func bool(_ key: String, _ d: inout [Diagnostic]) -> Bool? {
            guard let n = node(key) else { return nil }
            if case .bool(let b) = n.value { return b }
            d.append(
                Diagnostic(at: n.location, "`\(key)` of `\(kind)` must be true or false, found \(n.kindDescription)"))
            return nil
        }

        mutating func double(_ key: String, _ d: inout [Diagnostic]) -> Double? {
            guard let n = node(key) else { return nil }
            if case .number(let v) = n.value, v.isFinite { return v }
            d.append(Diagnostic(at: n.location, "`\(key)` of `\(kind)` must be a number, found \(n.kindDescription)"))
            return nil
        }

        /// A whole number in `range`; anything else is an error naming the range (never clamped in silence).
        mutating func int(_ key: String, in range: ClosedRange<Int>, _ d: inout [Diagnostic]) -> Int? {
            guard let v = double(key, &d) else { return nil }
            guard v == v.rounded(), v >= Double(range.lowerBound), v <= Double(range.upperBound) else {
                let allowed =
                    range.count == 1
                    ? "\(range.lowerBound)" : "a whole number from \(range.lowerBound) to \(range.upperBound)"
                d.append(
                    Diagnostic(at: location(key), "`\(key)` of `\(kind)` must be \(allowed), found \(Self.text(v))"))
                return nil
            }
            return Int(v)
        }

        /// A number as written: `1000000000`, not `1000000000.0`.
        static func text(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? "\(Int(v))" : "\(v)" }

        /// The index of the selected one of `count` items (0 when there are none).
        mutating func selection(_ key: String, of count: Int, _ d: inout [Diagnostic]) -> Int {
            int(key, in: 0...max(count - 1, 0), &d) ?? 0
        }

        mutating func color(_ key: String, _ d: inout [Diagnostic]) -> ColorRef? {
            guard let n = node(key) else { return nil }
            guard var s = n.stringValue else {
                d.append(
                    Diagnostic(
                        at: n.location,
                        """
                        `\(key)` of `\(kind)` must be a color name like \"systemBlue\" or \"brandText\", found \
                        \(n.kindDescription)
                        """
                    ))
                return nil
            }
            // "{brandText}" (an alias, as in theme files) means the same.
            if s.hasPrefix("{"), s.hasSuffix("}"), s.count > 2 { s = String(s.dropFirst().dropLast()) }
            return ColorRef(s, at: n.location)
        }

        mutating func choice<T: RawRepresentable & CaseIterable>(
            _ key: String, _ type: T.Type, _ d: inout [Diagnostic]
        ) -> T? where T.RawValue == String {
            guard let s = string(key, &d) else { return nil }
            if let v = T(rawValue: s) { return v }
            let all = T.allCases.map(\.rawValue)
            d.append(
                Diagnostic(
                    at: location(key),
                    """
                    `\(key)` of `\(kind)` is one of \(all.joined(separator: ", ")), found \
                    \"\(SafeText.excerpt(s))\"\(Suggestion.didYouMean(s, in: all))
                    """
                ))
            return nil
        }

        func reportUnknown(_ d: inout [Diagnostic]) {
            for m in members where !allowed.contains(m.key) {
                d.append(
                    Diagnostic(
                        at: m.keyLocation,
                        """
                        unknown key `\(SafeText.sanitized(m.key))` in \
                        `\(kind)`\(Suggestion.didYouMean(m.key, in: allowed)) (keys: \
                        \(allowed.joined(separator: ", ")))
                        """
                    ))
            }
        }
    }
}

extension ScreenSpec {
    /// A screen file's text (the built-in screens written in the vocabulary use this).
    public static func parse(_ text: String, path: String) throws(ThemeError) -> ScreenSpec {
        let root = try JSONParser.parse(Array(text.utf8), file: path)
        var diagnostics: [Diagnostic] = []
        guard let spec = ScreenFileReader.read(root, path: path, diagnostics: &diagnostics), diagnostics.isEmpty else {
            throw .invalid(diagnostics.isEmpty ? [Diagnostic(file: path, "not a screen")] : diagnostics)
        }
        return spec
    }
}
