/// The constant numbers of a brace language's code, as the compiler folds them: `52 / 255.0`, `0.5f`,
/// `CGFloat(200) / 255`, `(0x33).toFloat()`, `-0.2`, `0xFF6650A4`. Only literals, the four operations,
/// brackets and the conversions that keep a value; anything else (a name, a call) is no constant.
package enum BraceNumbers {
    /// Brackets deeper than this are no constant anyone writes: the evaluation stops there, not on the stack.
    static let maximumDepth = 32

    /// The value of tokens `range`, or nil when it is not a constant expression. `integerDivision` is the
    /// language's `/` on two integer literals (Swift and Kotlin truncate, Dart's `/` does not).
    /// `bindings` give names a value: an initializer's parameters, when dusk reads its body for one call.
    package static func value(
        _ t: BraceTokens, _ range: Range<Int>, integerDivision: Bool, bindings: [String: Double] = [:]
    ) -> Double? {
        var parser = Parser(
            t: t, end: range.upperBound, integerDivision: integerDivision, bindings: bindings,
            position: range.lowerBound)
        guard let v = parser.sum(depth: 0), parser.position == range.upperBound else { return nil }
        return v.value
    }

    /// A number literal's value and whether it is an integer literal; hex (`0xFF6650A4`), `_` separators and
    /// the suffixes `f`, `F`, `L`, `u`, `U`, `d`, `D` read as the languages read them.
    package static func literal(_ text: Substring) -> (value: Double, isInteger: Bool)? {
        var s = String(text.filter { $0 != "_" })
        if s.hasPrefix("0x") || s.hasPrefix("0X") {
            s = String(s.dropFirst(2))
            while let last = s.last, "lLuU".contains(last) { s.removeLast() }
            guard !s.isEmpty, s.count <= 16, let v = UInt64(s, radix: 16) else { return nil }
            return (Double(v), true)
        }
        while let last = s.last, "lLuU".contains(last) { s.removeLast() }
        var isInteger = !s.contains(".") && !s.contains("e") && !s.contains("E")
        if let last = s.last, "fFdD".contains(last) {
            s.removeLast()
            isInteger = false
        }
        guard let v = Double(s), v.isFinite else { return nil }
        return (v, isInteger)
    }

    /// The digits of a hex literal (`0xFF6650A4` → `FF6650A4`, suffixes dropped), or nil.
    package static func hexDigits(_ text: Substring) -> Substring? {
        guard text.hasPrefix("0x") || text.hasPrefix("0X") else { return nil }
        var s = text.dropFirst(2)
        while let last = s.last, "lLuU".contains(last) { s = s.dropLast() }
        let digits = s.filter { $0 != "_" }
        guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit) else { return nil }
        return Substring(digits)
    }

    private struct Number {
        var value: Double
        var isInteger: Bool
    }

    /// Recursive descent over the tokens: sum of products of signed factors.
    private struct Parser {
        let t: BraceTokens
        let end: Int
        let integerDivision: Bool
        let bindings: [String: Double]
        var position: Int

        /// Conversions that keep a number's value.
        static let conversions: Set<String> = ["CGFloat", "Double", "Float", "Int", "Float32", "Float64"]
        static let toConversions: Set<String> = ["toFloat", "toDouble", "toInt", "toLong"]

        mutating func sum(depth: Int) -> Number? {
            guard var left = product(depth: depth) else { return nil }
            while position < end, t.isPunctuation(position, "+") || t.isPunctuation(position, "-") {
                let plus = t.isPunctuation(position, "+")
                position += 1
                guard let right = product(depth: depth) else { return nil }
                left = Number(
                    value: plus ? left.value + right.value : left.value - right.value,
                    isInteger: left.isInteger && right.isInteger)
            }
            return left
        }

        mutating func product(depth: Int) -> Number? {
            guard var left = factor(depth: depth) else { return nil }
            while position < end, t.isPunctuation(position, "*") || t.isPunctuation(position, "/") {
                let times = t.isPunctuation(position, "*")
                position += 1
                guard let right = factor(depth: depth) else { return nil }
                if times {
                    left = Number(value: left.value * right.value, isInteger: left.isInteger && right.isInteger)
                } else {
                    guard right.value != 0 else { return nil }
                    let both = left.isInteger && right.isInteger
                    let q = left.value / right.value
                    left = Number(value: both && integerDivision ? q.rounded(.towardZero) : q, isInteger: both)
                }
            }
            return left
        }

        mutating func factor(depth: Int) -> Number? {
            guard depth < BraceNumbers.maximumDepth, position < end else { return nil }
            if t.isPunctuation(position, "-") || t.isPunctuation(position, "+") {
                let minus = t.isPunctuation(position, "-")
                position += 1
                guard let v = factor(depth: depth + 1) else { return nil }
                return Number(value: minus ? -v.value : v.value, isInteger: v.isInteger)
            }
            var result: Number
            if t[position].kind == .number {
                guard let lit = BraceNumbers.literal(t.text(position)) else { return nil }
                result = Number(value: lit.value, isInteger: lit.isInteger)
                position += 1
            } else if t[position].kind == .identifier, let bound = bindings[t.name(position)],
                !t.isOpen(position + 1, UInt8(ascii: "("))
            {
                result = Number(value: bound, isInteger: false)
                position += 1
            } else if t.isOpen(position, UInt8(ascii: "(")) {
                result = bracketed(depth: depth) ?? Number(value: .nan, isInteger: false)
                guard !result.value.isNaN else { return nil }
            } else if t[position].kind == .identifier, Self.conversions.contains(t.name(position)),
                position + 1 < end, t.isOpen(position + 1, UInt8(ascii: "("))
            {
                let name = t.name(position)
                position += 1
                guard let inner = bracketed(depth: depth) else { return nil }
                let integer = name.hasPrefix("Int")
                result = Number(value: integer ? inner.value.rounded(.towardZero) : inner.value, isInteger: integer)
            } else {
                return nil
            }
            // `.toFloat()` and friends after a factor.
            while position + 3 < end, t.isPunctuation(position, "."), t[position + 1].kind == .identifier,
                Self.toConversions.contains(t.name(position + 1)), t.isOpen(position + 2, UInt8(ascii: "(")),
                t.match[position + 2] == position + 3
            {
                let integer = t.name(position + 1) == "toInt" || t.name(position + 1) == "toLong"
                result = Number(value: integer ? result.value.rounded(.towardZero) : result.value, isInteger: integer)
                position += 4
            }
            return result
        }

        /// `( sum )` at `position`.
        mutating func bracketed(depth: Int) -> Number? {
            let close = t.match[position]
            guard close > position, close < end else { return nil }
            position += 1
            guard let inner = sum(depth: depth + 1), position == close else { return nil }
            position = close + 1
            return inner
        }
    }
}
