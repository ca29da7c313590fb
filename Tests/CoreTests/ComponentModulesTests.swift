import Pairs
import Syntax
import Testing
import ThemeModel

@testable import AppSource

/// Component libraries as web apps ship them (shadcn/ui's `components/ui/*.tsx`): what a component fills its
/// root with is what the caller's children are drawn on, and a component no file imports is never on screen.
@Suite("Component modules")
struct ComponentModulesTests {
    static let menu = """
        const MenuContent = React.forwardRef<
          React.ElementRef<typeof P.Content>
        >(({ className, ...props }, ref) => (
          <P.Portal>
            <P.Content
              className={cn(
                "z-50 rounded-md border bg-popover p-1 text-popover-foreground",
                className
              )}
            />
          </P.Portal>
        ))
        function MenuItem({ className }) {
          return <P.Item className={cn("focus:bg-accent px-2", className)} />
        }
        """

    @Test("a component that fills its root element is what its children are drawn on; one filled only on focus is not")
    func rootSurfaces() {
        var context = SourceContext()
        context.read(SourceText(path: "components/ui/menu.tsx", Self.menu))
        let page = """
            import { MenuContent, MenuItem } from "@/components/ui/menu"
            export default function Page() {
              return (
                <MenuContent>
                  <MenuItem className="text-destructive">Delete</MenuItem>
                </MenuContent>
              )
            }
            """
        let pairs = SourceLanguage.markup.pairs(in: SourceText(path: "app/page.tsx", page), context)
        #expect(pairs.map { "\($0.foreground) on \($0.background)" } == ["destructive on popover"])
    }

    @Test("imports name modules by their last part; an index by its folder")
    func importKeys() {
        let file = """
            import { Tabs } from "@/components/ui/tabs"
            import Chart from './charts/Chart.vue'
            const lazy = import("../Button/index.tsx")
            const x = require('./nav-bar')
            import "./globals.css"
            const fromage = "not/an/import"
            """
        #expect(
            ModuleImports.keys(in: SourceText(path: "app/page.tsx", file)) == [
                "tabs", "chart", "button", "navbar", "globals.css",
            ])
    }

    @Test("what a component module nothing imports or places draws is dropped; pages and unimported projects stay")
    func unusedModules() {
        let site = { (file: String) in SourceSite(SourceLocation(file: file, line: 1, column: 1), "classes") }
        let pairs = [
            SourcePair(foreground: "a", background: "b", kind: .text, site: site("src/components/ui/tabs.tsx")),
            SourcePair(foreground: "c", background: "d", kind: .text, site: site("src/components/ui/menu.tsx")),
            SourcePair(foreground: "e", background: "f", kind: .text, site: site("src/app/page.tsx")),
            SourcePair(foreground: "g", background: "h", kind: .text, site: site("src/lib/theme.tsx")),
        ]
        #expect(ModuleImports.drop(pairs, used: ["menu"]).map(\.foreground) == ["c", "e", "g"])
        #expect(ModuleImports.drop(pairs, used: []).count == 4)
    }
}
