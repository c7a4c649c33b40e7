//! Downward simulation and reduction of tree automata (used to keep the TA of FA small).
//!
//! `q ≤ r` (r simulates q) holds iff for every rule `q -> a(q1..qn)` there is a
//! rule `r -> a(r1..rn)` with `qi ≤ ri` for all `i`. It implies `L(q) ⊆ L(r)`,
//! so merging simulation-equivalent states preserves the language.

use crate::deadline;
use crate::ta::{State, TreeAutomaton};
use bitvec::prelude::*;
use fxhash::FxHashSet;

/// The maximal downward simulation of an automaton, as one bit row per state.
#[derive(Clone, Debug)]
pub struct Simulation {
    rows: Vec<BitVec>,
}

/// How many pairs the refinement checks between two looks at the deadline.
const DEADLINE_STEPS: u32 = 1024;

impl Simulation {
    /// The identity relation: a simulation, the least one (each state
    /// simulates itself only).
    fn identity(n: usize) -> Simulation {
        let rows = (0..n).map(|q| (0..n).map(|r| r == q).collect()).collect();
        Simulation { rows }
    }

    /// Whether `r` simulates `q` (`q ≤ r`, hence `L(q) ⊆ L(r)`).
    pub fn holds(&self, q: State, r: State) -> bool {
        self.rows[q.index()][r.index()]
    }

    /// The states simulating `q`.
    pub fn simulating(&self, q: State) -> &BitSlice {
        &self.rows[q.index()]
    }

    /// Classes of simulation equivalence (`≤ ∩ ≥`), numbered in order of first member.
    pub fn equivalence_classes(&self) -> Vec<u32> {
        let n = self.rows.len();
        let mut class: Vec<Option<u32>> = vec![None; n];
        let mut next = 0;
        for q in 0..n {
            if class[q].is_some() {
                continue;
            }
            for r in self.rows[q].iter_ones().filter(|&r| self.rows[r][q]) {
                class[r] = Some(next);
            }
            next += 1;
        }
        class
            .into_iter()
            .map(|c| c.expect("simulation is reflexive"))
            .collect()
    }
}

/// Whether the rules of `r` match every rule of `q` under the current relation.
fn simulates_step(ta: &TreeAutomaton, rows: &[BitVec], q: State, r: State) -> bool {
    ta.rules_from(q).all(|rq| {
        ta.rules_from(r).any(|rr| {
            rr.symbol == rq.symbol
                && rq
                    .children
                    .iter()
                    .zip(rr.children.iter())
                    .all(|(a, b)| rows[a.index()][b.index()])
        })
    })
}

impl TreeAutomaton {
    /// The maximal downward simulation, by refinement from "r has every symbol q has"
    /// with a worklist of pairs whose justification may have been removed;
    /// the identity once the thread's deadline (`deadline::set`) has passed.
    pub fn downward_simulation(&self) -> Simulation {
        let n = self.num_states();
        if deadline::passed() {
            return Simulation::identity(n);
        }
        let symbols: Vec<FxHashSet<_>> = self
            .states()
            .map(|q| self.rules_from(q).map(|r| r.symbol).collect())
            .collect();
        let mut rows: Vec<BitVec> = (0..n)
            .map(|q| (0..n).map(|r| symbols[q].is_subset(&symbols[r])).collect())
            .collect();
        let occurrences = self.child_occurrences();
        let mut queued: Vec<BitVec> = rows.clone();
        let mut queue: Vec<(State, State)> = (0..n)
            .flat_map(|q| {
                rows[q]
                    .iter_ones()
                    .map(move |r| (State(q as u32), State(r as u32)))
            })
            .collect();
        let mut steps = 0u32;
        while let Some((q, r)) = queue.pop() {
            steps = steps.wrapping_add(1);
            if steps.is_multiple_of(DEADLINE_STEPS) && deadline::passed() {
                return Simulation::identity(n);
            }
            queued[q.index()].set(r.index(), false);
            if !rows[q.index()][r.index()] || simulates_step(self, &rows, q, r) {
                continue;
            }
            rows[q.index()].set(r.index(), false);
            // Pairs of parents that used (q, r) at the same position may lose their justification.
            for &(iq, pos) in &occurrences[q.index()] {
                let pq = self.rule(iq);
                for &(ir, pos_r) in &occurrences[r.index()] {
                    let pr = self.rule(ir);
                    if pos_r != pos || pr.symbol != pq.symbol {
                        continue;
                    }
                    let (a, b) = (pq.parent, pr.parent);
                    if rows[a.index()][b.index()] && !queued[a.index()].replace(b.index(), true) {
                        queue.push((a, b));
                    }
                }
            }
        }
        Simulation { rows }
    }

    /// Reduction: removes useless states, then merges downward-simulation-equivalent
    /// states; the language is unchanged.
    pub fn reduce(&self) -> TreeAutomaton {
        let trimmed = self.remove_useless();
        trimmed.quotient(&trimmed.downward_simulation().equivalence_classes())
    }
}

#[cfg(test)]
mod tests {
    use crate::symbol::{Data, Symbol};
    use crate::ta::{State, TreeAutomaton};

    /// Two copies of "lists of length >= 1" rooted at states 0 and 2, one
    /// of them unrolled once.
    fn duplicated_lists() -> TreeAutomaton {
        let next = Symbol::sels([0]);
        let null = Symbol::leaf(Data::Null);
        let mut ta = TreeAutomaton::with_states(4);
        ta.add_rule(State(0), next, &[State(1)]);
        ta.add_rule(State(0), next, &[State(0)]);
        ta.add_rule(State(1), null, &[]);
        ta.add_rule(State(2), next, &[State(2)]);
        ta.add_rule(State(2), next, &[State(3)]);
        ta.add_rule(State(3), null, &[]);
        ta.set_root(State(0));
        ta.set_root(State(2));
        ta
    }

    #[test]
    fn duplicated_list_states_merge() {
        let ta = duplicated_lists();
        let sim = ta.downward_simulation();
        assert!(sim.holds(State(0), State(2)) && sim.holds(State(2), State(0)));
        assert!(!sim.holds(State(0), State(1)));
        let reduced = ta.reduce();
        assert_eq!(reduced.num_states(), 2);
        assert_eq!(reduced.num_rules(), 3);
    }

    #[test]
    fn past_the_deadline_the_simulation_is_the_identity() {
        let ta = duplicated_lists();
        crate::deadline::set(Some(std::time::Instant::now()));
        let sim = ta.downward_simulation();
        let reduced = ta.reduce();
        crate::deadline::set(None);
        assert!(sim.holds(State(0), State(0)) && !sim.holds(State(0), State(2)));
        // Nothing merged, nothing lost.
        assert_eq!(reduced.num_states(), 4);
        assert!(reduced.is_equivalent_to(&ta));
        assert!(ta.downward_simulation().holds(State(0), State(2)));
    }
}
