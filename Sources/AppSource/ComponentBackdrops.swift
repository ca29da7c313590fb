import Pairs
import ThemeModel

/// What a component's `<style>` rules put behind the elements of its markup: for a rule that sets a text color
/// and no background, the background of each element it picks out, the element's own (a rule of the block, a
/// Tailwind `bg-` class) or the nearest element's around it, else the page's.
struct ComponentBackdrops {
    let elements: [MarkupElement]
    /// The block's rules that set a background: selector, palette color, the style they apply in.
    let fills: [(selector: ElementSelector, color: String, style: InterfaceStyle?)]

    /// A palette color (or `SourcePair.page`) and the element that draws it (`nav.menu`; nil for the page).
    typealias Backdrop = (color: String, container: String?)

    /// Selector tests a file may make (each walks at most the markup's depth): past them the sheet decides
    /// alone, so a hostile file costs what its size allows and no more.
    static let budget = 1 << 20
    private var spent = 0

    init(elements: [MarkupElement], fills: [(String, String, InterfaceStyle?)]) {
        self.elements = elements
        self.fills = elements.isEmpty ? [] : fills.map { (ElementSelector($0.0), $0.1, $0.2) }
    }

    /// The backgrounds under what `selector` picks out, each with the element that draws it (nil for the page),
    /// in the order the elements come; nil when it picks out no element (a class set at run time, a child
    /// component's), so the sheet's own nesting decides.
    mutating func backgrounds(under selector: String, style: InterfaceStyle?) -> [Backdrop]? {
        guard !elements.isEmpty, spent + elements.count * (fills.count + 1) <= Self.budget else { return nil }
        spent += elements.count
        let picker = ElementSelector(selector)
        let states = Set(picker.subjectStates)
        var found: [Backdrop] = []
        for element in elements.indices where picker.matches(element, in: elements) {
            let placed = background(of: element, states: states, style: style)
            if !found.contains(where: { $0.color == placed.color && $0.container == placed.container }) {
                found.append(placed)
            }
        }
        return found.isEmpty ? nil : found
    }

    /// The element's own background (a rule whose states the text's rule also needs), else its nearest
    /// ancestor's (in its resting state), else the page's.
    mutating func background(of element: Int, states: Set<String>, style: InterfaceStyle?) -> Backdrop {
        var at = element
        var needs = states
        while at >= 0 {
            spent += fills.count
            let fill = fills.last {
                ($0.style == nil || $0.style == style) && Set($0.selector.subjectStates).isSubset(of: needs)
                    && $0.selector.matches(at, in: elements)
            }
            if let fill {
                return (fill.color, describe(at))
            }
            if let tailwind = elements[at].tailwind?.background(state: "", style: style) {
                return (tailwind, describe(at))
            }
            needs = []
            at = elements[at].parent
        }
        return (SourcePair.page, nil)
    }

    /// `nav`, `div.card`: how an element reads in a clause.
    private func describe(_ element: Int) -> String {
        let e = elements[element]
        return ([e.name] + e.classes.sorted().prefix(2).map { "." + $0 }).joined()
    }
}
