import Synchronization

/// A bounded, process-wide table of results of pure computations, keyed by all of their inputs:
/// `check` and `fix` render the same backdrops and blur the same pixels dozens of times (the theme,
/// Apple's palette, every round of the fixer), and the preview does again for each appearance of one style.
/// A hit returns exactly what a fresh computation would. The table holds at most `budget` bytes (as `cost`
/// counts them, keys included); past that it starts over, so memory stays bounded whatever is rendered.
final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let table = Mutex<(entries: [Key: Value], bytes: Int)>(([:], 0))
    private let budget: Int
    private let cost: @Sendable (Key, Value) -> Int

    init(budget: Int, cost: @escaping @Sendable (Key, Value) -> Int) {
        self.budget = budget
        self.cost = cost
    }

    func value(_ key: Key, _ compute: () -> Value) -> Value {
        if let known = table.withLock({ $0.entries[key] }) { return known }
        // Computed outside the lock: two threads may compute the same value; both get equal results.
        let fresh = compute()
        let bytes = cost(key, fresh)
        guard bytes <= budget else { return fresh }
        table.withLock { table in
            if table.bytes + bytes > budget { table = ([:], 0) }
            if table.entries.updateValue(fresh, forKey: key) == nil { table.bytes += bytes }
        }
        return fresh
    }
}
