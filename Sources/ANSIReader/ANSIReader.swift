import ColorScience

/// A cell as a terminal would show it after reading ANSI text.
public struct ScreenCell: Hashable, Sendable {
    public var character: Unicode.Scalar = " "
    /// nil: the terminal's default color.
    public var foreground: RGBA?
    public var background: RGBA?
    public var bold = false, dim = false, italic = false, underline = false
}

/// Reads ANSI text (as `dusk export` writes it, or as tmux captures it) back
/// into a grid of cells: SGR colors in 24-bit (semicolon and colon forms),
/// 256 and 16 colors, bold/dim/italic/underline, wide characters. Other
/// escape sequences are skipped. Never traps, whatever the input.
public struct ANSIScreen: Sendable {
    public private(set) var rows: [[ScreenCell]] = []

    public init(_ bytes: [UInt8]) {
        var state = ScreenCell()
        var row: [ScreenCell] = []
        var i = 0
        let text = String(decoding: bytes, as: UTF8.self)
        let scalars = Array(text.unicodeScalars)
        while i < scalars.count {
            let s = scalars[i]
            if s == "\u{1B}" {
                i += 1
                guard i < scalars.count else { break }
                if scalars[i] == "[" {
                    i += 1
                    var params = ""
                    while i < scalars.count, let v = Optional(scalars[i].value), v >= 0x20, v < 0x40 {
                        params.unicodeScalars.append(scalars[i])
                        i += 1
                    }
                    while i < scalars.count, (0x20..<0x30).contains(scalars[i].value) { i += 1 }
                    guard i < scalars.count else { break }
                    if scalars[i] == "m" { ANSIScreen.apply(params, to: &state) }
                    i += 1
                } else if scalars[i] == "]" {
                    // OSC: skip to BEL or ST.
                    while i < scalars.count, scalars[i] != "\u{7}",
                        !(scalars[i] == "\u{1B}" && i + 1 < scalars.count && scalars[i + 1] == "\\")
                    { i += 1 }
                    i += scalars.indices.contains(i) && scalars[i] == "\u{1B}" ? 2 : 1
                } else {
                    i += 1
                }
                continue
            }
            i += 1
            if s == "\n" {
                rows.append(row)
                row = []
                continue
            }
            if s == "\r" || s.value < 0x20 || s.value == 0x7F { continue }
            var cell = state
            cell.character = s
            row.append(cell)
            if ANSIScreen.isWide(s) {
                var pad = state
                pad.character = "\u{0}"
                row.append(pad)
            }
        }
        if !row.isEmpty { rows.append(row) }
    }

    public var height: Int { rows.count }

    public func cell(_ x: Int, _ y: Int) -> ScreenCell? {
        guard y >= 0, y < rows.count, x >= 0, x < rows[y].count else { return nil }
        return rows[y][x]
    }

    /// The text of row `y`, wide-character padding removed.
    public func text(_ y: Int) -> String {
        guard y >= 0, y < rows.count else { return "" }
        var s = String.UnicodeScalarView()
        for c in rows[y] where c.character != "\u{0}" { s.append(c.character) }
        return String(s)
    }

    /// Where `needle` starts on row `y`, in cells.
    public func column(of needle: String, row y: Int) -> Int? {
        guard y >= 0, y < rows.count else { return nil }
        let hay = rows[y].map(\.character)
        let n = Array(needle.unicodeScalars)
        guard !n.isEmpty, hay.count >= n.count else { return nil }
        for start in 0...(hay.count - n.count) where Array(hay[start..<start + n.count]) == n { return start }
        return nil
    }

    static func isWide(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        return (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFF60).contains(v) || (0x1F300...0x1F64F).contains(v)
            || (0x1F900...0x1F9FF).contains(v) || (0x20000...0x3FFFD).contains(v)
    }

    static func apply(_ params: String, to state: inout ScreenCell) {
        // Split on ';', keeping colon sub-parameters (38:2::r:g:b) together.
        let groups =
            params.isEmpty ? [""] : params.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        var k = 0
        func int(_ s: Substring) -> Int? { s.isEmpty ? nil : Int(s) }
        while k < groups.count {
            let g = groups[k]
            if g.contains(":") {
                let parts = g.split(separator: ":", omittingEmptySubsequences: false)
                if let kind = int(parts[0]), kind == 38 || kind == 48, parts.count >= 2 {
                    var color: RGBA?
                    if parts[1] == "2", parts.count >= 5 {
                        let c = Array(parts.suffix(3)).compactMap { Int($0) }
                        if c.count == 3, c.allSatisfy({ (0...255).contains($0) }) {
                            color = RGBA(UInt8(c[0]), UInt8(c[1]), UInt8(c[2]))
                        }
                    } else if parts[1] == "5", parts.count >= 3, let n = Int(parts[2]), (0...255).contains(n) {
                        color = xterm(n)
                    }
                    if kind == 38 { state.foreground = color } else { state.background = color }
                }
                k += 1
                continue
            }
            let code = Int(g) ?? 0
            switch code {
            case 0: state = ScreenCell()
            case 1: state.bold = true
            case 2: state.dim = true
            case 3: state.italic = true
            case 4: state.underline = true
            case 22:
                state.bold = false
                state.dim = false
            case 23: state.italic = false
            case 24: state.underline = false
            case 30...37: state.foreground = xterm(code - 30)
            case 90...97: state.foreground = xterm(code - 90 + 8)
            case 39: state.foreground = nil
            case 40...47: state.background = xterm(code - 40)
            case 100...107: state.background = xterm(code - 100 + 8)
            case 49: state.background = nil
            case 38, 48:
                var color: RGBA?
                if k + 1 < groups.count, groups[k + 1] == "2", k + 4 < groups.count {
                    let c = groups[k + 2...k + 4].compactMap { Int($0) }
                    if c.count == 3, c.allSatisfy({ (0...255).contains($0) }) {
                        color = RGBA(UInt8(c[0]), UInt8(c[1]), UInt8(c[2]))
                    }
                    k += 4
                } else if k + 1 < groups.count, groups[k + 1] == "5", k + 2 < groups.count {
                    if let n = Int(groups[k + 2]), (0...255).contains(n) { color = xterm(n) }
                    k += 2
                }
                if code == 38 { state.foreground = color } else { state.background = color }
            default: break
            }
            k += 1
        }
    }

    /// xterm's default palette.
    public static func xterm(_ n: Int) -> RGBA {
        let base: [UInt32] = [
            0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
            0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
        ]
        if n < 16 { return RGBA(rgb: base[max(0, n)]) }
        if n < 232 {
            let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
            let i = n - 16
            return RGBA(levels[i / 36], levels[(i / 6) % 6], levels[i % 6])
        }
        let v = UInt8(8 + 10 * (n - 232))
        return RGBA(v, v, v)
    }
}
