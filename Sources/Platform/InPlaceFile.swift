/// A file of the user's theme to be replaced with an edited copy, when they ask for it (the preview's `w`,
/// `dusk fix --in-place`): atomically, keeping its permissions, and only while it is still the file, with the
/// bytes, that the edit was made from. It is reached below the theme's folder one name at a time, never through
/// a symbolic link, and known by identity from the moment it is opened: a name swapped for a link or another
/// file before the write fails the write. A hard-linked file is refused: a rename would leave its other names
/// with the old bytes.
public struct InPlaceFile {
    /// The path as the theme names it, for messages.
    public let path: String
    /// The path below the theme's folder, `/`-separated (what a journal records).
    public let parts: [String]
    /// The theme's folder, held open, and the identity of the file's own folder below it: reopened for the write
    /// (one descriptor for a whole catalog, however many colorsets) and held to be the same folder.
    let root: OpenFolder
    let folderIdentity: FileIdentity
    let identity: FileIdentity
    public let original: [UInt8]

    /// Opens `path`, which must lie below `root`, and checks it holds `original`.
    public init(_ path: String, below root: OpenFolder, expecting original: [UInt8]) throws(FileError) {
        guard let parts = root.parts(of: path) else {
            throw FileError(
                path: path, reason: "it is outside the theme's folder `\(root.path)`; dusk writes only inside it",
                kind: .protected)
        }
        try self.init(parts: parts, shown: path, below: root, expecting: original)
    }

    /// Opens the file at `parts` below `root` (from a journal) and checks it holds `original`.
    public init(parts: [String], shown: String, below root: OpenFolder, expecting original: [UInt8]) throws(FileError) {
        let folder = try root.folder(parts.dropLast())
        guard let folderIdentity = folder.identity else { throw FileError(path: shown, errno: ENOENT) }
        self.root = root
        self.folderIdentity = folderIdentity
        self.parts = parts
        path = shown
        identity = try Self.check(folder, parts.last ?? "", shown: shown, expecting: original)
        self.original = original
    }

    /// Identity and bytes now, as when it was opened; what `replace` checks before and again just before the
    /// rename.
    static func check(
        _ folder: OpenFolder, _ name: String, shown: String, expecting original: [UInt8],
        identity expected: FileIdentity? = nil
    ) throws(FileError) -> FileIdentity {
        guard let info = folder.status(of: name) else { throw FileError(path: shown, errno: ENOENT) }
        if (info.st_mode & S_IFMT) == S_IFLNK { throw OpenFolder.refusal(shown, errno: ELOOP) }
        try FileSystem.requireRegular(info, path: shown)
        if info.st_nlink > 1 {
            throw FileError(
                path: shown,
                reason: "it has \(info.st_nlink) names (hard links); replacing it would leave the others as they were",
                kind: .other)
        }
        // A rename would replace it whatever its mode: read-only says "keep", and dusk does.
        if info.st_mode & 0o222 == 0 {
            throw FileError(path: shown, reason: "it is read-only; make it writable to let dusk replace it")
        }
        // Larger than it was: changed (the read refuses past the limit).
        let now = try? folder.read(name, limit: original.count)
        guard let now, now.identity == FileIdentity(info), now.bytes == original,
            expected == nil || expected == now.identity
        else {
            throw FileError(
                path: shown, reason: "it changed on disk since dusk read it; reload it and edit again",
                kind: .changedSinceRead)
        }
        return now.identity
    }

    /// Replaces the file with `bytes` if it is still the file, with the bytes, it was when opened. `placed` is
    /// told the new file's identity just before it takes the name.
    public func replace(
        with bytes: [UInt8], placed: (FileIdentity) throws(FileError) -> Void = { _ throws(FileError) in }
    ) throws(FileError) {
        let name = parts.last ?? ""
        let folder = try self.folder()
        try AtomicFile.place(
            bytes, in: folder.fd, name: name, shown: path,
            check: { () throws(FileError) in
                _ = try Self.check(folder, name, shown: path, expecting: original, identity: identity)
            }, placed: placed)
    }

    /// The file's folder again, if it is still the folder it was when the file was opened.
    func folder() throws(FileError) -> OpenFolder {
        let folder = try root.folder(parts.dropLast())
        guard folder.identity == folderIdentity else {
            throw FileError(
                path: path, reason: "its folder was moved or replaced since dusk read it; reload it and edit again",
                kind: .changedSinceRead)
        }
        return folder
    }

    /// Removes what an earlier, killed run left while replacing this file (`OpenFolder.removeStaleTemporaries`).
    public func removeStaleTemporaries() {
        (try? folder())?.removeStaleTemporaries(of: parts.last ?? "")
    }
}
