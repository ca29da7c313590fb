import ThemeKit

extension Canvas {
    /// Every foreground-on-background pair this canvas shows: runs of cells
    /// in a row with the same two color names and weight, each judged at its
    /// worst cell (text over a blur differs cell by cell), named by the text
    /// it shows. Pictures (half blocks) and blank runs are not pairs. Read off
    /// the finished frame, so only what is really visible counts.
    public func drawnPairs(traits: Traits, screen: String) -> [DrawnPair] {
        var worst: [String: (pair: DrawnPair, ratio: Double)] = [:]
        var order: [String] = []
        for y in 0..<size.height {
            var x = 0
            while x < size.width {
                let first = self[x, y]
                guard !first.isHalfBlock, first.scalar != Cell.continuation, first.foregroundName != 0 else { x += 1; continue }
                let bold = first.attributes.contains(.bold)
                var end = x, text = String.UnicodeScalarView()
                var worstCell = first, worstRatio = Double.infinity
                while end < size.width {
                    let c = self[end, y]
                    if c.isHalfBlock || c.foregroundName != first.foregroundName || c.backgroundName != first.backgroundName
                        || c.attributes.contains(.bold) != bold { break }
                    if c.scalar != Cell.continuation {
                        text.append(c.scalar)
                        if c.scalar != " " {
                            let ratio = Contrast.wcagRatio(text: c.foreground, background: c.background)
                            if ratio < worstRatio { worstRatio = ratio; worstCell = c }
                        }
                    }
                    end += 1
                }
                x = max(end, x + 1)
                let element = String(text).trimmingSpaces
                guard !element.isEmpty, worstRatio.isFinite else { continue }
                let kind = Canvas.kind(of: element, bold: bold)
                guard kind != .decoration else { continue }
                let fg = names[Int(first.foregroundName)], bg = names[Int(first.backgroundName)]
                let pair = DrawnPair(traits: traits, foreground: fg, background: bg, foregroundColor: worstCell.foreground,
                                     backgroundColor: worstCell.background, kind: kind, screen: screen,
                                     element: element.count > 40 ? String(element.prefix(39)) + "…" : element)
                let key = fg + "\u{1}" + bg + "\u{1}" + kind.rawValue
                if let known = worst[key] {
                    if worstRatio < known.ratio { worst[key] = (pair, worstRatio) }
                } else {
                    worst[key] = (pair, worstRatio)
                    order.append(key)
                }
            }
        }
        return order.map { worst[$0]!.pair }
    }

    /// Text when it has a letter or a digit; lines and blocks are decoration; anything else a glyph.
    public static func kind(of element: String, bold: Bool) -> DrawnPair.Kind {
        if element.unicodeScalars.contains(where: { $0.properties.isAlphabetic || ("0"..."9").contains($0) }) {
            return bold ? .largeText : .text
        }
        let decorative = element.unicodeScalars.allSatisfy { $0 == " " || (0x2500...0x259F).contains($0.value) || $0 == "…" || $0 == "·" }
        return decorative ? .decoration : .glyph
    }
}
