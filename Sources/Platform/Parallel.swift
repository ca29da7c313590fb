import Synchronization

/// Pure work spread over the machine's cores: `check` and `fix` render every screen in eight appearances,
/// and each appearance is independent of the others.
public enum Parallel {
    /// `items.map(transform)`, in the same order, on up to one thread per online core. Runs on the calling
    /// thread alone when there is one item, one core, or no thread to be had.
    public static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @escaping @Sendable (T) -> R) -> [R] {
        let workers = min(items.count, max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        guard workers > 1 else { return items.map(transform) }
        let job = Job(items: items, transform: transform)
        onThreads(workers) { job.work() }
        return job.results()
    }

    /// Runs `work` on `count` threads at once, this one among them, and returns when all are done.
    private static func onThreads(_ count: Int, _ work: @escaping @Sendable () -> Void) {
        let threads = (1..<count).compactMap { _ in Threads.start(work) }
        work()
        for thread in threads { pthread_join(thread, nil) }
    }

    /// The items, the next one to take, and the results as they come in.
    private final class Job<T: Sendable, R: Sendable>: Sendable {
        let items: [T]
        let transform: @Sendable (T) -> R
        private let next = Atomic<Int>(0)
        private let done: Mutex<[R?]>

        init(items: [T], transform: @escaping @Sendable (T) -> R) {
            self.items = items
            self.transform = transform
            done = Mutex(Array(repeating: nil, count: items.count))
        }

        func work() {
            while true {
                let i = next.add(1, ordering: .relaxed).oldValue
                guard i < items.count else { return }
                let result = transform(items[i])
                done.withLock { $0[i] = result }
            }
        }

        func results() -> [R] {
            done.withLock { $0.map { $0! } }
        }
    }
}
