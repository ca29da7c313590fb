/// The strings of a line of code or a rule's prelude: the contents of each `"…"` and `'…'`, in order.
package enum QuotedStrings {
    /// `until`, met outside a string, ends the search (`@use "a" with (…)`: the strings before the `(`).
    package static func of(_ text: String, until stop: Character? = nil) -> [String] {
        var out: [String] = []
        var quote: Character?
        var current = ""
        for c in text {
            if let q = quote {
                if c == q {
                    out.append(current)
                    current = ""
                    quote = nil
                } else {
                    current.append(c)
                }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == stop {
                break
            }
        }
        return out
    }
}
