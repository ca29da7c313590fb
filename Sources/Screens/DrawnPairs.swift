import ColorScience
import Pairs
import ThemeModel

extension Canvas {
    /// Every foreground-on-background pair this canvas shows: runs of cells
    /// in a row with the same two color names and weight, each judged at its
    /// worst cell (text over a blur differs cell by cell), named by the text
    /// it shows. Pictures (half blocks) and blank runs are not pairs. Read off
    /// the finished frame, so only what is really visible counts.
    public func drawnPairs(traits: Traits, screen: String) -> [DrawnPair] {
        if beneathDimming != nil { return undimmed().drawnPairs(traits: traits, screen: screen) }
        var worst: [RunKey: (pair: DrawnPair, ratio: Double)] = [:]
        var order: [RunKey] = []
        for y in 0..<size.height {
            var x = 0
            while x < size.width {
                let first = self[x, y]
                guard !first.isHalfBlock, first.scalar != Cell.continuation, first.foregroundName != 0 else {
                    x += 1
                    continue
                }
                let bold = first.attributes.contains(.bold)
                var end = x
                var worstCell = first
                var worstRatio = Double.infinity
                // Runs are mostly one pair of colors: the ratio is computed again only when they change.
                var last: (foreground: RGBA, background: RGBA, ratio: Double)?
                while end < size.width {
                    let c = self[end, y]
                    if c.isHalfBlock || c.foregroundName != first.foregroundName
                        || c.backgroundName != first.backgroundName || c.attributes.contains(.bold) != bold
                    {
                        break
                    }
                    if c.scalar != Cell.continuation && c.scalar != " " {
                        let ratio: Double
                        if let last, last.foreground == c.foreground, last.background == c.background {
                            ratio = last.ratio
                        } else {
                            ratio = Contrast.wcagRatio(text: c.foreground, background: c.background)
                            last = (c.foreground, c.background, ratio)
                        }
                        if ratio < worstRatio {
                            worstRatio = ratio
                            worstCell = c
                        }
                    }
                    end += 1
                }
                let start = x
                x = max(end, x + 1)
                // A run of blanks draws nothing; only runs with a glyph are read as text.
                guard worstRatio.isFinite else { continue }
                let element = text(y: y, from: start, to: end)
                guard !element.isEmpty else { continue }
                let kind = Canvas.kind(of: element, bold: bold)
                guard kind != .decoration else { continue }
                let key = RunKey(foreground: first.foregroundName, background: first.backgroundName, kind: kind)
                if let known = worst[key], known.ratio <= worstRatio { continue }
                let pair = DrawnPair(
                    traits: traits, foreground: names[Int(first.foregroundName)],
                    background: names[Int(first.backgroundName)], foregroundColor: worstCell.foreground,
                    backgroundColor: worstCell.background, kind: kind, screen: screen,
                    element: element.count > 40 ? String(element.prefix(39)) + "…" : element)
                if worst[key] == nil { order.append(key) }
                worst[key] = (pair, worstRatio)
            }
        }
        return order.map { worst[$0]!.pair }
    }

    /// A pair as `drawnPairs` tells them apart: the two color names (by their ids here) and the kind.
    private struct RunKey: Hashable {
        let foreground: UInt16
        let background: UInt16
        let kind: DrawnPair.Kind
    }

    /// What cells `start..<end` of row `y` show, without leading or trailing blanks.
    private func text(y: Int, from start: Int, to end: Int) -> String {
        var first = start
        var last = end
        while first < last, Canvas.isBlank(self[first, y].scalar) { first += 1 }
        while last > first, Canvas.isBlank(self[last - 1, y].scalar) { last -= 1 }
        var utf8: [UInt8] = []
        utf8.reserveCapacity((last - first) * 3)
        for i in first..<last where self[i, y].scalar != Cell.continuation {
            UTF8.encode(self[i, y].scalar) { utf8.append($0) }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// What `trimmingSpaces` trims, and the right halves of wide glyphs; no property lookup for ASCII.
    private static func isBlank(_ s: Unicode.Scalar) -> Bool {
        if s == Cell.continuation { return true }
        if s.isASCII { return s == " " || (0x09...0x0D).contains(s.value) }
        return s.isSpace
    }

    /// Text when it has a letter or a digit; lines and blocks are decoration; anything else a glyph.
    public static func kind(of element: String, bold: Bool) -> DrawnPair.Kind {
        // ASCII first: the Unicode property lookup costs more than the rest of the scan.
        let hasWord = element.unicodeScalars.contains { s in
            if s.isASCII { return ("0"..."9").contains(s) || ("a"..."z").contains(s) || ("A"..."Z").contains(s) }
            return !isDecoration(s) && s.isLetter
        }
        if hasWord {
            return bold ? .largeText : .text
        }
        return element.unicodeScalars.allSatisfy { $0 == " " || isDecoration($0) } ? .decoration : .glyph
    }

    /// Box lines, blocks and the two dots: drawn lines, never letters.
    private static func isDecoration(_ s: Unicode.Scalar) -> Bool {
        (0x2500...0x259F).contains(s.value) || s == "…" || s == "·"
    }
}
