//! Knots of graphs (section 4.1) as seen on a normalised FA: the confluences
//! between cut-points whose folding into a box lowers the in-degree of a join,
//! identified by their signature (the components of their cut-points).
//!
//! On a state-uniform FA every component has one root span, which tells which
//! cut-points a component's tree reaches and which it reaches more than once;
//! that is enough to find the three kinds of confluences of smallest
//! complexity: a cycle back to the component's own root (signature of size 1),
//! two traces from a root to the same cut-point, and a cut-point reaching back
//! to a cut-point that reaches it (signature of size 2).

use crate::forest::ForestAutomaton;
use crate::span::Span;
use crate::symbol::{SubLabel, Symbol};
use crate::ta::{State, TreeAutomaton};

/// The kind of confluence a knot is built on (section 4.1, "Knots").
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Shape {
    /// A cycle from the root of a component back to it through leaves only.
    Cycle,
    /// A cycle through a node with other successors, or through a child
    /// pointing back to its parent: split at the node holding the selector
    /// back to the root, it is a back-link to that node.
    OpenCycle,
    /// Two disjoint traces from the base to the tip.
    Confluence,
    /// A trace from the base to the tip and one back (a doubly linked segment).
    BackLink,
}

/// An optimal knot given by its signature: base component and optional tip.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Knot {
    /// The kind of confluence.
    pub shape: Shape,
    /// The component whose root is the knot's root (the box's input port).
    pub base: u32,
    /// The component of the tip (the box's first output port); none for a cycle.
    pub tip: Option<u32>,
    /// Whether a new box may be learnt from the knot; otherwise only a box of
    /// the database including it is applied. A confluence ending at a port,
    /// or a back-link between two ports (a ring's head and tail in
    /// variables), removes no join (a variable's node stays a cut-point), so
    /// it is folded only by boxes learnt elsewhere (section 4.2, folding by
    /// the database); learning there grows a new box with every turn of a loop.
    pub learn: bool,
}

impl Knot {
    /// The complexity of the knot: the size of its signature (section 4.1).
    pub fn complexity(&self) -> usize {
        match self.shape {
            Shape::Cycle => 1,
            _ => 2,
        }
    }
}

/// The span of every state of a component (state uniform: at most one each).
fn spans_of(ta: &TreeAutomaton) -> Vec<Span> {
    ta.state_spans()
        .iter()
        .map(|s| s.first().cloned().unwrap_or_default())
        .collect()
}

/// The sub-labels of the root rules of `ta` whose sub-edges satisfy `keep`.
fn root_subs(ta: &TreeAutomaton, keep: impl Fn(SubLabel, &[State]) -> bool) -> Vec<SubLabel> {
    let mut subs: Vec<SubLabel> = ta
        .root_rules()
        .filter_map(|r| r.sub_edges())
        .flat_map(|(edges, _)| edges)
        .filter(|(s, kids)| keep(*s, kids))
        .map(|(s, _)| s)
        .collect();
    subs.sort_unstable();
    subs.dedup();
    subs
}

/// The sub-labels of the root rules of `ta` whose targets reach root reference
/// `target`: the part of the root that a knot towards `target` covers.
pub fn reaching(ta: &TreeAutomaton, target: u32) -> Vec<SubLabel> {
    let spans = spans_of(ta);
    root_subs(ta, |_, kids| {
        kids.iter()
            .any(|q| spans[q.index()].order.contains(&target))
    })
}

/// The selectors of the root rules of `ta` that point straight at root
/// reference `target` (their child is the reference itself).
fn pointing(ta: &TreeAutomaton, target: u32) -> Vec<SubLabel> {
    let is_ref = |q: &State| ta.rules_from(*q).all(|r| r.symbol == Symbol::Ref(target));
    root_subs(ta, |s, kids| {
        matches!(s, SubLabel::Sel(_)) && kids.iter().all(is_ref)
    })
}

/// The root references that a component's root reaches through sub-edges other than `hidden`.
fn successors(ta: &TreeAutomaton, hidden: &[SubLabel]) -> Vec<u32> {
    let spans = spans_of(ta);
    ta.root_rules()
        .filter_map(|r| r.sub_edges())
        .flat_map(|(edges, _)| edges)
        .filter(|(s, _)| !hidden.contains(s))
        .flat_map(|(_, kids)| kids)
        .flat_map(|q| spans[q.index()].order.clone())
        .collect()
}

/// Whether the cycles from the root of `ta` back to it (reference `c`) only
/// pass through nodes whose other successors are leaves: otherwise the
/// cycle's closure would take in a structure hanging off it (a list's tail
/// beyond its last segment), and boxes would nest without bound. The nodes
/// may have boxes (the segments of a ring of doubly linked nodes, folded
/// first, leave a cycle of segment boxes).
fn plain_cycle(ta: &TreeAutomaton, c: u32) -> bool {
    let spans = spans_of(ta);
    let on_cycle = |q: State| spans[q.index()].order.contains(&c);
    let leaf = |q: State| {
        spans[q.index()].order.is_empty() && ta.rules_from(q).all(|r| r.children.is_empty())
    };
    ta.rules()
        .filter(|r| !ta.is_root(r.parent) && on_cycle(r.parent))
        .all(|r| r.children.iter().all(|&q| on_cycle(q) || leaf(q)))
}

/// Whether the cycles from the root of `ta` back to it (reference `c`) are
/// back-links of its children: every node holding a reference to the root is
/// a child of the root by a selector, and its selectors back differ from the
/// root's selectors on the cycle (a parent pointer, not the next pointer of a
/// ring). Such a cycle is split at the child and folded as a back-link (the
/// box of one child edge with its parent pointer, the same for a leaf child
/// as for an inner one), also at a port.
fn child_back_link(ta: &TreeAutomaton, c: u32) -> bool {
    let spans = spans_of(ta);
    let on_cycle = |q: &State| spans[q.index()].order.contains(&c);
    let to_root = |q: &State| ta.rules_from(*q).any(|r| r.symbol == Symbol::Ref(c));
    let mut down = Vec::new();
    let mut children = Vec::new();
    for r in ta.root_rules() {
        for (s, kids) in r.sub_edges().into_iter().flat_map(|(edges, _)| edges) {
            if kids.iter().any(on_cycle) {
                down.push(s);
                if matches!(s, SubLabel::Sel(_)) {
                    children.extend(kids);
                }
            }
        }
    }
    let mut holders = ta
        .rules()
        .filter(|r| !ta.is_root(r.parent))
        .filter_map(|r| Some((r, r.sub_edges()?.0)))
        .filter(|(_, edges)| edges.iter().any(|(_, kids)| kids.iter().any(to_root)))
        .peekable();
    holders.peek().is_some()
        && holders.all(|(r, edges)| {
            children.contains(&r.parent)
                && edges
                    .iter()
                    .filter(|(_, kids)| kids.iter().any(to_root))
                    .all(|(s, _)| !down.contains(s))
        })
}

impl ForestAutomaton {
    /// The root span of every component (the first one; normalised FA have one).
    fn component_spans(&self) -> Vec<Span> {
        self.root_spans()
            .into_iter()
            .map(|s| s.into_iter().next().unwrap_or_default())
            .collect()
    }

    /// Whether `base` is reachable from the input port without the sub-edges
    /// `at_tip` of the back-link `base <-> tip` (the knot has a root, section 4.1).
    fn has_root(&self, base: u32, tip: u32, at_tip: &[SubLabel]) -> bool {
        let mut seen = vec![false; self.num_components()];
        let mut stack = vec![self.input()];
        while let Some(c) = stack.pop() {
            if c == base {
                return true;
            }
            if std::mem::replace(&mut seen[c as usize], true) {
                continue;
            }
            let hidden: &[SubLabel] = match c {
                c if c == tip => at_tip,
                _ => &[],
            };
            stack.extend(successors(self.component(c as usize), hidden));
        }
        false
    }

    /// Identifying indices (section 4.2): the optimal knots of the smallest
    /// complexity of a normalised FA. A cycle through a port, which cannot
    /// remove a join, is left out; two traces to a port, and a back-link
    /// between ports, are folded only by known boxes (see [`Knot::learn`]).
    pub fn knots(&self) -> Vec<Knot> {
        let spans = self.component_spans();
        let is_port = |c: u32| self.ports().contains(&c);
        let mut knots = Vec::new();
        for (c, span) in spans.iter().enumerate() {
            let c = c as u32;
            if span.order.contains(&c) {
                let ta = self.component(c as usize);
                let shape = match plain_cycle(ta, c) {
                    true if child_back_link(ta, c) => Some(Shape::OpenCycle),
                    true if is_port(c) => None,
                    true => Some(Shape::Cycle),
                    false => Some(Shape::OpenCycle),
                };
                knots.extend(shape.map(|shape| Knot {
                    shape,
                    base: c,
                    tip: None,
                    learn: true,
                }));
            }
            for &j in span.repeated.iter().filter(|&&j| j != c) {
                knots.push(Knot {
                    shape: Shape::Confluence,
                    base: c,
                    tip: Some(j),
                    learn: !is_port(j),
                });
            }
            for &j in span.order.iter().filter(|&&j| j != c) {
                if spans[j as usize].order.contains(&c) && self.prefers(c, j) {
                    knots.push(Knot {
                        shape: Shape::BackLink,
                        base: c,
                        tip: Some(j),
                        learn: !(is_port(c) && is_port(j)),
                    });
                }
            }
        }
        let least = knots.iter().map(Knot::complexity).min().unwrap_or(0);
        knots.retain(|k| k.complexity() == least);
        knots
    }

    /// Of the two directions of a back-link, whether the one based at `c` is
    /// taken: it must have a root; when both have, the base is the end whose
    /// covered sub-labels come first (so all segments of a list agree).
    fn prefers(&self, c: u32, j: u32) -> bool {
        let (mine, theirs) = self.link_covers(c, j);
        match (self.has_root(c, j, &theirs), self.has_root(j, c, &mine)) {
            (false, _) => false,
            (true, false) => true,
            (true, true) => (mine, c) < (theirs, j),
        }
    }

    /// The sub-labels a back-link between `base` and `tip` covers at each
    /// end: the pointers straight between them when both ends have some (a
    /// doubly linked segment, section 4.1: the most nested knot, folded
    /// before the longer traces that also reach the other end), else every
    /// sub-edge reaching the other end.
    pub fn link_covers(&self, base: u32, tip: u32) -> (Vec<SubLabel>, Vec<SubLabel>) {
        let (b, t) = (self.component(base as usize), self.component(tip as usize));
        match (pointing(b, tip), pointing(t, base)) {
            (at_base, at_tip) if !at_base.is_empty() && !at_tip.is_empty() => (at_base, at_tip),
            _ => (reaching(b, tip), reaching(t, base)),
        }
    }
}
