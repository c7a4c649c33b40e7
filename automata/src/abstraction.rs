//! Finite-height abstraction of tree automata (section 5).
//!
//! States are collapsed when they accept trees with the same prefixes up to
//! height `k`, refined by a caller-supplied equivalence (given as a key per
//! state: the FA layer passes spans and selector counts). The equivalence is
//! computed on the automaton's structure, as `k` rounds of partition refinement
//! where two states stay together iff they have the same key and the same sets
//! of rule-terms `a(c1..cn)` over the classes `ci` of the previous round. This
//! is finer than (so at most as coarse as) the semantic prefix equivalence, and
//! the quotient only ever grows the language.

use crate::ta::{State, TreeAutomaton};
use fxhash::FxBuildHasher;
use indexmap::IndexSet;
use std::hash::Hash;

/// Numbers distinct values in order of first occurrence.
fn number<T: Hash + Eq>(values: impl Iterator<Item = T>) -> Vec<u32> {
    let mut seen: IndexSet<T, FxBuildHasher> = IndexSet::default();
    values.map(|v| seen.insert_full(v).0 as u32).collect()
}

impl TreeAutomaton {
    /// The height-`k` equivalence `≈k` refined by `key`: a class number per state.
    pub fn height_equivalence<K: Hash + Eq>(
        &self,
        height: usize,
        key: impl Fn(State) -> K,
    ) -> Vec<u32> {
        let mut class = number(self.states().map(key));
        for _ in 0..height {
            let signature = |q: State| {
                let mut terms: Vec<_> = self
                    .rules_from(q)
                    .map(|r| {
                        (
                            r.symbol,
                            r.children
                                .iter()
                                .map(|c| class[c.index()])
                                .collect::<Vec<_>>(),
                        )
                    })
                    .collect();
                terms.sort_unstable();
                terms.dedup();
                (class[q.index()], terms)
            };
            let refined = number(self.states().map(signature));
            let stable = refined.iter().max() == class.iter().max();
            class = refined;
            if stable {
                break;
            }
        }
        class
    }

    /// Finite-height abstraction: the quotient by `≈k` refined by `key`; `L(self)` ⊆ `L(result)`.
    pub fn abstract_height<K: Hash + Eq>(
        &self,
        height: usize,
        key: impl Fn(State) -> K,
    ) -> TreeAutomaton {
        self.quotient(&self.height_equivalence(height, key))
    }
}

#[cfg(test)]
mod tests {
    use crate::symbol::{Data, Symbol};
    use crate::ta::TreeAutomaton;
    use crate::tree::Tree;

    /// The list of exactly `n` nodes, as an automaton with one state per node.
    fn exact_list(n: usize) -> (TreeAutomaton, Tree) {
        let mut t = Tree::leaf(Symbol::leaf(Data::Null));
        for _ in 0..n {
            t = Tree::new(Symbol::sels([0]), vec![t]);
        }
        (TreeAutomaton::from_tree(&t), t)
    }

    #[test]
    fn height_one_abstraction_of_a_list_gives_all_lists() {
        let (ta, _) = exact_list(3);
        let abs = ta.abstract_height(1, |_| ());
        assert_eq!(abs.num_states(), 2);
        for n in 1..7 {
            assert!(abs.accepts(&exact_list(n).1));
        }
        assert!(!abs.accepts(&exact_list(0).1));
    }

    #[test]
    fn key_refinement_keeps_roots_apart() {
        let (ta, _) = exact_list(3);
        let abs = ta.abstract_height(1, |q| ta.is_root(q));
        assert_eq!(abs.num_states(), 3);
        assert!(!abs.accepts(&exact_list(1).1));
        assert!(abs.accepts(&exact_list(2).1) && abs.accepts(&exact_list(5).1));
    }

    #[test]
    fn large_height_is_exact() {
        let (ta, t) = exact_list(3);
        let abs = ta.abstract_height(10, |_| ());
        assert_eq!(abs.num_states(), ta.num_states());
        assert!(abs.accepts(&t) && !abs.accepts(&exact_list(4).1));
    }
}
