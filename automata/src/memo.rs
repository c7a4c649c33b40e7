//! Memoisation of per-automaton results: the analysis normalises and
//! abstracts forest automata whose components mostly did not change since the
//! previous step, so spans are looked up rather than recomputed.

use crate::ta::TreeAutomaton;
use fxhash::FxHashMap;
use std::cell::RefCell;
use std::thread::LocalKey;

/// Entries kept per table before it is cleared.
const CAPACITY: usize = 4096;

/// A thread-local table of results keyed by automata (structural equality).
pub(crate) type Table<V> = LocalKey<RefCell<FxHashMap<TreeAutomaton, V>>>;

/// The result of `compute(ta)`, from `table` when `ta` was seen before.
pub(crate) fn cached<V: Clone + 'static>(
    table: &'static Table<V>,
    ta: &TreeAutomaton,
    compute: impl FnOnce() -> V,
) -> V {
    if let Some(v) = table.with(|t| t.borrow().get(ta).cloned()) {
        return v;
    }
    let v = compute();
    table.with(|t| {
        let mut t = t.borrow_mut();
        if t.len() >= CAPACITY {
            t.clear();
        }
        t.insert(ta.clone(), v.clone());
    });
    v
}
