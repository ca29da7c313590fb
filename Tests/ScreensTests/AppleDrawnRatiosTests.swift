import Glibc
import Testing
import ThemeModel

@testable import Screens

@Suite("Apple's drawn ratios")
struct AppleDrawnRatiosTests {
    static let file = "Sources/Screens/AppleDrawnRatiosTable.swift"

    /// The table `check` sets targets by is what Apple's palette really draws on today's screens.
    /// `DUSK_RECORD=1 swift test --filter AppleDrawnRatios` (in `scripts/record-goldens.sh`) writes it anew.
    @Test func tableMatchesAFreshRenderOfEveryBuiltInScreen() throws {
        let fresh = try AppleDrawnRatios.source()
        let root = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        let path = "/" + root + "/" + Self.file
        if getenv("DUSK_RECORD") != nil {
            let f = try #require(fopen(path, "w"))
            fputs(fresh, f)
            fclose(f)
        }
        let apple = try BuiltinThemes.theme(named: BuiltinThemes.defaultName)
        for screen in Screen.allCases where screen != .palette {
            for traits in Traits.all {
                let embedded = AppleDrawnRatios.table(screen, traits)
                let rendered = ScreenPairs.ratios(.builtin(screen), apple, traits)
                #expect(
                    embedded == rendered,
                    "\(screen.rawValue) \(traits.name): \(Self.file) is stale; run scripts/record-goldens.sh")
            }
        }
    }
}
