import ThemeKit

/// iOS 13 Settings: large title, search field, a grouped table on
/// systemGroupedBackground with cells on secondarySystemGroupedBackground,
/// and a tab bar in the chrome material.
enum SettingsScreen {
    struct Row {
        var icon: String, iconColor: String, title: String
        var value: String? = nil
        var toggle: Bool? = nil
    }

    struct Section {
        var header: String? = nil
        var rows: [Row]
        var footer: String? = nil
    }

    static let sections: [Section] = [
        Section(rows: [
            Row(icon: "✈", iconColor: "systemOrange", title: "Airplane Mode", toggle: false),
            Row(icon: "≋", iconColor: "systemBlue", title: "Wi-Fi", value: "Home"),
            Row(icon: "ʙ", iconColor: "systemBlue", title: "Bluetooth", value: "On"),
            Row(icon: "▲", iconColor: "systemGreen", title: "Cellular"),
            Row(icon: "∞", iconColor: "systemGreen", title: "Personal Hotspot", value: "Off"),
        ]),
        Section(rows: [
            Row(icon: "◉", iconColor: "systemRed", title: "Notifications"),
            Row(icon: "♪", iconColor: "systemPink", title: "Sounds & Haptics"),
            Row(icon: "☾", iconColor: "systemIndigo", title: "Do Not Disturb", toggle: true),
            Row(icon: "◔", iconColor: "systemIndigo", title: "Screen Time"),
        ], footer: "Silence calls and alerts while your iPhone is locked."),
        Section(header: "GENERAL", rows: [
            Row(icon: "⚙", iconColor: "systemGray", title: "General"),
            Row(icon: "⊞", iconColor: "systemGray", title: "Control Center"),
            Row(icon: "☀", iconColor: "systemBlue", title: "Display & Brightness", value: "Automatic"),
            Row(icon: "✦", iconColor: "systemTeal", title: "Wallpaper"),
            Row(icon: "▮", iconColor: "systemGreen", title: "Battery", value: "87%"),
            Row(icon: "⚑", iconColor: "systemBlue", title: "Privacy"),
        ]),
    ]

    static func render(_ c: ScreenContext) -> Canvas {
        let w = c.size.width, h = c.size.height
        var canvas = Canvas(size: c.size, background: c.paint("systemGroupedBackground"))
        let tabBarTop = h - 2
        // Navigation bar: Edit on the right, large title below.
        canvas.text("Edit", at: Point(w - 6, 1), c.paint("tint"))
        canvas.text("Settings", at: Point(2, 2), c.paint("label"), .bold)
        // The theme's first image (the app's logo) sits in the header, right of the title.
        var searchWidth = w - 4
        if let logo = c.theme.images.first, let raster = logo.image(for: c.traits.style), raster.width <= w / 3 {
            let x = w - 8 - raster.width
            Widgets.image(logo, at: x, py: 2, in: &canvas, c)
            searchWidth = x - 3
        }
        // Search field.
        let search = Rect(x: 2, y: 3, width: searchWidth, height: 1)
        canvas.fill(search, c.paint("tertiarySystemFill"))
        canvas.text("⌕", at: Point(3, 3), c.paint("secondaryLabel"))
        canvas.text("Search", at: Point(5, 3), c.paint("placeholderText"))

        var y = 5
        let table = Rect(x: 2, y: 0, width: w - 4, height: h)
        for section in sections {
            guard y < tabBarTop else { break }
            if let header = section.header {
                canvas.text(header, at: Point(table.x + 2, y), c.paint("secondaryLabel"), maxWidth: table.width - 2)
                y += 1
            }
            for (i, row) in section.rows.enumerated() {
                guard y < tabBarTop else { break }
                draw(row, y: y, in: table, &canvas, c)
                y += 1
                if i < section.rows.count - 1, y < tabBarTop {
                    // Inset separator: starts at the title, as in UIKit (past the icon).
                    canvas.fill(Rect(x: table.x, y: y, width: table.width, height: 1), c.paint("secondarySystemGroupedBackground"))
                    canvas.repeated("─", at: Point(table.x + 6, y), count: table.width - 6, c.paint("separator"))
                    y += 1
                }
            }
            if let footer = section.footer, y < tabBarTop {
                for line in Widgets.wrap(footer, width: table.width - 4) where y < tabBarTop {
                    canvas.text(line, at: Point(table.x + 2, y), c.paint("secondaryLabel"))
                    y += 1
                }
            }
            y += 1
        }
        drawTabBar(&canvas, c, top: tabBarTop, selected: 2)
        StatusBar.draw(into: &canvas, style: c.statusBarStyle, ownerStyle: c.traits.style)
        return canvas
    }

    static func draw(_ row: Row, y: Int, in table: Rect, _ canvas: inout Canvas, _ c: ScreenContext) {
        canvas.fill(Rect(x: table.x, y: y, width: table.width, height: 1), c.paint("secondarySystemGroupedBackground"))
        Widgets.icon(row.icon, row.iconColor, at: Point(table.x + 2, y), in: &canvas, c)
        var right = table.maxX - 2
        if let on = row.toggle {
            Widgets.toggle(on, at: Point(right - 4, y), in: &canvas, c)
            right -= 6
        } else {
            canvas.text("›", at: Point(right - 1, y), c.paint("tertiaryLabel"), .bold)
            right -= 3
            if let value = row.value {
                let vw = DisplayWidth.of(value)
                canvas.text(value, at: Point(right - vw + 1, y), c.paint("secondaryLabel"))
                right -= vw + 1
            }
        }
        canvas.text(row.title, at: Point(table.x + 6, y), c.paint("label"), maxWidth: max(0, right - table.x - 6))
    }

    /// A tab bar in the chrome material, hairline on top, the selected item in the tint.
    static func drawTabBar(_ canvas: inout Canvas, _ c: ScreenContext, top: Int, selected: Int) {
        Widgets.bottomBar(["◷ Recents", "★ Favorites", "⚙ Settings", "⋯ More"], selected: selected, top: top, tint: c.paint("tint"), &canvas, c)
    }
}
