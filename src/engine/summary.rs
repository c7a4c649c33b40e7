//! Function summaries over local heaps (Predator's interprocedural analysis):
//! a callee entered with a local heap already seen shares that analysis, its
//! results are glued back into every caller's state (the frame rule).

use super::FxIndexSet as IndexSet;
use crate::ir::FuncId;
use fxhash::FxHashMap;
use std::hash::Hash;

/// The summaries of one fixpoint: local heaps, the contexts analysing them,
/// the callers' frames waiting for their results and the results found so far.
pub struct Summaries<S, F, P> {
    /// The local heaps callees were entered with.
    entries: IndexSet<S>,
    /// The context analysing each function from each local heap.
    contexts: FxHashMap<(FuncId, usize), usize>,
    /// Per function, the local heaps it was entered with, in order.
    entered: FxHashMap<FuncId, Vec<usize>>,
    /// Per summarised context: return point and caller's frame of every call.
    callers: FxHashMap<usize, IndexSet<(P, F)>>,
    /// Per summarised context: the states that left it (the summary so far).
    results: FxHashMap<usize, IndexSet<S>>,
}

impl<S: Clone + Eq + Hash, F: Clone + Eq + Hash, P: Clone + Eq + Hash> Summaries<S, F, P> {
    pub fn new() -> Self {
        Summaries {
            entries: IndexSet::default(),
            contexts: FxHashMap::default(),
            entered: FxHashMap::default(),
            callers: FxHashMap::default(),
            results: FxHashMap::default(),
        }
    }

    /// The context analysing `func` from local heap `local`, if there is one
    /// already; else the key under which to register a new one.
    pub fn context(&mut self, func: FuncId, local: S) -> Result<usize, (FuncId, usize)> {
        let entry = self.entries.insert_full(local).0;
        self.contexts
            .get(&(func, entry))
            .copied()
            .ok_or((func, entry))
    }

    /// Registers `ctx` as the context analysing the key's function and local heap.
    pub fn register(&mut self, key: (FuncId, usize), ctx: usize) {
        self.contexts.insert(key, ctx);
        self.entered.entry(key.0).or_default().push(key.1);
    }

    /// Whether `func` was entered with local heap `local` already.
    pub fn entered(&self, func: FuncId, local: &S) -> bool {
        self.entries
            .get_index_of(local)
            .is_some_and(|e| self.contexts.contains_key(&(func, e)))
    }

    /// The local heaps `func` was entered with, in order.
    pub fn entries(&self, func: FuncId) -> impl DoubleEndedIterator<Item = &S> + '_ {
        let entered = self.entered.get(&func).map_or(&[][..], Vec::as_slice);
        entered.iter().map(|&e| &self.entries[e])
    }

    /// Records a call of `ctx` returning to `ret` from the caller's `frame`;
    /// the results known so far, to glue into it (none if the call is known).
    pub fn call(&mut self, ctx: usize, ret: P, frame: F) -> Vec<S> {
        if !self.callers.entry(ctx).or_default().insert((ret, frame)) {
            return Vec::new();
        }
        self.results
            .get(&ctx)
            .map(|r| r.iter().cloned().collect())
            .unwrap_or_default()
    }

    /// The results of `ctx` so far.
    pub fn results(&self, ctx: usize) -> impl Iterator<Item = &S> + '_ {
        self.results.get(&ctx).into_iter().flatten()
    }

    /// Records a result of `ctx`; the callers to glue it into (none if known).
    pub fn result(&mut self, ctx: usize, out: S) -> Vec<(P, F)> {
        if !self.results.entry(ctx).or_default().insert(out) {
            return Vec::new();
        }
        self.callers
            .get(&ctx)
            .map(|c| c.iter().cloned().collect())
            .unwrap_or_default()
    }
}
