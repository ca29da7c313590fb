import Foundation
import Testing

@testable import DuskCLI

/// What is drawn but asks no contrast: a fully transparent color (an icon shown only when selected, a ghost
/// button's fill) and a control's disabled state (WCAG 1.4.3 exempts inactive components).
@Suite("Transparent and disabled colors")
struct InactiveColorsTests {
    static let css = """
        :root {
          --page: #ffffff;
          --text: #1a1a1a;
          --icon-hidden: transparent;
          --text-disabled: #c8c8c8;
          --ghost: transparent;
        }

        .dark {
          --page: #111111;
          --text: #eeeeee;
          --text-disabled: #444444;
        }

        """
    static let app = """
        body { color: var(--text); background: var(--page); }
        .tile .icon { color: var(--icon-hidden); background: var(--page); }
        button:disabled { color: var(--text-disabled); background: var(--page); }
        .ghost { background: var(--ghost); color: var(--text); }

        """

    @Test("a transparent icon and disabled text are not findings, and fix gives them nothing")
    func notJudged() throws {
        let dir = try scratchDirectory(["theme.css": Self.css, "app.css": Self.app])
        let check = DuskCLI.run(["check", dir + "/theme.css", "--source", dir, "--json"])
        let pairs = try json(check).objects("pairs")
        #expect(!pairs.isEmpty)
        let named = Set(pairs.flatMap { [$0.text("foreground"), $0.text("background")] })
        #expect(!named.contains("icon-hidden") && !named.contains("text-disabled"), "\(named)")
        #expect(check.exitCode == 0, "\(check.stdout)")
        let fix = DuskCLI.run(["fix", dir + "/theme.css", "--source", dir, "--json", "--out", dir + "/f.json"])
        let changed = Set(try json(fix).objects("values").map { $0.text("color") })
        #expect(changed.isDisjoint(with: ["icon-hidden", "text-disabled", "ghost"]), "\(changed)")
    }

    @Test("text on a transparent fill is judged on the page under it; the fill is never 'the same in light and dark'")
    func transparentFill() throws {
        let dir = try scratchDirectory(["theme.css": Self.css, "app.css": Self.app])
        let check = DuskCLI.run(["check", dir + "/theme.css", "--source", dir, "--json"])
        let ghost = try json(check).objects("pairs").filter { $0.text("background") == "ghost" }
        #expect(ghost.count == 2, "\(ghost)")
        #expect(ghost.allSatisfy { ($0["ratio"] as? Double ?? 0) > 15 }, "\(ghost)")
        #expect(!check.stdout.contains("same in light and dark"), "\(check.stdout)")
    }
}
