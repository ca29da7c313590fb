import Pairs
import Syntax
import Testing

@testable import AppSource

/// Flutter widgets in the shapes apps write them: text styles in containers and their decorations, icons in
/// material, button styles.
@Suite("Flutter scanner")
struct FlutterScannerTests {
    /// Each pair as `foreground on background kind line: detail`, in the scanner's order.
    static func scan(_ text: String) -> [String] {
        FlutterScanner.pairs(in: SourceText(path: "lib/home.dart", text)).map {
            "\($0.foreground) on \($0.background) \($0.kind) \($0.site.location.line): \($0.site.detail)"
        }
    }

    @Test("a text style or icon takes the nearest painted widget around it")
    func nearestContainer() {
        let pairs = Self.scan(
            """
            class PlanCard extends StatelessWidget {
              @override
              Widget build(BuildContext context) {
                final scheme = Theme.of(context).colorScheme;
                return Scaffold(
                  backgroundColor: scheme.surface,
                  body: Column(
                    children: [
                      Container(
                        padding: const EdgeInsets.all(16),
                        child: Row(children: [
                          Icon(Icons.bolt, color: AppColors.accentIcon),
                          Text('Pro', style: TextStyle(color: AppColors.planTitle, fontWeight: FontWeight.w700)),
                        ]),
                        decoration: BoxDecoration(
                          color: AppColors.planBackground,
                          borderRadius: BorderRadius.circular(12),
                        ),
                      ),
                      Text(
                        'Renews monthly',
                        style: Theme.of(context).textTheme.bodySmall?.copyWith(color: scheme.onSurface),
                      ),
                      Material(
                        color: Colors.black,
                        child: Text("Dark", style: const TextStyle(color: Colors.white)),
                      ),
                      ColoredBox(color: Colors.teal.shade700, child: Text('x', style: TextStyle(color: Colors.white))),
                    ],
                  ),
                );
              }
            }
            """)
        #expect(
            pairs == [
                "accentIcon on planBackground glyph 12: Icon in Container",
                "planTitle on planBackground largeText 13: Text in Container",
                "onSurface on surface text 22: Text in Scaffold",
                "white on black text 26: Text in Material",
                "white on surface text 28: Text in Scaffold",
            ])
    }

    @Test("a button style with both colors is a pair, and paints its button's child")
    func buttonStyle() {
        let pairs = Self.scan(
            """
            ElevatedButton(
              onPressed: save,
              style: ElevatedButton.styleFrom(
                backgroundColor: Theme.of(context).colorScheme.primary,
                foregroundColor: Theme.of(context).colorScheme.onPrimary,
              ),
              child: Text('Save', style: Theme.of(context).textTheme.titleLarge!.copyWith(color: AppColors.label)),
            )
            """)
        #expect(
            pairs == [
                "onPrimary on primary text 5: ElevatedButton.styleFrom",
                "label on primary largeText 7: Text in ElevatedButton",
            ])
    }

    @Test("text and icons with no painted widget around them are on the page, the Scaffold's")
    func onThePage() {
        let pairs = Self.scan(
            """
            Row(children: [
              Icon(Icons.logout, color: Theme.of(context).colorScheme.onSurface),
              Text('Hint', style: TextStyle(color: AppColors.grey3)),
            ])
            """)
        #expect(
            pairs == [
                "onSurface on \u{1}page glyph 2: Icon, over the page", "grey3 on \u{1}page text 3: Text, over the page",
            ])
    }

    @Test("literals, opacities, comments and strings name nothing")
    func ignored() {
        let pairs = Self.scan(
            """
            Container(
              color: AppColors.paper,
              // child: Text('a', style: TextStyle(color: AppColors.ghost)),
              /* Container(color: AppColors.fake, /* nested */ ) */
              child: Column(children: [
                Text('Container(color: fake) $name ${user.name}', style: TextStyle(color: AppColors.ink)),
                Text(r'raw ) ] }', style: TextStyle(color: Color(0xFF202020))),
                Text('''a ) b''', style: TextStyle(color: AppColors.ink.withOpacity(0.6))),
                Text("c", style: TextStyle(color: Colors.grey[600])),
                Text("d", style: TextStyle(color: selected ? Color(0xFF111111) : Colors.grey[600])),
              ]),
            )
            """)
        #expect(pairs == ["ink on paper text 6: Text in Container"])
    }

    @Test("an unbalanced or hostile file ends without a crash")
    func unbalanced() {
        _ = Self.scan("Container(color: AppColors.paper, child: Text('a', style: TextStyle(color: ink ] } } ")
        _ = Self.scan("'unterminated ${ Container(color: x, ")
        let deep = String(repeating: "Center(child: ", count: 10_000) + "Text('a', style: TextStyle(color: ink))"
        #expect(Self.scan("Container(color: paper, child: " + deep).count == 1)
    }

    @Test("a choice on the style draws each branch in its style; any other choice draws both in both")
    func styleChoices() {
        let pairs = FlutterScanner.pairs(
            in: SourceText(
                path: "lib/order.dart",
                """
                class OrderItem extends StatelessWidget {
                  Widget build(BuildContext context) {
                    return Container(
                      color: context.isDark ? Colours.dark_bg_gray : Colours.bg_gray,
                      child: Column(children: [
                        Text('Paid', style: TextStyle(color: context.isDark ? Colours.dark_red : Colours.red)),
                        Text('Hint', style: TextStyle(color: !isDarkMode ? Colours.text_gray : Colours.dark_text_gray)),
                        Text('Tag', style: TextStyle(color: selected ? Colours.app_main : Colours.text)),
                      ]),
                    );
                  }
                }
                """)
        ).map { "\($0.foreground) on \($0.background) \($0.style.map { "\($0)" } ?? "both")" }
        #expect(
            pairs == [
                "dark_red on dark_bg_gray dark", "red on bg_gray light",
                "text_gray on bg_gray light", "dark_text_gray on dark_bg_gray dark",
                "app_main on dark_bg_gray dark", "app_main on bg_gray light",
                "text on dark_bg_gray dark", "text on bg_gray light",
            ], "\(pairs)")
        #expect(ColorChoice.styles(of: "isSystemInDarkTheme()").map { "\($0.whenTrue)" } == "dark")
        #expect(ColorChoice.styles(of: "colorScheme == .light").map { "\($0.whenTrue)" } == "light")
        #expect(ColorChoice.styles(of: "selected") == nil)
    }
}
