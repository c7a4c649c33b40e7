//! Boxes: forest automata used as sub-labels of higher-level FA, and the
//! database naming them (section 2, "Forest automata of a higher level";
//! section 4.2, folding by equivalence and by inclusion).
//!
//! A box is an FA whose input port is identified with the origin of the
//! sub-edge it labels and whose output ports are identified with the targets,
//! so its rank is its number of output ports. Boxes are compared by FA
//! inclusion, which is sound for boxes that respect canonicity.
//!
//! A name never changes its meaning: states already computed keep their
//! language (the analysis is not restarted), so a box that includes an older
//! one gets a fresh name, and later folding prefers the newest including box.

use crate::forest::ForestAutomaton;
use crate::symbol::{BoxId, Data, Hidden, Selector, SubLabel, Symbol};
use crate::ta::{State, TreeAutomaton};

/// The type of a node, from the data of its label, as the client's types go
/// (section 3: the label's data stands for the node's type and data).
pub type NodeType = fn(Option<Data>) -> Option<Data>;

/// The boxes labelling sub-edges of `fa` (one level: not those nested in them).
fn nested_boxes(fa: &ForestAutomaton) -> impl Iterator<Item = BoxId> + '_ {
    fa.components()
        .flat_map(|ta| ta.rules())
        .filter_map(|r| r.sub_edges())
        .flat_map(|(edges, _)| edges)
        .filter_map(|(s, _)| match s {
            SubLabel::Box { id, .. } => Some(id),
            SubLabel::Sel(_) => None,
        })
}

/// Whether output port `output` of a box `fa` leads back to its input port
/// in every graph of the box: each root of the port's component has a
/// selector pointing straight at the input port (a doubly-linked segment's
/// prev pointer), so the input node is reached from the output node.
fn leads_back(fa: &ForestAutomaton, output: usize) -> bool {
    let input = Symbol::Ref(fa.input());
    let ta = fa.component(fa.ports()[output] as usize);
    let to_input = |q: &State| {
        ta.rules_from(*q).next().is_some() && ta.rules_from(*q).all(|r| r.symbol == input)
    };
    let back = |r: &crate::ta::Rule| {
        r.sub_edges().is_some_and(|(edges, _)| {
            edges
                .iter()
                .any(|(sub, kids)| matches!(sub, SubLabel::Sel(_)) && kids.iter().any(to_input))
        })
    };
    ta.root_rules().next().is_some() && ta.root_rules().all(back)
}

/// The outcome of offering a freshly folded box to the database.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Folding {
    /// A semantically equal box already had this name.
    Equal(BoxId),
    /// Folding by inclusion: an existing box includes the new one; fold with its
    /// name (over-approximating the folded graphs).
    Covered(BoxId),
    /// No related box existed; the new box got a fresh name.
    New(BoxId),
}

impl Folding {
    /// The name to label the folded sub-edge with.
    pub fn id(self) -> BoxId {
        match self {
            Folding::Equal(id) | Folding::Covered(id) | Folding::New(id) => id,
        }
    }
}

/// The database of boxes: every semantically distinct box has one name (section 4.2).
#[derive(Clone, Debug, Default)]
pub struct BoxDb {
    boxes: Vec<ForestAutomaton>,
    /// For every box, the newest box whose language includes it (itself at first).
    widest: Vec<BoxId>,
    /// For every box, the selectors of its output ports it stands for.
    hidden: Vec<Hidden>,
    /// For every box and port (0: input), the selectors it stands for there
    /// ([`BoxDb::cover`]; boxes never change, so they are computed once).
    covers: Vec<Vec<Vec<Selector>>>,
    /// For every box and output port, the input selectors starting a trace to it.
    traces: Vec<Vec<Vec<Selector>>>,
    /// The type of a node by its label's data (its data itself when unset).
    node_type: Option<NodeType>,
    /// Whether folding by inclusion may have named a box by a larger one
    /// ([`BoxDb::widened`]).
    widened: bool,
}

impl BoxDb {
    /// The empty database.
    pub fn new() -> BoxDb {
        BoxDb::default()
    }

    /// The empty database, typing nodes by `node_type`.
    pub fn with_node_type(node_type: NodeType) -> BoxDb {
        BoxDb {
            node_type: Some(node_type),
            ..BoxDb::default()
        }
    }

    /// The types of the nodes accepted at the roots of `ta`.
    fn root_types(&self, ta: &TreeAutomaton) -> Vec<Option<Data>> {
        let mut types: Vec<_> = ta
            .root_rules()
            .filter_map(|r| r.sub_edges())
            .map(|(_, data)| self.node_type.map_or(data, |f| f(data)))
            .collect();
        types.sort_unstable();
        types.dedup();
        types
    }

    /// Whether a confluence box `fa` from the root of `base` to the root of
    /// `tip` may be learnt: its ends have the same types, so it is a segment
    /// reused along a structure, its output node being the input of the next
    /// (section 4, boxes must be reusable), or it nests no box. A box from a
    /// header through the boxes of the structure behind it to its last node
    /// would be learnt anew with every version of them (a skip list's
    /// levels); it is folded only by boxes learnt elsewhere, unless the
    /// header's root has plain selectors only and every nested box leads
    /// back (doubly linked segments, the same in every version of the list:
    /// a queue kept by its first and its last entry).
    pub fn learns_confluence(
        &self,
        fa: &ForestAutomaton,
        base: &TreeAutomaton,
        tip: &TreeAutomaton,
    ) -> bool {
        let input = fa.component(fa.input() as usize);
        let plain_root = input.root_rules().all(|r| {
            r.sub_edges()
                .is_some_and(|(edges, _)| edges.iter().all(|(s, _)| matches!(s, SubLabel::Sel(_))))
        });
        self.root_types(base) == self.root_types(tip)
            || plain_root && nested_boxes(fa).all(|id| self.is_back_linked(id))
    }

    /// Whether every output port of box `id` leads back to its input port
    /// (a doubly linked segment).
    fn is_back_linked(&self, id: BoxId) -> bool {
        let outputs = self.get(id).outputs().len();
        (0..outputs).all(|k| self.hidden[id.0 as usize].leads_back(k))
    }

    /// Number of boxes.
    pub fn len(&self) -> usize {
        self.boxes.len()
    }

    /// Whether the database has no box.
    pub fn is_empty(&self) -> bool {
        self.boxes.is_empty()
    }

    /// The FA named `id`.
    pub fn get(&self, id: BoxId) -> &ForestAutomaton {
        &self.boxes[id.0 as usize]
    }

    /// All boxes with their names.
    pub fn iter(&self) -> impl Iterator<Item = (BoxId, &ForestAutomaton)> + '_ {
        self.boxes
            .iter()
            .enumerate()
            .map(|(i, b)| (BoxId(i as u32), b))
    }

    /// The sub-label for a sub-edge labelled by box `id` (its rank is the
    /// box's output count; it names the selectors of the outputs it hides).
    pub fn sub_label(&self, id: BoxId) -> SubLabel {
        SubLabel::Box {
            id,
            arity: self.get(id).outputs().len() as u32,
            hidden: self.hidden[id.0 as usize],
        }
    }

    /// A box with the same language as `fa`, if any.
    pub fn find_equal(&self, fa: &ForestAutomaton) -> Option<BoxId> {
        self.iter()
            .find(|(_, b)| fa.is_included_in(b) && b.is_included_in(fa))
            .map(|(id, _)| id)
    }

    /// The newest box whose language includes `fa`'s, if any.
    pub fn find_including(&self, fa: &ForestAutomaton) -> Option<BoxId> {
        let mut boxes: Vec<_> = self.iter().collect();
        boxes.reverse();
        boxes
            .into_iter()
            .find(|(_, b)| fa.is_included_in(b))
            .map(|(id, _)| id)
    }

    /// The selectors of the node at `port` (0: input) that the sub-edges of
    /// box `id` stand for, through nested boxes (what unfolding would expose).
    pub fn cover(&self, id: BoxId, port: usize) -> &[Selector] {
        &self.covers[id.0 as usize][port]
    }

    /// The selectors of the node at `port` that the sub-edges of a box `fa` stand for.
    fn cover_of(&self, fa: &ForestAutomaton, port: usize) -> Vec<Selector> {
        let own = fa.ports()[port] as usize;
        let mut sels = Vec::new();
        for (c, ta) in fa.components().enumerate() {
            for r in ta.rules() {
                let Some((edges, _)) = r.sub_edges() else {
                    continue;
                };
                let at_root = c == own && ta.is_root(r.parent);
                for (sub, kids) in edges {
                    match sub {
                        SubLabel::Sel(s) if at_root => sels.push(s),
                        SubLabel::Sel(_) => {}
                        SubLabel::Box { id: inner, .. } => {
                            if at_root {
                                sels.extend_from_slice(&self.covers[inner.0 as usize][0]);
                            }
                            for (k, q) in kids.iter().enumerate() {
                                let to_own = ta
                                    .rules_from(*q)
                                    .any(|r| r.symbol == Symbol::Ref(own as u32));
                                if to_own {
                                    sels.extend_from_slice(&self.covers[inner.0 as usize][k + 1]);
                                }
                            }
                        }
                    }
                }
            }
        }
        sels.sort_unstable();
        sels.dedup();
        sels
    }

    /// The selectors of the input port of box `id` that start a trace to
    /// output port `output` (from 1) inside it, through nested boxes: the
    /// selector paths the box hides (section 5, refinement of the height abstraction).
    pub fn traces(&self, id: BoxId, output: usize) -> &[Selector] {
        &self.traces[id.0 as usize][output - 1]
    }

    /// The input selectors of a box `fa` that start a trace to its output port `output`.
    fn traces_of(&self, fa: &ForestAutomaton, output: usize) -> Vec<Selector> {
        let input = fa.component(fa.input() as usize);
        let target = fa.ports()[output];
        let spans = input.state_spans();
        let reaches = |q: &State| spans[q.index()].iter().any(|s| s.order.contains(&target));
        let mut sels = Vec::new();
        for r in input.root_rules() {
            let Some((edges, _)) = r.sub_edges() else {
                continue;
            };
            for (sub, kids) in edges {
                match sub {
                    SubLabel::Sel(s) if kids.iter().any(reaches) => sels.push(s),
                    SubLabel::Sel(_) => {}
                    SubLabel::Box { id, .. } => {
                        for (k, _) in kids.iter().enumerate().filter(|(_, q)| reaches(q)) {
                            sels.extend_from_slice(self.traces(id, k + 1));
                        }
                    }
                }
            }
        }
        sels.sort_unstable();
        sels.dedup();
        sels
    }

    /// The covered selectors of every port of a box `fa`.
    fn covers_of(&self, fa: &ForestAutomaton) -> Vec<Vec<Selector>> {
        (0..fa.ports().len())
            .map(|p| self.cover_of(fa, p))
            .collect()
    }

    /// Whether folding by inclusion may have named a learnt box by a box of
    /// a larger language (a covering box, a union, a widened name): if not,
    /// folding by equivalence would have named every box alike.
    pub fn widened(&self) -> bool {
        self.widened
    }

    /// Folding by inclusion of a box that is not learnt: the newest box
    /// including `fa`, if any.
    pub fn cover_by_inclusion(&mut self, fa: &ForestAutomaton) -> Option<Folding> {
        self.including(fa).map(|(id, _)| Folding::Covered(id))
    }

    /// The newest box including `fa` and whether it is equal to it (if
    /// not, a larger box names `fa`: recorded in [`BoxDb::widened`]).
    fn including(&mut self, fa: &ForestAutomaton) -> Option<(BoxId, bool)> {
        let id = self.find_including(fa)?;
        let equal = self.get(id).is_included_in(fa);
        self.widened |= !equal;
        Some((id, equal))
    }

    /// Acceleration of folding by inclusion: the union of `fa` with the
    /// newest widest box standing for the same selectors at every port, if
    /// their FA are compatible (section 5, abstraction over sets of FA), so
    /// that variants of one segment (say, of no inner node and of some)
    /// share one box instead of multiplying the boxes nesting them.
    fn united(&self, fa: &ForestAutomaton) -> Option<ForestAutomaton> {
        let covers = self.covers_of(fa);
        (0..self.len())
            .rev()
            .filter(|&k| self.widest[k].0 as usize == k && self.covers[k] == covers)
            .map(|k| &self.boxes[k])
            .find_map(|b| b.union_with(fa))
            .map(|u| u.reduce())
    }

    /// Whether `fa` nests a box standing for the same selectors at every
    /// port as itself: learnt, it would be a larger copy of that box around
    /// it, and such boxes nest without bound (section 4.2, "unfolding of
    /// solitaire boxes": a repetition misinterpreted as a recursive nesting).
    pub fn nests_own_kind(&self, fa: &ForestAutomaton) -> bool {
        let covers = self.covers_of(fa);
        nested_boxes(fa).any(|id| self.covers[id.0 as usize] == covers)
    }

    /// Adds `fa` under a fresh name; under folding by inclusion, the boxes
    /// it includes are widened to it.
    fn add(&mut self, fa: ForestAutomaton, widen: bool) -> BoxId {
        let id = BoxId(self.boxes.len() as u32);
        if widen {
            for k in 0..self.boxes.len() {
                if self.boxes[self.widest[k].0 as usize].is_included_in(&fa) {
                    self.widest[k] = id;
                    self.widened = true;
                }
            }
        }
        let covers = self.covers_of(&fa);
        let back = (1..fa.ports().len()).map(|k| leads_back(&fa, k)).collect();
        self.hidden.push(Hidden::new(covers[1..].to_vec(), back));
        self.covers.push(covers);
        let traces = (1..fa.ports().len())
            .map(|k| self.traces_of(&fa, k))
            .collect();
        self.traces.push(traces);
        self.boxes.push(fa);
        self.widest.push(id);
        id
    }

    /// The newest box including box `id` (folding by inclusion): labels may
    /// use it instead of `id`, over-approximating their language.
    pub fn widest(&self, id: BoxId) -> BoxId {
        self.widest[id.0 as usize]
    }

    /// Folding by equivalence: the name of an equal box, or a fresh one.
    pub fn fold_by_equivalence(&mut self, fa: ForestAutomaton) -> Folding {
        match self.find_equal(&fa) {
            Some(id) => Folding::Equal(id),
            None => Folding::New(self.add(fa, false)),
        }
    }

    /// Folding by inclusion: reuse the newest box including `fa`; else add
    /// it, united with a box of the same selectors when there is one.
    pub fn fold_by_inclusion(&mut self, fa: ForestAutomaton) -> Folding {
        match self.including(&fa) {
            Some((id, true)) => Folding::Equal(id),
            Some((id, false)) => Folding::Covered(id),
            None => {
                let united = self.united(&fa);
                self.widened |= united.is_some();
                Folding::New(self.add(united.unwrap_or(fa), true))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::symbol::{Data, Symbol};
    use crate::ta::{State, TreeAutomaton};

    /// A DLL segment box: input node with next (0) to the output and prev (8) to null.
    fn segment(prev: Data) -> ForestAutomaton {
        let mut input = TreeAutomaton::with_states(3);
        input.add_rule(State(1), Symbol::Ref(1), &[]);
        input.add_rule(State(2), Symbol::leaf(prev), &[]);
        input.add_rule(State(0), Symbol::sels([0, 8]), &[State(1), State(2)]);
        input.set_root(State(0));
        let mut output = TreeAutomaton::with_states(1);
        output.add_rule(State(0), Symbol::leaf(Data::Null), &[]);
        output.set_root(State(0));
        ForestAutomaton::new(vec![input, output], vec![0, 1])
    }

    /// The union of two segments: prev may be null or undefined.
    fn either() -> ForestAutomaton {
        let mut fa = segment(Data::Null);
        let ta = fa.component_mut(0);
        let q = ta.add_state();
        ta.add_rule(q, Symbol::leaf(Data::Undef), &[]);
        ta.add_rule(State(0), Symbol::sels([0, 8]), &[State(1), q]);
        fa
    }

    #[test]
    fn folding_by_equivalence_names_equal_boxes_once() {
        let mut db = BoxDb::new();
        assert_eq!(
            db.fold_by_equivalence(segment(Data::Null)),
            Folding::New(BoxId(0))
        );
        assert_eq!(
            db.fold_by_equivalence(segment(Data::Null).reduce()),
            Folding::Equal(BoxId(0))
        );
        assert_eq!(
            db.fold_by_equivalence(segment(Data::Undef)),
            Folding::New(BoxId(1))
        );
        assert!(matches!(
            db.sub_label(BoxId(0)),
            SubLabel::Box {
                id: BoxId(0),
                arity: 1,
                hidden,
            } if hidden.at(0).is_empty()
        ));
    }

    #[test]
    fn folding_by_inclusion_prefers_the_newest_including_box() {
        let mut db = BoxDb::new();
        db.fold_by_inclusion(segment(Data::Null));
        assert_eq!(db.fold_by_inclusion(either()), Folding::New(BoxId(1)));
        assert_eq!(
            db.fold_by_inclusion(segment(Data::Null)),
            Folding::Covered(BoxId(1))
        );
        assert_eq!(
            db.fold_by_inclusion(segment(Data::Undef)),
            Folding::Covered(BoxId(1))
        );
        assert_eq!(db.len(), 2);
        assert_eq!(db.widest(BoxId(0)), BoxId(1));
        assert_eq!(db.cover(BoxId(0), 0), vec![Selector(0), Selector(8)]);
    }

    #[test]
    fn the_database_tells_whether_inclusion_named_a_box_by_a_larger_one() {
        // The same box again: named alike under either folding.
        let mut db = BoxDb::new();
        db.fold_by_inclusion(segment(Data::Null));
        db.fold_by_inclusion(segment(Data::Null).reduce());
        assert!(!db.widened());
        assert_eq!(
            db.cover_by_inclusion(&segment(Data::Null)),
            Some(Folding::Covered(BoxId(0)))
        );
        assert!(!db.widened());
        // A box whose language includes the first one's: widened.
        db.fold_by_inclusion(either());
        assert!(db.widened());
        // A smaller segment named by a covering box, never learnt.
        let mut db = BoxDb::new();
        db.fold_by_equivalence(either());
        assert!(db.cover_by_inclusion(&segment(Data::Null)).is_some());
        assert!(db.widened());
    }

    #[test]
    fn a_new_box_of_the_same_selectors_is_united_with_the_old() {
        let mut db = BoxDb::new();
        db.fold_by_inclusion(segment(Data::Null));
        // Neither segment includes the other: the new box is their union.
        assert_eq!(
            db.fold_by_inclusion(segment(Data::Undef)),
            Folding::New(BoxId(1))
        );
        assert!(either().is_included_in(db.get(BoxId(1))));
        assert_eq!(db.widest(BoxId(0)), BoxId(1));
        assert_eq!(
            db.fold_by_inclusion(segment(Data::Null)),
            Folding::Covered(BoxId(1))
        );
    }
}
