import Pairs
import Syntax
import ThemeModel

/// HTML, JSX/TSX, Vue, Svelte and Astro as they draw with Tailwind or inline styles (`InlineStyle`): an
/// element's `text-X` on its own `bg-Y` (by state and style), else on the nearest enclosing element's in the
/// same file, else on the page; a class string outside any element (a `cva` variant, a `clsx` argument) draws
/// only what it holds itself.
/// Their `<style>` blocks are stylesheets (`StylesheetScanner`).
enum MarkupScanner {
    /// The elements whose border shows where a form field is (markup's and stylesheets' alike).
    static let fields: Set<String> = ["input", "textarea", "select"]

    static func pairs(in file: SourceText, surfaces: ComponentSurfaces = .init()) -> [SourcePair] {
        findings(in: file, surfaces: surfaces).pairs
    }

    /// The pairs the file draws, and where its markup places components (with what is behind each).
    static func findings(in file: SourceText, surfaces: ComponentSurfaces = .init()) -> FileFindings {
        var walker = Walker(file)
        walker.surfaces = surfaces
        walker.run()
        var sheet = StylesheetScanner.scan(styleBlocks(of: file), markup: walker.elements)
        var placements: [ComponentPlacement] = []
        for (index, element) in walker.elements.enumerated() where ComponentNames.isComponentTag(element.name) {
            let behind = sheet.backdrops.background(of: index, states: [], style: nil)
            placements.append(
                ComponentPlacement(
                    component: ComponentNames.key(element.name), background: behind.color, style: nil,
                    site: file.location(element.offset)))
        }
        return FileFindings(
            pairs: walker.found + sheet.pairs, placements: placements, imports: ModuleImports.keys(in: file))
    }

    /// The file with everything outside `<style>` blocks blanked (lines kept, so places keep their lines).
    static func styleBlocks(of file: SourceText) -> SourceText {
        let b = file.bytes
        var out = [UInt8](repeating: UInt8(ascii: " "), count: b.count)
        for (i, c) in b.enumerated() where c == UInt8(ascii: "\n") { out[i] = c }
        var i = 0
        var any = false
        while let open = find(Array("<style".utf8), in: b, from: i) {
            guard let tagEnd = b[open...].firstIndex(of: UInt8(ascii: ">")) else { break }
            let close = find(Array("</style".utf8), in: b, from: tagEnd) ?? b.count
            for j in (tagEnd + 1)..<close { out[j] = b[j] }
            any = true
            i = close
        }
        return SourceText(path: file.path, bytes: any ? out : [])
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        var i = start
        while i <= bytes.count - needle.count {
            if bytes[i] == needle[0], bytes[i..<i + needle.count].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    /// One pass over the bytes: tags open and close elements; class attributes and loose class strings draw.
    struct Walker {
        let file: SourceText
        let b: [UInt8]
        var i = 0
        var found: [SourcePair] = []
        /// Open elements: their name, their own class lists, their index in `elements` and the variant their
        /// tag asks of a component (`<Button variant="ghost">`).
        var stack: [(name: String, classes: TailwindClasses?, element: Int, variant: String?)] = []
        /// The surfaces of the app's `cva` components, read from every file before this one.
        var surfaces = ComponentSurfaces()
        /// Every element, for the file's `<style>` block to find what its selectors pick out.
        var elements: [MarkupElement] = []
        static let maximumDepth = 256

        init(_ file: SourceText) {
            self.file = file
            b = file.bytes
        }

        mutating func run() {
            while i < b.count {
                let c = b[i]
                if c == UInt8(ascii: "<") {
                    if starts("<!--") {
                        skip(past: "-->")
                    } else if i + 1 < b.count, b[i + 1] == UInt8(ascii: "/") {
                        closeTag()
                    } else if i + 1 < b.count, isLetter(b[i + 1]) {
                        openTag()
                    } else {
                        i += 1
                    }
                } else if c == UInt8(ascii: "/"), starts("//") {
                    skip(past: "\n")
                } else if c == UInt8(ascii: "/"), starts("/*") {
                    skip(past: "*/")
                } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: "`") {
                    let start = i
                    let literal = string()
                    loose(literal, at: start)
                } else {
                    i += 1
                }
            }
        }

        func starts(_ s: String) -> Bool {
            let u = Array(s.utf8)
            return i + u.count <= b.count && b[i..<i + u.count].elementsEqual(u)
        }

        mutating func skip(past s: String) {
            i = MarkupScanner.find(Array(s.utf8), in: b, from: i + 1).map { $0 + s.utf8.count } ?? b.count
        }

        func isLetter(_ c: UInt8) -> Bool {
            (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
        }

        /// A quoted string from `i` (its quote), escapes skipped; `i` ends after it.
        mutating func string() -> String {
            let quote = b[i]
            i += 1
            let start = i
            while i < b.count, b[i] != quote {
                if b[i] == UInt8(ascii: "\\") { i += 1 }
                // A quote of one kind never spans lines but a template string does.
                if b[i] == UInt8(ascii: "\n"), quote != UInt8(ascii: "`") { break }
                i += 1
            }
            let end = min(i, b.count)
            i = min(i + 1, b.count)
            return file.string(start..<end)
        }

        /// `<Name attrs>` or `<Name attrs />`.
        mutating func openTag() {
            let start = i
            i += 1
            var name = ""
            while i < b.count,
                isLetter(b[i]) || b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: ".")
                    || (b[i] >= 48 && b[i] <= 57)
            {
                name.unicodeScalars.append(Unicode.Scalar(b[i]))
                i += 1
            }
            var lists: [String] = []
            // The element's own `style`, as utilities: it draws as its classes do but names no class.
            var inline: [String] = []
            var switches: [String] = []
            var variant: String?
            var selfClosing = false
            var attribute = ""
            while i < b.count {
                let c = b[i]
                if c == UInt8(ascii: ">") {
                    selfClosing = i > 0 && b[i - 1] == UInt8(ascii: "/")
                    i += 1
                    break
                }
                if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: "`") {
                    let value = string()
                    if attribute == "variant" { variant = value }
                    if Self.classAttributes.contains(attribute) { lists.append(value) }
                    if attribute == "style" { inline.append(InlineStyle.utilities(css: value)) }
                    if Self.boundStyles.contains(attribute) { inline.append(InlineStyle.utilities(script: value)) }
                    continue
                }
                if c == UInt8(ascii: "{") {
                    // A variant chosen at run time (`variant={variant || "ghost"}`): no surface is sure.
                    if attribute == "variant" { variant = ComponentSurfaces.unknownVariant }
                    let open = i
                    lists += expression(collecting: Self.classAttributes.contains(attribute))
                    if attribute == "style" { inline.append(InlineStyle.utilities(script: file.string(open..<i))) }
                    continue
                }
                if isLetter(c) || c == UInt8(ascii: ":") {
                    attribute = ""
                    while i < b.count, b[i] != UInt8(ascii: "="), b[i] != UInt8(ascii: " "), b[i] != UInt8(ascii: ">"),
                        b[i] != UInt8(ascii: "\n")
                    {
                        attribute.unicodeScalars.append(Unicode.Scalar(b[i]))
                        i += 1
                    }
                    // Svelte's `class:active={on}`: a class the element has at times.
                    if attribute.hasPrefix("class:"), attribute != "class:list" {
                        switches.append(String(attribute.dropFirst(6)))
                    }
                    continue
                }
                i += 1
            }
            let words = lists.flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) } + switches
            inline.removeAll { $0.isEmpty }
            let by = inline.isEmpty ? "classes" : lists.isEmpty ? "style" : "classes and style"
            lists += inline
            let classes = lists.isEmpty ? nil : TailwindClasses(lists.joined(separator: " "))
            if let classes, !classes.isEmpty {
                // Of several class strings (`cn(base, selected ? "bg-a text-b" : "bg-c text-d")`), one that holds
                // its own text and background is a state of its own: drawn alone, not mixed with the others.
                let lone = lists.count > 1 ? lists.map(TailwindClasses.init).filter(\.drawsOnItsOwn) : []
                if lone.isEmpty {
                    draw(classes, element: name, variant: variant, by: by, at: start)
                } else {
                    let rest = TailwindClasses(
                        lists.filter { !TailwindClasses($0).drawsOnItsOwn }.joined(separator: " "))
                    for var part in lone + [rest] where !part.foregrounds.isEmpty {
                        // Size and weight are the element's, whichever string sets them.
                        part.isLarge = classes.isLarge
                        draw(part, element: name, variant: variant, by: by, at: start)
                    }
                }
            }
            elements.append(
                MarkupElement(
                    name: name, classes: Set(words), tailwind: classes, parent: stack.last?.element ?? -1, offset: start
                ))
            if !selfClosing, !Self.voidElements.contains(name.lowercased()), stack.count < Self.maximumDepth {
                stack.append((name, classes, elements.count - 1, variant))
            }
        }

        /// A `{...}` attribute value: its string literals (the class strings of `cn(...)`), braces balanced.
        mutating func expression(collecting: Bool) -> [String] {
            var depth = 0
            var strings: [String] = []
            while i < b.count {
                let c = b[i]
                if c == UInt8(ascii: "{") { depth += 1 }
                if c == UInt8(ascii: "}") {
                    depth -= 1
                    if depth == 0 {
                        i += 1
                        break
                    }
                }
                if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: "`") {
                    let s = string()
                    if collecting { strings.append(s) }
                    continue
                }
                i += 1
            }
            return strings
        }

        /// `</Name>`: closes it and what was left open inside it.
        mutating func closeTag() {
            i += 2
            var name = ""
            while i < b.count, b[i] != UInt8(ascii: ">") {
                name.unicodeScalars.append(Unicode.Scalar(b[i]))
                i += 1
            }
            i += 1
            guard let at = stack.lastIndex(where: { $0.name == name }) else { return }
            stack.removeSubrange(at...)
        }

        /// A class string outside any element (a `cva` variant): only the pairs it holds itself.
        mutating func loose(_ literal: String, at start: Int) {
            guard literal.contains("bg-"), literal.contains("text-") || literal.contains("fill-") else { return }
            let classes = TailwindClasses(literal)
            guard !classes.backgrounds.isEmpty else { return }
            draw(classes, element: nil, at: start)
        }

        /// The background a component's tag paints for want of its own classes' (`<Button>`: its cva default).
        func surface(_ name: String, variant: String?, style: InterfaceStyle?) -> String? {
            guard ComponentNames.isComponentTag(name) else { return nil }
            return surfaces.background(of: ComponentNames.key(name), variant: variant, style: style)
        }

        mutating func draw(
            _ classes: TailwindClasses, element: String?, variant: String? = nil, by: String = "classes",
            at start: Int
        ) {
            let location = file.location(start)
            // An `<svg>` or an icon component (`<ChevronIcon>`, `<Icons.x>`) draws a graphic: 3:1, not text's 4.5.
            let graphic = element.map { $0 == "svg" || $0.hasSuffix("Icon") || $0.hasPrefix("Icons.") } ?? false
            for fg in classes.foregrounds {
                var kind = fg.kind
                if kind == .text, classes.isLarge { kind = .largeText }
                if graphic { kind = .glyph }
                var detail = element.map { "<\($0)> \(by)" } ?? "class string"
                var background = classes.background(state: fg.state, style: fg.style)
                if background == nil, let element, let own = surface(element, variant: variant, style: fg.style) {
                    background = own
                    detail += ", on the component's \(variant ?? "default") variant"
                }
                if background == nil, element != nil {
                    for open in stack.reversed() {
                        background =
                            open.classes?.background(state: "", style: fg.style)
                            ?? surface(open.name, variant: open.variant, style: fg.style)
                        if background != nil { break }
                    }
                    detail += background == nil ? ", over the page" : ", over its container"
                }
                guard element != nil || background != nil else { continue }
                found.append(
                    SourcePair(
                        foreground: fg.name, background: background ?? SourcePair.page, kind: kind, style: fg.style,
                        site: SourceSite(location, detail)))
            }
            if let element, MarkupScanner.fields.contains(element.lowercased()) {
                drawBoundary(classes, element, location)
            }
        }

        /// A form field's border at rest is its boundary (WCAG 1.4.11: 3:1), judged on what is around the field
        /// (its container's fill, else the page); a field filled apart from its container shows where it is by
        /// its fill, and is not judged here.
        mutating func drawBoundary(_ classes: TailwindClasses, _ element: String, _ location: SourceLocation) {
            for border in classes.borders where border.state.isEmpty {
                let around = stack.reversed().lazy.compactMap { $0.classes?.background(state: "", style: border.style) }
                    .first
                let own = classes.background(state: "", style: border.style).flatMap { $0 == "transparent" ? nil : $0 }
                guard own == nil || around == nil || own == around else { continue }
                let onto = around ?? SourcePair.page
                let over = around == nil ? "over the page" : "over its container"
                found.append(
                    SourcePair(
                        foreground: border.name, background: onto, kind: .glyph, style: border.style,
                        site: SourceSite(location, "<\(element)> border, \(over)")))
            }
        }

        static let classAttributes: Set<String> = ["class", "className", ":class", "class:list", "v-bind:class"]
        /// Vue's bound style, a script object in a string.
        static let boundStyles: Set<String> = [":style", "v-bind:style"]
        static let voidElements: Set<String> = [
            "br", "hr", "img", "input", "meta", "link", "area", "base", "col", "embed", "source", "track", "wbr",
        ]
    }
}
