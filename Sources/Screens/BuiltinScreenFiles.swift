import ThemeKit

/// Built-in screens written in the screen-file vocabulary and drawn by
/// `CustomScreen`, like a designer's own: the vocabulary proven on a real
/// screen (the goldens are byte for byte what the Swift version drew).
enum BuiltinScreenFiles {
    static let settingsSource = #"""
    // iOS 13 Settings: large title, search field, a grouped table on
    // systemGroupedBackground with cells on secondarySystemGroupedBackground,
    // and a tab bar in the chrome material.
    {
      name: "settings-file",
      title: "Settings",
      background: "systemGroupedBackground",
      body: [
        { navigationBar: { title: "Settings", large: true, trailing: "Edit", logo: true } },
        { searchField: { placeholder: "Search" } },
        { list: { rows: [
          { icon: "✈", iconColor: "systemOrange", title: "Airplane Mode", accessory: "switch", on: false },
          { icon: "≋", iconColor: "systemBlue", title: "Wi-Fi", value: "Home", accessory: "chevron" },
          { icon: "ʙ", iconColor: "systemBlue", title: "Bluetooth", value: "On", accessory: "chevron" },
          { icon: "▲", iconColor: "systemGreen", title: "Cellular", accessory: "chevron" },
          { icon: "∞", iconColor: "systemGreen", title: "Personal Hotspot", value: "Off", accessory: "chevron" },
        ] } },
        { list: { rows: [
          { icon: "◉", iconColor: "systemRed", title: "Notifications", accessory: "chevron" },
          { icon: "♪", iconColor: "systemPink", title: "Sounds & Haptics", accessory: "chevron" },
          { icon: "☾", iconColor: "systemIndigo", title: "Do Not Disturb", accessory: "switch", on: true },
          { icon: "◔", iconColor: "systemIndigo", title: "Screen Time", accessory: "chevron" },
        ], footer: "Silence calls and alerts while your iPhone is locked." } },
        { list: { header: "General", rows: [
          { icon: "⚙", iconColor: "systemGray", title: "General", accessory: "chevron" },
          { icon: "⊞", iconColor: "systemGray", title: "Control Center", accessory: "chevron" },
          { icon: "☀", iconColor: "systemBlue", title: "Display & Brightness", value: "Automatic", accessory: "chevron" },
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
        do { return try ScreenSpec.parse(settingsSource, path: "builtin:settings") }
        catch { fatalError("the built-in settings screen file: \(error)") }
    }()
}
