import ColorScience
import ThemeModel

/// The tuner's `#`: a value typed in (`#1F7A8C`, `oklch(0.55 0.1 200)`, any CSS color), read by the runtime's
/// color reader (`parseColor`) and taken as one undoable step, as `=` takes the passing value.
extension PreviewModel {
    /// The longest value the field takes: `color(display-p3 0.123 0.456 0.789 / 0.5)` and room to spare.
    static let typedValueLimit = 60

    /// The footer while typing: what is typed so far, and how to end.
    var typingPrompt: String {
        let name = tuning.map { SafeText.sanitized($0.name) + " (\($0.variant.variantKey))" } ?? "the color"
        return "value for \(name): \(SafeText.sanitized(typing ?? ""))▏  Enter takes it · Esc cancels"
    }

    /// A key while the field is open: characters type, Backspace deletes, Enter asks the runtime to read the
    /// value, Esc closes the field; nothing else acts until then.
    mutating func typed(_ event: InputEvent) -> (redraw: Bool, effects: [PreviewEffect]) {
        guard let text = typing else { return (false, []) }
        switch event {
        case .escape:
            typing = nil
            message = nil
            return (true, [])
        case .backspace:
            typing = String(text.dropLast())
        case .enter:
            typing = nil
            let value = text.trimmingSpaces
            // Hex digits alone are a hex color: `1f7a8c` as `#1f7a8c`.
            let hexDigits = !value.isEmpty && value.allSatisfy(\.isHexDigit) && [3, 4, 6, 8].contains(value.count)
            message = nil
            return (true, value.isEmpty ? [] : [.parseColor(hexDigits ? "#" + value : value)])
        case .character(let c):
            guard text.count < PreviewModel.typedValueLimit, !SafeText.isUnsafe(c.unicodeScalars.first!) else {
                return (false, [])
            }
            typing = text + String(c)
        default:
            return (false, [])
        }
        message = typingPrompt
        return (true, [])
    }

    /// The runtime read a typed value: the tuned color takes it as one undoable step, or the footer says why not.
    mutating func colorParsed(_ text: String, _ result: Result<RGBA, TypedValueFailure>) -> [PreviewEffect] {
        guard let t = tuning else { return [] }
        switch result {
        case .failure(let failure):
            message = "`\(SafeText.excerpt(text))` is not a color: \(SafeText.sanitized(failure.reason))"
            return []
        case .success(let color):
            var moved = t
            moved.take(color.withAlpha(t.before.a))
            let effects = step(to: moved, from: t)
            message = "took \(moved.color.hexRGB) for \(SafeText.sanitized(t.name)) (u undoes)"
            return effects
        }
    }
}

/// Why a typed value is not a color, as the color reader words it.
public struct TypedValueFailure: Error, Equatable, Sendable {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
}
