import CPlatform

/// How the process's allocator treats large blocks.
public enum Memory {
    /// Large blocks freed are given back to the system at once, not kept for later (glibc otherwise keeps
    /// them): the peak memory of a command is what it holds, not what it once held. Called first by the CLI.
    public static func returnLargeBlocks() { dusk_memory_return_large_blocks() }
}
