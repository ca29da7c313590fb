/// Columns padded to a width: the text tables of `colors` and `check`.
struct TextTable {
    private(set) var rows: [[String]] = []

    mutating func add(_ cells: [String]) { rows.append(cells) }

    /// Each column as wide as its widest cell (the last column unpadded), two spaces between.
    func lines() -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        return rows.map { row in
            row.enumerated().map { i, cell in i == row.count - 1 ? cell : TextTable.pad(cell, widths[i]) }.joined(
                separator: "  ")
        }
    }

    static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
    }
}
