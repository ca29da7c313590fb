/// What a token file says of a color's use beside its value: Figma's variable scopes and the `$description`.
public struct ColorHints: Sendable, Hashable {
    /// `$extensions["com.figma.scopes"]`: `TEXT_FILL`, `FRAME_FILL`, `SHAPE_FILL`, `STROKE_COLOR`, ...
    public var scopes: [String]
    public var description: String?

    public init(scopes: [String] = [], description: String? = nil) {
        self.scopes = scopes
        self.description = description
    }
}
