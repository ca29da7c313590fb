/// What a color argument in code says: one palette color, one of two by a condition (`selected ? a : b`, `if
/// (muted) a else b`; a branch dusk cannot read is nil), or a value dusk does not read (a literal, a computed
/// color). A background it does not read hides what is behind it: nothing is judged on it.
enum ColorChoice: Equatable, Sendable {
    case color(String)
    case either(condition: String, String?, String?)
    case unread

    /// The (foreground, background) pairs a foreground of `fg` on a background of `bg` draws: under one
    /// condition branch by branch (the selected text on the selected fill), else every branch on every one.
    static func pairs(_ fg: ColorChoice, on bg: ColorChoice) -> [(foreground: String, background: String)] {
        switch (fg, bg) {
        case (.unread, _), (_, .unread): return []
        case (.color(let f), .color(let b)): return [(f, b)]
        case (.either(let c, let f1, let f2), .either(let d, let b1, let b2)) where c == d:
            return [(f1, b1), (f2, b2)].compactMap { f, b in f.flatMap { f in b.map { (f, $0) } } }
        default:
            return fg.names.flatMap { f in bg.names.map { (f, $0) } }
        }
    }

    /// The palette colors it may be.
    var names: [String] {
        switch self {
        case .color(let name): return [name]
        case .either(_, let a, let b): return [a, b].compactMap { $0 }
        case .unread: return []
        }
    }
}
