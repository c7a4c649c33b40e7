//! Boolean closure: disjoint union and product (intersection) of tree automata.

use crate::ta::{State, TreeAutomaton};
use fxhash::FxBuildHasher;
use indexmap::IndexSet;

impl TreeAutomaton {
    /// Disjoint union: `L(result) = L(self) ∪ L(other)`; `other`'s states are shifted after `self`'s.
    pub fn union(&self, other: &TreeAutomaton) -> TreeAutomaton {
        let mut ta = self.clone();
        let offset = ta.import(other);
        for q in other.roots() {
            ta.set_root(State(q.0 + offset.0));
        }
        ta
    }

    /// Product construction: `L(result) = L(self) ∩ L(other)`, built top-down
    /// from pairs of root states and trimmed of useless pairs.
    pub fn intersection(&self, other: &TreeAutomaton) -> TreeAutomaton {
        let mut pairs: IndexSet<(State, State), FxBuildHasher> = IndexSet::default();
        for p in self.roots() {
            for q in other.roots() {
                pairs.insert((p, q));
            }
        }
        let mut rules = Vec::new();
        let mut next = 0;
        while next < pairs.len() {
            let (p, q) = pairs[next];
            for rp in self.rules_from(p) {
                for rq in other.rules_from(q).filter(|rq| rq.symbol == rp.symbol) {
                    let children: Vec<State> = rp
                        .children
                        .iter()
                        .zip(rq.children.iter())
                        .map(|(&a, &b)| State(pairs.insert_full((a, b)).0 as u32))
                        .collect();
                    rules.push((State(next as u32), rp.symbol, children));
                }
            }
            next += 1;
        }
        let mut ta = TreeAutomaton::with_states(pairs.len());
        for (id, (p, q)) in pairs.iter().enumerate() {
            if self.is_root(*p) && other.is_root(*q) {
                ta.set_root(State(id as u32));
            }
        }
        for (parent, symbol, children) in rules {
            ta.add_rule(parent, symbol, &children);
        }
        ta.remove_useless()
    }
}
