import ColorScience

/// Text attributes a cell can carry; every export keeps them.
public struct CellAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
    @inlinable public static var bold: CellAttributes { CellAttributes(rawValue: 1) }
    @inlinable public static var dim: CellAttributes { CellAttributes(rawValue: 2) }
    @inlinable public static var italic: CellAttributes { CellAttributes(rawValue: 4) }
    @inlinable public static var underline: CellAttributes { CellAttributes(rawValue: 8) }
    /// Reverse video: only the live preview without colors sets it, for what stands out.
    @inlinable public static var reverse: CellAttributes { CellAttributes(rawValue: 16) }
}

/// One terminal cell. Colors are always opaque: translucent paints are
/// composited when drawn, as UIKit composites a label over its background.
public struct Cell: Hashable, Sendable {
    /// The character; `Cell.continuation` for the right half of a wide character.
    public var scalar: Unicode.Scalar
    public var foreground: RGBA
    public var background: RGBA
    public var attributes: CellAttributes
    /// Indexes into `Canvas.names`: the semantic colors behind this cell (0: none).
    public var foregroundName: UInt16
    public var backgroundName: UInt16

    @inlinable public static var continuation: Unicode.Scalar { "\u{0}" }
    /// The upper half block: foreground is the top pixel, background the bottom one.
    @inlinable public static var upperHalf: Unicode.Scalar { "\u{2580}" }

    @inlinable public var isHalfBlock: Bool { scalar == Cell.upperHalf }
    /// A blank, not underlined: its foreground color cannot be seen, so encoders
    /// may keep whatever foreground is current (fewer escape sequences).
    @inlinable public var hidesForeground: Bool {
        scalar == " " && attributes.isDisjoint(with: [.underline, .reverse])
    }
    /// The two vertical pixels this cell shows.
    @inlinable public var topPixel: RGBA { isHalfBlock ? foreground : background }
    @inlinable public var bottomPixel: RGBA { background }
}

/// A color to draw with, and the semantic name behind it (for the inspector).
public struct Paint: Hashable, Sendable {
    public var color: RGBA
    public var name: String
    public init(_ color: RGBA, _ name: String = "") {
        self.color = color
        self.name = name
    }

    public func withAlpha(_ alpha: UInt8) -> Paint { Paint(color.withAlpha(alpha), name) }
}

/// A grid of cells: what every screen renders into and every export reads.
public struct Canvas: Sendable {
    public let size: Size
    public var cells: [Cell]
    /// Semantic color names referenced by cells; index 0 is "no name".
    public private(set) var names: [String] = [""]
    private var nameIndex: [String: UInt16] = ["": 0]
    /// The cells as they were before the first dimming layer (`dim`), which `drawnPairs` reads where a
    /// cell is dimmed; nil when nothing is.
    public internal(set) var beneathDimming: [Cell]?

    public init(size: Size, background: Paint) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        let id: UInt16 = 0
        cells = Array(
            repeating: Cell(
                scalar: " ", foreground: background.color.opaque, background: background.color.opaque,
                attributes: [], foregroundName: id, backgroundName: id),
            count: self.size.width * self.size.height)
        let bg = intern(background.name)
        if bg != 0 { for i in cells.indices { cells[i].backgroundName = bg } }
    }

    public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    @inline(__always)
    public func index(_ x: Int, _ y: Int) -> Int { y * size.width + x }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[index(x, y)] }
        set { cells[index(x, y)] = newValue }
    }

    /// The id for a semantic name, adding it on first use.
    public mutating func intern(_ name: String) -> UInt16 {
        if let id = nameIndex[name] { return id }
        guard names.count < Int(UInt16.max) else { return 0 }
        let id = UInt16(names.count)
        names.append(name)
        nameIndex[name] = id
        return id
    }

    /// The semantic colors behind a cell: `("label", "secondarySystemGroupedBackground")`.
    public func colorNames(at p: Point) -> (foreground: String?, background: String?) {
        guard bounds.contains(p) else { return (nil, nil) }
        let c = self[p.x, p.y]
        func name(_ id: UInt16) -> String? { id == 0 ? nil : names[Int(id)] }
        return (name(c.foregroundName), name(c.backgroundName))
    }

    /// The rows as plain text (continuations dropped), for tests and `txt` export.
    public var plainLines: [String] {
        (0..<size.height).map { y in
            var s = String.UnicodeScalarView()
            for x in 0..<size.width where self[x, y].scalar != Cell.continuation { s.append(self[x, y].scalar) }
            return String(s)
        }
    }
}
