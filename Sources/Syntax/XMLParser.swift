import ThemeModel

/// An XML element as Android resource files use them: a name, attributes, child elements and the character data
/// directly inside (entities decoded, CDATA kept), each with its line and column.
package struct XMLElement {
    package var name: String
    package var location: SourceLocation
    package var attributes: [(name: String, value: String, location: SourceLocation)] = []
    package var children: [XMLElement] = []
    package var text = ""
    /// Where the first character of `text` that is not a space is (else just after the start tag).
    package var textLocation: SourceLocation

    package func attribute(_ name: String) -> (value: String, location: SourceLocation)? {
        attributes.first { $0.name == name }.map { ($0.value, $0.location) }
    }
}

/// A small XML parser for resource files: elements, attributes in either quotes, comments, CDATA, the five
/// entities and character references, a prolog and a DOCTYPE (skipped: no entity of it is ever expanded, so
/// no file can grow in memory). Not Foundation's XMLParser: no module imports Foundation. Throws one error at
/// the first place that is not well-formed, as the JSON parser does.
package struct XMLParser {
    /// Deeper than resource files go (three levels); keeps hostile nesting bounded.
    package static let maximumDepth = 64
    /// More elements than any resource file holds; bounds memory for a hostile 16 MiB file.
    package static let maximumElements = 500_000

    private var cursor: TextCursor
    private var elements = 0

    package static func parse(_ text: TextFile) throws(ThemeError) -> XMLElement {
        var parser = XMLParser(cursor: TextCursor(text))
        do {
            return try parser.document()
        } catch {
            throw .invalid([error])
        }
    }

    private init(cursor: TextCursor) { self.cursor = cursor }

    private mutating func document() throws(Diagnostic) -> XMLElement {
        try skipMisc()
        guard cursor.current == "<" else {
            throw cursor.fail(
                cursor.atEnd
                    ? "the file is empty; expected XML like <resources><color name=\"x\">#FF6200EE</color></resources>"
                    : "expected an XML element (`<resources>`), found \(cursor.describeCurrent)")
        }
        let root = try element()
        try skipMisc()
        if !cursor.atEnd {
            throw cursor.fail("expected the end of the file after the root element, found \(cursor.describeCurrent)")
        }
        return root
    }

    /// Spaces, comments, processing instructions (`<?xml ...?>`) and a DOCTYPE outside the root element.
    private mutating func skipMisc() throws(Diagnostic) {
        while true {
            skipSpaces()
            if cursor.looking(at: "<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if cursor.looking(at: "<!--") {
                try comment()
            } else if cursor.looking(at: "<!DOCTYPE") {
                try doctype()
            } else {
                return
            }
        }
    }

    private mutating func skipSpaces() {
        while let s = cursor.current, s == " " || s == "\t" || s == "\n" || s == "\r" { cursor.advance() }
    }

    private mutating func skip(past end: String, what: String) throws(Diagnostic) {
        let start = cursor.location
        while !cursor.atEnd {
            if cursor.looking(at: end) {
                cursor.advance(end.unicodeScalars.count)
                return
            }
            cursor.advance()
        }
        throw cursor.fail("this \(what) is never closed with `\(end)`", at: start)
    }

    private mutating func comment() throws(Diagnostic) {
        let start = cursor.location
        cursor.advance(4)
        while !cursor.looking(at: "-->") {
            if cursor.atEnd { throw cursor.fail("this comment is never closed with `-->`", at: start) }
            cursor.advance()
        }
        cursor.advance(3)
    }

    /// `<!DOCTYPE resources [ ... ]>`: skipped whole, its declarations never read.
    private mutating func doctype() throws(Diagnostic) {
        let start = cursor.location
        var bracket = false
        while let s = cursor.current {
            cursor.advance()
            if s == "[" { bracket = true }
            if s == "]" { bracket = false }
            if s == ">" && !bracket { return }
        }
        throw cursor.fail("this DOCTYPE is never closed with `>`", at: start)
    }

    /// An element and everything inside it, without recursion: an explicit stack of open elements.
    private mutating func element() throws(Diagnostic) -> XMLElement {
        var stack: [XMLElement] = []
        var current = try startTag()
        if current.selfClosing { return current.element }
        stack.append(current.element)
        while var top = stack.popLast() {
            if cursor.atEnd { throw cursor.fail("`<\(SafeText.excerpt(top.name))>` is never closed", at: top.location) }
            if cursor.looking(at: "</") {
                let at = cursor.location
                cursor.advance(2)
                let name = try self.name()
                skipSpaces()
                guard cursor.current == ">" else { throw cursor.fail("expected `>`, found \(cursor.describeCurrent)") }
                cursor.advance()
                guard name == top.name else {
                    throw cursor.fail(
                        "`</\(SafeText.excerpt(name))>` closes `<\(SafeText.excerpt(top.name))>` (opened at "
                            + "\(top.location.line):\(top.location.column))", at: at)
                }
                guard var parent = stack.popLast() else { return top }
                parent.children.append(top)
                stack.append(parent)
            } else if cursor.looking(at: "<!--") {
                try comment()
                stack.append(top)
            } else if cursor.looking(at: "<![CDATA[") {
                cursor.advance(9)
                markText(&top)
                let start = cursor.location
                while !cursor.looking(at: "]]>") {
                    guard let s = cursor.current else {
                        throw cursor.fail("this CDATA section is never closed", at: start)
                    }
                    top.text.unicodeScalars.append(s)
                    cursor.advance()
                }
                cursor.advance(3)
                stack.append(top)
            } else if cursor.looking(at: "<?") {
                try skip(past: "?>", what: "processing instruction")
                stack.append(top)
            } else if cursor.current == "<" {
                if stack.count + 1 >= Self.maximumDepth {
                    throw cursor.fail("elements nest deeper than \(Self.maximumDepth) levels")
                }
                current = try startTag()
                if current.selfClosing {
                    top.children.append(current.element)
                    stack.append(top)
                } else {
                    stack.append(top)
                    stack.append(current.element)
                }
            } else {
                try characterData(into: &top)
                stack.append(top)
            }
        }
        throw cursor.fail("unreachable")
    }

    /// Where an element's text starts: its first character that is not a space.
    private func markText(_ element: inout XMLElement) {
        if element.text.unicodeScalars.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
            element.textLocation = cursor.location
        }
    }

    private mutating func characterData(into element: inout XMLElement) throws(Diagnostic) {
        while let s = cursor.current, s != "<" {
            if s != " " && s != "\t" && s != "\n" && s != "\r" { markText(&element) }
            if s == "&" {
                element.text.unicodeScalars.append(try reference())
            } else {
                element.text.unicodeScalars.append(s)
                cursor.advance()
            }
        }
    }

    /// `<name attr="v" other='w'>` or `<name/>`.
    private mutating func startTag() throws(Diagnostic) -> (element: XMLElement, selfClosing: Bool) {
        elements += 1
        if elements > Self.maximumElements { throw cursor.fail("more than \(Self.maximumElements) elements") }
        let at = cursor.location
        cursor.advance()
        var element = XMLElement(name: try name(), location: at, textLocation: at)
        // Names seen so far on this element: a set, so an element of 100,000 attributes is checked in linear time.
        var keys: Set<String> = []
        while true {
            let hadSpace = cursor.current.map { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" } ?? false
            skipSpaces()
            if cursor.looking(at: "/>") {
                cursor.advance(2)
                element.textLocation = cursor.location
                return (element, true)
            }
            if cursor.current == ">" {
                cursor.advance()
                element.textLocation = cursor.location
                return (element, false)
            }
            guard hadSpace else { throw cursor.fail("expected a space, `>` or `/>`, found \(cursor.describeCurrent)") }
            let attributeAt = cursor.location
            let key = try name()
            skipSpaces()
            guard cursor.current == "=" else {
                throw cursor.fail(
                    "expected `=` after the attribute `\(SafeText.excerpt(key))`, found \(cursor.describeCurrent)")
            }
            cursor.advance()
            skipSpaces()
            guard let quote = cursor.current, quote == "\"" || quote == "'" else {
                throw cursor.fail("an attribute's value is in quotes; found \(cursor.describeCurrent)")
            }
            cursor.advance()
            var value = ""
            while cursor.current != quote {
                guard let s = cursor.current, s != "<" else {
                    throw cursor.fail("the value of `\(SafeText.excerpt(key))` is never closed", at: attributeAt)
                }
                if s == "&" {
                    value.unicodeScalars.append(try reference())
                } else {
                    value.unicodeScalars.append(s)
                    cursor.advance()
                }
            }
            cursor.advance()
            guard keys.insert(key).inserted else {
                throw cursor.fail("the attribute `\(SafeText.excerpt(key))` is written twice", at: attributeAt)
            }
            element.attributes.append((key, value, attributeAt))
        }
    }

    /// An element or attribute name: letters, digits and `_ - . :` (namespaces such as `tools:` kept).
    private mutating func name() throws(Diagnostic) -> String {
        var out = ""
        while let s = cursor.current,
            s.isLetter || ("0"..."9").contains(s) || "_-.:".unicodeScalars.contains(s)
        {
            out.unicodeScalars.append(s)
            cursor.advance()
        }
        if out.isEmpty { throw cursor.fail("expected a name, found \(cursor.describeCurrent)") }
        return out
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#65;`, `&#x41;`.
    private mutating func reference() throws(Diagnostic) -> Unicode.Scalar {
        let at = cursor.location
        cursor.advance()
        var body = ""
        while let s = cursor.current, s != ";", body.unicodeScalars.count < 12 {
            body.unicodeScalars.append(s)
            cursor.advance()
        }
        guard cursor.current == ";" else {
            throw cursor.fail("`&` starts an entity like `&amp;`; write a literal & as `&amp;`", at: at)
        }
        cursor.advance()
        switch body {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        var code: UInt32?
        if body.hasPrefix("#x") || body.hasPrefix("#X") {
            code = UInt32(body.dropFirst(2), radix: 16)
        } else if body.hasPrefix("#") {
            code = UInt32(body.dropFirst(), radix: 10)
        }
        guard let code, let scalar = Unicode.Scalar(code), code != 0 else {
            throw cursor.fail(
                "unknown entity `&\(SafeText.excerpt(body));`: XML knows &amp; &lt; &gt; &quot; &apos; and &#N;",
                at: at)
        }
        return scalar
    }
}
