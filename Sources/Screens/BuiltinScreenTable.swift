// swift-format-ignore-file
// Written by `scripts/record-goldens.sh` from Sources/Screens/BuiltinScreens: do not edit.
import ThemeModel

/// The built-in screens written in the screen-file vocabulary and drawn by `CustomScreen`, like a designer's
/// own, decoded at build time.
enum BuiltinScreenFiles {
    static let settings: ScreenSpec = ScreenSpec(
        name: "settings-file",
        title: "Settings",
        background: "systemGroupedBackground",
        blocks: [
            ScreenBlock.navigationBar(
                title: "Settings",
                large: true,
                leading: nil,
                trailing: "Edit",
                color: nil,
                logo: true
            ),
            ScreenBlock.searchField(placeholder: "Search"),
            ScreenBlock.list(
                style: ScreenBlock.ListStyle.grouped,
                header: nil,
                footer: nil,
                rows: [
                    ListRow(
                        title: "Airplane Mode",
                        subtitle: nil,
                        value: nil,
                        icon: ListRow.Icon(
                            glyph: "✈",
                            color: ColorRef(
                                name: "systemOrange",
                                location: SourceLocation(file: "builtin:settings", line: 12, column: 31)
                            )
                        ),
                        accessory: ListRow.Accessory.switch,
                        on: false,
                        badge: nil,
                        color: nil
                    ),
                    ListRow(
                        title: "Wi-Fi",
                        subtitle: nil,
                        value: "Home",
                        icon: ListRow.Icon(
                            glyph: "≋",
                            color: ColorRef(
                                name: "systemBlue",
                                location: SourceLocation(file: "builtin:settings", line: 13, column: 31)
                            )
                        ),
                        accessory: ListRow.Accessory.chevron,
                        on: true,
                        badge: nil,
                        color: nil
                    ),
                    ListRow(
                        title: "Bluetooth",
                        subtitle: nil,
                        value: "On",
                        icon: ListRow.Icon(
                            glyph: "ʙ",
                            color: ColorRef(
                                name: "systemBlue",
                                location: SourceLocation(file: "builtin:settings", line: 14, column: 31)
                            )
                        ),
                        accessory: ListRow.Accessory.chevron,
                        on: true,
                        badge: nil,
                        color: nil
                    ),
                    ListRow(
                        title: "Cellular",
                        subtitle: nil,
                        value: nil,
                        icon: ListRow.Icon(
                            glyph: "▲",
                            color: ColorRef(
                                name: "systemGreen",
                                location: SourceLocation(file: "builtin:settings", line: 15, column: 31)
                            )
                        ),
                        accessory: ListRow.Accessory.chevron,
                        on: true,
                        badge: nil,
                        color: nil
                    ),
                    ListRow(
                        title: "Personal Hotspot",
                        subtitle: nil,
                        value: "Off",
                        icon: ListRow.Icon(
                            glyph: "∞",
                            color: ColorRef(
                                name: "systemGreen",
                                location: SourceLocation(file: "builtin:settings", line: 16, column: 31)
                            )
                        ),
                        accessory: ListRow.Accessory.chevron,
                        on: true,
                        badge: nil,
                        color: nil
                    ),
                ]
            ),
            ScreenBlock.list(
                style: ScreenBlock.ListStyle.grouped,
                header: nil,
                footer: "Silence calls and alerts while your iPhone is locked.",
                rows: [
                    ListRow(
                        title: "Notifications",
                        subtitle: nil,
                        value: nil,
                        icon: ListRow.Icon(
                            glyph: "◉",
                            color: ColorRef(
                                name: "systemRed",
                                location: SourceLocation(file: "builtin:settings", line: 19, column: 31)
                            )
                        ),
                        accessory: ListRow.Accessory.chevron,
                        on: true,
                        badge: nil,
                        color: nil
                    ),
                    ListRow(
                        title: "Sounds & Haptics",
                        subtitle: nil,
                        value: nil,
                        icon: ListRow.Icon(
                            glyph: "♪",
                            color: ColorRef(
                                name: "systemPink",
                                location: SourceLocation(file: "builtin:settings", line: 20, column: 31)
                            )
                        ),
                        accessory: ListRow.Accessory.chevron,
                        on: true,
                        badge: nil,
                        color: nil
                    ),
                    ListRow(
                        title: "Do Not Disturb",
                        subtitle: nil,
                        value: nil,
                        icon: ListRow.Icon(
                            glyph: "☾",
                            color: ColorRef(
                                name: "systemIndigo",
                                location: SourceLocation(file: "builtin:settings", line: 21, column: 31)
                            )
                        ),
                        accessory: ListRow.Accessory.switch,
                        on: true,
                        badge: nil,
                        color: nil
                    ),
                    ListRow(
                        title: "Screen Time",
                        subtitle: nil,
                        value: nil,
                        icon: ListRow.Icon(
                            glyph: "◔",
                            color: ColorRef(
                                name: "systemIndigo",
                                location: SourceLocation(file: "builtin:settings", line: 22, column: 31)
                            )
                        ),
                        accessory: ListRow.Accessory.chevron,
                        on: true,
                        badge: nil,
                        color: nil
                    ),
                ]
            ),
            ScreenBlock.list(
                style: ScreenBlock.ListStyle.grouped,
                header: "General",
                footer: nil,
                rows: [
                    ListRow(
                        title: "General",
                        subtitle: nil,
                        value: nil,
                        icon: ListRow.Icon(
                            glyph: "⚙",
                            color: ColorRef(
                                name: "systemGray",
                                location: SourceLocation(file: "builtin:settings", line: 25, column: 31)
                            )
                        ),
                        accessory: ListRow.Accessory.chevron,
                        on: true,
                        badge: nil,
                        color: nil
                    ),
                    ListRow(
                        title: "Control Center",
                        subtitle: nil,
                        value: nil,
                        icon: ListRow.Icon(
                            glyph: "⊞",
                            color: ColorRef(
                                name: "systemGray",
                                location: SourceLocation(file: "builtin:settings", line: 26, column: 31)
                            )
                        ),
                        accessory: ListRow.Accessory.chevron,
                        on: true,
                        badge: nil,
                        color: nil
                    ),
                    ListRow(
                        title: "Display & Brightness",
                        subtitle: nil,
                        value: "Automatic",
                        icon: ListRow.Icon(
                            glyph: "☀",
                            color: ColorRef(
                                name: "systemBlue",
                                location: SourceLocation(file: "builtin:settings", line: 27, column: 31)
                            )
                        ),
                        accessory: ListRow.Accessory.chevron,
                        on: true,
                        badge: nil,
                        color: nil
                    ),
                    ListRow(
                        title: "Wallpaper",
                        subtitle: nil,
                        value: nil,
                        icon: ListRow.Icon(
                            glyph: "✦",
                            color: ColorRef(
                                name: "systemTeal",
                                location: SourceLocation(file: "builtin:settings", line: 29, column: 31)
                            )
                        ),
                        accessory: ListRow.Accessory.chevron,
                        on: true,
                        badge: nil,
                        color: nil
                    ),
                    ListRow(
                        title: "Battery",
                        subtitle: nil,
                        value: "87%",
                        icon: ListRow.Icon(
                            glyph: "▮",
                            color: ColorRef(
                                name: "systemGreen",
                                location: SourceLocation(file: "builtin:settings", line: 30, column: 31)
                            )
                        ),
                        accessory: ListRow.Accessory.chevron,
                        on: true,
                        badge: nil,
                        color: nil
                    ),
                    ListRow(
                        title: "Privacy",
                        subtitle: nil,
                        value: nil,
                        icon: ListRow.Icon(
                            glyph: "⚑",
                            color: ColorRef(
                                name: "systemBlue",
                                location: SourceLocation(file: "builtin:settings", line: 31, column: 31)
                            )
                        ),
                        accessory: ListRow.Accessory.chevron,
                        on: true,
                        badge: nil,
                        color: nil
                    ),
                ]
            ),
            ScreenBlock.tabBar(
                items: [
                    ScreenBlock.Tab(glyph: "◷", title: "Recents"),
                    ScreenBlock.Tab(glyph: "★", title: "Favorites"),
                    ScreenBlock.Tab(glyph: "⚙", title: "Settings"),
                    ScreenBlock.Tab(glyph: "⋯", title: "More"),
                ],
                selected: 2
            ),
        ],
        path: "builtin:settings"
    )

    static let labels: ScreenSpec = ScreenSpec(
        name: "labels-file",
        title: "Labels",
        background: "systemBackground",
        blocks: [
            ScreenBlock.spacer(rows: 1),
            ScreenBlock.text(
                "Labels",
                style: TextStyle.headline,
                color: nil,
                attributes: TextAttributes(bold: true, italic: false, underline: false, centered: false, wraps: false)
            ),
            ScreenBlock.spacer(rows: 1),
            ScreenBlock.columns(
                items: [
                    ScreenBlock.vstack(
                        padding: 0,
                        spacing: 0,
                        background: ColorRef(
                            name: "systemBackground",
                            location: SourceLocation(file: "builtin:labels", line: 12, column: 31)
                        ),
                        items: [
                            ScreenBlock.spacer(rows: 1),
                            ScreenBlock.text(
                                "systemBackground",
                                style: TextStyle.body,
                                color: ColorRef(
                                    name: "secondaryLabel",
                                    location: SourceLocation(file: "builtin:labels", line: 14, column: 52)
                                ),
                                attributes: TextAttributes(
                                    bold: false,
                                    italic: true,
                                    underline: false,
                                    centered: false,
                                    wraps: false
                                )
                            ),
                            ScreenBlock.spacer(rows: 1),
                            ScreenBlock.text(
                                "label",
                                style: TextStyle.body,
                                color: ColorRef(
                                    name: "label",
                                    location: SourceLocation(file: "builtin:labels", line: 15, column: 41)
                                ),
                                attributes: TextAttributes(
                                    bold: true,
                                    italic: false,
                                    underline: false,
                                    centered: false,
                                    wraps: false
                                )
                            ),
                            ScreenBlock.spacer(rows: 1),
                            ScreenBlock.text(
                                "secondaryLabel",
                                style: TextStyle.body,
                                color: ColorRef(
                                    name: "secondaryLabel",
                                    location: SourceLocation(file: "builtin:labels", line: 16, column: 50)
                                ),
                                attributes: TextAttributes(
                                    bold: false,
                                    italic: false,
                                    underline: false,
                                    centered: false,
                                    wraps: false
                                )
                            ),
                            ScreenBlock.spacer(rows: 1),
                            ScreenBlock.text(
                                "tertiaryLabel",
                                style: TextStyle.body,
                                color: ColorRef(
                                    name: "tertiaryLabel",
                                    location: SourceLocation(file: "builtin:labels", line: 17, column: 49)
                                ),
                                attributes: TextAttributes(
                                    bold: false,
                                    italic: false,
                                    underline: false,
                                    centered: false,
                                    wraps: false
                                )
                            ),
                            ScreenBlock.spacer(rows: 1),
                            ScreenBlock.text(
                                "quaternaryLabel",
                                style: TextStyle.body,
                                color: ColorRef(
                                    name: "quaternaryLabel",
                                    location: SourceLocation(file: "builtin:labels", line: 18, column: 51)
                                ),
                                attributes: TextAttributes(
                                    bold: false,
                                    italic: false,
                                    underline: false,
                                    centered: false,
                                    wraps: false
                                )
                            ),
                            ScreenBlock.spacer(rows: 1),
                            ScreenBlock.text(
                                "link",
                                style: TextStyle.body,
                                color: ColorRef(
                                    name: "link",
                                    location: SourceLocation(file: "builtin:labels", line: 19, column: 40)
                                ),
                                attributes: TextAttributes(
                                    bold: false,
                                    italic: false,
                                    underline: true,
                                    centered: false,
                                    wraps: false
                                )
                            ),
                            ScreenBlock.spacer(rows: 1),
                            ScreenBlock.textField(placeholder: "placeholderText"),
                            ScreenBlock.vstack(
                                padding: 0,
                                spacing: 0,
                                background: nil,
                                items: [
                                    ScreenBlock.text(
                                        "separator",
                                        style: TextStyle.body,
                                        color: ColorRef(
                                            name: "secondaryLabel",
                                            location: SourceLocation(file: "builtin:labels", line: 22, column: 47)
                                        ),
                                        attributes: TextAttributes(
                                            bold: false,
                                            italic: false,
                                            underline: false,
                                            centered: false,
                                            wraps: false
                                        )
                                    ),
                                    ScreenBlock.hstack(
                                        spacing: 1,
                                        lastFills: true,
                                        items: [
                                            ScreenBlock.divider(
                                                color: ColorRef(
                                                    name: "separator",
                                                    location: SourceLocation(file: "builtin:labels", line: 24, column: 33)
                                                )
                                            ),
                                            ScreenBlock.divider(
                                                color: ColorRef(
                                                    name: "opaqueSeparator",
                                                    location: SourceLocation(file: "builtin:labels", line: 24, column: 70)
                                                )
                                            ),
                                        ]
                                    ),
                                    ScreenBlock.hstack(
                                        spacing: 1,
                                        lastFills: true,
                                        items: [
                                            ScreenBlock.text(
                                                "translucent",
                                                style: TextStyle.body,
                                                color: ColorRef(
                                                    name: "tertiaryLabel",
                                                    location: SourceLocation(file: "builtin:labels", line: 26, column: 51)
                                                ),
                                                attributes: TextAttributes(
                                                    bold: false,
                                                    italic: false,
                                                    underline: false,
                                                    centered: false,
                                                    wraps: false
                                                )
                                            ),
                                            ScreenBlock.text(
                                                "opaqueSeparator",
                                                style: TextStyle.body,
                                                color: ColorRef(
                                                    name: "secondaryLabel",
                                                    location: SourceLocation(file: "builtin:labels", line: 27, column: 55)
                                                ),
                                                attributes: TextAttributes(
                                                    bold: false,
                                                    italic: false,
                                                    underline: false,
                                                    centered: false,
                                                    wraps: false
                                                )
                                            ),
                                        ]
                                    ),
                                ]
                            ),
                            ScreenBlock.spacer(rows: 1),
                            ScreenBlock.vstack(
                                padding: 0,
                                spacing: 0,
                                background: nil,
                                items: [
                                    ScreenBlock.hstack(
                                        spacing: 1,
                                        lastFills: false,
                                        items: [
                                            ScreenBlock.swatch(
                                                color: ColorRef(
                                                    name: "systemFill",
                                                    location: SourceLocation(file: "builtin:labels", line: 32, column: 32)
                                                )
                                            ),
                                            ScreenBlock.swatch(
                                                color: ColorRef(
                                                    name: "secondarySystemFill",
                                                    location: SourceLocation(file: "builtin:labels", line: 32, column: 69)
                                                )
                                            ),
                                            ScreenBlock.swatch(
                                                color: ColorRef(
                                                    name: "tertiarySystemFill",
                                                    location: SourceLocation(file: "builtin:labels", line: 33, column: 32)
                                                )
                                            ),
                                            ScreenBlock.swatch(
                                                color: ColorRef(
                                                    name: "quaternarySystemFill",
                                                    location: SourceLocation(file: "builtin:labels", line: 33, column: 77)
                                                )
                                            ),
                                        ]
                                    ),
                                    ScreenBlock.text(
                                        "fills",
                                        style: TextStyle.body,
                                        color: ColorRef(
                                            name: "tertiaryLabel",
                                            location: SourceLocation(file: "builtin:labels", line: 34, column: 43)
                                        ),
                                        attributes: TextAttributes(
                                            bold: false,
                                            italic: false,
                                            underline: false,
                                            centered: false,
                                            wraps: false
                                        )
                                    ),
                                ]
                            ),
                        ]
                    ),
                    ScreenBlock.vstack(
                        padding: 0,
                        spacing: 0,
                        background: ColorRef(
                            name: "secondarySystemBackground",
                            location: SourceLocation(file: "builtin:labels", line: 37, column: 31)
                        ),
                        items: [
                            ScreenBlock.spacer(rows: 1),
                            ScreenBlock.text(
                                "secondarySystemBackground",
                                style: TextStyle.body,
                                color: ColorRef(
                                    name: "secondaryLabel",
                                    location: SourceLocation(file: "builtin:labels", line: 39, column: 61)
                                ),
                                attributes: TextAttributes(
                                    bold: false,
                                    italic: true,
                                    underline: false,
                                    centered: false,
                                    wraps: false
                                )
                            ),
                            ScreenBlock.spacer(rows: 1),
                            ScreenBlock.text(
                                "label",
                                style: TextStyle.body,
                                color: ColorRef(
                                    name: "label",
                                    location: SourceLocation(file: "builtin:labels", line: 40, column: 41)
                                ),
                                attributes: TextAttributes(
                                    bold: true,
                                    italic: false,
                                    underline: false,
                                    centered: false,
                                    wraps: false
                                )
                            ),
                            ScreenBlock.spacer(rows: 1),
                            ScreenBlock.text(
                                "secondaryLabel",
                                style: TextStyle.body,
                                color: ColorRef(
                                    name: "secondaryLabel",
                                    location: SourceLocation(file: "builtin:labels", line: 41, column: 50)
                                ),
                                attributes: TextAttributes(
                                    bold: false,
                                    italic: false,
                                    underline: false,
                                    centered: false,
                                    wraps: false
                                )
                            ),
                            ScreenBlock.spacer(rows: 1),
                            ScreenBlock.text(
                                "tertiaryLabel",
                                style: TextStyle.body,
                                color: ColorRef(
                                    name: "tertiaryLabel",
                                    location: SourceLocation(file: "builtin:labels", line: 42, column: 49)
                                ),
                                attributes: TextAttributes(
                                    bold: false,
                                    italic: false,
                                    underline: false,
                                    centered: false,
                                    wraps: false
                                )
                            ),
                            ScreenBlock.spacer(rows: 1),
                            ScreenBlock.text(
                                "quaternaryLabel",
                                style: TextStyle.body,
                                color: ColorRef(
                                    name: "quaternaryLabel",
                                    location: SourceLocation(file: "builtin:labels", line: 43, column: 51)
                                ),
                                attributes: TextAttributes(
                                    bold: false,
                                    italic: false,
                                    underline: false,
                                    centered: false,
                                    wraps: false
                                )
                            ),
                            ScreenBlock.spacer(rows: 1),
                            ScreenBlock.text(
                                "link",
                                style: TextStyle.body,
                                color: ColorRef(
                                    name: "link",
                                    location: SourceLocation(file: "builtin:labels", line: 44, column: 40)
                                ),
                                attributes: TextAttributes(
                                    bold: false,
                                    italic: false,
                                    underline: true,
                                    centered: false,
                                    wraps: false
                                )
                            ),
                            ScreenBlock.spacer(rows: 1),
                            ScreenBlock.textField(placeholder: "placeholderText"),
                            ScreenBlock.vstack(
                                padding: 0,
                                spacing: 0,
                                background: nil,
                                items: [
                                    ScreenBlock.text(
                                        "separator",
                                        style: TextStyle.body,
                                        color: ColorRef(
                                            name: "secondaryLabel",
                                            location: SourceLocation(file: "builtin:labels", line: 47, column: 47)
                                        ),
                                        attributes: TextAttributes(
                                            bold: false,
                                            italic: false,
                                            underline: false,
                                            centered: false,
                                            wraps: false
                                        )
                                    ),
                                    ScreenBlock.hstack(
                                        spacing: 1,
                                        lastFills: true,
                                        items: [
                                            ScreenBlock.divider(
                                                color: ColorRef(
                                                    name: "separator",
                                                    location: SourceLocation(file: "builtin:labels", line: 49, column: 33)
                                                )
                                            ),
                                            ScreenBlock.divider(
                                                color: ColorRef(
                                                    name: "opaqueSeparator",
                                                    location: SourceLocation(file: "builtin:labels", line: 49, column: 70)
                                                )
                                            ),
                                        ]
                                    ),
                                    ScreenBlock.hstack(
                                        spacing: 1,
                                        lastFills: true,
                                        items: [
                                            ScreenBlock.text(
                                                "translucent",
                                                style: TextStyle.body,
                                                color: ColorRef(
                                                    name: "tertiaryLabel",
                                                    location: SourceLocation(file: "builtin:labels", line: 51, column: 51)
                                                ),
                                                attributes: TextAttributes(
                                                    bold: false,
                                                    italic: false,
                                                    underline: false,
                                                    centered: false,
                                                    wraps: false
                                                )
                                            ),
                                            ScreenBlock.text(
                                                "opaqueSeparator",
                                                style: TextStyle.body,
                                                color: ColorRef(
                                                    name: "secondaryLabel",
                                                    location: SourceLocation(file: "builtin:labels", line: 52, column: 55)
                                                ),
                                                attributes: TextAttributes(
                                                    bold: false,
                                                    italic: false,
                                                    underline: false,
                                                    centered: false,
                                                    wraps: false
                                                )
                                            ),
                                        ]
                                    ),
                                ]
                            ),
                            ScreenBlock.spacer(rows: 1),
                            ScreenBlock.vstack(
                                padding: 0,
                                spacing: 0,
                                background: nil,
                                items: [
                                    ScreenBlock.hstack(
                                        spacing: 1,
                                        lastFills: false,
                                        items: [
                                            ScreenBlock.swatch(
                                                color: ColorRef(
                                                    name: "systemFill",
                                                    location: SourceLocation(file: "builtin:labels", line: 57, column: 32)
                                                )
                                            ),
                                            ScreenBlock.swatch(
                                                color: ColorRef(
                                                    name: "secondarySystemFill",
                                                    location: SourceLocation(file: "builtin:labels", line: 57, column: 69)
                                                )
                                            ),
                                            ScreenBlock.swatch(
                                                color: ColorRef(
                                                    name: "tertiarySystemFill",
                                                    location: SourceLocation(file: "builtin:labels", line: 58, column: 32)
                                                )
                                            ),
                                            ScreenBlock.swatch(
                                                color: ColorRef(
                                                    name: "quaternarySystemFill",
                                                    location: SourceLocation(file: "builtin:labels", line: 58, column: 77)
                                                )
                                            ),
                                        ]
                                    ),
                                    ScreenBlock.text(
                                        "fills",
                                        style: TextStyle.body,
                                        color: ColorRef(
                                            name: "tertiaryLabel",
                                            location: SourceLocation(file: "builtin:labels", line: 59, column: 43)
                                        ),
                                        attributes: TextAttributes(
                                            bold: false,
                                            italic: false,
                                            underline: false,
                                            centered: false,
                                            wraps: false
                                        )
                                    ),
                                ]
                            ),
                        ]
                    ),
                    ScreenBlock.vstack(
                        padding: 0,
                        spacing: 0,
                        background: ColorRef(
                            name: "tertiarySystemBackground",
                            location: SourceLocation(file: "builtin:labels", line: 62, column: 31)
                        ),
                        items: [
                            ScreenBlock.spacer(rows: 1),
                            ScreenBlock.text(
                                "tertiarySystemBackground",
                                style: TextStyle.body,
                                color: ColorRef(
                                    name: "secondaryLabel",
                                    location: SourceLocation(file: "builtin:labels", line: 64, column: 60)
                                ),
                                attributes: TextAttributes(
                                    bold: false,
                                    italic: true,
                                    underline: false,
                                    centered: false,
                                    wraps: false
                                )
                            ),
                            ScreenBlock.spacer(rows: 1),
                            ScreenBlock.text(
                                "label",
                                style: TextStyle.body,
                                color: ColorRef(
                                    name: "label",
                                    location: SourceLocation(file: "builtin:labels", line: 65, column: 41)
                                ),
                                attributes: TextAttributes(
                                    bold: true,
                                    italic: false,
                                    underline: false,
                                    centered: false,
                                    wraps: false
                                )
                            ),
                            ScreenBlock.spacer(rows: 1),
                            ScreenBlock.text(
                                "secondaryLabel",
                                style: TextStyle.body,
                                color: ColorRef(
                                    name: "secondaryLabel",
                                    location: SourceLocation(file: "builtin:labels", line: 66, column: 50)
                                ),
                                attributes: TextAttributes(
                                    bold: false,
                                    italic: false,
                                    underline: false,
                                    centered: false,
                                    wraps: false
                                )
                            ),
                            ScreenBlock.spacer(rows: 1),
                            ScreenBlock.text(
                                "tertiaryLabel",
                                style: TextStyle.body,
                                color: ColorRef(
                                    name: "tertiaryLabel",
                                    location: SourceLocation(file: "builtin:labels", line: 67, column: 49)
                                ),
                                attributes: TextAttributes(
                                    bold: false,
                                    italic: false,
                                    underline: false,
                                    centered: false,
                                    wraps: false
                                )
                            ),
                            ScreenBlock.spacer(rows: 1),
                            ScreenBlock.text(
                                "quaternaryLabel",
                                style: TextStyle.body,
                                color: ColorRef(
                                    name: "quaternaryLabel",
                                    location: SourceLocation(file: "builtin:labels", line: 68, column: 51)
                                ),
                                attributes: TextAttributes(
                                    bold: false,
                                    italic: false,
                                    underline: false,
                                    centered: false,
                                    wraps: false
                                )
                            ),
                            ScreenBlock.spacer(rows: 1),
                            ScreenBlock.text(
                                "link",
                                style: TextStyle.body,
                                color: ColorRef(
                                    name: "link",
                                    location: SourceLocation(file: "builtin:labels", line: 69, column: 40)
                                ),
                                attributes: TextAttributes(
                                    bold: false,
                                    italic: false,
                                    underline: true,
                                    centered: false,
                                    wraps: false
                                )
                            ),
                            ScreenBlock.spacer(rows: 1),
                            ScreenBlock.textField(placeholder: "placeholderText"),
                            ScreenBlock.vstack(
                                padding: 0,
                                spacing: 0,
                                background: nil,
                                items: [
                                    ScreenBlock.text(
                                        "separator",
                                        style: TextStyle.body,
                                        color: ColorRef(
                                            name: "secondaryLabel",
                                            location: SourceLocation(file: "builtin:labels", line: 72, column: 47)
                                        ),
                                        attributes: TextAttributes(
                                            bold: false,
                                            italic: false,
                                            underline: false,
                                            centered: false,
                                            wraps: false
                                        )
                                    ),
                                    ScreenBlock.hstack(
                                        spacing: 1,
                                        lastFills: true,
                                        items: [
                                            ScreenBlock.divider(
                                                color: ColorRef(
                                                    name: "separator",
                                                    location: SourceLocation(file: "builtin:labels", line: 74, column: 33)
                                                )
                                            ),
                                            ScreenBlock.divider(
                                                color: ColorRef(
                                                    name: "opaqueSeparator",
                                                    location: SourceLocation(file: "builtin:labels", line: 74, column: 70)
                                                )
                                            ),
                                        ]
                                    ),
                                    ScreenBlock.hstack(
                                        spacing: 1,
                                        lastFills: true,
                                        items: [
                                            ScreenBlock.text(
                                                "translucent",
                                                style: TextStyle.body,
                                                color: ColorRef(
                                                    name: "tertiaryLabel",
                                                    location: SourceLocation(file: "builtin:labels", line: 76, column: 51)
                                                ),
                                                attributes: TextAttributes(
                                                    bold: false,
                                                    italic: false,
                                                    underline: false,
                                                    centered: false,
                                                    wraps: false
                                                )
                                            ),
                                            ScreenBlock.text(
                                                "opaqueSeparator",
                                                style: TextStyle.body,
                                                color: ColorRef(
                                                    name: "secondaryLabel",
                                                    location: SourceLocation(file: "builtin:labels", line: 77, column: 55)
                                                ),
                                                attributes: TextAttributes(
                                                    bold: false,
                                                    italic: false,
                                                    underline: false,
                                                    centered: false,
                                                    wraps: false
                                                )
                                            ),
                                        ]
                                    ),
                                ]
                            ),
                            ScreenBlock.spacer(rows: 1),
                            ScreenBlock.vstack(
                                padding: 0,
                                spacing: 0,
                                background: nil,
                                items: [
                                    ScreenBlock.hstack(
                                        spacing: 1,
                                        lastFills: false,
                                        items: [
                                            ScreenBlock.swatch(
                                                color: ColorRef(
                                                    name: "systemFill",
                                                    location: SourceLocation(file: "builtin:labels", line: 82, column: 32)
                                                )
                                            ),
                                            ScreenBlock.swatch(
                                                color: ColorRef(
                                                    name: "secondarySystemFill",
                                                    location: SourceLocation(file: "builtin:labels", line: 82, column: 69)
                                                )
                                            ),
                                            ScreenBlock.swatch(
                                                color: ColorRef(
                                                    name: "tertiarySystemFill",
                                                    location: SourceLocation(file: "builtin:labels", line: 83, column: 32)
                                                )
                                            ),
                                            ScreenBlock.swatch(
                                                color: ColorRef(
                                                    name: "quaternarySystemFill",
                                                    location: SourceLocation(file: "builtin:labels", line: 83, column: 77)
                                                )
                                            ),
                                        ]
                                    ),
                                    ScreenBlock.text(
                                        "fills",
                                        style: TextStyle.body,
                                        color: ColorRef(
                                            name: "tertiaryLabel",
                                            location: SourceLocation(file: "builtin:labels", line: 84, column: 43)
                                        ),
                                        attributes: TextAttributes(
                                            bold: false,
                                            italic: false,
                                            underline: false,
                                            centered: false,
                                            wraps: false
                                        )
                                    ),
                                ]
                            ),
                        ]
                    ),
                ]
            ),
        ],
        path: "builtin:labels"
    )
}
