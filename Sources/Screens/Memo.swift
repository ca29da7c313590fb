import Synchronization

/// A bounded, process-wide table of results of pure computations, keyed by all of their inputs:
/// `check` and `fix` render the same backdrops and blur the same pixels dozens of times (the theme,
/// Apple's palette, every round of the fixer), and the preview does again for each appearance of one style.
/// A hit returns exactly what a fresh computation would; past `limit` entries the table starts over.
final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let table = Mutex<[Key: Value]>([:])
    private let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    func value(_ key: Key, _ compute: () -> Value) -> Value {
        if let known = table.withLock({ $0[key] }) { return known }
        // Computed outside the lock: two threads may compute the same value; both get equal results.
        let fresh = compute()
        table.withLock { entries in
            if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
            entries[key] = fresh
        }
        return fresh
    }
}
