import Foundation

/// One folder per test process under the system's temporary folder, removed when the process exits:
/// the tests make hundreds of files and folders, and none of them outlives the run.
public let scratchRoot: String = {
    let root = NSTemporaryDirectory() + "dusk-test-run-\(getpid())"
    try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    atexit {
        try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "dusk-test-run-\(getpid())")
    }
    return root
}()

/// A new, empty folder of its own inside `scratchRoot`, named after what it is for.
public func scratchFolder(_ purpose: String) -> String {
    let dir = scratchRoot + "/\(purpose)-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
}

/// A new folder of its own holding `files` (path inside it → text), folders made as the paths need.
public func scratchFolder(_ purpose: String, holding files: [String: String]) throws -> String {
    let dir = scratchFolder(purpose)
    for (name, content) in files {
        let path = dir + "/" + name
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try content.write(toFile: path, atomically: true, encoding: .utf8)
    }
    return dir
}

/// A path inside `scratchRoot` where nothing is yet.
public func scratchPath(_ name: String) -> String {
    scratchRoot + "/\(UUID().uuidString)-\(name)"
}

/// The package's root folder, found from this file's path (tests read the sources, README and fixtures there).
public let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()
