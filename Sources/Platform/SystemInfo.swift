/// What dusk asks of the system (the user's home folders; for the benchmarks the processor, this program's path,
/// a process's peak memory, and how they start a process): the calls that differ between Linux and macOS, each
/// answered here once.
public enum SystemInfo {
    /// This user's home folders, canonical: `$HOME` and the one the user database names (they can differ, and
    /// `HOME` can be unset).
    public static var homeFolders: [String] {
        let fromEnvironment = getenv("HOME").map { String(cString: $0) }
        let fromDatabase = getpwuid(geteuid()).flatMap { $0.pointee.pw_dir }.map { String(cString: $0) }
        return Array(Set([fromEnvironment, fromDatabase].compactMap { $0 }.compactMap(FileSystem.canonicalPath)))
            .sorted()
    }

    /// The path of the running program; nil when the system does not say.
    public static var executablePath: String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        #if canImport(Glibc)
            let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            guard n > 0 else { return nil }
            return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #elseif canImport(Darwin)
            var size = UInt32(buffer.count)
            guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
            return String(cString: buffer)
        #endif
    }

    /// The processor's name (`model name` in /proc/cpuinfo, `machdep.cpu.brand_string` on macOS).
    public static var processorName: String? {
        #if canImport(Glibc)
            let info = (try? FileSystem.read("/proc/cpuinfo", limit: 1 << 22)) ?? []
            let line = String(decoding: info, as: UTF8.self).split(separator: "\n").first {
                $0.hasPrefix("model name")
            }
            return line?.split(separator: ":").last.map { String($0.drop { $0 == " " || $0 == "\t" }) }
        #elseif canImport(Darwin)
            var size = 0
            guard sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 0 else { return nil }
            var buffer = [CChar](repeating: 0, count: size)
            guard sysctlbyname("machdep.cpu.brand_string", &buffer, &size, nil, 0) == 0 else { return nil }
            return String(cString: buffer)
        #endif
    }

    /// The peak resident memory of the running process `pid`, in KiB, read before it ends (Linux's VmHWM);
    /// nil where the system does not tell it of another process.
    public static func peakMemoryKiB(of pid: pid_t) -> Int? {
        #if canImport(Glibc)
            let status = String(
                decoding: (try? FileSystem.read("/proc/\(pid)/status", limit: 1 << 20)) ?? [], as: UTF8.self)
            return status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
                .flatMap { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first }
                .flatMap { Int($0) }
        #elseif canImport(Darwin)
            return nil
        #endif
    }

    /// `ru_maxrss` in KiB (Linux counts it in KiB, macOS in bytes).
    public static func maximumResidentKiB(_ usage: rusage) -> Int {
        #if canImport(Glibc)
            Int(usage.ru_maxrss)
        #elseif canImport(Darwin)
            Int(usage.ru_maxrss) / 1024
        #endif
    }

    /// Starts `argv` (its first element a path) with this process's environment, standard output to the file
    /// `stdout` and standard error to `stderr`; the child's pid, or nil when it could not start.
    public static func spawn(_ argv: [String], stdout: String, stderr: String = "/dev/null") -> pid_t? {
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
        #elseif canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY, 0)
        let cArgs = argv.map { strdup($0) } + [nil]
        defer { for pointer in cArgs { free(pointer) } }
        var pid: pid_t = 0
        #if canImport(Glibc)
            let rc = posix_spawn(&pid, argv[0], &actions, nil, cArgs, environ)
        #elseif canImport(Darwin)
            let rc = posix_spawn(&pid, argv[0], &actions, nil, cArgs, _NSGetEnviron().pointee)
        #endif
        return rc == 0 ? pid : nil
    }
}
