import ANSIReader

extension ANSIScreen {
    /// The first cell of the status bar's time, wherever the layout puts it.
    public var timeCell: ScreenCell? { cell(column(of: "9:41", row: 0) ?? -1, 0) }
}
