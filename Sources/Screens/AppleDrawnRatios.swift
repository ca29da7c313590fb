import ThemeModel

/// What Apple's own palette reaches in each pair the built-in screens draw at the default size, per
/// appearance: the comparison `check` and `fix` set targets by. It depends only on the screens, so it is
/// made once (`scripts/record-goldens.sh`) rather than by rendering Apple's palette in every run;
/// a test fails when it no longer matches what the screens draw.
public enum AppleDrawnRatios {
    /// The pairs of `screen` in `traits`, by `ScreenPairs.key`; nil when the table has none.
    static func table(_ screen: Screen, _ traits: Traits) -> [String: Double]? {
        guard let rows = AppleDrawnRatios.rows[screen.rawValue + " " + traits.name] else { return nil }
        var table: [String: Double] = [:]
        table.reserveCapacity(rows.count)
        for (foreground, background, kind, ratio) in rows {
            table[ScreenPairs.key(foreground: foreground, background: background, kind: kind)] = ratio
        }
        return table
    }

    /// This file as `scripts/record-goldens.sh` writes it, from a fresh render of every built-in screen.
    public static func source() throws -> String {
        let apple = try BuiltinThemes.theme(named: BuiltinThemes.defaultName)
        var lines: [String] = []
        for screen in Screen.allCases where screen != .palette {
            for traits in Traits.all {
                // The ratios `ScreenPairs` would compute, in the order of their keys (one line each).
                let table = ScreenPairs.ratios(.builtin(screen), apple, traits)
                lines.append("        \"\(screen.rawValue) \(traits.name)\": [")
                for key in table.keys.sorted() {
                    let parts = key.split(separator: "\u{1}", omittingEmptySubsequences: false).map(String.init)
                    lines.append(
                        "            (\(SwiftText.quoted(parts[0])), \(SwiftText.quoted(parts[1])), "
                            + "\"\(parts[2])\", \(table[key]!)),")
                }
                lines.append("        ],")
            }
        }
        return """
            // swift-format-ignore-file
            // Written by `scripts/record-goldens.sh` from `AppleDrawnRatios.source()`: do not edit.
            extension AppleDrawnRatios {
                static let rows: [String: [(String, String, String, Double)]] = [
            \(lines.joined(separator: "\n"))
                ]
            }

            """
    }
}
