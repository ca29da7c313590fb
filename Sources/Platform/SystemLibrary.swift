// The C library under its name on each system: the one place dusk says which. Platform's files, and the
// modules that import Platform, see it through this import.
#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Darwin)
    @_exported import Darwin
#endif

/// The C library's `read` and `write`, for code inside types that have methods of those names.
enum SystemCall {
    static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(fd, buffer, count)
        #elseif canImport(Darwin)
            Darwin.read(fd, buffer, count)
        #endif
    }

    static func write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(fd, buffer, count)
        #elseif canImport(Darwin)
            Darwin.write(fd, buffer, count)
        #endif
    }
}

/// What `opendir` returns: an opaque pointer on Linux, a `DIR` pointer on macOS.
#if canImport(Glibc)
    typealias DirectoryStream = OpaquePointer
#elseif canImport(Darwin)
    typealias DirectoryStream = UnsafeMutablePointer<DIR>
#endif

extension stat {
    /// When the file's bytes last changed (`st_mtim` on Linux, `st_mtimespec` on macOS).
    var modificationTime: timespec {
        #if canImport(Glibc)
            st_mtim
        #elseif canImport(Darwin)
            st_mtimespec
        #endif
    }
}

/// Where `pthread_create` puts the thread it made: a number on Linux, an optional pointer on macOS.
#if canImport(Glibc)
    let noThread = pthread_t()
#elseif canImport(Darwin)
    let noThread: pthread_t? = nil
#endif
