//! Spans of states and the state-uniform form (section 2, "state uniform form").
//!
//! The span of a tree node is the pair of (1) the root references reachable
//! from it, ordered by their cheapest paths, and (2) the set of references that
//! occur more than once below it. Spans compose bottom-up: the cheapest path
//! leaves through the lowest-numbered child first, so the reference sequence of
//! `a(t1..tn)` is the concatenation of the children's sequences without repeats.
//!
//! Spans also tell which selectors of the referenced roots the box sub-edges
//! below a node stand for (refining the state-uniform form like the spans
//! themselves): a root's selectors are its own label's plus those its
//! referrers' boxes define, and a tree automaton must not mix a tree whose
//! boxes define a selector of a root with one whose do not, or the forest
//! would combine trees where the selector is defined twice or not at all.

use crate::boxes::BoxDb;
use crate::cartesian::for_each_choice;
use crate::memo;
use crate::symbol::{Selector, SubLabel, Symbol};
use crate::ta::{Rule, State, TreeAutomaton};
use fxhash::FxBuildHasher;
use fxhash::FxHashMap;
use indexmap::IndexSet;
use std::cell::RefCell;
use std::collections::VecDeque;
use std::sync::Arc;

/// The span of a node or state: references by cheapest path, and the repeated ones.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
pub struct Span {
    /// Root references reachable from the node, ordered by the cost of the cheapest path.
    pub order: Vec<u32>,
    /// Root references occurring more than once below the node, sorted.
    pub repeated: Vec<u32>,
    /// The root reference the node is, if it is a reference leaf.
    pub reference: Option<u32>,
    /// The selectors of referenced roots that box sub-edges below the node
    /// stand for (the box's output port is the reference), sorted.
    pub defines: Vec<(u32, Selector)>,
    /// Root references from which the node is reached back through the
    /// boxes of its sub-edges (a doubly-linked segment's prev pointers), sorted.
    pub back: Vec<u32>,
    /// Pairs `(from, to)` of root references: `to` is reached from a node
    /// below that root `from` reaches back (own root included), sorted.
    pub back_to: Vec<(u32, u32)>,
}

impl Span {
    /// The span of a node labelled `symbol` whose children have the given spans.
    pub fn of_node(symbol: Symbol, children: &[&Span]) -> Span {
        if let Some(r) = symbol.as_ref() {
            return Span {
                order: vec![r],
                reference: Some(r),
                ..Span::default()
            };
        }
        let mut span = Span::default();
        if let Symbol::Label(l) = symbol {
            for (sub, range) in l.label().sub_edge_ranges() {
                let SubLabel::Box { hidden, .. } = sub else {
                    continue;
                };
                for (k, child) in children[range].iter().enumerate() {
                    if let Some(r) = child.reference {
                        span.defines
                            .extend(hidden.at(k).iter().map(|&sel| (r, sel)));
                    }
                    if hidden.leads_back(k) {
                        span.back.extend(child.reference);
                        span.back.extend(&child.back);
                    }
                }
            }
        }
        for child in children {
            span.defines.extend(&child.defines);
            for &r in &child.order {
                if span.order.contains(&r) {
                    span.repeated.push(r);
                } else {
                    span.order.push(r);
                }
            }
            span.repeated.extend(&child.repeated);
        }
        span.repeated.sort_unstable();
        span.repeated.dedup();
        span.defines.sort_unstable();
        span.back.sort_unstable();
        span.back.dedup();
        for child in children {
            span.back_to.extend(&child.back_to);
        }
        for &from in &span.back {
            let to = span.order.iter().filter(|&&to| to != from);
            span.back_to.extend(to.map(|&to| (from, to)));
        }
        span.back_to.sort_unstable();
        span.back_to.dedup();
        span
    }

    /// The root references from which this node is reached back, when it
    /// is the root referenced as `own`: through the boxes at it, or through
    /// a node below that leads to it.
    pub fn back_sources(&self, own: u32) -> impl Iterator<Item = u32> + '_ {
        let through_below = self.back_to.iter().filter(move |&&(_, to)| to == own);
        self.back
            .iter()
            .copied()
            .chain(through_below.map(|&(from, _)| from))
    }

    /// How often the reference `r` occurs below the node: 0, 1 or 2 meaning "more than once".
    pub fn occurrences(&self, r: u32) -> usize {
        if self.repeated.contains(&r) {
            2
        } else {
            usize::from(self.order.contains(&r))
        }
    }
}

/// Spans numbered in order of discovery, with the span of every kind of node met so far.
#[derive(Default)]
struct SpanTable {
    spans: IndexSet<Span, FxBuildHasher>,
    /// Per symbol, the number of the span of a node whose children have the given span numbers.
    nodes: FxHashMap<Symbol, FxHashMap<Vec<u32>, u32>>,
}

impl SpanTable {
    /// The number of [`Span::of_node`] for `symbol` over children of span numbers `kids`.
    fn of_node(&mut self, symbol: Symbol, kids: &[u32]) -> u32 {
        let nodes = self.nodes.entry(symbol).or_default();
        if let Some(&s) = nodes.get(kids) {
            return s;
        }
        let children: Vec<&Span> = kids.iter().map(|&k| &self.spans[k as usize]).collect();
        let (s, _) = self.spans.insert_full(Span::of_node(symbol, &children));
        nodes.insert(kids.to_vec(), s as u32);
        s as u32
    }
}

/// The product of an automaton with spans: states `(q, span)` reachable bottom-up.
struct SpanProduct {
    ta: TreeAutomaton,
    /// The state and span number of every state of the product.
    pairs: IndexSet<(State, u32), FxBuildHasher>,
    spans: IndexSet<Span, FxBuildHasher>,
}

impl SpanProduct {
    /// Builds the product bottom-up with a worklist: a pair `(q, span)` found
    /// for the first time is combined, at each position where `q` occurs as a
    /// child, with the pairs known so far for the other children.
    fn new(ta: &TreeAutomaton) -> SpanProduct {
        let mut table = SpanTable::default();
        let mut pairs: IndexSet<(State, u32), FxBuildHasher> = IndexSet::default();
        let mut of_state: Vec<Vec<u32>> = vec![Vec::new(); ta.num_states()];
        let mut product = TreeAutomaton::new();
        let mut queue: VecDeque<u32> = VecDeque::new();
        let mut discover = |pairs: &mut IndexSet<(State, u32), FxBuildHasher>,
                            of_state: &mut Vec<Vec<u32>>,
                            queue: &mut VecDeque<u32>,
                            parent: State,
                            span: u32,
                            symbol: Symbol,
                            children: Box<[State]>| {
            let (i, fresh) = pairs.insert_full((parent, span));
            let i = i as u32;
            if fresh {
                product.add_state();
                of_state[parent.index()].push(i);
                queue.push_back(i);
            }
            product.insert_rule(Rule {
                parent: State(i),
                symbol,
                children,
            });
        };
        for r in ta.rules().filter(|r| r.children.is_empty()) {
            let span = table.of_node(r.symbol, &[]);
            let leaf = Box::new([]);
            discover(
                &mut pairs,
                &mut of_state,
                &mut queue,
                r.parent,
                span,
                r.symbol,
                leaf,
            );
        }
        let occurrences = ta.child_occurrences();
        let mut found: Vec<(State, u32, Symbol, Box<[State]>)> = Vec::new();
        let mut kids: Vec<u32> = Vec::new();
        while let Some(p) = queue.pop_front() {
            let q = pairs[p as usize].0;
            for &(id, pos) in &occurrences[q.index()] {
                let r = ta.rule(id);
                let fixed = [p];
                let lists: Vec<&[u32]> = r
                    .children
                    .iter()
                    .enumerate()
                    .map(|(k, c)| {
                        if k == pos {
                            &fixed[..]
                        } else {
                            &of_state[c.index()][..]
                        }
                    })
                    .collect();
                for_each_choice(&lists, |choice| {
                    kids.clear();
                    kids.extend(choice.iter().map(|&&i| pairs[i as usize].1));
                    let span = table.of_node(r.symbol, &kids);
                    let children = choice.iter().map(|&&i| State(i)).collect();
                    found.push((r.parent, span, r.symbol, children));
                });
            }
            for (parent, span, symbol, children) in found.drain(..) {
                discover(
                    &mut pairs,
                    &mut of_state,
                    &mut queue,
                    parent,
                    span,
                    symbol,
                    children,
                );
            }
        }
        for (i, (q, _)) in pairs.iter().enumerate() {
            if ta.is_root(*q) {
                product.set_root(State(i as u32));
            }
        }
        SpanProduct {
            ta: product,
            pairs,
            spans: table.spans,
        }
    }

    /// The span of state `i` of the product.
    fn span(&self, i: usize) -> &Span {
        &self.spans[self.pairs[i].1 as usize]
    }
}

impl TreeAutomaton {
    /// The spans each state takes in accepting runs (empty for useless states);
    /// the automaton is state uniform iff every list has at most one element.
    pub fn state_spans(&self) -> &[Vec<Span>] {
        thread_local! {
            static SPANS: RefCell<FxHashMap<TreeAutomaton, Arc<Vec<Vec<Span>>>>> =
                RefCell::default();
        }
        self.spans.get_or_init(|| {
            memo::cached(&SPANS, self, || {
                let product = SpanProduct::new(self);
                let mut spans = vec![Vec::new(); self.num_states()];
                for i in product.ta.useful_states().iter_ones() {
                    spans[product.pairs[i].0.index()].push(product.span(i).clone());
                }
                Arc::new(spans)
            })
        })
    }

    /// The spans the roots take in accepting runs, sorted, without repeats.
    pub fn root_spans(&self) -> Vec<Span> {
        let spans = self.state_spans();
        let mut roots: Vec<Span> = self
            .roots()
            .flat_map(|q| spans[q.index()].clone())
            .collect();
        roots.sort_unstable();
        roots.dedup();
        roots
    }

    /// Whether every state has a single span in accepting runs (state uniform form).
    pub fn is_state_uniform(&self) -> bool {
        self.state_spans().iter().all(|s| s.len() <= 1)
    }

    /// The selector-count refinement of section 5, within components: for every
    /// state, the distinct vectors `(r, k, h)` (one per rule) saying that `k`
    /// selectors of the node start a path to root reference `r` and `h` more
    /// do inside the boxes of the node, counted by the input selectors of each
    /// box that start a trace to an output leading to `r` ([`BoxDb::traces`]).
    /// Plain and hidden paths are counted apart, so a node whose selectors
    /// lead straight to a cut-point never merges with one whose box does.
    /// Meant as part of the key of [`TreeAutomaton::abstract_height`] on
    /// state-uniform automata.
    pub fn selector_counts(&self, db: &BoxDb) -> Vec<Vec<Vec<(u32, u32, u32)>>> {
        let spans = self.state_spans();
        let reach = |q: &State| {
            spans[q.index()]
                .iter()
                .flat_map(|s| s.order.iter().copied())
        };
        self.states()
            .map(|q| {
                let mut per_rule: Vec<Vec<(u32, u32, u32)>> = self
                    .rules_from(q)
                    .filter_map(|r| Some(r.sub_edges()?.0))
                    .map(|edges| {
                        // (reference, whether hidden in a box, selector)
                        let mut paths: Vec<(u32, bool, Selector)> = Vec::new();
                        for (sub, kids) in edges {
                            for (k, q) in kids.iter().enumerate() {
                                let (hidden, sels) = match sub {
                                    SubLabel::Sel(s) => (false, vec![s]),
                                    SubLabel::Box { id, .. } => {
                                        (true, db.traces(id, k + 1).to_vec())
                                    }
                                };
                                for x in reach(q) {
                                    paths.extend(sels.iter().map(|&s| (x, hidden, s)));
                                }
                            }
                        }
                        paths.sort_unstable();
                        paths.dedup();
                        let mut counts: Vec<(u32, u32, u32)> = Vec::new();
                        for (x, hidden, _) in paths {
                            if counts.last().is_none_or(|c| c.0 != x) {
                                counts.push((x, 0, 0));
                            }
                            let c = counts.last_mut().expect("pushed");
                            if hidden {
                                c.2 += 1;
                            } else {
                                c.1 += 1;
                            }
                        }
                        counts
                    })
                    .collect();
                per_rule.sort_unstable();
                per_rule.dedup();
                per_rule
            })
            .collect()
    }

    /// Transformation into state uniform form: splits states by span (same language)
    /// and returns the span of every state of the result.
    pub fn to_state_uniform(&self) -> (TreeAutomaton, Vec<Span>) {
        thread_local! {
            static UNIFORM: RefCell<FxHashMap<TreeAutomaton, (TreeAutomaton, Vec<Span>)>> =
                RefCell::default();
        }
        memo::cached(&UNIFORM, self, || {
            let product = SpanProduct::new(self);
            let useful = product.ta.useful_states();
            let spans = useful
                .iter_ones()
                .map(|i| product.span(i).clone())
                .collect();
            (product.ta.remove_useless(), spans)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::Span;
    use crate::symbol::{Data, Symbol};
    use crate::ta::{State, TreeAutomaton};

    #[test]
    fn spans_order_references_by_cheapest_path() {
        let r0 = Span::of_node(Symbol::Ref(0), &[]);
        let r1 = Span::of_node(Symbol::Ref(1), &[]);
        let left = Span::of_node(Symbol::sels([0, 8]), &[&r1, &r0]);
        let top = Span::of_node(Symbol::sels([0, 8]), &[&left, &r1]);
        assert_eq!(top.order, vec![1, 0]);
        assert_eq!(top.repeated, vec![1]);
        assert_eq!(top.occurrences(0), 1);
        assert_eq!(top.occurrences(1), 2);
    }

    #[test]
    fn spans_tell_the_selectors_of_roots_that_boxes_define() {
        use crate::symbol::{BoxId, Hidden, Label, Selector, SubLabel};
        let segment = SubLabel::Box {
            id: BoxId(0),
            arity: 1,
            hidden: Hidden::new(vec![vec![Selector(8)]], vec![false]),
        };
        let boxed = Symbol::from(Label::new([segment], None));
        let plain = Symbol::sels([0]);
        // q0 -> box(q1) | {+0}(q1), q1 -> #1: the root's prev selector (8) is
        // defined here in one tree and not in the other.
        let mut ta = TreeAutomaton::with_states(2);
        ta.add_rule(State(0), boxed, &[State(1)]);
        ta.add_rule(State(0), plain, &[State(1)]);
        ta.add_rule(State(1), Symbol::Ref(1), &[]);
        ta.set_root(State(0));
        let spans = ta.state_spans();
        assert_eq!(spans[0].len(), 2);
        assert!(spans[0].iter().any(|s| s.defines == [(1, Selector(8))]));
        assert!(spans[0].iter().any(|s| s.defines.is_empty()));
    }

    #[test]
    fn imported_states_have_no_span() {
        // q0 -> next(q1); q1 -> null | ref 1, imported into itself.
        let mut ta = TreeAutomaton::with_states(2);
        ta.add_rule(State(0), Symbol::sels([0]), &[State(1)]);
        ta.add_rule(State(1), Symbol::leaf(Data::Null), &[]);
        ta.add_rule(State(1), Symbol::Ref(1), &[]);
        ta.set_root(State(0));
        let before = ta.state_spans().to_vec();
        let other = ta.clone();
        ta.import(&other);
        let fresh = ta.map_rules(|r| Some(r.clone()));
        assert_eq!(ta.state_spans(), fresh.state_spans());
        assert_eq!(ta.state_spans()[..2], before[..]);
    }

    #[test]
    fn non_uniform_states_are_split() {
        // q0 -> next(q1); q1 -> null | ref 1: q1 has two spans.
        let mut ta = TreeAutomaton::with_states(2);
        ta.add_rule(State(0), Symbol::sels([0]), &[State(1)]);
        ta.add_rule(State(1), Symbol::leaf(Data::Null), &[]);
        ta.add_rule(State(1), Symbol::Ref(1), &[]);
        ta.set_root(State(0));
        assert!(!ta.is_state_uniform());
        let (uniform, spans) = ta.to_state_uniform();
        assert!(uniform.is_state_uniform());
        assert_eq!(uniform.num_states(), 4);
        assert_eq!(spans.len(), 4);
        assert!(uniform.is_equivalent_to(&ta));
    }

    #[test]
    fn selector_counts_count_sub_edges_reaching_each_reference() {
        // q0 -> {+0,+8}(q1, q1), q1 -> #1: both selectors lead to reference 1.
        let mut ta = TreeAutomaton::with_states(2);
        ta.add_rule(State(0), Symbol::sels([0, 8]), &[State(1), State(1)]);
        ta.add_rule(State(1), Symbol::Ref(1), &[]);
        ta.set_root(State(0));
        let counts = ta.selector_counts(&crate::BoxDb::new());
        assert_eq!(counts[0], vec![vec![(1, 2, 0)]]);
        assert!(counts[1].is_empty());
    }
}
