import Syntax
import ThemeModel

/// What Android layouts resolve through, read from `res/values*/` (styles, themes, colors, dimens),
/// `res/color*/` (selectors) and `res/drawable*/` (shapes of one solid color). A `-night` folder's entries
/// count only for `-night` layouts; a plain folder's win over other qualified ones (`values-v31`, `-land`).
public struct AndroidResources: Sendable {
    /// A `<style>` or theme: its parent (explicit, or implied by a dotted name) and its items.
    struct Style: Sendable {
        var parent: String?
        var items: [String: String]
        var location: SourceLocation
        /// Whether an item named in `items` was written on this style (not inherited): for style pairs.
        func sets(_ names: [String]) -> Bool { names.contains { items[$0] != nil } }
    }

    private(set) var styles = ResourceTable<Style>()
    /// `<color name>` values as written (`#FF000000`, `@color/a`).
    private(set) var colors = ResourceTable<String>()
    /// `res/color/X.xml`: the default (stateless) item's color.
    private(set) var selectors = ResourceTable<String>()
    /// `res/drawable/X.xml` holding a `<shape>` with a `<solid android:color>`.
    private(set) var shapes = ResourceTable<String>()
    private(set) var dimens = ResourceTable<String>()
    /// Views the app's code gives colors while it runs, by id key.
    private(set) var runtime = RuntimeViewColors()
    /// The app's themes by day and by night, once everything is read (`settle`).
    private var themes: [[String]]?

    /// Finds the app's themes once, after every resource is read: each layout resolves `?attr/` through them.
    mutating func settle() {
        themes = nil
        themes = [false, true].map { AndroidResolver(self, night: $0).appThemes() }
    }

    func appThemes(night: Bool) -> [String]? { themes?[night ? 1 : 0] }

    public init() {}

    mutating func read(_ file: SourceText) {
        if RuntimeViewColors.contributes(file.path) {
            runtime.read(file.bytes)
            return
        }
        let folders = file.path.split(separator: "/")
        guard folders.count >= 2, let name = folders.last?.split(separator: ".").first.map(String.init) else {
            return
        }
        let folder = ResourceFolder(String(folders[folders.count - 2]))
        guard let text = try? TextFile(file.bytes, file: file.path), let root = try? XMLParser.parse(text) else {
            return
        }
        switch folder.type {
        case "values": readValues(root, folder)
        case "color": if let c = Self.defaultItem(root) { selectors.set(name, c, folder) }
        case "drawable": if let c = Self.solidColor(root) { shapes.set(name, c, folder) }
        default: break
        }
    }

    private mutating func readValues(_ root: XMLElement, _ folder: ResourceFolder) {
        guard root.name == "resources" else { return }
        for element in root.children {
            guard let name = element.attribute("name")?.value else { continue }
            let value = Self.trimmed(element.text)
            switch element.name {
            case "color": colors.set(name, value, folder)
            case "item" where element.attribute("type")?.value == "color": colors.set(name, value, folder)
            case "dimen": dimens.set(name, value, folder)
            case "style": styles.set(name, Self.style(element, name), folder)
            default: break
            }
        }
    }

    private static func style(_ element: XMLElement, _ name: String) -> Style {
        var items: [String: String] = [:]
        for item in element.children where item.name == "item" {
            if let key = item.attribute("name")?.value { items[key] = trimmed(item.text) }
        }
        var parent: String?
        if let written = element.attribute("parent")?.value {
            // `parent=""` says there is none, whatever the dots in the name imply.
            parent = written.isEmpty ? nil : styleName(written)
        } else if let dot = name.lastIndex(of: ".") {
            parent = String(name[..<dot])
        }
        return Style(parent: parent, items: items, location: element.location)
    }

    /// `@style/X`, `@android:style/X`, `android:X` or `X` → the name styles are filed under.
    static func styleName(_ reference: String) -> String {
        for prefix in ["@style/", "@android:style/", "android:"] where reference.hasPrefix(prefix) {
            return String(reference.dropFirst(prefix.count))
        }
        return reference
    }

    /// A selector's last item with no `state_` attribute and no alpha (an alpha draws another color).
    private static func defaultItem(_ root: XMLElement) -> String? {
        guard root.name == "selector", let last = root.children.last(where: { $0.name == "item" }) else { return nil }
        let stateless = !last.attributes.contains { $0.name.contains(":state_") || $0.name.hasSuffix("alpha") }
        return stateless ? last.attribute("android:color")?.value : nil
    }

    /// A `<shape>` filled with one color and no gradient.
    private static func solidColor(_ root: XMLElement) -> String? {
        guard root.name == "shape", !root.children.contains(where: { $0.name == "gradient" }) else { return nil }
        return root.children.first { $0.name == "solid" }?.attribute("android:color")?.value
    }

    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}

/// A resource folder's name: its type (`values`) and whether it is a `night` folder or plain.
struct ResourceFolder: Sendable {
    var type: String
    var night: Bool
    var plain: Bool

    init(_ name: String) {
        let parts = name.split(separator: "-")
        type = parts.first.map(String.init) ?? ""
        // `values-night-v31`; `notnight` is a qualifier of its own.
        night = parts.dropFirst().contains { ModeWords.namesDark(String($0)) }
        plain = parts.count == 1
    }
}

/// Resources of one kind by name: the day entries (plain folders first) and the night ones.
struct ResourceTable<Value: Sendable>: Sendable {
    private var day: [String: (value: Value, plain: Bool)] = [:]
    private var night: [String: Value] = [:]

    mutating func set(_ name: String, _ value: Value, _ folder: ResourceFolder) {
        if folder.night {
            night[name] = value
        } else if folder.plain || day[name]?.plain != true {
            day[name] = (value, folder.plain)
        }
    }

    func get(_ name: String, night isNight: Bool) -> Value? {
        (isNight ? night[name] : nil) ?? day[name]?.value
    }

    /// Every entry with whether it is a night one, sorted by name so what is built from it is the same each run.
    var all: [(name: String, value: Value, night: Bool)] {
        day.map { ($0.key, $0.value.value, false) }.sorted { $0.name < $1.name }
            + night.map { ($0.key, $0.value, true) }.sorted { $0.name < $1.name }
    }
}
