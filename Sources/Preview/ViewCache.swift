import ThemeKit
import Screens

/// Screen views the preview has rendered, by everything a view depends on,
/// so going back to an appearance (d, d; e, e) or a screen reuses its blur
/// and backdrop work instead of rendering again. The theme is identified by
/// a generation the model bumps whenever its theme changes.
struct ViewCache: Sendable {
    struct Key: Hashable, Sendable {
        var themeGeneration: Int
        var showFixes: Bool
        var screen: ScreenRef
        var traits: Traits
        var options: ScreenOptions
        var sideBySide: Bool
        var size: Size
    }

    /// Eight appearances of two screens: a toggle round trip never misses.
    static let capacity = 16
    private var views: [Key: Canvas] = [:]
    private var order: [Key] = []

    func view(for key: Key) -> Canvas? { views[key] }

    mutating func store(_ view: Canvas, for key: Key) {
        if views.updateValue(view, forKey: key) == nil { order.append(key) }
        if order.count > ViewCache.capacity { views[order.removeFirst()] = nil }
    }

    mutating func removeAll() { views.removeAll(); order.removeAll() }
}
