import Foundation

/// Runs a program to its end in `directory` (nil: this process's), with no input; what it printed and how it
/// ended. (Output is read after the program ends its standard output: for the short outputs of tests.)
public func runProgram(
    _ path: String, _ arguments: [String], in directory: String? = nil
) throws -> (status: Int32, exited: Bool, stdout: String, stderr: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = arguments
    if let directory { p.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let out = Pipe()
    let err = Pipe()
    p.standardOutput = out
    p.standardError = err
    p.standardInput = FileHandle.nullDevice
    try p.run()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    return (p.terminationStatus, p.terminationReason == .exit, stdout, stderr)
}
