import Audit
import ColorScience
import Formats
import TestSupport
import Testing
import ThemeModel

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
            let rendersBefore = kept.renderCount
            let reused = kept.drawnPairs(theme, asked)
            // Back to the original (whose renders were the first kept): nothing is drawn again.
            if round == 7 {
                #expect(kept.renderCount == rendersBefore, "\(file): the original's renders were not reused")
            }
            let fresh = ScreenPairs().drawnPairs(theme, asked)
            // Named by the first pair that differs: the whole lists are hundreds of pairs.
            let difference = zip(reused, fresh).enumerated().first { $0.element.0 != $0.element.1 }
            #expect(reused.count == fresh.count, "\(file), round \(round): \(reused.count) pairs, fresh \(fresh.count)")
            let kept = String(describing: difference?.element.0)
            let rendered = String(describing: difference?.element.1)
            #expect(difference == nil, "\(file), round \(round): kept \(kept), fresh \(rendered)")
        }
    }

    @Test("a color no screen draws changes nothing drawn: no screen is rendered again")
    func unusedColorRendersNothing() throws {
        var theme = try ThemeLoader.load(Self.root + "/themes/juniper.json")
        let pairs = ScreenPairs()
        let first = pairs.drawnPairs(theme, Traits.all)
        let rendered = pairs.renderCount
        #expect(rendered == Traits.all.count * ScreenRef.all(in: theme).filter { $0 != .palette }.count)
        // systemIndigo is drawn by the settings icons; a color of its own that nothing draws is not.
        theme.define([ThemeColor(name: "neverDrawn", color: DynamicColor(.literal(.white)), origin: "test")])
        _ = pairs.drawnPairs(theme, Traits.all)
        let afterNewName = pairs.renderCount
        // A new name is a new theme structure: everything is drawn again (the colors screen lists every name).
        #expect(afterNewName == 2 * rendered)
        theme.setVariant("neverDrawn", .dark, .literal(.black))
        let again = pairs.drawnPairs(theme, Traits.all)
        #expect(pairs.renderCount > afterNewName, "the colors screen shows neverDrawn, in dark")
        #expect(pairs.renderCount < afterNewName + rendered, "screens that do not show it are kept")
        #expect(again == ScreenPairs().drawnPairs(theme, Traits.all))
        #expect(first.count <= again.count)
    }

    @Test("a change of what screens draw from besides colors (a screen file, the style lock) renders anew")
    func structuralChangesStartOver() throws {
        let juniper = try ThemeLoader.load(Self.root + "/themes/juniper.json")
        let pairs = ScreenPairs()
        _ = pairs.drawnPairs(juniper, Traits.all)
        var fewer = juniper
        fewer.customScreens.removeLast()
        #expect(pairs.drawnPairs(fewer, Traits.all) == ScreenPairs().drawnPairs(fewer, Traits.all))
        var locked = juniper
        locked.lockedStyle = .dark
        #expect(pairs.drawnPairs(locked, Traits.all) == ScreenPairs().drawnPairs(locked, Traits.all))
        #expect(pairs.drawnPairs(juniper, Traits.all) == ScreenPairs().drawnPairs(juniper, Traits.all))
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
        // What the card draws from the base level is read there, not in the sheet's traits.
        #expect(!read.contains { $0.source == .paint("systemGroupedBackground") && $0.traits.level == .elevated })
    }
}
