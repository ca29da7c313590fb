// swift-format-ignore-file
// Written by scripts/embed-builtin-themes.sh from themes/ios13.json: do not edit.
extension BuiltinPalette {
    static let colors: [(name: String, line: Int, column: Int, variants: [Variant])] = [
        ("systemRed", 15, 5, [
            (0, 0xFF3B30FF, nil, 15, 29),
            (1, 0xFF453AFF, nil, 15, 48),
            (4, 0xD70015FF, nil, 15, 80),
            (5, 0xFF6961FF, nil, 15, 111),
        ]),
        ("systemOrange", 16, 5, [
            (0, 0xFF9500FF, nil, 16, 32),
            (1, 0xFF9F0AFF, nil, 16, 51),
            (4, 0xC93400FF, nil, 16, 83),
            (5, 0xFFB340FF, nil, 16, 114),
        ]),
        ("systemYellow", 17, 5, [
            (0, 0xFFCC00FF, nil, 17, 32),
            (1, 0xFFD60AFF, nil, 17, 51),
            (4, 0xA05A00FF, nil, 17, 83),
            (5, 0xFFD426FF, nil, 17, 114),
        ]),
        ("systemGreen", 18, 5, [
            (0, 0x34C759FF, nil, 18, 31),
            (1, 0x30D158FF, nil, 18, 50),
            (4, 0x248A3DFF, nil, 18, 82),
            (5, 0x30DB5BFF, nil, 18, 113),
        ]),
        ("systemTeal", 19, 5, [
            (0, 0x5AC8FAFF, nil, 19, 30),
            (1, 0x64D2FFFF, nil, 19, 49),
            (4, 0x71A4FF, nil, 19, 81),
            (5, 0x70D7FFFF, nil, 19, 112),
        ]),
        ("systemBlue", 20, 5, [
            (0, 0x7AFFFF, nil, 20, 30),
            (1, 0xA84FFFF, nil, 20, 49),
            (4, 0x40DDFF, nil, 20, 81),
            (5, 0x409CFFFF, nil, 20, 112),
        ]),
        ("systemIndigo", 21, 5, [
            (0, 0x5856D6FF, nil, 21, 32),
            (1, 0x5E5CE6FF, nil, 21, 51),
            (4, 0x3634A3FF, nil, 21, 83),
            (5, 0x7D7AFFFF, nil, 21, 114),
        ]),
        ("systemPurple", 22, 5, [
            (0, 0xAF52DEFF, nil, 22, 32),
            (1, 0xBF5AF2FF, nil, 22, 51),
            (4, 0x8944ABFF, nil, 22, 83),
            (5, 0xDA8FFFFF, nil, 22, 114),
        ]),
        ("systemPink", 23, 5, [
            (0, 0xFF2D55FF, nil, 23, 30),
            (1, 0xFF375FFF, nil, 23, 49),
            (4, 0xD30F45FF, nil, 23, 81),
            (5, 0xFF6482FF, nil, 23, 112),
        ]),
        ("systemBrown", 24, 5, [
            (0, 0xA2845EFF, nil, 24, 31),
            (1, 0xAC8E68FF, nil, 24, 50),
            (4, 0x7F6545FF, nil, 24, 82),
            (5, 0xB59469FF, nil, 24, 113),
        ]),
        ("systemGray", 25, 5, [
            (0, 0x8E8E93FF, nil, 25, 30),
            (4, 0x6C6C70FF, nil, 25, 62),
            (5, 0xAEAEB2FF, nil, 25, 93),
        ]),
        ("systemGray2", 26, 5, [
            (0, 0xAEAEB2FF, nil, 26, 31),
            (1, 0x636366FF, nil, 26, 50),
            (4, 0x8E8E93FF, nil, 26, 82),
            (5, 0x7C7C80FF, nil, 26, 113),
        ]),
        ("systemGray3", 27, 5, [
            (0, 0xC7C7CCFF, nil, 27, 31),
            (1, 0x48484AFF, nil, 27, 50),
            (4, 0xAEAEB2FF, nil, 27, 82),
            (5, 0x545456FF, nil, 27, 113),
        ]),
        ("systemGray4", 28, 5, [
            (0, 0xD1D1D6FF, nil, 28, 31),
            (1, 0x3A3A3CFF, nil, 28, 50),
            (4, 0xBCBCC0FF, nil, 28, 82),
            (5, 0x444446FF, nil, 28, 113),
        ]),
        ("systemGray5", 29, 5, [
            (0, 0xE5E5EAFF, nil, 29, 31),
            (1, 0x2C2C2EFF, nil, 29, 50),
            (4, 0xD8D8DCFF, nil, 29, 82),
            (5, 0x363638FF, nil, 29, 113),
        ]),
        ("systemGray6", 30, 5, [
            (0, 0xF2F2F7FF, nil, 30, 31),
            (1, 0x1C1C1EFF, nil, 30, 50),
            (4, 0xEBEBF0FF, nil, 30, 82),
            (5, 0x242426FF, nil, 30, 113),
        ]),
        ("label", 31, 5, [
            (0, 0xFF, nil, 31, 25),
            (1, 0xFFFFFFFF, nil, 31, 44),
        ]),
        ("secondaryLabel", 32, 5, [
            (0, 0x3C3C4399, nil, 32, 34),
            (1, 0xEBEBF599, nil, 32, 55),
            (4, 0x3C3C43AD, nil, 32, 89),
            (5, 0xEBEBF5AD, nil, 32, 122),
        ]),
        ("tertiaryLabel", 33, 5, [
            (0, 0x3C3C434C, nil, 33, 33),
            (1, 0xEBEBF54C, nil, 33, 54),
            (4, 0x3C3C4360, nil, 33, 88),
            (5, 0xEBEBF560, nil, 33, 121),
        ]),
        ("quaternaryLabel", 34, 5, [
            (0, 0x3C3C432D, nil, 34, 35),
            (1, 0xEBEBF52D, nil, 34, 56),
            (4, 0x3C3C4342, nil, 34, 90),
            (5, 0xEBEBF53D, nil, 34, 123),
        ]),
        ("link", 35, 5, [
            (0, 0x7AFFFF, nil, 35, 24),
            (1, 0x984FFFF, nil, 35, 43),
        ]),
        ("placeholderText", 36, 5, [
            (0, 0x3C3C434C, nil, 36, 35),
            (1, 0xEBEBF54C, nil, 36, 56),
            (4, 0x3C3C4360, nil, 36, 90),
            (5, 0xEBEBF560, nil, 36, 123),
        ]),
        ("separator", 37, 5, [
            (0, 0x3C3C4349, nil, 37, 29),
            (1, 0x54545899, nil, 37, 50),
            (4, 0x3C3C435E, nil, 37, 84),
            (5, 0x545458AD, nil, 37, 117),
        ]),
        ("opaqueSeparator", 38, 5, [
            (0, 0xC6C6C8FF, nil, 38, 35),
            (1, 0x38383AFF, nil, 38, 54),
        ]),
        ("systemBackground", 39, 5, [
            (0, 0xFFFFFFFF, nil, 39, 36),
            (1, 0xFF, nil, 39, 55),
            (3, 0x1C1C1EFF, nil, 39, 82),
            (7, 0x242426FF, nil, 39, 121),
        ]),
        ("secondarySystemBackground", 40, 5, [
            (0, 0xF2F2F7FF, nil, 40, 45),
            (1, 0x1C1C1EFF, nil, 40, 64),
            (3, 0x2C2C2EFF, nil, 40, 91),
            (4, 0xEBEBF0FF, nil, 40, 123),
            (5, 0x242426FF, nil, 40, 154),
            (7, 0x363638FF, nil, 40, 193),
        ]),
        ("tertiarySystemBackground", 41, 5, [
            (0, 0xFFFFFFFF, nil, 41, 44),
            (1, 0x2C2C2EFF, nil, 41, 63),
            (3, 0x3A3A3CFF, nil, 41, 90),
            (5, 0x363638FF, nil, 41, 121),
            (7, 0x444446FF, nil, 41, 160),
        ]),
        ("systemGroupedBackground", 42, 5, [
            (0, 0xF2F2F7FF, nil, 42, 43),
            (1, 0xFF, nil, 42, 62),
            (3, 0x1C1C1EFF, nil, 42, 89),
            (4, 0xEBEBF0FF, nil, 42, 121),
            (7, 0x242426FF, nil, 42, 160),
        ]),
        ("secondarySystemGroupedBackground", 43, 5, [
            (0, 0xFFFFFFFF, nil, 43, 52),
            (1, 0x1C1C1EFF, nil, 43, 71),
            (3, 0x2C2C2EFF, nil, 43, 98),
            (5, 0x242426FF, nil, 43, 129),
            (7, 0x363638FF, nil, 43, 168),
        ]),
        ("tertiarySystemGroupedBackground", 44, 5, [
            (0, 0xF2F2F7FF, nil, 44, 51),
            (1, 0x2C2C2EFF, nil, 44, 70),
            (3, 0x3A3A3CFF, nil, 44, 97),
            (4, 0xEBEBF0FF, nil, 44, 129),
            (5, 0x363638FF, nil, 44, 160),
            (7, 0x444446FF, nil, 44, 199),
        ]),
        ("systemFill", 45, 5, [
            (0, 0x78788033, nil, 45, 30),
            (1, 0x7878805B, nil, 45, 51),
            (4, 0x78788047, nil, 45, 85),
            (5, 0x78788070, nil, 45, 118),
        ]),
        ("secondarySystemFill", 46, 5, [
            (0, 0x78788028, nil, 46, 39),
            (1, 0x78788051, nil, 46, 60),
            (4, 0x7878803D, nil, 46, 94),
            (5, 0x78788066, nil, 46, 127),
        ]),
        ("tertiarySystemFill", 47, 5, [
            (0, 0x7676801E, nil, 47, 38),
            (1, 0x7676803D, nil, 47, 59),
            (4, 0x76768033, nil, 47, 93),
            (5, 0x76768051, nil, 47, 126),
        ]),
        ("quaternarySystemFill", 48, 5, [
            (0, 0x74748014, nil, 48, 40),
            (1, 0x7676802D, nil, 48, 61),
            (4, 0x74748028, nil, 48, 95),
            (5, 0x76768042, nil, 48, 128),
        ]),
        ("lightText", 49, 5, [
            (0, 0xFFFFFF99, nil, 49, 18),
        ]),
        ("darkText", 50, 5, [
            (0, 0xFF, nil, 50, 17),
        ]),
        ("tint", 12, 3, [
            (0, 0, "systemBlue", 12, 11),
        ]),
    ]
}
