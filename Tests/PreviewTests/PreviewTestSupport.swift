import Screens

@testable import Preview

extension PreviewModel {
    /// Presses `events` in order on a terminal of `size`, as the runtime feeds them; the effects asked for.
    @discardableResult
    mutating func press(_ events: [InputEvent], on size: Size) -> [PreviewEffect] {
        var effects: [PreviewEffect] = []
        for e in events { effects += update(.key(e), terminalSize: size).effects }
        return effects
    }
}
