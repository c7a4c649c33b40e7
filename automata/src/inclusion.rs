//! Language inclusion of tree automata by the bottom-up antichain algorithm
//! (used by FA inclusion, section 2 "Canonicity", and box folding, section 4.2).
//!
//! `L(A) ⊆ L(B)` is decided by exploring pairs `(p, P)`: a tree `t ∈ L(p)` of
//! `A` together with the set `P` of all states of `B` accepting `t`. Inclusion
//! fails iff some pair has `p` a root of `A` and no root of `B` in `P`. Only the
//! subset-minimal sets `P` per state `p` are kept (the antichain), since a
//! larger set can never lead to a counterexample a smaller one misses.

use crate::cartesian::for_each_choice;
use crate::symbol::Symbol;
use crate::ta::{State, TreeAutomaton};
use crate::tree::Tree;
use bitvec::prelude::*;
use std::collections::VecDeque;
use std::rc::Rc;

/// The outcome of an inclusion check `L(A) ⊆ L(B)`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Inclusion {
    /// The inclusion holds.
    Holds,
    /// The inclusion fails: the tree is accepted by `A` and rejected by `B`.
    Fails(Tree),
}

impl Inclusion {
    /// Whether the inclusion holds.
    pub fn holds(&self) -> bool {
        matches!(self, Inclusion::Holds)
    }
}

/// A witness tree shared between antichain entries (a DAG, unfolded only on failure).
struct Witness {
    symbol: Symbol,
    children: Vec<Rc<Witness>>,
}

impl Witness {
    /// Unfolds the shared witness into a concrete tree.
    fn to_tree(&self) -> Tree {
        Tree::new(
            self.symbol,
            self.children.iter().map(|c| c.to_tree()).collect(),
        )
    }
}

/// One antichain element: the set of `B` states accepting some tree of `p`, with that tree.
struct Entry {
    set: BitVec,
    witness: Rc<Witness>,
}

/// State of the antichain exploration for one pair of automata.
struct Antichain<'a> {
    a: &'a TreeAutomaton,
    b: &'a TreeAutomaton,
    /// Minimal sets discovered so far per `A` state (processed or pending).
    found: Vec<Vec<Rc<Entry>>>,
    /// Sets already combined with others, per `A` state.
    done: Vec<Vec<Rc<Entry>>>,
    pending: VecDeque<(State, Rc<Entry>)>,
}

impl<'a> Antichain<'a> {
    /// The states of `B` accepting `symbol(t1..tn)` when `ti` is accepted exactly by `sets[i]`.
    fn post(&self, symbol: Symbol, sets: &[&BitSlice]) -> BitVec {
        let mut out = bitvec![0; self.b.num_states()];
        for r in self.b.rules_with(symbol) {
            if r.children.iter().zip(sets).all(|(c, s)| s[c.index()]) {
                out.set(r.parent.index(), true);
            }
        }
        out
    }

    /// Adds `(p, set)` unless subsumed; returns the counterexample if it is one.
    fn add(&mut self, p: State, set: BitVec, witness: Rc<Witness>) -> Option<Tree> {
        if self.a.is_root(p) && !set.iter_ones().any(|q| self.b.is_root(State(q as u32))) {
            return Some(witness.to_tree());
        }
        let found = &mut self.found[p.index()];
        let subset = |x: &BitSlice, y: &BitSlice| x.iter_ones().all(|i| y[i]);
        if found.iter().any(|e| subset(&e.set, &set)) {
            return None;
        }
        found.retain(|e| !subset(&set, &e.set));
        self.done[p.index()].retain(|e| !subset(&set, &e.set));
        let entry = Rc::new(Entry { set, witness });
        found.push(entry.clone());
        self.pending.push_back((p, entry));
        None
    }

    /// Runs the exploration to a fixpoint or to the first counterexample.
    fn run(mut self) -> Inclusion {
        for r in self.a.rules().filter(|r| r.children.is_empty()) {
            let set = self.post(r.symbol, &[]);
            let witness = Rc::new(Witness {
                symbol: r.symbol,
                children: Vec::new(),
            });
            if let Some(t) = self.add(r.parent, set, witness) {
                return Inclusion::Fails(t);
            }
        }
        let occurrences = self.a.child_occurrences();
        while let Some((p, entry)) = self.pending.pop_front() {
            if !self.found[p.index()].iter().any(|e| Rc::ptr_eq(e, &entry)) {
                continue; // superseded by a smaller set meanwhile
            }
            self.done[p.index()].push(entry.clone());
            for &(id, pos) in &occurrences[p.index()] {
                let rule = self.a.rule(id);
                let fixed = [entry.clone()];
                let lists: Vec<&[Rc<Entry>]> = rule
                    .children
                    .iter()
                    .enumerate()
                    .map(|(i, c)| {
                        if i == pos {
                            &fixed[..]
                        } else {
                            &self.done[c.index()][..]
                        }
                    })
                    .collect();
                let mut produced = Vec::new();
                for_each_choice(&lists, |choice| {
                    let sets: Vec<&BitSlice> = choice.iter().map(|e| e.set.as_bitslice()).collect();
                    let witness = Rc::new(Witness {
                        symbol: rule.symbol,
                        children: choice.iter().map(|e| e.witness.clone()).collect(),
                    });
                    produced.push((self.post(rule.symbol, &sets), witness));
                });
                for (set, witness) in produced {
                    if let Some(t) = self.add(rule.parent, set, witness) {
                        return Inclusion::Fails(t);
                    }
                }
            }
        }
        Inclusion::Holds
    }
}

impl TreeAutomaton {
    /// Language inclusion `L(self) ⊆ L(other)` by the bottom-up antichain algorithm,
    /// with a counterexample tree when it fails.
    pub fn check_inclusion(&self, other: &TreeAutomaton) -> Inclusion {
        Antichain {
            a: self,
            b: other,
            found: vec![Vec::new(); self.num_states()],
            done: vec![Vec::new(); self.num_states()],
            pending: VecDeque::new(),
        }
        .run()
    }

    /// Whether `L(self) ⊆ L(other)`: structurally equal automata first, then
    /// the cheap necessary test on the symbols, then the cheap sufficient test
    /// by downward simulation on the disjoint union, then the antichain algorithm.
    pub fn is_included_in(&self, other: &TreeAutomaton) -> bool {
        self == other
            || self.symbols_within(other)
                && (self.included_by_simulation(other) || self.check_inclusion(other).holds())
    }

    /// Necessary test for inclusion: every symbol of a rule of `self` that
    /// some accepting run uses (all its states useful) labels a rule of `other`.
    fn symbols_within(&self, other: &TreeAutomaton) -> bool {
        let useful = self.useful_states();
        self.rules()
            .filter(|r| useful[r.parent.index()] && r.children.iter().all(|c| useful[c.index()]))
            .all(|r| other.rules_with(r.symbol).next().is_some())
    }

    /// Sufficient test for inclusion: every root of `self` is simulated by some
    /// root of `other` in the downward simulation of their disjoint union.
    pub fn included_by_simulation(&self, other: &TreeAutomaton) -> bool {
        let union = self.union(other);
        let sim = union.downward_simulation();
        let offset = self.num_states();
        self.roots().all(|p| {
            let simulating = sim.simulating(p);
            other.roots().any(|q| simulating[q.index() + offset])
        })
    }

    /// Language equivalence, by inclusion both ways.
    pub fn is_equivalent_to(&self, other: &TreeAutomaton) -> bool {
        self.is_included_in(other) && other.is_included_in(self)
    }
}

#[cfg(test)]
mod tests {
    use super::Inclusion;
    use crate::symbol::{Data, Symbol};
    use crate::ta::{State, TreeAutomaton};

    /// Lists of length >= `min` over selector 0, ending in null.
    fn lists_from(min: usize) -> TreeAutomaton {
        let next = Symbol::sels([0]);
        let mut ta = TreeAutomaton::with_states(min + 2);
        ta.add_rule(State(0), Symbol::leaf(Data::Null), &[]);
        for i in 1..=min {
            ta.add_rule(State(i as u32), next, &[State(i as u32 - 1)]);
        }
        let top = State(min as u32 + 1);
        ta.add_rule(top, next, &[State(min as u32)]);
        ta.add_rule(top, next, &[top]);
        ta.set_root(top);
        ta.set_root(State(min as u32));
        ta
    }

    #[test]
    fn unusable_rules_do_not_block_inclusion() {
        let mut a = lists_from(1);
        // A rule of a state no root reaches, over a symbol the lists do not use.
        let q = a.add_state();
        a.add_rule(q, Symbol::leaf(Data::Undef), &[]);
        assert!(a.is_included_in(&lists_from(0)));
        a.set_root(q);
        assert!(!a.is_included_in(&lists_from(0)));
    }

    #[test]
    fn longer_lists_are_included_in_shorter_bounds() {
        assert!(lists_from(3).check_inclusion(&lists_from(1)).holds());
        match lists_from(1).check_inclusion(&lists_from(3)) {
            Inclusion::Fails(t) => {
                assert!(lists_from(1).accepts(&t) && !lists_from(3).accepts(&t));
                assert_eq!(t.size(), 2, "the smallest counterexample is found first");
            }
            Inclusion::Holds => panic!("lists of length 1 are not of length >= 3"),
        }
        assert!(lists_from(2).is_equivalent_to(&lists_from(2).reduce()));
        assert!(lists_from(2).included_by_simulation(&lists_from(0)));
    }
}
