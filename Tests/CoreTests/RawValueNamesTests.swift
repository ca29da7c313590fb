import Pairs
import TestSupport
import Testing

@testable import AppSource

/// Swift apps that name catalog colors through a String enum (`Color(.textRegular)` for `Colors/Text/Text`).
@Suite("Raw-value color names")
struct RawValueNamesTests {
    @Test("a String enum of asset names: the code's `.textRegular` is the catalog's `Colors/Text/Text`")
    func rawValueNames() throws {
        let dir = try scratchFolder(
            "raw-values",
            holding: [
                "App/Assets.swift": """
                enum ColorAsset: String, CaseIterable {
                    case backgroundRegular = "Colors/Background"
                    case textRegular = "Colors/Text/Text", textMuted = "Colors/Text/Muted"
                }
                enum Screen: String { case home = "Home" }
                extension Color { init(_ asset: ColorAsset) { self.init(UIColor(named: asset.rawValue)!) } }
                """,
                "App/Card.swift": """
                struct Card: View {
                    var body: some View {
                        VStack {
                            Text("Title").foregroundColor(Color(.textRegular))
                            Text("Note").foregroundColor(Color(.textMuted))
                        }
                        .background(Color(.backgroundRegular))
                    }
                }
                """,
                "App/MyApp.swift": "@main struct MyApp: App { var body: some Scene { WindowGroup { Card() } } }",
            ])
        let pairs = try SourceScan.scan(dir).pairs.map { "\($0.foreground) on \($0.background)" }
        #expect(pairs.sorted() == ["Colors/Text/Muted on Colors/Background", "Colors/Text/Text on Colors/Background"])
    }

    @Test("a case two enums give different raw values is neither's")
    func clashingRawValues() {
        let merged = RawValueNames.merge([["ink": "Colors/Ink", "paper": "Colors/Paper"], ["ink": "Brand/Ink"]])
        #expect(merged == ["paper": "Colors/Paper"])
    }
}
