import ThemeModel

/// A parsed JSON value that remembers where it was written, so every error
/// about a theme can name the line and column a designer must edit.
public struct JSONNode: Sendable {
    public var value: JSONValue
    public var location: SourceLocation
    /// The bytes of the file it was written as (quotes and brackets included), for editing a value in place.
    public var span: Range<Int> = 0..<0

    public init(_ value: JSONValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// Words for "what was found" in error messages.
    public var kindDescription: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string(let s): return "the string \"\(SafeText.excerpt(s))\""
        case .number: return "a number"
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        }
    }

    /// Like `kindDescription`, with the number itself for numbers (`the number 300`).
    public var kindDescriptionWithValue: String {
        if case .number(let v) = value {
            return "the number \(v.isFinite && v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v))"
        }
        return kindDescription
    }
}

public enum JSONValue: Sendable {
    case object([JSONMember])
    case array([JSONNode])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
}

/// One `"key": value` pair. Objects keep members in file order: listings
/// and exports follow the order the designer wrote.
public struct JSONMember: Sendable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: JSONNode
    /// The key's bytes as written (quotes included).
    public var keySpan: Range<Int> = 0..<0
}

extension JSONNode {
    public var objectMembers: [JSONMember]? {
        if case .object(let m) = value { return m }
        return nil
    }

    public var stringValue: String? {
        if case .string(let s) = value { return s }
        return nil
    }

    /// Where the character `offset` Unicode scalars into this string is in the file: on the string's line, past
    /// its opening quote, when the string is written without escapes (its text is then the file's); else, and for
    /// no offset, where the value starts.
    public func location(ofScalar offset: Int?) -> SourceLocation {
        guard let offset, case .string(let s) = value, span.count == s.utf8.count + 2,
            (0...s.unicodeScalars.count).contains(offset)
        else { return location }
        return SourceLocation(file: location.file, line: location.line, column: location.column + 1 + offset)
    }
}

extension JSONNode {
    /// The value of `key` in an object (the last one, as JSON5 readers take it, when the key repeats); nil
    /// for a missing key, a node that is not an object, or no node. The one member lookup every reader uses.
    public static func member(_ node: JSONNode?, _ key: String) -> JSONNode? {
        node?.objectMembers?.last { $0.key == key }?.value
    }
}

extension JSONNode {
    /// What the JSON Pointer `pointer` (RFC 6901: `/a/b/0`, `~1` for `/`, `~0` for `~`; "" is the whole
    /// document) reaches from this node; nil when it reaches nothing.
    public func pointed(_ pointer: String) -> JSONNode? {
        guard !pointer.isEmpty else { return self }
        guard pointer.hasPrefix("/") else { return nil }
        var node = self
        for raw in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let key = String(raw).replacingAll("~1", "/").replacingAll("~0", "~")
            switch node.value {
            case .object:
                guard let next = JSONNode.member(node, key) else { return nil }
                node = next
            case .array(let items):
                guard let index = Int(key), String(index) == key, items.indices.contains(index) else { return nil }
                node = items[index]
            default:
                return nil
            }
        }
        return node
    }
}
