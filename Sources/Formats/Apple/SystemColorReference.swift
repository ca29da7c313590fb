import ColorScience
import ThemeModel

/// A system color an asset catalog names (`"reference": "systemBlueColor"`): one of iOS 13's dynamic colors, a
/// name iOS 13 deprecated for one of them, or one of UIKit's fixed colors (`whiteColor`, `clearColor`).
/// AppKit's own names (`windowBackgroundColor`) have no iOS value at all: the reader skips them with a note.
enum SystemColorReference {
    case dynamic(String)
    case deprecated(String, successor: String)
    case fixed(RGBA)

    init?(_ reference: String) {
        let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
        if let successor = SystemColorReference.successors[name] {
            self = .deprecated(reference, successor: successor)
        } else if let fixed = SystemColorReference.fixed[name] {
            self = .fixed(fixed)
        } else if (try? BuiltinThemes.theme(named: BuiltinThemes.defaultName))?[name] != nil {
            self = .dynamic(name)
        } else {
            return nil
        }
    }

    var value: ColorValue {
        switch self {
        case .dynamic(let name), .deprecated(_, let name): return .system(name)
        case .fixed(let color): return .literal(color)
        }
    }

    /// Every name a catalog may use, as catalogs write them, for "did you mean".
    static var names: [String] {
        let dynamic = (try? BuiltinThemes.theme(named: BuiltinThemes.defaultName))?.names ?? []
        return (dynamic + successors.keys.sorted() + fixed.keys.sorted()).map { $0 + "Color" }
    }

    /// Names iOS 13 deprecated, with the dynamic color that replaced each (UIKit's documentation).
    static let successors = ["groupTableViewBackground": "systemGroupedBackground"]

    /// UIKit's fixed colors, as its documentation gives their components (`darkGray` is white 1/3).
    static let fixed: [String: RGBA] = [
        "black": RGBA(0, 0, 0), "darkGray": RGBA(85, 85, 85), "lightGray": RGBA(170, 170, 170),
        "white": RGBA(255, 255, 255), "gray": RGBA(128, 128, 128), "red": RGBA(255, 0, 0),
        "green": RGBA(0, 255, 0), "blue": RGBA(0, 0, 255), "cyan": RGBA(0, 255, 255), "yellow": RGBA(255, 255, 0),
        "magenta": RGBA(255, 0, 255), "orange": RGBA(255, 128, 0), "purple": RGBA(128, 0, 128),
        "brown": RGBA(153, 102, 51), "clear": RGBA(0, 0, 0, 0),
    ]

    /// AppKit's system colors that iOS does not have, as catalogs shared with a Mac app name them.
    static let appKitOnly: Set<String> = [
        "alternatingContentBackgroundColor", "controlBackgroundColor", "controlColor", "controlTextColor",
        "disabledControlTextColor", "findHighlightColor", "gridColor", "headerTextColor", "highlightColor",
        "keyboardFocusIndicatorColor", "selectedContentBackgroundColor", "selectedControlColor",
        "selectedControlTextColor", "selectedMenuItemTextColor", "selectedTextBackgroundColor", "selectedTextColor",
        "shadowColor", "textBackgroundColor", "textColor", "underPageBackgroundColor",
        "unemphasizedSelectedContentBackgroundColor", "unemphasizedSelectedTextBackgroundColor",
        "unemphasizedSelectedTextColor", "windowBackgroundColor", "windowFrameTextColor", "controlAccentColor",
        "scrubberTexturedBackgroundColor", "alternateSelectedControlTextColor",
    ]
}
