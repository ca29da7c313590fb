import Pairs
import Syntax
import Testing

@testable import AppSource

/// SwiftUI and UIKit files in the shapes apps write them: modifier chains, containers with a background after
/// their closing brace, ZStacks over a color, labels configured in closures and in `viewDidLoad`.
@Suite("Swift scanner")
struct SwiftScannerTests {
    /// Each pair as `foreground on background kind line: detail`, in the scanner's order.
    static func scan(_ text: String) -> [String] {
        SwiftScanner.pairs(in: SourceText(path: "App/View.swift", text)).map {
            "\($0.foreground) on \($0.background) \($0.kind) \($0.site.location.line): \($0.site.detail)"
        }
    }

    @Test("what only a preview draws is no pair the app draws: #Preview blocks and PreviewProvider types")
    func previews() {
        let pairs = Self.scan(
            """
            struct Card: View {
                var body: some View { Text("Live").foregroundColor(Color("Ink")).background(Color("Paper")) }
            }
            #Preview("Dark") {
                Text("Sample").foregroundColor(Color("Ghost")).background(Color("Paper"))
            }
            struct Card_Previews: PreviewProvider {
                static var previews: some View {
                    Text("Old").foregroundColor(Color("Ghost2")).background(Color("Paper"))
                }
            }
            """)
        #expect(pairs == ["Ink on Paper text 2: Text with background"], "\(pairs)")
    }

    @Test("a property's first color is what the view draws with it: a button's default title and fill")
    func initialValues() {
        let pairs = Self.scan(
            """
            struct BasicButton: View {
                private var background: Color = Color("Primary")
                private var foreground = Color("White")
                var body: some View {
                    Text("Go").foregroundColor(foreground)
                        .background(RoundedRectangle(cornerRadius: 8).fill(background))
                }
            }
            """)
        #expect(pairs.map { $0.prefix(while: { $0 != " " }) } == ["White"], "\(pairs)")
        #expect(pairs.first?.contains("White on Primary") == true, "\(pairs)")
    }

    @Test("a modifier chain pairs its foreground with its own first background")
    func modifierChain() {
        let pairs = Self.scan(
            """
            struct Badge: View {
                var body: some View {
                    Text("New")
                        .font(.caption)
                        .foregroundColor(Color("Text/OnAccent"))
                        .padding(4)
                        .background(Color.accentColor)
                        .padding(2)
                        .background(.white)
                    Label("Pinned", systemImage: "pin")
                        .foregroundStyle(.secondary)
                        .background(Color(.secondarySystemBackground), in: Capsule())
                    Image(systemName: "star.fill").foregroundStyle(Color.brandYellow).background(.brandInk)
                    Text("Title").bold().foregroundColor(.primary).background { Color("Surface") }
                }
            }
            """)
        #expect(
            pairs == [
                "Text/OnAccent on tint text 5: Text with background",
                "secondaryLabel on secondarySystemBackground text 11: Label with background",
                "brandYellow on brandInk glyph 13: Image with background",
                "label on Surface largeText 14: Text with background",
            ])
    }

    @Test("without a background of its own, a view takes its nearest container's")
    func nearestContainer() {
        let pairs = Self.scan(
            """
            struct Card: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        HStack {
                            Text(title).font(.headline).foregroundColor(.cardTitle)
                            Image(systemName: "chevron.right").foregroundStyle(AppColors.iconMuted)
                        }
                        .padding(.horizontal)
                        Text("Body").foregroundStyle(Theme.colors.bodyText)
                    }
                    .background(RoundedRectangle(cornerRadius: 12).fill(Color("CardBackground")))
                    .sheet(isPresented: $shown) {
                        Text("Elsewhere").foregroundColor(.sheetText)
                    }
                }
            }
            """)
        #expect(
            pairs == [
                "cardTitle on CardBackground largeText 5: Text in VStack",
                "iconMuted on CardBackground glyph 6: Image in VStack",
                "bodyText on CardBackground text 9: Text in VStack",
            ])
    }

    @Test("a ZStack's first color and a filled shape's overlay are backgrounds")
    func zStackAndShapes() {
        let pairs = Self.scan(
            """
            ZStack {
                Color("Canvas").ignoresSafeArea()
                Text("Welcome").font(.largeTitle).foregroundColor(Color("Ink"))
            }
            Circle()
                .fill(Color.avatarBackground)
                .overlay(Text(initials).foregroundColor(.avatarText))
            Rectangle().foregroundColor(.divider).background(.canvas)
            """)
        #expect(
            pairs == [
                "Ink on Canvas largeText 3: Text in ZStack",
                "avatarText on avatarBackground text 7: Text in Circle",
            ])
    }

    @Test("literal colors, opacities and materials name no palette color; a choice of two names both")
    func literals() {
        let pairs = Self.scan(
            """
            Text("a").foregroundColor(Color(red: 0.2, green: 0.3, blue: 0.4)).background(Color.brand)
            Text("b").foregroundColor(.brand.opacity(0.5)).background(Color.paper)
            Text("c").foregroundColor(.ink).background(.ultraThinMaterial)
            Text("d").foregroundColor(isOn ? .on : .off).background(Color.paper)
            Text("e").foregroundColor(Color(.sRGB, red: 1, green: 0, blue: 0)).background(Color.paper)
            Text("f").foregroundColor(Color(UIColor(named: "Ink")!)).background(Color.clear)
            Text("g").foregroundColor(on ? .ink : .muted).background(on ? Color.brand : Color.paper)
            """)
        #expect(
            pairs == [
                "on on paper text 4: Text with background", "off on paper text 4: Text with background",
                // Under one condition, branch by branch: the selected text on the selected fill.
                "ink on brand text 7: Text with background", "muted on paper text 7: Text with background",
            ], "\(pairs)")
    }

    @Test("a background in a comment or a string is not read")
    func commentsAndStrings() {
        let pairs = Self.scan(
            #"""
            VStack {
                // Text("x").foregroundColor(.ghost).background(.ghostPaper)
                /* .background(Color.commented) /* nested */ still a comment */
                Text("Use .background(Color.fake) here \(count) times").foregroundColor(.ink)
                Text(#"raw .background(.fake)"#).foregroundColor(.ink2)
                Text("""
                    }.background(.multiline)
                    """).foregroundColor(.ink3)
            }
            .background(.paper)
            """#)
        #expect(
            pairs == [
                "ink on paper text 4: Text in VStack", "ink2 on paper text 5: Text in VStack",
                "ink3 on paper text 8: Text in VStack",
            ])
    }

    @Test("UIKit: a receiver's text color with its own background, else the controller's view")
    func uiKit() {
        let pairs = Self.scan(
            """
            final class ProfileViewController: UIViewController {
                private let nameLabel: UILabel = {
                    let label = UILabel()
                    label.font = .preferredFont(forTextStyle: .title2)
                    label.textColor = UIColor(named: "Text/Primary")
                    label.backgroundColor = .clear
                    return label
                }()
                private let bioLabel: UILabel = {
                    let label = UILabel()
                    label.textColor = .secondaryLabel
                    return label
                }()
                private let follow = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .systemBackground
                    follow.setTitleColor(.white, for: .normal)
                    follow.setTitleColor(.gray, for: .disabled)
                    follow.backgroundColor = UIColor.brandBlue
                    self.navigationController?.navigationBar.tintColor = AppColors.navTint
                    statusLabel.textColor = cond ? .red : .green
                }
            }
            """)
        #expect(
            pairs == [
                "Text/Primary on systemBackground largeText 5: label.textColor on view",
                "secondaryLabel on systemBackground text 11: label.textColor on view",
                "white on brandBlue largeText 19: follow.setTitleColor",
                "navTint on systemBackground glyph 22: navigationController.navigationBar.tintColor on view",
            ])
    }

    @Test("UIKit: a label's own background in its set-up closure wins over the view's")
    func uiKitOwnBackground() {
        let pairs = Self.scan(
            """
            class BannerView: UIView {
                let title = UILabel()
                func configure() {
                    backgroundColor = UIColor(named: "BannerBackground")
                    title.textColor = UIColor(named: "BannerText")
                    title.backgroundColor = UIColor(named: "BannerChip")
                    tintColor = .bannerIcon
                }
            }
            """)
        #expect(
            pairs == [
                "BannerText on BannerChip text 5: title.textColor",
                "bannerIcon on BannerBackground glyph 7: tintColor",
            ])
    }

    @Test("an unbalanced or hostile file ends without a crash, in time linear in its size")
    func unbalanced() {
        #expect(Self.scan("VStack { Text(\"a\").foregroundColor(.ink) ) ] .background(.paper").count <= 1)
        _ = Self.scan("}}})))]]] .background( \"unterminated\n /* open comment")
        _ = Self.scan(String(repeating: "VStack { ", count: 10_000) + "Text(\"x\").foregroundColor(.ink)")
        _ = Self.scan(String(repeating: "Color(", count: 10_000))
        let deep =
            String(repeating: "VStack {\n", count: 10_000) + "Text(\"x\").foregroundColor(.ink)\n"
            + String(repeating: "}.background(.paper)\n", count: 10_000)
        #expect(Self.scan(deep) == ["ink on paper text 10001: Text in VStack"])
        let line = String(repeating: "Text(\"a\").foregroundColor(.ink).background(.paper);", count: 20_000)
        #expect(Self.scan(line).count == 20_000)
    }
}
