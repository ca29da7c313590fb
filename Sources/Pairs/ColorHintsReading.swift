import ThemeModel

/// What a token file's hints say of a color's use, as the name grammar reads it.
extension ColorHints {
    /// The use the scopes give, when they give one (`ALL_SCOPES`, or text and fill together, give none).
    var scopeFamily: NameReading.Family? {
        var families: Set<NameReading.Family> = []
        for scope in scopes {
            switch scope {
            case "TEXT_FILL": families.insert(.foreground)
            case "FRAME_FILL": families.insert(.surface)
            // Shapes alone are icons and glyphs (a star, a vector); with frames, surfaces.
            case "SHAPE_FILL": families.insert(scopes.contains("FRAME_FILL") ? .surface : .icon)
            case "STROKE_COLOR": families.insert(.line)
            case "EFFECT_COLOR": families.insert(.decorative)
            default: return nil
            }
        }
        // Text that may also stroke (an icon's outline) is text.
        if families == [.foreground, .line] { return .foreground }
        return families.count == 1 ? families.first : nil
    }

    /// The first word of a strong family in the description (`Use for text on bold backgrounds` → text).
    var descriptionFamily: NameReading.Family? {
        guard let description else { return nil }
        for word in NameWords.split(description) {
            guard let f = NameReading.familyOf(word), f != .accent else { continue }
            return f
        }
        return nil
    }
}
