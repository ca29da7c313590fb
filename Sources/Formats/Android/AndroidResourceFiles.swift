import ColorScience
import Platform
import Syntax
import ThemeModel

/// What an Android resource file holds for dusk, read from its `<resources>` element: colors, colors set in
/// styles, and the color-like values dusk does not read (counted, so none is lost without a word).
struct AndroidResourceFile {
    /// One value as written: the name it is known by, the text inside the element, and where both are.
    struct Definition {
        var name: String
        var value: String
        var location: SourceLocation
        var nameLocation: SourceLocation
    }

    /// A `<style>`: its name, its `parent` attribute as written (nil when it has none: the name's dotted prefix is
    /// its parent) and its items that hold a color, each named by its attribute (`colorPrimary`).
    struct Style {
        var name: String
        var parent: String?
        var location: SourceLocation
        var items: [Definition] = []
    }

    var path: String
    /// `<color name>` and `<item name type="color">`, in file order.
    var colors: [Definition] = []
    /// `<style>`s, in file order.
    var styles: [Style] = []
    /// `<style name="S"><item name="I">` holding a color, named `S/I`.
    var styleItems: [Definition] {
        styles.flatMap { style in style.items.map { Self.styleItem($0, of: style.name) } }
    }
    /// `<drawable>#FFF</drawable>`: a color drawable, not a color resource.
    var colorDrawables: [Definition] = []
    /// Colors inside `<array>` and `<integer-array>`: unnamed.
    var arrayColors: [Definition] = []
    /// How many `<string>`, `<dimen>`, ... the file has: named when a file has no colors at all.
    var otherResources = 0

    var definitions: [Definition] { colors + styleItems }

    /// The value of a style item, a drawable or an array item is read as a color when it is written as one.
    static func looksLikeColor(_ value: String) -> Bool {
        value.hasPrefix("#") || value.hasPrefix("@color/") || value.hasPrefix("@android:color/")
    }

    /// The resources of `root`, which must be `<resources>`; elements that hold no color are passed over.
    init(_ root: XMLElement, path: String, diagnostics: inout [Diagnostic]) throws(ThemeError) {
        self.path = path
        guard root.name == "resources" else {
            let what =
                root.name == "selector"
                ? "`<selector>` is a color state list (res/color/*.xml), which dusk does not read"
                : "the root element is `<\(SafeText.excerpt(root.name))>`"
            throw .invalid([
                Diagnostic(
                    at: root.location,
                    what + "; dusk reads Android resource files (res/values/*.xml): <resources> with <color> elements")
            ])
        }
        for element in root.children {
            switch element.name {
            case "color":
                if let d = Self.definition(element, diagnostics: &diagnostics) { colors.append(d) }
            case "item" where element.attribute("type")?.value == "color":
                if let d = Self.definition(element, diagnostics: &diagnostics) { colors.append(d) }
            case "style":
                var style = Style(
                    name: element.attribute("name")?.value ?? "", parent: element.attribute("parent")?.value,
                    location: element.location)
                for item in element.children where item.name == "item" {
                    guard let d = Self.definition(item, diagnostics: &diagnostics), Self.looksLikeColor(d.value) else {
                        continue
                    }
                    style.items.append(d)
                }
                styles.append(style)
            case "drawable":
                let value = element.text.trimmingSpaces
                if value.hasPrefix("#") {
                    let name = element.attribute("name")?.value ?? "drawable"
                    colorDrawables.append(
                        Definition(
                            name: name, value: value, location: element.textLocation,
                            nameLocation: element.location))
                }
                otherResources += 1
            case "array", "integer-array":
                let name = element.attribute("name")?.value ?? "array"
                for (index, item) in element.children.enumerated() where item.name == "item" {
                    let value = item.text.trimmingSpaces
                    if Self.looksLikeColor(value) {
                        arrayColors.append(
                            Definition(
                                name: "\(name)[\(index)]", value: value,
                                location: item.textLocation, nameLocation: item.location))
                    }
                }
                otherResources += 1
            default:
                otherResources += 1
            }
        }
    }

    /// A style's item as a color: `Theme.App/colorPrimary`.
    static func styleItem(_ item: Definition, of style: String) -> Definition {
        Definition(
            name: style + "/" + item.name, value: item.value, location: item.location, nameLocation: item.nameLocation)
    }

    /// A `name` and its text; an element without a name is an error (Android's build refuses it too).
    static func definition(_ element: XMLElement, diagnostics: inout [Diagnostic]) -> Definition? {
        guard let name = element.attribute("name") else {
            diagnostics.append(Diagnostic(at: element.location, "`<\(element.name)>` has no `name`"))
            return nil
        }
        return Definition(
            name: name.value, value: element.text.trimmingSpaces, location: element.textLocation,
            nameLocation: name.location)
    }

    /// The file at `path` read and parsed; nil (and a note) for a sibling that cannot be, since it is not the
    /// file the designer opened.
    static func sibling(_ path: String, _ files: any FileAccess, notes: inout [Diagnostic]) -> AndroidResourceFile? {
        do throws(ThemeError) {
            let bytes = try FileReader.read(path, from: files, label: "resource file")
            // Most of a values folder is strings and dimensions: only files that mention colors or styles (an app
            // theme's parent may sit in a file of its own) are parsed.
            guard bytes.containsASCII("color") || bytes.containsASCII("<style") else { return nil }
            let root = try XMLParser.parse(try TextFile(bytes, file: path))
            var ignored: [Diagnostic] = []
            return try AndroidResourceFile(root, path: path, diagnostics: &ignored)
        } catch {
            let why = error.diagnostics.first.map { SafeText.sanitized($0.message) } ?? "unreadable"
            notes.append(Diagnostic(file: path, "not read beside the file opened: \(why)"))
            return nil
        }
    }
}

extension [UInt8] {
    /// Whether the bytes hold `word` (lowercase ASCII), in any case, without decoding them.
    func containsASCII(_ word: String) -> Bool {
        let needle = Array(word.utf8)
        guard count >= needle.count else { return false }
        var i = 0
        while i + needle.count <= count {
            var k = 0
            while k < needle.count,
                (self[i + k] >= 65 && self[i + k] <= 90 ? self[i + k] + 32 : self[i + k]) == needle[k]
            {
                k += 1
            }
            if k == needle.count { return true }
            i += 1
        }
        return false
    }
}
