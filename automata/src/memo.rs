//! Memoisation of per-automaton results: the analysis normalises and
//! abstracts forest automata whose components mostly did not change since the
//! previous step, so spans are looked up rather than recomputed.

use fxhash::FxHashMap;
use std::cell::RefCell;
use std::hash::Hash;
use std::thread::LocalKey;

/// Entries kept per table before it is cleared.
const CAPACITY: usize = 4096;

/// A thread-local table of results keyed by automata (structural equality).
pub type Table<K, V> = LocalKey<RefCell<FxHashMap<K, V>>>;

/// The result of `compute(key)`, from `table` when `key` was seen before
/// (kept there only when computed before the thread's deadline).
pub fn cached<K: Hash + Eq + Clone + 'static, V: Clone + 'static>(
    table: &'static Table<K, V>,
    key: &K,
    compute: impl FnOnce() -> V,
) -> V {
    if let Some(v) = table.with(|t| t.borrow().get(key).cloned()) {
        return v;
    }
    let v = compute();
    // Past the deadline a result may be coarser than computed in time.
    if crate::deadline::passed() {
        return v;
    }
    table.with(|t| {
        let mut t = t.borrow_mut();
        if t.len() >= CAPACITY {
            t.clear();
        }
        t.insert(key.clone(), v.clone());
    });
    v
}
