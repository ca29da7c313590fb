import Pairs
import Syntax

/// One element of a storyboard with the colors it draws: its own `<color>` children, a button's normal
/// `<state>` and `<buttonConfiguration>`, and an AppKit control's `<…Cell key="cell">`.
struct InterfaceBuilderView {
    typealias Paint = InterfaceBuilderScanner.Paint

    let element: XMLElement
    private(set) var background: Paint?
    private(set) var foregrounds: [(Paint, DrawnPair.Kind)] = []

    /// Children that describe their element rather than nest in it: read with it, never walked as views.
    static func isPart(_ child: XMLElement) -> Bool {
        child.name == "color" || child.name == "state" || child.name == "buttonConfiguration" || isCell(child)
    }

    private static func isCell(_ child: XMLElement) -> Bool {
        child.name.hasSuffix("Cell") && child.attribute("key")?.value == "cell"
    }

    init(_ element: XMLElement) {
        self.element = element
        var text: Paint?
        var title: Paint?
        var tint: Paint?
        var font = element.children.first { $0.name == "fontDescription" || $0.name == "font" }
        for child in element.children {
            switch child.name {
            case "color": Self.read(child, text: &text, background: &background, tint: &tint)
            case "state" where child.attribute("key")?.value == "normal":
                title = Self.color(child, "titleColor") ?? title
            case "buttonConfiguration":
                title = Self.color(child, "baseForegroundColor") ?? title
                background = Self.color(child, "baseBackgroundColor") ?? background
            case _ where Self.isCell(child):
                // An AppKit cell: its background is drawn only when it says so.
                text = Self.color(child, "textColor") ?? text
                if child.attribute("drawsBackground")?.value == "YES" {
                    background = Self.color(child, "backgroundColor") ?? background
                }
                font = child.children.first { $0.name == "font" } ?? font
            default: break
            }
        }
        let kind: DrawnPair.Kind = font.map(Self.isLarge) == true ? .largeText : .text
        if let text { foregrounds.append((text, kind)) }
        if let title { foregrounds.append((title, kind)) }
        guard let tint else { return }
        if element.name == "imageView" || (element.name == "button" && hasImage) {
            foregrounds.append((tint, .glyph))
        } else if element.name == "button" && title == nil {
            // A system button draws its title in its tint.
            foregrounds.append((tint, kind))
        }
    }

    private static func read(_ color: XMLElement, text: inout Paint?, background: inout Paint?, tint: inout Paint?) {
        switch color.attribute("key")?.value {
        case "textColor": text = InterfaceBuilderScanner.paint(color)
        case "backgroundColor": background = InterfaceBuilderScanner.paint(color)
        case "tintColor": tint = InterfaceBuilderScanner.paint(color)
        default: break
        }
    }

    private static func color(_ part: XMLElement, _ key: String) -> Paint? {
        part.children.first { $0.name == "color" && $0.attribute("key")?.value == key }
            .map(InterfaceBuilderScanner.paint)
    }

    /// A button showing a picture: `image=` on it, its normal state or its configuration.
    private var hasImage: Bool {
        element.attribute("image") != nil
            || element.children.contains {
                ($0.name == "state" || $0.name == "buttonConfiguration") && $0.attribute("image") != nil
            }
    }

    /// WCAG's large text: 18 pt, or 14 pt bold; text styles by their sizes (Title 3 is 20 pt, Headline 17 pt
    /// semibold).
    static func isLarge(_ font: XMLElement) -> Bool {
        if let style = font.attribute("style")?.value {
            return ["Headline", "Title0", "Title1", "Title2", "Title3"].contains { style == "UICTFontTextStyle" + $0 }
        }
        guard let size = (font.attribute("pointSize") ?? font.attribute("size")).flatMap({ Double($0.value) }) else {
            return false
        }
        let weight =
            (font.attribute("weight")?.value ?? "") + (font.attribute("type")?.value ?? "")
            + (font.attribute("name")?.value ?? "")
        let bold = ["semibold", "bold", "heavy", "black"].contains { weight.lowercased().contains($0) }
        return size >= 18 || (bold && size >= 14)
    }

    /// `label 7m8-XN-4fw “Welcome”`: the element, its id, and its text or Xcode label when short.
    var detail: String {
        let id = element.attribute("id").map { " \($0.value)" } ?? ""
        let words =
            element.attribute("userLabel") ?? element.attribute("text") ?? element.attribute("title")
            ?? element.children.first { $0.name == "state" && $0.attribute("key")?.value == "normal" }?
            .attribute("title")
        guard let words = words?.value, !words.isEmpty, words.unicodeScalars.count <= 32,
            !words.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else { return element.name + id }
        return "\(element.name)\(id) “\(words)”"
    }
}
