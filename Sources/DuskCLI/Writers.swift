/// Columns padded to a width: the text tables of `colors`, `derive` and `check`.
/// Cells are kept in one flat array and widths as rows arrive, so a table of
/// 100,000 rows costs its cells and nothing per row (issue 54's 40,000 colors).
struct TextTable {
    private var cells: [String] = []
    private var rowEnds: [Int] = []
    private var widths: [Int] = []

    init() {}

    /// A table of `rows` rows of `columns` cells: its cells are stored once, not regrown.
    init(rows: Int, columns: Int) {
        cells.reserveCapacity(rows * columns)
        rowEnds.reserveCapacity(rows)
    }

    mutating func add(_ row: [String]) {
        for (i, cell) in row.enumerated() {
            let width = cell.count
            if i == widths.count {
                widths.append(width)
            } else if width > widths[i] {
                widths[i] = width
            }
        }
        cells += row
        rowEnds.append(cells.count)
    }

    /// Appends the rows to `text`, each as wide as its column's widest cell (the last column unpadded), two
    /// spaces between columns, `indent` before each row, a newline between rows and none after the last.
    func append(to text: inout String, indent: String = "") {
        text.reserveCapacity(text.utf8.count + byteCount(indent: indent))
        var start = 0
        for (r, end) in rowEnds.enumerated() {
            if r > 0 { text += "\n" }
            text += indent
            for i in start..<end {
                let cell = cells[i]
                text += cell
                guard i < end - 1 else { break }
                let width = widths[i - start]
                let count = cell.count
                if width > count { text += String(repeating: " ", count: width - count) }
                text += "  "
            }
            start = end
        }
    }

    /// The bytes `append(to:)` writes: the output is made at its size, not regrown (issue 54: regrowing a
    /// 14 MB output held 40 MB at once).
    private func byteCount(indent: String) -> Int {
        var total = 0
        var start = 0
        for end in rowEnds {
            total += indent.utf8.count + 1
            for i in start..<end {
                let cell = cells[i]
                total += cell.utf8.count
                if i < end - 1 { total += max(0, widths[i - start] - cell.count) + 2 }
            }
            start = end
        }
        return total
    }

    /// The rows as one text (what `append(to:)` writes).
    func text(indent: String = "") -> String {
        var text = ""
        append(to: &text, indent: indent)
        return text
    }

    static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
    }
}
