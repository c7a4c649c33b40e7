//! Forest automata: tuples of tree automata with port indices (section 2,
//! "Forest automata", "Canonicity"; section 5 for abstraction of FA).
//!
//! An FA `(A1..An, π)` accepts the io-forests whose `i`-th tree is accepted by
//! `Ai`, and through them the io-graphs `⊗F`. Components are shared
//! copy-on-write, so cloning an FA at every split of the analysis is cheap.

use crate::cartesian::for_each_choice;
use crate::graph::{GraphError, IoForest, IoGraph};
use crate::memo;
use crate::span::Span;
use crate::symbol::Symbol;
use crate::ta::{State, TreeAutomaton};
use fxhash::{FxBuildHasher, FxHashMap};
use indexmap::IndexMap;
use std::cell::RefCell;
use std::hash::Hash;
use std::sync::Arc;

/// A forest automaton: component tree automata and port indices (input first).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ForestAutomaton {
    components: Vec<Arc<TreeAutomaton>>,
    ports: Vec<u32>,
}

/// Components in the order of a depth-first walk from `input` along each root
/// span's references, then from each component reached back from those
/// through the boxes at its root, or at a node of its tree that leads to its
/// root (by the order of the component it is reached from): the canonical
/// ordering of cut-points by cheapest paths.
fn canonical_order(spans: &[&Span], input: u32) -> Vec<u32> {
    let mut order = Vec::new();
    walk_forwards(spans, input, &mut order);
    let mut at = 0;
    while at < order.len() {
        let from = order[at];
        for i in 0..spans.len() as u32 {
            if !order.contains(&i) && spans[i as usize].back_sources(i).any(|r| r == from) {
                walk_forwards(spans, i, &mut order);
            }
        }
        at += 1;
    }
    order
}

/// Appends to `order` the components a depth-first walk from `start` along
/// root span references meets first.
fn walk_forwards(spans: &[&Span], start: u32, order: &mut Vec<u32>) {
    let mut stack = vec![start];
    while let Some(i) = stack.pop() {
        if order.contains(&i) {
            continue;
        }
        order.push(i);
        stack.extend(spans[i as usize].order.iter().rev());
    }
}

/// The component holding the only reference to component `j` in the whole
/// forest, if there is exactly one and it is not `j` itself: `j` is then no
/// cut-point and merges into it.
fn sole_referrer(spans: &[&Span], j: u32) -> Option<usize> {
    let mut holders = (0..spans.len()).filter(|&i| spans[i].occurrences(j) > 0);
    let i = holders.next()?;
    (holders.next().is_none() && spans[i].occurrences(j) == 1 && i != j as usize).then_some(i)
}

impl ForestAutomaton {
    /// Builds an FA; panics if `ports` is empty, repeats an index or is out of range.
    pub fn new(components: Vec<TreeAutomaton>, ports: Vec<u32>) -> ForestAutomaton {
        ForestAutomaton::from_shared(components.into_iter().map(Arc::new).collect(), ports)
    }

    /// Builds an FA of shared components (see [`ForestAutomaton::new`]).
    pub fn from_shared(components: Vec<Arc<TreeAutomaton>>, ports: Vec<u32>) -> ForestAutomaton {
        assert!(!ports.is_empty(), "an FA needs an input port");
        assert!(
            ports.iter().all(|&p| (p as usize) < components.len()),
            "port out of range"
        );
        assert!(
            ports
                .iter()
                .enumerate()
                .all(|(k, p)| !ports[..k].contains(p)),
            "ports must be distinct"
        );
        ForestAutomaton { components, ports }
    }

    /// The components, shared.
    pub fn shared_components(&self) -> &[Arc<TreeAutomaton>] {
        &self.components
    }

    /// The FA accepting exactly the given io-forest.
    pub fn from_forest(forest: &IoForest) -> ForestAutomaton {
        ForestAutomaton::new(
            forest.trees.iter().map(TreeAutomaton::from_tree).collect(),
            forest.ports.clone(),
        )
    }

    /// The FA accepting exactly the canonical forest of `graph` (the bridge from concrete heaps).
    pub fn from_graph(graph: &IoGraph) -> Result<ForestAutomaton, GraphError> {
        Ok(ForestAutomaton::from_forest(&graph.decompose()?))
    }

    /// Number of components (trees of the accepted forests).
    pub fn num_components(&self) -> usize {
        self.components.len()
    }

    /// The `i`-th component.
    pub fn component(&self, i: usize) -> &TreeAutomaton {
        &self.components[i]
    }

    /// The `i`-th component for modification (copied first if shared).
    pub fn component_mut(&mut self, i: usize) -> &mut TreeAutomaton {
        Arc::make_mut(&mut self.components[i])
    }

    /// Adds a component at the end and returns its index.
    pub fn push_component(&mut self, ta: TreeAutomaton) -> u32 {
        self.components.push(Arc::new(ta));
        self.components.len() as u32 - 1
    }

    /// All components, in order.
    pub fn components(&self) -> impl Iterator<Item = &TreeAutomaton> + '_ {
        self.components.iter().map(|c| &**c)
    }

    /// The port indices: input first, then outputs.
    pub fn ports(&self) -> &[u32] {
        &self.ports
    }

    /// The input port index.
    pub fn input(&self) -> u32 {
        self.ports[0]
    }

    /// The output port indices (their number is the rank of the FA used as a box).
    pub fn outputs(&self) -> &[u32] {
        &self.ports[1..]
    }

    /// Membership in the forest language: same ports and every tree accepted by its component.
    pub fn accepts_forest(&self, forest: &IoForest) -> bool {
        forest.ports == self.ports
            && forest.trees.len() == self.components.len()
            && self
                .components()
                .zip(&forest.trees)
                .all(|(ta, t)| ta.accepts(t))
    }

    /// Membership in the graph language, through the canonical decomposition of
    /// `graph`; exact for FA respecting canonicity.
    pub fn accepts_graph(&self, graph: &IoGraph) -> bool {
        graph.decompose().is_ok_and(|f| self.accepts_forest(&f))
    }

    /// Whether the forest language is empty (some component accepts nothing).
    pub fn is_empty(&self) -> bool {
        self.components().any(TreeAutomaton::is_empty)
    }

    /// For every component, the spans its roots take in accepting runs.
    pub fn root_spans(&self) -> Vec<Vec<Span>> {
        self.components().map(TreeAutomaton::root_spans).collect()
    }

    /// Calls `f` on every combination of root spans, i.e. on the spans of every
    /// family of forests the FA accepts; stops early when `f` returns false.
    fn all_span_combinations(&self, mut f: impl FnMut(&[&Span]) -> bool) -> bool {
        let spans = self.root_spans();
        let lists: Vec<&[Span]> = spans.iter().map(Vec::as_slice).collect();
        let mut all = true;
        for_each_choice(&lists, |choice| all = all && f(choice));
        all
    }

    /// Whether the FA respects canonicity: every accepted forest is minimal
    /// (non-port roots are joins), accessible, and ordered by cheapest paths.
    pub fn respects_canonicity(&self) -> bool {
        let n = self.num_components();
        self.all_span_combinations(|spans| {
            if spans
                .iter()
                .any(|s| s.order.iter().any(|&r| r as usize >= n))
            {
                return false;
            }
            // A root referenced once by another component is no cut-point;
            // one referenced nowhere, or only from its own tree, is reached
            // back through a box (or is garbage, out of `order`).
            let minimal =
                (0..n as u32).all(|j| self.ports.contains(&j) || sole_referrer(spans, j).is_none());
            let order = canonical_order(spans, self.input());
            minimal && order.iter().copied().eq(0..n as u32)
        })
    }

    /// Whether some accepted forest has a component unreachable from the input port
    /// (garbage: a memory leak in the FA domain).
    pub fn has_garbage(&self) -> bool {
        !self.all_span_combinations(|spans| {
            canonical_order(spans, self.input()).len() == spans.len()
        })
    }

    /// Renumbers components: component `i` goes to `new_index[i]`, or is dropped
    /// if `None`; references and ports follow.
    fn permute(&self, new_index: &[Option<u32>]) -> ForestAutomaton {
        let mut slots: Vec<Option<Arc<TreeAutomaton>>> = vec![None; self.num_components()];
        for (i, ta) in self.components.iter().enumerate() {
            if let Some(k) = new_index[i] {
                let rename =
                    |r: u32| new_index[r as usize].expect("reference to a dropped component");
                let fixed = ta
                    .rules()
                    .filter_map(|r| r.symbol.as_ref())
                    .all(|r| rename(r) == r);
                slots[k as usize] = Some(if fixed {
                    Arc::clone(ta)
                } else {
                    Arc::new(ta.rename_refs(rename))
                });
            }
        }
        ForestAutomaton {
            components: slots.into_iter().flatten().collect(),
            ports: self
                .ports
                .iter()
                .map(|&p| new_index[p as usize].expect("ports are kept"))
                .collect(),
        }
    }

    /// Merges component `j` into component `i` at its unique reference `Ref(j)`
    /// (normalisation of roots that are not cut-points), then drops `j`.
    fn merge(&self, i: usize, j: u32) -> ForestAutomaton {
        let mut holes = Vec::new();
        let mut host = self.components[i].map_rules(|r| {
            if r.symbol == Symbol::Ref(j) {
                holes.push(r.parent);
                None
            } else {
                Some(r.clone())
            }
        });
        let guest = &self.components[j as usize];
        let offset = host.import(guest);
        for q in holes {
            for r in guest.roots().flat_map(|g| guest.rules_from(g)) {
                let children: Vec<State> =
                    r.children.iter().map(|c| State(c.0 + offset.0)).collect();
                host.add_rule(q, r.symbol, &children);
            }
        }
        let mut merged = self.clone();
        merged.components[i] = Arc::new(host);
        let new_index: Vec<Option<u32>> = (0..self.num_components() as u32)
            .map(|k| match k.cmp(&j) {
                std::cmp::Ordering::Less => Some(k),
                std::cmp::Ordering::Equal => None,
                std::cmp::Ordering::Greater => Some(k - 1),
            })
            .collect();
        merged.permute(&new_index)
    }

    /// Splits the FA into FA whose components are state uniform and whose roots
    /// have one span each (the union of their languages is the original one).
    /// A component that is already so (every state useful, with one span,
    /// and one root span) is shared, not rebuilt.
    fn split_by_root_spans(&self) -> Vec<(ForestAutomaton, Vec<Span>)> {
        let groups: Vec<Vec<(Span, Arc<TreeAutomaton>)>> = self
            .components
            .iter()
            .map(|ta| {
                let spans = ta.state_spans();
                let mut roots = ta.roots().map(|q| &spans[q.index()]);
                let first = roots.next().and_then(|s| s.first());
                let uniform =
                    spans.iter().all(|s| s.len() == 1) && roots.all(|s| Some(&s[0]) == first);
                if let (true, Some(span)) = (uniform, first) {
                    return vec![(span.clone(), Arc::clone(ta))];
                }
                let (uniform, spans) = ta.to_state_uniform();
                let mut by_span: IndexMap<Span, (), FxBuildHasher> = IndexMap::default();
                for q in uniform.roots() {
                    by_span.insert(spans[q.index()].clone(), ());
                }
                by_span
                    .into_keys()
                    .map(|s| {
                        let part = uniform
                            .restrict_roots(|q| spans[q.index()] == s)
                            .remove_useless();
                        (s, Arc::new(part))
                    })
                    .collect()
            })
            .collect();
        let lists: Vec<&[(Span, Arc<TreeAutomaton>)]> = groups.iter().map(Vec::as_slice).collect();
        let mut out = Vec::new();
        for_each_choice(&lists, |choice| {
            let fa = ForestAutomaton {
                components: choice.iter().map(|(_, ta)| Arc::clone(ta)).collect(),
                ports: self.ports.clone(),
            };
            out.push((fa, choice.iter().map(|(s, _)| s.clone()).collect()));
        });
        out
    }

    /// Normalisation (section 2 and 4.2): state uniform components, one root span
    /// per component, garbage components dropped, components that are not
    /// cut-points merged into their referrer, and components reordered canonically.
    /// Returns a set of FA respecting canonicity whose union has the same graph
    /// language (minus garbage); check [`ForestAutomaton::has_garbage`] first.
    pub fn normalise(&self) -> Vec<ForestAutomaton> {
        thread_local! {
            static NORMAL: RefCell<FxHashMap<ForestAutomaton, Vec<ForestAutomaton>>> =
                RefCell::default();
        }
        memo::cached(&NORMAL, self, || self.normalise_uncached())
    }

    /// [`ForestAutomaton::normalise`], computed.
    fn normalise_uncached(&self) -> Vec<ForestAutomaton> {
        let mut work = vec![self.clone()];
        let mut done = Vec::new();
        while let Some(fa) = work.pop() {
            for (fa, spans) in fa.split_by_root_spans() {
                let spans: Vec<&Span> = spans.iter().collect();
                let n = fa.num_components();
                let mut order = canonical_order(&spans, fa.input());
                let unreachable_ports: Vec<u32> = (0..n as u32)
                    .filter(|k| !order.contains(k) && fa.ports.contains(k))
                    .collect();
                order.extend(unreachable_ports);
                let mut new_index = vec![None; n];
                for (k, &c) in order.iter().enumerate() {
                    new_index[c as usize] = Some(k as u32);
                }
                let once = (0..n as u32)
                    .filter(|j| !fa.ports.contains(j))
                    .find_map(|j| Some((sole_referrer(&spans, j)?, j)));
                if order.len() < n {
                    work.push(fa.permute(&new_index)); // drop garbage, then look again
                } else if let Some((i, j)) = once {
                    work.push(fa.merge(i, j));
                } else {
                    done.push(fa.permute(&new_index));
                }
            }
        }
        done
    }

    /// FA inclusion by component-wise TA inclusion: sound for FA respecting
    /// canonicity, and precise for FA of level 1 (section 2, "Canonicity").
    pub fn is_included_in(&self, other: &ForestAutomaton) -> bool {
        self.ports == other.ports
            && self.num_components() == other.num_components()
            && self
                .components()
                .zip(other.components())
                .all(|(a, b)| a.is_included_in(b))
    }

    /// Whether `other` can enrich this FA (section 5, "Abstraction for Sets of FA"):
    /// same number of components, same ports, same root spans.
    pub fn is_compatible_with(&self, other: &ForestAutomaton) -> bool {
        self.ports == other.ports
            && self.num_components() == other.num_components()
            && self.root_spans() == other.root_spans()
    }

    /// Enrichment by a compatible FA (section 5): adds the states and rules of
    /// `other`'s components to ours, keeping our roots; the language is unchanged.
    pub fn enrich(mut self, other: &ForestAutomaton) -> ForestAutomaton {
        for (i, ta) in other.components().enumerate() {
            self.component_mut(i).import(ta);
        }
        self
    }

    /// Component-wise union with a compatible FA (section 5, "Abstraction for
    /// Sets of FA"): accepts every forest of both FA (and the mixtures of
    /// their components), so it over-approximates their union; `None` when
    /// the FA are not compatible.
    pub fn union_with(&self, other: &ForestAutomaton) -> Option<ForestAutomaton> {
        if !self.is_compatible_with(other) {
            return None;
        }
        let components = self
            .components
            .iter()
            .zip(&other.components)
            .map(|(a, b)| {
                if Arc::ptr_eq(a, b) || **a == **b {
                    a.clone()
                } else {
                    Arc::new(a.union(b).reduce())
                }
            })
            .collect();
        Some(ForestAutomaton {
            components,
            ports: self.ports.clone(),
        })
    }

    /// Finite-height abstraction of every component (section 5), refined by spans
    /// and by `key(component, state)`; intended for normalised FA.
    pub fn abstract_height<K: Hash + Eq>(
        &self,
        height: usize,
        key: impl Fn(usize, State) -> K,
    ) -> ForestAutomaton {
        let components = self
            .components()
            .enumerate()
            .map(|(i, ta)| {
                let spans = ta.state_spans();
                Arc::new(ta.abstract_height(height, |q| (&spans[q.index()], key(i, q))))
            })
            .collect();
        ForestAutomaton {
            components,
            ports: self.ports.clone(),
        }
    }

    /// Reduction of every component by simulation (language unchanged).
    pub fn reduce(&self) -> ForestAutomaton {
        ForestAutomaton {
            components: self.components().map(|ta| Arc::new(ta.reduce())).collect(),
            ports: self.ports.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::{Graph, NodeId};
    use crate::symbol::{Data, Label};

    /// Input `0 -> #2`, and component 1 whose root's only sub-edge is a box
    /// leading to `#2` (and back when `back`); component 2 is a leaf.
    fn reached_only_through_a_box(back: bool) -> ForestAutomaton {
        use crate::symbol::{BoxId, Hidden, Selector, SubLabel};
        let segment = SubLabel::Box {
            id: BoxId(0),
            arity: 1,
            hidden: Hidden::new(vec![vec![Selector(8)]], vec![back]),
        };
        let to_2 = |root: Symbol| {
            let mut ta = TreeAutomaton::with_states(2);
            ta.add_rule(State(0), root, &[State(1)]);
            ta.add_rule(State(1), Symbol::Ref(2), &[]);
            ta.set_root(State(0));
            ta
        };
        let mut leaf = TreeAutomaton::with_states(1);
        leaf.add_rule(State(0), Symbol::leaf(Data::Int(0)), &[]);
        leaf.set_root(State(0));
        let input = to_2(Symbol::sels([0]));
        let head = to_2(Symbol::from(Label::new([segment], None)));
        ForestAutomaton::new(vec![input, head, leaf], vec![0])
    }

    #[test]
    fn a_root_referenced_only_from_its_own_tree_is_no_mergeable_node() {
        let refs = |order: Vec<u32>| Span {
            order,
            ..Span::default()
        };
        let (input, looped) = (refs(vec![1]), refs(vec![1]));
        // Component 1 referenced once by the input: it merges into it.
        assert_eq!(sole_referrer(&[&input, &refs(vec![])], 1), Some(0));
        // Referenced once, by itself (a back link to its own root): it stays.
        assert_eq!(sole_referrer(&[&refs(vec![]), &looped], 1), None);
        // Referenced twice: a cut-point.
        assert_eq!(sole_referrer(&[&input, &looped], 1), None);
    }

    #[test]
    fn a_component_reached_back_through_the_box_at_its_root_is_no_garbage() {
        let fa = reached_only_through_a_box(true);
        assert!(!fa.has_garbage());
        let [normal] = fa.normalise().try_into().expect("one FA");
        assert_eq!(normal.num_components(), 3, "the head stays, ordered last");
        assert!(normal.respects_canonicity());
        let one_way = reached_only_through_a_box(false);
        assert!(one_way.has_garbage());
        let [normal] = one_way.normalise().try_into().expect("one FA");
        assert_eq!(
            normal.num_components(),
            1,
            "the head is dropped, the leaf merged"
        );
    }

    /// A doubly linked list of `n >= 2` nodes (next 0, prev 8), null-terminated, entered at its head.
    fn dll(n: usize) -> IoGraph {
        let mut g = Graph::new();
        let nodes: Vec<NodeId> = (0..n).map(|_| g.add_node(Label::sels([0, 8]))).collect();
        for i in 0..n {
            let next = if i + 1 < n {
                nodes[i + 1]
            } else {
                g.add_node(Label::leaf(Data::Null))
            };
            let prev = if i > 0 {
                nodes[i - 1]
            } else {
                g.add_node(Label::leaf(Data::Null))
            };
            g.set_successors(nodes[i], vec![next, prev]);
        }
        IoGraph::new(g, vec![nodes[0]])
    }

    #[test]
    fn fa_of_a_graph_accepts_exactly_it() {
        let fa = ForestAutomaton::from_graph(&dll(3)).unwrap();
        assert_eq!(fa.num_components(), 2); // the head (port) and the join at node 1
        assert!(fa.respects_canonicity());
        assert!(fa.accepts_graph(&dll(3)));
        assert!(!fa.accepts_graph(&dll(2)));
        assert!(!fa.has_garbage());
    }

    #[test]
    fn normalise_merges_non_cut_points_and_reorders() {
        // Component 0 (input) -> ref 2; component 2 -> ref 1; component 1 is a null leaf.
        // Components 1 and 2 are referenced once: everything collapses into one tree.
        let mut t0 = TreeAutomaton::with_states(2);
        t0.add_rule(State(1), Symbol::Ref(2), &[]);
        t0.add_rule(State(0), Symbol::sels([0]), &[State(1)]);
        t0.set_root(State(0));
        let mut t1 = TreeAutomaton::with_states(1);
        t1.add_rule(State(0), Symbol::leaf(Data::Null), &[]);
        t1.set_root(State(0));
        let mut t2 = TreeAutomaton::with_states(2);
        t2.add_rule(State(1), Symbol::Ref(1), &[]);
        t2.add_rule(State(0), Symbol::sels([0]), &[State(1)]);
        t2.set_root(State(0));
        let fa = ForestAutomaton::new(vec![t0, t1, t2], vec![0]);
        assert!(!fa.respects_canonicity());
        let normal = fa.normalise();
        assert_eq!(normal.len(), 1);
        assert_eq!(normal[0].num_components(), 1);
        assert!(normal[0].respects_canonicity());
        let mut g = Graph::new();
        let a = g.add_node(Label::sels([0]));
        let b = g.add_node(Label::sels([0]));
        let null = g.add_node(Label::leaf(Data::Null));
        g.set_successors(a, vec![b]);
        g.set_successors(b, vec![null]);
        assert!(normal[0].accepts_graph(&IoGraph::new(g, vec![a])));
    }

    #[test]
    fn union_of_compatible_fa_accepts_both() {
        let sll = |n: usize| {
            let mut g = Graph::new();
            let mut next = g.add_node(Label::leaf(Data::Null));
            for _ in 0..n {
                let node = g.add_node(Label::sels([0]));
                g.set_successors(node, vec![next]);
                next = node;
            }
            IoGraph::new(g, vec![next])
        };
        let fa = |n| ForestAutomaton::from_graph(&sll(n)).unwrap();
        let both = fa(2).union_with(&fa(3)).expect("same ports and root spans");
        assert!(both.accepts_graph(&sll(2)) && both.accepts_graph(&sll(3)));
        assert!(!both.accepts_graph(&sll(4)));
        assert!(fa(2).is_included_in(&both) && fa(3).is_included_in(&both));
        let three = ForestAutomaton::from_graph(&dll(3)).unwrap();
        assert!(fa(3).union_with(&three).is_none());
    }

    #[test]
    fn inclusion_is_component_wise() {
        let small = ForestAutomaton::from_graph(&dll(3)).unwrap();
        let abstracted = small.abstract_height(1, |_, _| ());
        assert!(small.is_included_in(&abstracted));
        assert!(small.is_included_in(&small.reduce()) && small.reduce().is_included_in(&small));
        assert!(!ForestAutomaton::from_graph(&dll(2))
            .unwrap()
            .is_included_in(&small));
    }
}
