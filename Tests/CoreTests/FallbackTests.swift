import Testing

@testable import Audit
@testable import ColorScience
@testable import Formats
@testable import ThemeModel

@Suite("Variant fallback: drop high contrast, then elevated, then dark falls back to light")
struct FallbackTests {
    func color(_ keys: [String: String]) throws -> DynamicColor {
        var variants: [Traits: VariantValue] = [:]
        for (k, v) in keys {
            variants[try #require(Traits(variantKey: k))] = VariantValue(.literal(try #require(RGBA(hex: v))))
        }
        return DynamicColor(variants: variants)
    }

    @Test func exactVariantWins() throws {
        let c = try color(["light": "#111", "darkElevatedHighContrast": "#222"])
        #expect(c.variant(for: Traits(.dark, .elevated, .high))?.from == Traits(.dark, .elevated, .high))
    }

    @Test("step 1: high contrast is dropped first, keeping elevation")
    func dropsHighContrastFirst() throws {
        let c = try color(["light": "#111", "darkElevated": "#222", "darkHighContrast": "#333"])
        #expect(c.variant(for: Traits(.dark, .elevated, .high))?.from == Traits(.dark, .elevated))
    }

    @Test("step 2: then elevation, keeping high contrast")
    func thenDropsElevation() throws {
        let c = try color(["light": "#111", "dark": "#222", "darkHighContrast": "#333"])
        #expect(c.variant(for: Traits(.dark, .elevated, .high))?.from == Traits(.dark, .base, .high))
        #expect(c.variant(for: Traits(.dark, .elevated))?.from == .dark)
    }

    @Test("step 3: dark falls back to the light side, same steps")
    func darkFallsBackToLight() throws {
        let c = try color(["light": "#111", "lightHighContrast": "#333"])
        #expect(c.variant(for: Traits(.dark, .base, .high))?.from == Traits(.light, .base, .high))
        #expect(c.variant(for: .dark)?.from == .light)
        #expect(c.variant(for: Traits(.light, .elevated))?.from == .light)
    }

    @Test func fullChainOrder() {
        #expect(
            Traits(.dark, .elevated, .high).fallbackChain.map(\.variantKey) == [
                "darkElevatedHighContrast", "darkElevated", "darkHighContrast", "dark",
                "lightElevatedHighContrast", "lightElevated", "lightHighContrast", "light",
            ])
        #expect(Traits.light.fallbackChain == [.light])
    }

    @Test func anyIsLight() throws {
        let theme = try ThemeLoader.load(
            text: ##"{"colors": {"brand": {"any": "#123456", "dark": "#654321"}}}"##, path: "t.json")
        #expect(theme.resolve("brand", .light)?.hexRGB == "#123456")
        #expect(theme.resolve("brand", Traits(.dark, .elevated))?.hexRGB == "#654321")
    }

    @Test func namesAndKeysRoundTrip() {
        #expect(
            Traits.allNames == [
                "light", "dark", "light-elevated", "dark-elevated", "light-high-contrast",
                "dark-high-contrast", "light-elevated-high-contrast", "dark-elevated-high-contrast",
            ])
        for t in Traits.all {
            #expect(Traits(name: t.name) == t)
            #expect(Traits(variantKey: t.variantKey) == t)
        }
    }
}
