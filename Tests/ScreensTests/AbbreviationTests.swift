import Testing

@testable import Screens

/// Names in a column too narrow for them: shortened by one rule, so two names stay two.
@Suite("Names abbreviated by rule")
struct AbbreviationTests {
    @Test("Apple's long names keep their first and last words and tell each other apart")
    func appleNames() {
        #expect(Abbreviation.name("secondarySystemGroupedBackground", toWidth: 22) == "secondarySG…Background")
        #expect(Abbreviation.name("secondarySystemBackground", toWidth: 22) == "secondaryS…Background")
        #expect(Abbreviation.name("systemGroupedBackground", toWidth: 22) == "systemG…Background")
        #expect(Abbreviation.name("label", toWidth: 22) == "label")
    }

    @Test("separators stay with their word; a name with no room for the rule is cut at the end")
    func separatorsAndCuts() {
        #expect(Abbreviation.name("color-text-subtle-inverse", toWidth: 20) == "color-t-s…-inverse")
        #expect(Abbreviation.name("primaryForeground", toWidth: 8) == "primary…")
        #expect(Abbreviation.name("veryLongBrandColorName", toWidth: 6) == "veryL…")
    }
}
