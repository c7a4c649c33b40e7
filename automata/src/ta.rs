//! Finite non-deterministic top-down tree automata (section 2, "Tree automata").
//!
//! States are dense integers `0..num_states`; root states are a bit vector;
//! rules `q -> a(q1, .., qn)` are kept once each, in insertion order, and
//! indexed by parent state (linked lists in flat vectors) and, once asked
//! for, by symbol. The structural hash is kept as rules are added, and the
//! spans of the states are cached in the automaton until it changes.

use crate::symbol::{Data, Label, SubLabel, Symbol};
use crate::tree::Tree;
use bitvec::prelude::*;
use fxhash::FxBuildHasher;
use indexmap::{IndexMap, IndexSet};
use std::hash::{Hash, Hasher};
use std::sync::{Arc, OnceLock};

/// A state of a tree automaton, numbered densely from 0.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct State(pub u32);

impl State {
    /// The state's number as an index.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A transition rule `parent -> symbol(children)`; a leaf rule when `children` is empty.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Rule {
    /// The state accepting the node.
    pub parent: State,
    /// The node's symbol.
    pub symbol: Symbol,
    /// The states accepting the subtrees, one per successor.
    pub children: Box<[State]>,
}

/// Index of a rule inside its automaton.
pub type RuleId = usize;

/// A sub-edge of a rule (section 2, "Structured labels"): a sub-label with the states of its targets.
pub type SubEdge = (SubLabel, Vec<State>);

impl Rule {
    /// The sub-edges of a label rule and the label's data; `None` for a root reference.
    pub fn sub_edges(&self) -> Option<(Vec<SubEdge>, Option<Data>)> {
        let Symbol::Label(l) = self.symbol else {
            return None;
        };
        let label = l.label();
        let edges = label
            .sub_edge_ranges()
            .map(|(s, r)| (s, self.children[r].to_vec()))
            .collect();
        Some((edges, label.data()))
    }
}

/// The symbol and children of a node made of the given sub-edges and data;
/// `None` when a sub-label occurs twice.
pub fn assemble(mut edges: Vec<SubEdge>, data: Option<Data>) -> Option<(Symbol, Vec<State>)> {
    edges.sort_by_key(|e| e.0);
    if edges.windows(2).any(|w| w[0].0 == w[1].0) {
        return None;
    }
    let label = Label::new(edges.iter().map(|e| e.0), data);
    let children = edges.into_iter().flat_map(|e| e.1).collect();
    Some((Symbol::from(label), children))
}

/// The `(rule, position)` pairs where each state occurs as a child, indexed by state.
pub struct Occurrences {
    start: Vec<usize>,
    pairs: Vec<(RuleId, usize)>,
}

impl std::ops::Index<usize> for Occurrences {
    type Output = [(RuleId, usize)];

    fn index(&self, q: usize) -> &[(RuleId, usize)] {
        &self.pairs[self.start[q]..self.start[q + 1]]
    }
}

/// A finite non-deterministic top-down tree automaton `(Q, Σ, Δ, R)` (section 2).
#[derive(Clone, Default, Debug)]
pub struct TreeAutomaton {
    roots: BitVec,
    rules: IndexSet<Rule, FxBuildHasher>,
    /// Per state, the first and last rule with that parent ([`NONE`] if none).
    by_parent: Vec<(u32, u32)>,
    /// Per rule, the next rule with the same parent ([`NONE`] if none).
    next: Vec<u32>,
    /// The rules over each symbol, in order, once asked for (cleared by every change).
    by_symbol: OnceLock<IndexMap<Symbol, Vec<RuleId>, FxBuildHasher>>,
    /// The sum of the rules' hashes, independent of their order.
    rules_hash: u64,
    /// The spans of the states, once computed (cleared by every change).
    pub(crate) spans: OnceLock<Arc<Vec<Vec<crate::span::Span>>>>,
}

/// The end of a list of rules in [`TreeAutomaton`].
const NONE: u32 = u32::MAX;

/// The hash of one rule, summed over the rules in [`TreeAutomaton`]'s hash.
fn rule_hash(rule: &Rule) -> u64 {
    let mut h = fxhash::FxHasher64::default();
    rule.hash(&mut h);
    h.finish()
}

impl TreeAutomaton {
    /// The automaton with no states (its language is empty).
    pub fn new() -> TreeAutomaton {
        TreeAutomaton::default()
    }

    /// An automaton with `n` fresh states and no rules.
    pub fn with_states(n: usize) -> TreeAutomaton {
        let mut ta = TreeAutomaton::new();
        ta.add_states(n);
        ta
    }

    /// Adds a fresh state.
    pub fn add_state(&mut self) -> State {
        self.add_states(1)
    }

    /// Adds `n` fresh states and returns the first of them (`n` consecutive numbers).
    pub fn add_states(&mut self, n: usize) -> State {
        let first = State(u32::try_from(self.num_states()).expect("too many states"));
        self.spans.take();
        self.roots.resize(self.num_states() + n, false);
        self.by_parent.resize(self.num_states(), (NONE, NONE));
        first
    }

    /// Number of states.
    pub fn num_states(&self) -> usize {
        self.roots.len()
    }

    /// All states, in order.
    pub fn states(&self) -> impl Iterator<Item = State> {
        (0..self.num_states() as u32).map(State)
    }

    /// Marks `q` as a root (accepting) state.
    pub fn set_root(&mut self, q: State) {
        self.spans.take();
        self.roots.set(q.index(), true);
    }

    /// The same automaton with only the root states satisfying `keep` left as roots.
    pub fn restrict_roots(&self, keep: impl Fn(State) -> bool) -> TreeAutomaton {
        let mut ta = self.clone();
        ta.spans.take();
        for q in self.roots().filter(|&q| !keep(q)) {
            ta.roots.set(q.index(), false);
        }
        ta
    }

    /// Whether `q` is a root state.
    pub fn is_root(&self, q: State) -> bool {
        self.roots[q.index()]
    }

    /// The root states as a bit vector indexed by state.
    pub fn root_set(&self) -> &BitSlice {
        &self.roots
    }

    /// The root states, in order.
    pub fn roots(&self) -> impl Iterator<Item = State> + '_ {
        self.roots.iter_ones().map(|i| State(i as u32))
    }

    /// Adds the rule `parent -> symbol(children)`; returns false if it was present.
    ///
    /// Panics if the number of children differs from the symbol's rank or a
    /// state does not exist.
    pub fn add_rule(&mut self, parent: State, symbol: Symbol, children: &[State]) -> bool {
        self.insert_rule(Rule {
            parent,
            symbol,
            children: children.into(),
        })
    }

    /// Adds `rule` (see [`TreeAutomaton::add_rule`]), without copying its children.
    pub(crate) fn insert_rule(&mut self, rule: Rule) -> bool {
        let (parent, symbol) = (rule.parent, rule.symbol);
        assert_eq!(
            symbol.rank(),
            rule.children.len(),
            "arity mismatch for {symbol:?}"
        );
        let n = self.num_states();
        assert!(
            std::iter::once(&parent)
                .chain(rule.children.iter())
                .all(|q| q.index() < n),
            "rule mentions an unknown state"
        );
        let hash = rule_hash(&rule);
        let (id, fresh) = self.rules.insert_full(rule);
        if fresh {
            self.spans.take();
            self.by_symbol.take();
            self.rules_hash = self.rules_hash.wrapping_add(hash);
            let id = id as u32;
            self.next.push(NONE);
            let ends = &mut self.by_parent[parent.index()];
            if ends.0 == NONE {
                ends.0 = id;
            } else {
                self.next[ends.1 as usize] = id;
            }
            ends.1 = id;
        }
        fresh
    }

    /// Number of rules.
    pub fn num_rules(&self) -> usize {
        self.rules.len()
    }

    /// The rule with the given index.
    pub fn rule(&self, id: RuleId) -> &Rule {
        &self.rules[id]
    }

    /// All rules, in insertion order.
    pub fn rules(&self) -> impl Iterator<Item = &Rule> + '_ {
        self.rules.iter()
    }

    /// The rules whose parent is `q` (top-down successors of `q`).
    pub fn rules_from(&self, q: State) -> impl Iterator<Item = &Rule> + '_ {
        let some = |id: u32| (id != NONE).then_some(id);
        std::iter::successors(some(self.by_parent[q.index()].0), move |&id| {
            some(self.next[id as usize])
        })
        .map(|id| &self.rules[id as usize])
    }

    /// The rules over `symbol`.
    pub fn rules_with(&self, symbol: Symbol) -> impl Iterator<Item = &Rule> + '_ {
        self.symbol_index()
            .get(&symbol)
            .into_iter()
            .flatten()
            .map(|&id| &self.rules[id])
    }

    /// The rules over each symbol, in order.
    fn symbol_index(&self) -> &IndexMap<Symbol, Vec<RuleId>, FxBuildHasher> {
        self.by_symbol.get_or_init(|| {
            let mut index: IndexMap<Symbol, Vec<RuleId>, FxBuildHasher> = IndexMap::default();
            for (id, r) in self.rules.iter().enumerate() {
                index.entry(r.symbol).or_default().push(id);
            }
            index
        })
    }

    /// The symbols used by some rule, in order of first use.
    pub fn symbols(&self) -> impl Iterator<Item = Symbol> + '_ {
        self.symbol_index().keys().copied()
    }

    /// For every state, the `(rule, position)` pairs where it occurs as a child.
    pub fn child_occurrences(&self) -> Occurrences {
        let mut start = vec![0; self.num_states() + 1];
        for c in self.rules.iter().flat_map(|r| r.children.iter()) {
            start[c.index() + 1] += 1;
        }
        for q in 0..self.num_states() {
            start[q + 1] += start[q];
        }
        let mut fill = start.clone();
        let mut pairs = vec![(0, 0); start[self.num_states()]];
        for (id, rule) in self.rules.iter().enumerate() {
            for (pos, c) in rule.children.iter().enumerate() {
                pairs[fill[c.index()]] = (id, pos);
                fill[c.index()] += 1;
            }
        }
        Occurrences { start, pairs }
    }

    /// The automaton accepting exactly `tree`, with one state per node.
    pub fn from_tree(tree: &Tree) -> TreeAutomaton {
        let mut ta = TreeAutomaton::new();
        let root = ta.add_tree(tree);
        ta.set_root(root);
        ta
    }

    /// Adds states and rules accepting exactly `tree` and returns the state of its root.
    pub fn add_tree(&mut self, tree: &Tree) -> State {
        let children: Vec<State> = tree.children().iter().map(|t| self.add_tree(t)).collect();
        let q = self.add_state();
        self.add_rule(q, tree.symbol(), &children);
        q
    }

    /// Copies the states and rules (not the roots) of `other` into `self`,
    /// returning the state that `other`'s state 0 became (states are shifted).
    pub fn import(&mut self, other: &TreeAutomaton) -> State {
        let spans = self.spans.take();
        let offset = self.add_states(other.num_states());
        self.reserve_rules(other.num_rules());
        let shift = |q: State| State(q.0 + offset.0);
        for r in other.rules() {
            self.insert_rule(Rule {
                parent: shift(r.parent),
                symbol: r.symbol,
                children: r.children.iter().map(|&c| shift(c)).collect(),
            });
        }
        // The states copied are unreachable from the roots: they have no span.
        if let Some(spans) = spans {
            let mut spans = Vec::clone(&spans);
            spans.resize(self.num_states(), Vec::new());
            self.spans = OnceLock::from(Arc::new(spans));
        }
        offset
    }

    /// Renames states through `map` (dropping those mapped to `None`, with their
    /// rules) into an automaton with `num_states` states; the common step of
    /// quotients, trimming and renumbering.
    pub fn map_states(
        &self,
        num_states: usize,
        map: impl Fn(State) -> Option<State>,
    ) -> TreeAutomaton {
        let mut ta = TreeAutomaton::with_states(num_states);
        ta.reserve_rules(self.num_rules());
        for q in self.roots() {
            if let Some(p) = map(q) {
                ta.set_root(p);
            }
        }
        'rules: for r in self.rules() {
            let Some(parent) = map(r.parent) else {
                continue;
            };
            let mut children = Vec::with_capacity(r.children.len());
            for &c in r.children.iter() {
                match map(c) {
                    Some(d) => children.push(d),
                    None => continue 'rules,
                }
            }
            ta.insert_rule(Rule {
                parent,
                symbol: r.symbol,
                children: children.into_boxed_slice(),
            });
        }
        ta
    }

    /// The automaton with the same states and roots and each rule replaced by
    /// `f(rule)`, or dropped when `f` gives `None`.
    pub fn map_rules(&self, mut f: impl FnMut(&Rule) -> Option<Rule>) -> TreeAutomaton {
        let mut ta = TreeAutomaton::with_states(self.num_states());
        ta.reserve_rules(self.num_rules());
        ta.roots.clone_from(&self.roots);
        for r in self.rules().filter_map(&mut f) {
            ta.insert_rule(r);
        }
        ta
    }

    /// Makes room for `n` more rules.
    fn reserve_rules(&mut self, n: usize) {
        self.rules.reserve(n);
        self.next.reserve(n);
    }

    /// Renames the root references `Ref(i)` to `Ref(f(i))` (components of a forest renumbered).
    pub fn rename_refs(&self, f: impl Fn(u32) -> u32) -> TreeAutomaton {
        self.map_rules(|r| {
            let symbol = r.symbol.as_ref().map_or(r.symbol, |i| Symbol::Ref(f(i)));
            Some(Rule {
                symbol,
                ..r.clone()
            })
        })
    }

    /// A copy whose only root is a fresh state accepting by `rules` only (their
    /// parents are ignored), trimmed of useless states.
    pub fn rooted_at<'r>(&self, rules: impl IntoIterator<Item = &'r Rule>) -> TreeAutomaton {
        let mut t = self.clone();
        let r = t.add_state();
        for rule in rules {
            t.add_rule(r, rule.symbol, &rule.children);
        }
        t.roots.fill(false);
        t.set_root(r);
        t.remove_useless()
    }

    /// The rules of the root states, in order.
    pub fn root_rules(&self) -> impl Iterator<Item = &Rule> + '_ {
        self.roots().flat_map(|q| self.rules_from(q))
    }

    /// The quotient by a partition given as a class number per state (states of a class merge).
    pub fn quotient(&self, class_of: &[u32]) -> TreeAutomaton {
        if class_of.iter().enumerate().all(|(q, &c)| c as usize == q) {
            return self.clone();
        }
        let classes = class_of.iter().map(|&c| c as usize + 1).max().unwrap_or(0);
        self.map_states(classes, |q| Some(State(class_of[q.index()])))
    }
}

impl PartialEq for TreeAutomaton {
    /// Structural equality: same states, roots and rule set (not language equivalence).
    fn eq(&self, other: &TreeAutomaton) -> bool {
        self.roots == other.roots
            && self.rules_hash == other.rules_hash
            && self.rules == other.rules
    }
}

impl Eq for TreeAutomaton {}

impl Hash for TreeAutomaton {
    /// Hash consistent with structural equality, independent of rule order.
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.roots.hash(state);
        self.rules_hash.hash(state);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::symbol::{Data, Symbol};

    #[test]
    fn rules_are_indexed_and_deduplicated() {
        let mut ta = TreeAutomaton::with_states(2);
        let next = Symbol::sels([0]);
        let null = Symbol::leaf(Data::Null);
        assert!(ta.add_rule(State(0), next, &[State(1)]));
        assert!(!ta.add_rule(State(0), next, &[State(1)]));
        ta.add_rule(State(1), null, &[]);
        ta.set_root(State(0));
        assert_eq!(ta.num_rules(), 2);
        assert_eq!(ta.rules_from(State(0)).count(), 1);
        assert_eq!(ta.rules_with(null).next().unwrap().parent, State(1));
        assert_eq!(ta.roots().collect::<Vec<_>>(), vec![State(0)]);
    }

    #[test]
    fn structural_equality_ignores_rule_order() {
        let a = Symbol::leaf(Data::Int(1));
        let b = Symbol::leaf(Data::Int(2));
        let mut x = TreeAutomaton::with_states(1);
        x.add_rule(State(0), a, &[]);
        x.add_rule(State(0), b, &[]);
        let mut y = TreeAutomaton::with_states(1);
        y.add_rule(State(0), b, &[]);
        y.add_rule(State(0), a, &[]);
        assert_eq!(x, y);
        let hash = |t: &TreeAutomaton| {
            let mut h = fxhash::FxHasher64::default();
            t.hash(&mut h);
            h.finish()
        };
        assert_eq!(hash(&x), hash(&y));
    }
}
