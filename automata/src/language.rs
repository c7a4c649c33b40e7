//! Membership, emptiness and removal of useless states (section 2, "runs" and languages).

use crate::ta::{State, TreeAutomaton};
use crate::tree::Tree;
use bitvec::prelude::*;

impl TreeAutomaton {
    /// The states `q` with `tree ∈ L(q)`, computed bottom-up over the runs of the automaton.
    pub fn run_states(&self, tree: &Tree) -> BitVec {
        let children: Vec<BitVec> = tree.children().iter().map(|t| self.run_states(t)).collect();
        let mut states = bitvec![0; self.num_states()];
        for r in self.rules_with(tree.symbol()) {
            if r.children
                .iter()
                .zip(&children)
                .all(|(c, set)| set[c.index()])
            {
                states.set(r.parent.index(), true);
            }
        }
        states
    }

    /// Membership: whether `tree ∈ L(A)`, i.e. some accepting run exists.
    pub fn accepts(&self, tree: &Tree) -> bool {
        let states = self.run_states(tree);
        (states & self.root_set()).any()
    }

    /// The productive states (`L(q) ≠ ∅`), by bottom-up saturation.
    pub fn productive_states(&self) -> BitVec {
        let mut productive = bitvec![0; self.num_states()];
        let occurrences = self.child_occurrences();
        // Number of distinct child positions not yet known productive, per rule.
        let mut waiting: Vec<usize> = self.rules().map(|r| r.children.len()).collect();
        let mut queue: Vec<State> = Vec::new();
        for r in self.rules().filter(|r| r.children.is_empty()) {
            if !productive.replace(r.parent.index(), true) {
                queue.push(r.parent);
            }
        }
        while let Some(q) = queue.pop() {
            for &(id, _) in &occurrences[q.index()] {
                waiting[id] -= 1;
                if waiting[id] == 0 {
                    let p = self.rule(id).parent;
                    if !productive.replace(p.index(), true) {
                        queue.push(p);
                    }
                }
            }
        }
        productive
    }

    /// Emptiness: whether no root state is productive.
    pub fn is_empty(&self) -> bool {
        !(self.productive_states() & self.root_set()).any()
    }

    /// The states reachable top-down from the roots using only rules whose states are all in `allowed`.
    fn reachable_within(&self, allowed: &BitSlice) -> BitVec {
        let mut reached = bitvec![0; self.num_states()];
        let mut stack: Vec<State> = self.roots().filter(|q| allowed[q.index()]).collect();
        for q in &stack {
            reached.set(q.index(), true);
        }
        while let Some(q) = stack.pop() {
            for r in self.rules_from(q) {
                if r.children.iter().all(|c| allowed[c.index()]) {
                    for &c in r.children.iter() {
                        if !reached.replace(c.index(), true) {
                            stack.push(c);
                        }
                    }
                }
            }
        }
        reached
    }

    /// The useful states: productive and reachable from a root through productive rules.
    pub fn useful_states(&self) -> BitVec {
        self.reachable_within(&self.productive_states())
    }

    /// Removal of useless states: keeps the useful ones, renumbered densely in order.
    pub fn remove_useless(&self) -> TreeAutomaton {
        let useful = self.useful_states();
        if useful.all() {
            return self.clone();
        }
        let mut renumber = vec![None; self.num_states()];
        for (new, old) in useful.iter_ones().enumerate() {
            renumber[old] = Some(State(new as u32));
        }
        self.map_states(useful.count_ones(), |q| renumber[q.index()])
    }
}

#[cfg(test)]
mod tests {
    use crate::symbol::{Data, Symbol};
    use crate::ta::{State, TreeAutomaton};
    use crate::tree::Tree;

    /// Singly linked lists of length >= 1 ending in null: q0 -> next(q0) | next(q1), q1 -> null.
    pub(crate) fn sll() -> TreeAutomaton {
        let mut ta = TreeAutomaton::with_states(2);
        let next = Symbol::sels([0]);
        ta.add_rule(State(0), next, &[State(0)]);
        ta.add_rule(State(0), next, &[State(1)]);
        ta.add_rule(State(1), Symbol::leaf(Data::Null), &[]);
        ta.set_root(State(0));
        ta
    }

    fn list(n: usize) -> Tree {
        let mut t = Tree::leaf(Symbol::leaf(Data::Null));
        for _ in 0..n {
            t = Tree::new(Symbol::sels([0]), vec![t]);
        }
        t
    }

    #[test]
    fn membership_of_lists() {
        let ta = sll();
        assert!(!ta.accepts(&list(0)));
        assert!(ta.accepts(&list(1)));
        assert!(ta.accepts(&list(5)));
    }

    #[test]
    fn useless_states_are_removed() {
        let mut ta = sll();
        let dead = ta.add_state(); // unproductive: only a rule to itself
        ta.add_rule(State(0), Symbol::sels([0]), &[dead]);
        ta.add_rule(dead, Symbol::sels([0]), &[dead]);
        let unreachable = ta.add_state();
        ta.add_rule(unreachable, Symbol::leaf(Data::Undef), &[]);
        let trimmed = ta.remove_useless();
        assert_eq!(trimmed.num_states(), 2);
        assert_eq!(trimmed.num_rules(), 3);
        assert!(!trimmed.is_empty());
        assert!(TreeAutomaton::with_states(3).is_empty());
    }
}
