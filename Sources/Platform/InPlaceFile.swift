import Glibc

/// Replacing a file of the user's theme with an edited copy, when they ask for it (the preview's `w`,
/// `dusk fix --in-place`): atomically, keeping its permissions, and only while it is still the file, with
/// the bytes, that the edit was made from. A hard-linked file is refused: a rename would leave its other
/// names with the old bytes.
public enum InPlaceFile {
    /// Replaces the file `path` names (a symbolic link is followed to it) with `bytes`, if it holds `original`.
    public static func replace(_ path: String, expecting original: [UInt8], with bytes: [UInt8]) throws(FileError) {
        let (real, identity) = try resolve(path)
        try AtomicFile.write(bytes, to: real) { () throws(FileError) in
            try check(path, real: real, identity: identity, expecting: original)
        }
    }

    /// Throws what `replace` would refuse, writing nothing: what a writer of several files checks of each
    /// before it writes the first.
    public static func check(_ path: String, expecting original: [UInt8]) throws(FileError) {
        let (real, identity) = try resolve(path)
        try check(path, real: real, identity: identity, expecting: original)
    }

    /// The file `path` names, symbolic links followed, and its identity now.
    static func resolve(_ path: String) throws(FileError) -> (real: String, identity: FileIdentity) {
        let real = FileSystem.canonicalPath(path) ?? path
        guard let identity = FileIdentity(of: real) else { throw FileError(path: path, errno: ENOENT) }
        return (real, identity)
    }

    static func check(
        _ path: String, real: String, identity: FileIdentity, expecting original: [UInt8]
    ) throws(FileError) {
        var info = stat()
        guard lstat(real, &info) == 0 else { throw FileError(path: path, errno: errno) }
        try FileSystem.requireRegular(info, path: path)
        if info.st_nlink > 1 {
            throw FileError(
                path: path,
                reason: "it has \(info.st_nlink) names (hard links); replacing it would leave the others as they were",
                kind: .other)
        }
        // Larger than it was: changed (the read refuses past the limit).
        let now = try? FileSystem.read(real, limit: original.count)
        guard FileIdentity(info) == identity, now == original else {
            throw FileError(
                path: path, reason: "it changed on disk since dusk read it; reload it and edit again",
                kind: .changedSinceRead)
        }
        try ProtectedFiles.none.requireWritable(real)
    }
}
