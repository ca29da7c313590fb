import ThemeModel

/// A character scanner over CSS that knows its line and column, skips comments, and reads up to a stop
/// character outside parentheses, brackets and strings (`url("a;b")`, `[data-x="}"]`).
struct CSSScanner {
    let text: [Unicode.Scalar]
    let file: String
    var i = 0
    var line = 1
    var column = 1
    /// A bracket or quote `until` met that the file never closes, and where it opened.
    var unclosed: (what: Unicode.Scalar, at: SourceLocation)?

    /// Sass and Less (and the `<style>` blocks of components, often either): `// comments` to the line's end, and
    /// `#{…}` interpolations read as part of a value.
    let sassy: Bool

    init(_ text: [Unicode.Scalar], file: String) {
        self.text = text
        self.file = file
        sassy = Self.sassyExtensions.contains { file.lowercased().hasSuffix($0) }
    }

    static let sassyExtensions = [".scss", ".less", ".vue", ".svelte", ".astro"]

    var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }
    var atEnd: Bool { i >= text.count }
    var current: Unicode.Scalar? { atEnd ? nil : text[i] }

    mutating func advance() {
        if text[i] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        i += 1
    }

    private var atComment: Bool { text[i] == "/" && i + 1 < text.count && text[i + 1] == "*" }

    /// A Sass or Less `// comment` (outside brackets and strings; a URL's `//` is inside `url(…)`).
    private var atLineComment: Bool { sassy && text[i] == "/" && i + 1 < text.count && text[i + 1] == "/" }

    private mutating func skipLineComment() {
        while !atEnd, text[i] != "\n" { advance() }
    }

    /// Skips blanks and `/* comments */`.
    mutating func skip() {
        while !atEnd {
            if text[i].isSpace {
                advance()
            } else if atLineComment {
                skipLineComment()
            } else if atComment {
                _ = comment()
            } else {
                return
            }
        }
    }

    /// Reads a `/* comment */` at the scanner, returning its text trimmed.
    private mutating func comment() -> String {
        advance()
        advance()
        var body = String.UnicodeScalarView()
        while !atEnd, !(text[i] == "*" && i + 1 < text.count && text[i + 1] == "/") {
            body.append(text[i])
            advance()
        }
        if !atEnd {
            advance()
            advance()
        }
        return String(body).trimmingSpaces
    }

    /// A comment after a declaration on the same line (`--brand-plum: #5B3CC4;  /* brandPlum */`).
    mutating func trailingComment() -> String? {
        while !atEnd, text[i] == " " || text[i] == "\t" { advance() }
        guard !atEnd, atComment else { return nil }
        return comment()
    }

    /// Up to (not including) one of `stops` met outside brackets and strings, trimmed; comments read as a space.
    mutating func until(_ stops: Set<Unicode.Scalar>) -> String {
        // A few stops: a scan of a short array costs less than hashing every character.
        let stops = Array(stops)
        var s = String.UnicodeScalarView()
        // The text is copied a run at a time (from `run` to the scanner), not a character at a time.
        var run = i
        var openers: [(Unicode.Scalar, SourceLocation)] = []
        var quote: (Unicode.Scalar, SourceLocation)?
        while !atEnd {
            let c = text[i]
            if let q = quote {
                if c == "\\", i + 1 < text.count {
                    advance()
                } else if c == q.0 || c == "\n" {
                    quote = nil
                }
            } else if atComment || (openers.isEmpty && atLineComment) {
                s.append(contentsOf: text[run..<i])
                if atComment { _ = comment() } else { skipLineComment() }
                s.append(" ")
                run = i
                continue
            } else if sassy, c == "#", i + 1 < text.count, text[i + 1] == "{" {
                // `#{$brand}`: an interpolation, part of the value.
                openers.append(("{", location))
                advance()
            } else if c == "\\", i + 1 < text.count, text[i + 1] != "\n" {
                // `\[` in a name (`--b\[x`, Tailwind's `.w-\[10px\]`) is that character, never a bracket.
                advance()
            } else if c == "\"" || c == "'" {
                quote = (c, location)
            } else if c == "(" || c == "[" {
                openers.append((c, location))
            } else if c == ")" || c == "]" || (c == "}" && openers.last?.0 == "{") {
                _ = openers.popLast()
            } else if openers.isEmpty, stops.contains(c) {
                break
            }
            advance()
        }
        s.append(contentsOf: text[run..<min(i, text.count)])
        if atEnd, unclosed == nil, let open = quote ?? openers.first {
            unclosed = (open.0, open.1)
        }
        return String(s).trimmingSpaces
    }

    /// Runs of white space as one space, none just inside parentheses:
    /// `oklch( 62%  0.2 29 )` → `oklch(62% 0.2 29)` (spaces separate CSS color values).
    static func collapsingSpaces(_ value: String) -> String {
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for c in value.unicodeScalars {
            if c.isSpace {
                pendingSpace = true
                continue
            }
            if pendingSpace, !out.isEmpty, out.last != "(", c != ")" { out.append(" ") }
            pendingSpace = false
            out.append(c)
        }
        return String(out)
    }
}
