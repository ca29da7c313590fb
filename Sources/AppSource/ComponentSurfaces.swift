import Syntax
import ThemeModel

/// What a component paints behind what it holds when its caller sets no background: the variants of a
/// `class-variance-authority` call (`const buttonVariants = cva(base, { variants: { variant: { default:
/// "bg-primary ..." } }, defaultVariants: { variant: "default" } })`, shadcn/ui's way). `<Button>` is drawn on
/// `primary`, `<Button variant="ghost">` on what is around it; and a component without variants that fills
/// its root element (`<DropdownMenuContent>` is drawn on `popover`). Read from every script file before any
/// file is scanned, since a component is placed in other files than its own.
struct ComponentSurfaces: Sendable {
    struct Surface: Sendable {
        var defaultVariant: String?
        var variants: [String: TailwindClasses] = [:]
    }

    /// A tag's variant that is an expression: none of the component's variants is sure.
    static let unknownVariant = "\u{1}expression"

    /// By component key (`ComponentNames.key`): `buttonVariants` is `<Button>`'s.
    private(set) var byComponent: [String: Surface] = [:]

    /// Script files, where `cva` calls are written.
    static func contributes(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: ".") else { return false }
        return ["tsx", "jsx", "ts", "js", "mjs"].contains(path[path.index(after: dot)...].lowercased())
    }

    /// The background the component paints in the variant its tag asks for (nil: its default), if any.
    func background(of component: String, variant: String?, style: InterfaceStyle?) -> String? {
        guard let surface = byComponent[component], let name = variant ?? surface.defaultVariant else { return nil }
        return surface.variants[name]?.background(state: "", style: style)
    }

    mutating func read(_ file: SourceText) {
        readVariants(file)
        readRoots(file)
    }

    /// Components without variants that fill their own root element (`const PopoverContent = React.forwardRef(…
    /// => <Primitive.Content className={cn("… bg-popover …", className)} />)`): the classes of the first
    /// `className` after a capitalized component's definition, before the next definition; a component that
    /// has variants keeps them.
    private mutating func readRoots(_ file: SourceText) {
        let b = file.bytes
        var definitions: [(name: String, at: Int)] = []
        for marker in ["const ", "function "] {
            let needle = Array(marker.utf8)
            var i = 0
            while let at = MarkupScanner.find(needle, in: b, from: i) {
                i = at + needle.count
                guard at == 0 || !Self.isIdentifier(b[at - 1]), i < b.count, b[i] >= 65, b[i] <= 90 else { continue }
                var j = i
                while j < b.count, Self.isIdentifier(b[j]) { j += 1 }
                definitions.append((String(decoding: b[i..<j], as: UTF8.self), at))
            }
        }
        guard !definitions.isEmpty else { return }
        definitions.sort { $0.at < $1.at }
        // Every `className=` once, in order: each definition takes the first after it (linear in the file).
        let classNameMarker = Array("className=".utf8)
        var classNames: [Int] = []
        var next = 0
        while let at = MarkupScanner.find(classNameMarker, in: b, from: next) {
            classNames.append(at)
            next = at + classNameMarker.count
        }
        var c = 0
        for (index, definition) in definitions.enumerated() {
            let end = index + 1 < definitions.count ? definitions[index + 1].at : b.count
            while c < classNames.count, classNames[c] < definition.at { c += 1 }
            let key = ComponentNames.key(definition.name)
            guard byComponent[key] == nil, c < classNames.count, classNames[c] < end else { continue }
            let at = classNames[c]
            var j = at + classNameMarker.count
            while j < end, b[j] != UInt8(ascii: "\""), b[j] != UInt8(ascii: "'"), b[j] != UInt8(ascii: "`") {
                // Only the class list's own first string: `className={cn("…", …)}`, `className="…"`.
                guard
                    b[j] == UInt8(ascii: "{") || b[j] == UInt8(ascii: "(") || Self.isIdentifier(b[j])
                        || Self.isSpace(b[j])
                else { break }
                j += 1
            }
            guard j < end, b[j] == UInt8(ascii: "\"") || b[j] == UInt8(ascii: "'") || b[j] == UInt8(ascii: "`") else {
                continue
            }
            let close = Self.stringEnd(b, j)
            let classes = TailwindClasses(String(decoding: b[(j + 1)..<max(j + 1, close - 1)], as: UTF8.self))
            guard classes.background(state: "", style: nil) != nil else { continue }
            byComponent[key] = Surface(defaultVariant: "", variants: ["": classes])
        }
    }

    private mutating func readVariants(_ file: SourceText) {
        let b = file.bytes
        var from = 0
        while let at = MarkupScanner.find(Array("cva(".utf8), in: b, from: from) {
            from = at + 4
            guard at == 0 || !Self.isIdentifier(b[at - 1]), let name = Self.assignedName(before: at, in: b),
                name.hasSuffix("Variants"), name.count > "Variants".count
            else { continue }
            let end = Self.closing(b, at + 3)
            let call = Array(b[(at + 3)..<end])
            from = end
            guard let variants = Self.object(after: "variant", inside: Self.object(after: "variants", inside: call))
            else { continue }
            var surface = Surface()
            for (key, value) in Self.entries(variants) {
                surface.variants[key] = TailwindClasses(value.joined(separator: " "))
            }
            if let defaults = Self.object(after: "defaultVariants", inside: call) {
                surface.defaultVariant = Self.entries(defaults).first { $0.key == "variant" }?.value.first
            }
            byComponent[ComponentNames.key(String(name.dropLast("Variants".count)))] = surface
        }
    }

    static func isIdentifier(_ c: UInt8) -> Bool {
        (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == UInt8(ascii: "_")
            || c == UInt8(ascii: "$")
    }

    static func isSpace(_ c: UInt8) -> Bool { c == 32 || c == 9 || c == 10 || c == 13 }

    /// `buttonVariants` in `const buttonVariants = cva(`.
    static func assignedName(before at: Int, in b: [UInt8]) -> String? {
        var i = at - 1
        while i >= 0, isSpace(b[i]) { i -= 1 }
        guard i >= 0, b[i] == UInt8(ascii: "=") else { return nil }
        i -= 1
        while i >= 0, isSpace(b[i]) { i -= 1 }
        let end = i + 1
        while i >= 0, isIdentifier(b[i]) { i -= 1 }
        guard i + 1 < end else { return nil }
        return String(decoding: b[(i + 1)..<end], as: UTF8.self)
    }

    /// The index after the bracket that closes the one at `open`, strings skipped (or the end).
    static func closing(_ b: [UInt8], _ open: Int) -> Int {
        var depth = 0
        var i = open
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: "`") {
                i = stringEnd(b, i)
                continue
            }
            if c == UInt8(ascii: "(") || c == UInt8(ascii: "{") || c == UInt8(ascii: "[") { depth += 1 }
            if c == UInt8(ascii: ")") || c == UInt8(ascii: "}") || c == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return i + 1 }
            }
            i += 1
        }
        return b.count
    }

    /// The index after the string literal opening at `i`.
    static func stringEnd(_ b: [UInt8], _ i: Int) -> Int {
        let quote = b[i]
        var j = i + 1
        while j < b.count, b[j] != quote {
            j += b[j] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(j + 1, b.count)
    }

    /// The `{...}` after the first `key:` at the top level of `inside` (braces included), or nil.
    static func object(after key: String, inside: [UInt8]?) -> [UInt8]? {
        guard let b = inside else { return nil }
        let k = Array(key.utf8)
        var i = 1
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: "`") {
                i = stringEnd(b, i)
                continue
            }
            if i + k.count <= b.count, Array(b[i..<(i + k.count)]) == k, !isIdentifier(b[i - 1]),
                i + k.count == b.count || !isIdentifier(b[i + k.count])
            {
                var j = i + k.count
                while j < b.count, isSpace(b[j]) { j += 1 }
                if j < b.count, b[j] == UInt8(ascii: ":") {
                    j += 1
                    while j < b.count, isSpace(b[j]) { j += 1 }
                    guard j < b.count, b[j] == UInt8(ascii: "{") else { return nil }
                    return Array(b[j..<closing(b, j)])
                }
            }
            i += 1
        }
        return nil
    }

    /// `{ a: "x", "b": ["y", "z"], c: 'w' }`: each key with the string literals of its value.
    static func entries(_ object: [UInt8]) -> [(key: String, value: [String])] {
        var out: [(key: String, value: [String])] = []
        var i = 1
        let end = object.count - 1
        while i < end {
            while i < end, isSpace(object[i]) || object[i] == UInt8(ascii: ",") { i += 1 }
            guard i < end else { break }
            var key = ""
            if object[i] == UInt8(ascii: "\"") || object[i] == UInt8(ascii: "'") {
                let close = stringEnd(object, i)
                key = String(decoding: object[(i + 1)..<max(i + 1, close - 1)], as: UTF8.self)
                i = close
            } else {
                let start = i
                while i < end, isIdentifier(object[i]) { i += 1 }
                key = String(decoding: object[start..<i], as: UTF8.self)
                if i == start { i += 1 }
            }
            while i < end, isSpace(object[i]) { i += 1 }
            guard i < end, object[i] == UInt8(ascii: ":") else { continue }
            i += 1
            // The value: its string literals, to the comma at its own level.
            var strings: [String] = []
            var depth = 0
            while i < end {
                let c = object[i]
                if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: "`") {
                    let close = stringEnd(object, i)
                    strings.append(String(decoding: object[(i + 1)..<max(i + 1, close - 1)], as: UTF8.self))
                    i = close
                    continue
                }
                if c == UInt8(ascii: "(") || c == UInt8(ascii: "{") || c == UInt8(ascii: "[") { depth += 1 }
                if c == UInt8(ascii: ")") || c == UInt8(ascii: "}") || c == UInt8(ascii: "]") { depth -= 1 }
                if c == UInt8(ascii: ","), depth == 0 { break }
                i += 1
            }
            out.append((key, strings))
        }
        return out
    }
}
