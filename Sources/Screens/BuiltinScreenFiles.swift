import Formats
import ThemeModel

/// Built-in screens written in the screen-file vocabulary and drawn by
/// `CustomScreen`, like a designer's own: the vocabulary proven on a real
/// screen (the goldens are byte for byte what the Swift version drew).
enum BuiltinScreenFiles {
    static let settingsSource = #"""
        // iOS 13 Settings: large title, search field, an edge-to-edge grouped table on
        // systemGroupedBackground with cells on secondarySystemGroupedBackground,
        // and a tab bar in the chrome material.
        {
          name: "settings-file",
          title: "Settings",
          background: "systemGroupedBackground",
          body: [
            { navigationBar: { title: "Settings", large: true, trailing: "Edit", logo: true } },
            { searchField: { placeholder: "Search" } },
            { list: { style: "grouped", rows: [
              { icon: "✈", iconColor: "systemOrange", title: "Airplane Mode", accessory: "switch", on: false },
              { icon: "≋", iconColor: "systemBlue", title: "Wi-Fi", value: "Home", accessory: "chevron" },
              { icon: "ʙ", iconColor: "systemBlue", title: "Bluetooth", value: "On", accessory: "chevron" },
              { icon: "▲", iconColor: "systemGreen", title: "Cellular", accessory: "chevron" },
              { icon: "∞", iconColor: "systemGreen", title: "Personal Hotspot", value: "Off", accessory: "chevron" },
            ] } },
            { list: { style: "grouped", rows: [
              { icon: "◉", iconColor: "systemRed", title: "Notifications", accessory: "chevron" },
              { icon: "♪", iconColor: "systemPink", title: "Sounds & Haptics", accessory: "chevron" },
              { icon: "☾", iconColor: "systemIndigo", title: "Do Not Disturb", accessory: "switch", on: true },
              { icon: "◔", iconColor: "systemIndigo", title: "Screen Time", accessory: "chevron" },
            ], footer: "Silence calls and alerts while your iPhone is locked." } },
            { list: { style: "grouped", header: "General", rows: [
              { icon: "⚙", iconColor: "systemGray", title: "General", accessory: "chevron" },
              { icon: "⊞", iconColor: "systemGray", title: "Control Center", accessory: "chevron" },
              { icon: "☀", iconColor: "systemBlue", title: "Display & Brightness", value: "Automatic",
                accessory: "chevron" },
              { icon: "✦", iconColor: "systemTeal", title: "Wallpaper", accessory: "chevron" },
              { icon: "▮", iconColor: "systemGreen", title: "Battery", value: "87%", accessory: "chevron" },
              { icon: "⚑", iconColor: "systemBlue", title: "Privacy", accessory: "chevron" },
            ] } },
            { tabBar: { selected: 2, items: [
              { glyph: "◷", title: "Recents" }, { glyph: "★", title: "Favorites" },
              { glyph: "⚙", title: "Settings" }, { glyph: "⋯", title: "More" },
            ] } },
          ],
        }
        """#

    /// Parsed once; a mistake in the text above is a bug the tests catch.
    static let settings: ScreenSpec = {
        do { return try ScreenSpec.parse(settingsSource, path: "builtin:settings") } catch {
            fatalError("the built-in settings screen file: \(error)")
        }
    }()

    /// The labels screen: one column per system background, written once.
    static let labelsSource: String = {
        let columns = ["systemBackground", "secondarySystemBackground", "tertiarySystemBackground"].map(labelsColumn)
            .joined()
        return """
            // The label hierarchy, link, placeholder text in a text field, and the two
            // separators, on systemBackground, secondarySystemBackground and
            // tertiarySystemBackground side by side.
            {
              name: "labels-file",
              title: "Labels",
              body: [
                { spacer: 1 },
                { text: { text: "Labels", style: "headline", wrap: false } },
                { spacer: 1 },
                { columns: { items: [
            \(columns)
                ] } },
              ],
            }
            """
    }()

    static func labelsColumn(_ background: String) -> String {
        #"""
        { vstack: { background: "\#(background)", items: [
          { spacer: 1 },
          { text: { text: "\#(background)", color: "secondaryLabel", italic: true, wrap: false } }, { spacer: 1 },
          { text: { text: "label", color: "label", weight: "bold", wrap: false } }, { spacer: 1 },
          { text: { text: "secondaryLabel", color: "secondaryLabel", wrap: false } }, { spacer: 1 },
          { text: { text: "tertiaryLabel", color: "tertiaryLabel", wrap: false } }, { spacer: 1 },
          { text: { text: "quaternaryLabel", color: "quaternaryLabel", wrap: false } }, { spacer: 1 },
          { text: { text: "link", color: "link", underline: true, wrap: false } }, { spacer: 1 },
          { textField: { placeholder: "placeholderText" } },
          { vstack: { items: [
            { text: { text: "separator", color: "secondaryLabel", wrap: false } },
            { hstack: { spacing: 1, lastFills: true, items: [
              { divider: { color: "separator" } }, { divider: { color: "opaqueSeparator" } } ] } },
            { hstack: { spacing: 1, lastFills: true, items: [
              { text: { text: "translucent", color: "tertiaryLabel", wrap: false } },
              { text: { text: "opaqueSeparator", color: "secondaryLabel", wrap: false } } ] } },
          ] } },
          { spacer: 1 },
          { vstack: { items: [
            { hstack: { spacing: 1, items: [
              { swatch: { color: "systemFill" } }, { swatch: { color: "secondarySystemFill" } },
              { swatch: { color: "tertiarySystemFill" } }, { swatch: { color: "quaternarySystemFill" } } ] } },
            { text: { text: "fills", color: "tertiaryLabel", wrap: false } },
          ] } },
        ] } },
        """#
    }

    static let labels: ScreenSpec = {
        do { return try ScreenSpec.parse(labelsSource, path: "builtin:labels") } catch {
            fatalError("the built-in labels screen file: \(error)")
        }
    }()
}
