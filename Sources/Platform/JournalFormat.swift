/// The bytes of a write's journal (`WriteJournal`), apart from the files they describe, so they can be read
/// and fuzzed alone.
///
/// The bytes: `dusk journal 2\n`, the folder's `DEV INO\n`, the file count `N\n`, then for each file its path,
/// its bytes before and its bytes after, each as `LENGTH\n` and the bytes; then `placed INDEX DEV INO\n` lines.
/// A last line cut short (a run killed while writing it) is a file not yet placed.
enum JournalFormat {
    struct Entry: Equatable {
        var parts: [String]
        var original: [UInt8]
        var replacement: [UInt8]
    }

    struct Contents: Equatable {
        var root: FileIdentity
        var entries: [Entry]
        /// The identity each placed file was given, by index.
        var placed: [Int: FileIdentity] = [:]
    }

    static let magic = Array("dusk journal 2\n".utf8)

    static func encode(_ contents: Contents) -> [UInt8] {
        var out = magic
        out += Array("\(contents.root.device) \(contents.root.inode)\n\(contents.entries.count)\n".utf8)
        for entry in contents.entries {
            for part in [Array(entry.parts.joined(separator: "/").utf8), entry.original, entry.replacement] {
                out += Array("\(part.count)\n".utf8) + part
            }
        }
        for (index, identity) in contents.placed.sorted(by: { $0.key < $1.key }) {
            out += Array("placed \(index) \(identity.device) \(identity.inode)\n".utf8)
        }
        return out
    }

    /// The folder a journal is bound to, from its first two lines alone.
    static func root(of bytes: [UInt8]) -> FileIdentity? {
        guard bytes.starts(with: magic) else { return nil }
        let rest = bytes[magic.count...].prefix(42)
        guard let end = rest.firstIndex(of: 0x0A) else { return nil }
        let words = rest[..<end].split(separator: 0x20, omittingEmptySubsequences: false)
        guard words.count == 2, words.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }),
            let device = UInt64(String(decoding: words[0], as: UTF8.self)),
            let inode = UInt64(String(decoding: words[1], as: UTF8.self))
        else { return nil }
        return FileIdentity(device: device, inode: inode)
    }

    static func decode(_ bytes: [UInt8]) -> Contents? {
        guard bytes.starts(with: magic) else { return nil }
        var offset = magic.count
        // One line's numbers, separated by single spaces; nil when the line is not whole or not numbers.
        func line() -> [UInt64]? {
            guard let end = bytes[offset...].firstIndex(of: 0x0A), end - offset <= 80 else { return nil }
            let words = bytes[offset..<end].split(separator: 0x20, omittingEmptySubsequences: false)
            var numbers: [UInt64] = []
            for word in words {
                guard !word.isEmpty, word.count <= 20, word.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                    let n = UInt64(String(decoding: word, as: UTF8.self))
                else { return nil }
                numbers.append(n)
            }
            offset = end + 1
            return numbers
        }
        func part() -> [UInt8]? {
            guard let n = line(), n.count == 1, n[0] <= UInt64(bytes.count - offset) else { return nil }
            defer { offset += Int(n[0]) }
            return Array(bytes[offset..<offset + Int(n[0])])
        }
        guard let root = line(), root.count == 2, let count = line(), count.count == 1,
            count[0] <= UInt64(bytes.count)
        else { return nil }
        var contents = Contents(root: FileIdentity(device: root[0], inode: root[1]), entries: [])
        for _ in 0..<Int(count[0]) {
            guard let path = part(), let original = part(), let replacement = part(),
                let parts = relativeParts(path)
            else { return nil }
            contents.entries.append(Entry(parts: parts, original: original, replacement: replacement))
        }
        let word = Array("placed ".utf8)
        // One line a file at most: each file takes its name once.
        var placedLines = 0
        while offset < bytes.count {
            // A last line without its newline: the run was killed writing it, before that file took its name.
            guard bytes[offset...].contains(0x0A) else {
                return word.starts(with: bytes[offset...].prefix(word.count)) ? contents : nil
            }
            guard bytes[offset...].starts(with: word) else { return nil }
            offset += word.count
            guard let record = line(), record.count == 3, record[0] < UInt64(contents.entries.count),
                placedLines < contents.entries.count
            else { return nil }
            placedLines += 1
            contents.placed[Int(record[0])] = FileIdentity(device: record[1], inode: record[2])
        }
        return contents
    }

    /// A path below the folder as plain names (never absolute, empty, `.` or `..`); nil for any other.
    static func relativeParts(_ bytes: [UInt8]) -> [String]? {
        guard let text = String(validating: bytes, as: UTF8.self), !text.isEmpty else { return nil }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        return parts.allSatisfy(Path.isPlainName) ? parts : nil
    }
}
