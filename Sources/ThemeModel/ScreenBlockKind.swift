extension ScreenBlock {
    /// The kinds of block a screen file may hold, each with what it takes: the one list of blocks. The reader
    /// switches on it, `kind` maps every block to it, and a test holds the README's table to it, so a kind
    /// one of them forgot does not compile or fails a test.
    public enum Kind: String, CaseIterable, Sendable {
        case navigationBar
        case searchField
        case list
        case text
        case textField
        case swatch
        case image
        case columns
        case button
        case segmented
        case progress
        case slider
        case banner
        case chips
        case bubble
        case divider
        case spacer
        case hstack
        case vstack
        case card
        case material
        case tabBar
        case toolbar

        /// Every kind's name, sorted (for "did you mean" and the list in errors).
        public static var names: [String] { allCases.map(\.rawValue).sorted() }

        /// The options a block of this kind takes.
        public var keys: [String] {
            switch self {
            case .navigationBar: return ["title", "large", "leading", "trailing", "color", "logo"]
            case .searchField: return ["placeholder"]
            case .list: return ["style", "header", "footer", "rows"]
            case .text: return ["text", "style", "color", "weight", "align", "italic", "underline", "wrap"]
            case .textField: return ["placeholder"]
            case .swatch: return ["color"]
            case .image: return ["name", "align"]
            case .columns: return ["items"]
            case .button: return ["title", "style", "color"]
            case .segmented: return ["items", "selected"]
            case .progress: return ["value", "color"]
            case .slider: return ["value", "color"]
            case .banner: return ["text", "glyph", "color"]
            case .chips: return ["items", "selected", "color"]
            case .bubble: return ["text", "from", "outgoing", "color", "textColor"]
            case .divider: return ["color"]
            case .spacer: return ["rows"]
            case .hstack: return ["spacing", "items", "lastFills"]
            case .vstack: return ["padding", "spacing", "background", "items"]
            case .card: return ["title", "style", "presented", "items"]
            case .material: return ["material", "items"]
            case .tabBar: return ["items", "selected"]
            case .toolbar: return ["items", "color"]
            }
        }

        /// The options whose values are theme colors (a list's rows name theirs in `color` and `iconColor`).
        public var colorKeys: [String] {
            switch self {
            case .list: return ["color", "iconColor"]
            case .bubble: return ["color", "textColor"]
            case .vstack: return ["background"]
            case .navigationBar, .text, .swatch, .button, .progress, .slider, .banner, .chips, .divider, .toolbar:
                return ["color"]
            case .searchField, .textField, .image, .columns, .segmented, .spacer, .hstack, .card, .material, .tabBar:
                return []
            }
        }

        /// Whether `items` holds other blocks (a tab bar's, a toolbar's and a control's items are not blocks).
        public var holdsBlocks: Bool {
            switch self {
            case .columns, .hstack, .vstack, .card, .material: return true
            case .navigationBar, .searchField, .list, .text, .textField, .swatch, .image, .button, .segmented,
                .progress, .slider, .banner, .chips, .bubble, .divider, .spacer, .tabBar, .toolbar:
                return false
            }
        }
    }

    /// What kind of block this is.
    public var kind: Kind {
        switch self {
        case .navigationBar: return .navigationBar
        case .searchField: return .searchField
        case .list: return .list
        case .text: return .text
        case .textField: return .textField
        case .swatch: return .swatch
        case .image: return .image
        case .columns: return .columns
        case .button: return .button
        case .segmented: return .segmented
        case .progress: return .progress
        case .slider: return .slider
        case .banner: return .banner
        case .chips: return .chips
        case .bubble: return .bubble
        case .divider: return .divider
        case .spacer: return .spacer
        case .hstack: return .hstack
        case .vstack: return .vstack
        case .card: return .card
        case .material: return .material
        case .tabBar: return .tabBar
        case .toolbar: return .toolbar
        }
    }
}
