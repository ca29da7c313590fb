import TestSupport
import Testing
import ThemeKit

@testable import Screens

/// `ScreenPairs` keeps each screen's render with the colors it read and reuses it while they still give the
/// same: what `check` and `fix` see must be exactly what a fresh render of the edited theme draws.
@Suite("Screen pairs kept across color edits")
struct ScreenPairsTests {
    static let root = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")

    @Test(
        "after any edit of a few colors, kept renders give what a fresh render gives",
        arguments: ["juniper.json", "vip.json", "sunny.json"])
    func keptRendersMatchFreshOnes(file: String) throws {
        let original = try ThemeLoader.load(Self.root + "/themes/" + file)
        let kept = ScreenPairs()
        _ = kept.drawnPairs(original, Traits.all)
        var random = SplitMix64(state: 0xD05C)
        var theme = original
        // Colors every screen draws, and those only a gradient, an image's tint or a screen file reads.
        let drawnSomewhere =
            [
                "tint", "label", "systemBackground", "secondarySystemGroupedBackground", "systemPink", "systemOrange",
                "logoTint", "vipText", "systemGreen", "separator",
            ].filter { original.names.contains($0) } + original.names.filter { original[$0]?.origin != "ios13" }
        for round in 0..<40 {
            // A few colors changed in a few appearances, as a round of `fix` does; every eighth round
            // goes back to the original, whose renders are all kept.
            if round % 8 == 7 {
                theme = original
            } else {
                for _ in 0..<(1 + random.int(3)) {
                    let name =
                        random.int(2) == 0
                        ? drawnSomewhere[random.int(drawnSomewhere.count)] : theme.names[random.int(theme.names.count)]
                    let traits = Traits.all[random.int(Traits.all.count)]
                    let color = RGBA(UInt8(random.int(256)), UInt8(random.int(256)), UInt8(random.int(256)))
                    theme.setVariant(name, traits, .literal(color))
                }
            }
            let asked = round % 2 == 0 ? Traits.all : [Traits.all[random.int(Traits.all.count)]]
            let reused = kept.drawnPairs(theme, asked)
            let fresh = ScreenPairs().drawnPairs(theme, asked)
            // Named by the first pair that differs: the whole lists are hundreds of pairs.
            let difference = zip(reused, fresh).enumerated().first { $0.element.0 != $0.element.1 }
            #expect(reused.count == fresh.count, "\(file), round \(round): \(reused.count) pairs, fresh \(fresh.count)")
            let kept = String(describing: difference?.element.0)
            let rendered = String(describing: difference?.element.1)
            #expect(difference == nil, "\(file), round \(round): kept \(kept), fresh \(rendered)")
        }
    }

    @Test("a render records the colors it reads, in the appearances it reads them")
    func readsNameWhatWasDrawn() throws {
        let theme = try BuiltinThemes.theme(named: BuiltinThemes.defaultName)
        let reads = ColorReads()
        _ = Screen.card.render(theme: theme, traits: .dark, size: Screen.defaultSize, reads: reads)
        let read = reads.reads
        // The sheet is elevated; the screen it covers is at the base level.
        #expect(
            read.contains { $0.source == .paint("systemBackground") && $0.traits == Traits(.dark, .elevated, .normal) })
        #expect(read.contains { $0.source == .paint("systemGroupedBackground") && $0.traits == .dark })
        // Read once each, whatever the count of cells drawn with it.
        #expect(Set(read).count == read.count)
    }
}
