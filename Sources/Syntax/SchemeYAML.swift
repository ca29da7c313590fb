import ThemeModel

/// The YAML of base16 schemes and nothing more: `key: value` lines, values plain or in either quotes, `#`
/// comments, one level of nesting (`palette:` and its indented keys, or a one-line `{ key: value, ... }`).
/// Lists, block scalars, anchors, tags and deeper nesting are errors that say what dusk reads, so a YAML file
/// of another kind is refused at its first line of another shape, never half read.
package struct SchemeYAML {
    package struct Entry {
        package var key: String
        package var keyLocation: SourceLocation
        package var value: Value
    }

    package enum Value {
        /// A scalar and where it starts; `comment` is what follows `#` when the value itself is empty, so
        /// `base00: #2b303b` (a comment in YAML) can be pointed out.
        case scalar(String, SourceLocation, comment: String?)
        case mapping([Entry])
    }

    package static let shape =
        "dusk reads base16 scheme YAML: `key: value` lines with one level of nesting (`palette:`)"

    private var cursor: TextCursor

    package static func parse(_ text: TextFile) throws(ThemeError) -> [Entry] {
        var parser = SchemeYAML(cursor: TextCursor(text))
        do {
            return try parser.document()
        } catch {
            throw .invalid([error])
        }
    }

    private init(cursor: TextCursor) { self.cursor = cursor }

    private mutating func document() throws(Diagnostic) -> [Entry] {
        var top: [Entry] = []
        /// A top-level key with no value, the keys indented under it, and their indentation once the first sets it.
        var open: (entry: Entry, children: [Entry], indent: Int?)?
        func close() throws(Diagnostic) {
            guard let o = open else { return }
            let entry =
                o.children.isEmpty
                ? o.entry
                : Entry(
                    key: o.entry.key, keyLocation: o.entry.keyLocation,
                    value: .mapping(o.children))
            try Self.append(entry, to: &top)
            open = nil
        }
        while !cursor.atEnd {
            var indent = 0
            while cursor.current == " " {
                indent += 1
                cursor.advance()
            }
            if cursor.current == "\t" { throw cursor.fail("a tab indents this line; YAML indents with spaces") }
            if cursor.current == "#" || cursor.current == "\n" || cursor.current == "\r" || cursor.atEnd {
                skipLine()
                continue
            }
            if indent == 0, cursor.looking(at: "---") || cursor.looking(at: "...") {
                cursor.advance(3)
                skipSpaces()
                guard cursor.current == "#" || cursor.current == "\n" || cursor.current == "\r" || cursor.atEnd else {
                    throw cursor.fail("expected the end of the line after the document marker; \(Self.shape)")
                }
                skipLine()
                continue
            }
            if cursor.current == "-" && (cursor.peek(1) == " " || cursor.peek(1) == "\n") {
                throw cursor.fail("a list item; \(Self.shape)")
            }
            if indent == 0 {
                try close()
                let entry = try line()
                if case .scalar("", _, _) = entry.value {
                    open = (entry, [], nil)
                } else {
                    try Self.append(entry, to: &top)
                }
                continue
            }
            guard var o = open else {
                throw cursor.fail("this line is indented under a key with a value; \(Self.shape)")
            }
            if let expected = o.indent, expected != indent {
                throw cursor.fail(
                    indent > expected
                        ? "nested deeper than one level; \(Self.shape)"
                        : "indented by \(indent) spaces where the keys above are by \(expected)")
            }
            try Self.append(try line(), to: &o.children)
            o.indent = indent
            open = o
        }
        try close()
        return top
    }

    /// YAML keys are unique in a mapping: a second one would silently win.
    private static func append(_ entry: Entry, to entries: inout [Entry]) throws(Diagnostic) {
        if let first = entries.first(where: { $0.key == entry.key }) {
            throw Diagnostic(
                at: entry.keyLocation,
                "`\(SafeText.excerpt(entry.key))` is written twice (first at line \(first.keyLocation.line))")
        }
        entries.append(entry)
    }

    private mutating func skipSpaces() {
        while cursor.current == " " || cursor.current == "\t" { cursor.advance() }
    }

    private mutating func skipLine() {
        while let s = cursor.current, s != "\n" { cursor.advance() }
        cursor.advance()
    }

    /// `key: value` (the rest of the line read), the cursor left at the start of the next line.
    private mutating func line() throws(Diagnostic) -> Entry {
        let keyLocation = cursor.location
        let key: String
        if cursor.current == "\"" || cursor.current == "'" {
            key = try quoted()
        } else {
            if let s = cursor.current, "[{&*!|>%@`".unicodeScalars.contains(s) {
                throw cursor.fail("a line starting with `\(s)`; \(Self.shape)")
            }
            var plain = ""
            while let s = cursor.current, s != "\n", !(s == ":" && [" ", "\n", "\r", nil].contains(cursor.peek(1))) {
                plain.unicodeScalars.append(s)
                cursor.advance()
            }
            key = plain.trimmingSpaces
        }
        guard cursor.current == ":" else { throw cursor.fail("expected `key: value`; \(Self.shape)", at: keyLocation) }
        cursor.advance()
        skipSpaces()
        let value = try self.value(inFlow: false)
        skipSpaces()
        if cursor.current == "#" {
            skipLine()
        } else if cursor.current == "\r" || cursor.current == "\n" || cursor.atEnd {
            skipLine()
        } else {
            throw cursor.fail("expected the end of the line, found \(cursor.describeCurrent)")
        }
        return Entry(key: key, keyLocation: keyLocation, value: value)
    }

    /// A value: quoted, a one-line `{ ... }`, or plain up to a comment (or, in a flow mapping, `,` and `}`).
    private mutating func value(inFlow: Bool) throws(Diagnostic) -> Value {
        let at = cursor.location
        switch cursor.current {
        case "\"", "'":
            return .scalar(try quoted(), at, comment: nil)
        case "{" where !inFlow:
            return .mapping(try flowMapping())
        case "#":
            var comment = ""
            cursor.advance()
            while let s = cursor.current, s != "\n", s != "\r" {
                comment.unicodeScalars.append(s)
                cursor.advance()
            }
            return .scalar("", at, comment: comment.trimmingSpaces)
        case let s? where "[{&*!|>%@`".unicodeScalars.contains(s):
            throw cursor.fail("a value starting with `\(s)`; \(Self.shape)")
        default:
            var plain = ""
            while let s = cursor.current, s != "\n", !(s == "#" && (plain.last == " " || plain.last == "\t")) {
                if inFlow && (s == "," || s == "}") { break }
                plain.unicodeScalars.append(s)
                cursor.advance()
            }
            return .scalar(plain.trimmingSpaces, at, comment: nil)
        }
    }

    /// `{ base00: "#2b303b", base01: 343d46 }` on one line.
    private mutating func flowMapping() throws(Diagnostic) -> [Entry] {
        let start = cursor.location
        cursor.advance()
        var entries: [Entry] = []
        while true {
            skipSpaces()
            if cursor.current == "}" {
                cursor.advance()
                return entries
            }
            let keyLocation = cursor.location
            var key = ""
            if cursor.current == "\"" || cursor.current == "'" {
                key = try quoted()
            } else {
                while let s = cursor.current, s != ":", s != "\n", s != ",", s != "}" {
                    key.unicodeScalars.append(s)
                    cursor.advance()
                }
            }
            guard cursor.current == ":" else {
                throw cursor.fail(
                    cursor.current == "\n" || cursor.atEnd
                        ? "this `{` is not closed on its line; \(Self.shape)" : "expected `key: value` inside `{ }`",
                    at: cursor.current == "\n" || cursor.atEnd ? start : keyLocation)
            }
            cursor.advance()
            skipSpaces()
            try Self.append(
                Entry(key: key.trimmingSpaces, keyLocation: keyLocation, value: try value(inFlow: true)), to: &entries)
            skipSpaces()
            if cursor.current == "," { cursor.advance() }
        }
    }

    /// `"..."` with YAML's escapes, or `'...'` with `''` for a quote.
    private mutating func quoted() throws(Diagnostic) -> String {
        let start = cursor.location
        let quote = cursor.current!
        cursor.advance()
        var out = ""
        while true {
            guard let s = cursor.current, s != "\n" else {
                throw cursor.fail("this string is not closed on its line", at: start)
            }
            cursor.advance()
            if s == quote {
                guard quote == "'", cursor.current == "'" else { return out }
                cursor.advance()
                out += "'"
            } else if s == "\\" && quote == "\"" {
                guard let e = cursor.current else { continue }
                cursor.advance()
                switch e {
                case "n": out += "\n"
                case "t": out += "\t"
                case "\"", "\\", "/": out.unicodeScalars.append(e)
                default: throw cursor.fail("the escape `\\\(SafeText.sanitized(String(e)))` is not one dusk reads")
                }
            } else {
                out.unicodeScalars.append(s)
            }
        }
    }
}
