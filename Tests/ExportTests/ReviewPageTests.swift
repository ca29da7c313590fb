import Foundation
import Screens
import Testing
import ThemeModel

@testable import Export

@Suite("The review page")
struct ReviewPageTests {
    /// The section of one view, from its opening tag to the next view's.
    func section(_ page: String, _ screen: String, _ appearance: String) throws -> String {
        let start = try #require(page.range(of: "data-screen=\"\(screen)\" data-appearance=\"\(appearance)\""))
        let end = page.range(of: "<section", range: start.upperBound..<page.endIndex)?.lowerBound ?? page.endIndex
        return String(page[start.lowerBound..<end])
    }

    @Test("each view lists the findings that concern it, under check's numbers; a finding of no screen is in every one")
    func findingsByView() throws {
        let drawn = ReviewPage.Finding(
            heading: "1. <tint>", lines: ["too light"], appearances: ["dark"], screens: ["settings"])
        let everywhere = ReviewPage.Finding(
            heading: "2. badge", lines: ["-> try badge dark #FF9500"], appearances: ["dark", "light"], screens: nil)
        let page = String(
            decoding: ReviewPage(
                screens: [.builtin(.settings), .builtin(.labels)], appearances: [.light, .dark],
                size: Size(width: 20, height: 6), options: ScreenOptions(), depth: .truecolor,
                picture: PictureStyle(), summary: "s & t", findings: [drawn, everywhere]
            ).render(ios13), as: UTF8.self)
        let settingsDark = try section(page, "settings", "dark")
        #expect(settingsDark.contains("2 things to change in this view"))
        #expect(settingsDark.contains("<h3>1. &lt;tint&gt;</h3><p>too light</p>"))
        #expect(settingsDark.contains("<h3>2. badge</h3>"))
        let labelsDark = try section(page, "labels", "dark")
        #expect(!labelsDark.contains("&lt;tint&gt;"))
        #expect(labelsDark.contains("1 thing to change in this view"))
        #expect(try section(page, "settings", "light").contains("<h3>2. badge</h3>"))
        #expect(page.contains("<p class=\"summary\">s &amp; t</p>"))
        #expect(page.components(separatedBy: "<section class=\"view\"").count - 1 == 4)
    }
}
