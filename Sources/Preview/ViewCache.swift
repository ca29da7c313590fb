import Screens
import ThemeModel

/// Screen views the preview has rendered, by everything a view depends on,
/// so going back to an appearance (d, d; e, e) or a screen reuses its blur
/// and backdrop work instead of rendering again. The theme is identified by
/// a generation the model bumps whenever its theme changes.
struct ViewCache: Sendable {
    /// The view `dusk export` would draw for the same request, of this theme (or its fixes); side by side
    /// is the request's screen in every style beside each other.
    struct Key: Hashable, Sendable {
        var themeGeneration: Int
        var showFixes: Bool
        var request: ScreenRequest
        var sideBySide: Bool
        var size: Size { request.size }
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

    /// How many pages a screen takes at a size, for the theme of this generation: the palette lays
    /// out every color to know, which must not happen again on every key (a burst of Down on
    /// 10,000 colors).
    struct PageKey: Hashable, Sendable {
        var themeGeneration: Int
        var showFixes: Bool
        var screen: ScreenRef
        var size: Size
    }
    private var pageCounts: [PageKey: Int] = [:]

    mutating func pageCount(for key: PageKey, _ count: () -> Int) -> Int {
        if let known = pageCounts[key] { return known }
        let fresh = count()
        pageCounts[key] = fresh
        return fresh
    }

    mutating func removeAll() {
        views.removeAll()
        order.removeAll()
        pageCounts.removeAll()
    }
}
