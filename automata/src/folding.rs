//! Folding of a knot (section 4.2): constructing the box that accepts the
//! knots with the given signature and applying it, i.e. replacing the covered
//! sub-edges of the base's root by one sub-edge labelled with the box.
//!
//! The box is an FA whose input component accepts the base's root restricted
//! to the sub-labels that reach the tip (or the base itself, for a cycle),
//! whose first output component accepts the tip's root restricted to the
//! sub-labels reaching back (back-links) or a bare port node, and whose further
//! outputs are the other cut-points the covered trees reach. Folding is exact
//! on components with one root rule, and over-approximates otherwise (the
//! covered and uncovered parts of different root rules may combine).

use crate::boxes::{BoxDb, Folding};
use crate::forest::ForestAutomaton;
use crate::knot::{reaching, Knot, Shape};
use crate::symbol::{Label, Selector, SubLabel, Symbol};
use crate::ta::{assemble, Rule, State, SubEdge, TreeAutomaton};

/// Nested splittings at confluence entries per folding at most.
const MAX_SPLITS: usize = 16;

/// Variants of one knot folded and united at most (`fold_variants`): the
/// corpus splits a knot into at most six; a tree whose nodes point to
/// their parents, copied by a recursive call, into hundreds, each union
/// larger than the last.
const MAX_VARIANTS: usize = 16;

/// How learnt boxes are matched with the database (section 4.2).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// Folding by inclusion: reuse a box whose language includes the new one.
    Inclusion,
    /// Folding by equivalence: reuse only a box with the same language.
    Equivalence,
}

/// A root rule with its sub-edges a knot covers and the others.
type Split = (Rule, Vec<SubEdge>, Vec<SubEdge>);

/// The root rules of `ta` split into the sub-edges in `covered` and the others.
fn split_roots(ta: &TreeAutomaton, covered: &[SubLabel]) -> Vec<Split> {
    ta.root_rules()
        .filter_map(|r| {
            let (edges, _) = r.sub_edges()?;
            let (inside, outside) = edges.into_iter().partition(|(s, _)| covered.contains(s));
            Some((r.clone(), inside, outside))
        })
        .collect()
}

/// A copy of `ta` rooted at fresh rules built from `rules` (their parents ignored).
fn rerooted(ta: &TreeAutomaton, rules: Vec<(Symbol, Vec<State>)>) -> TreeAutomaton {
    let rules: Vec<Rule> = rules
        .into_iter()
        .map(|(symbol, children)| Rule {
            parent: State(0),
            symbol,
            children: children.into(),
        })
        .collect();
    ta.rooted_at(&rules)
}

/// The part of a component's root covered by a knot: its covered sub-edges
/// only, without data, as the root of a box component (of the root rules
/// that `boxed` marks among its `splits`).
fn covered_part(ta: &TreeAutomaton, splits: &[Split], boxed: &[bool]) -> TreeAutomaton {
    let rules = (splits.iter().zip(boxed))
        .filter(|(_, &b)| b)
        .filter_map(|((_, inside, _), _)| assemble(inside.clone(), None))
        .collect();
    rerooted(ta, rules)
}

/// Which root rules (`splits`) a box takes the covered sub-edges of: a box
/// stands for the same selectors of its input node in every tree (a node's
/// label partitions its fields among selectors and boxes; a box standing
/// for fewer of them in some trees would unfold into nodes missing a field,
/// or covering one twice), so a rule whose covered sub-edges stand for
/// fewer selectors than another's keeps them (as does a rule with none,
/// when `apart`); `None` when some rule must be boxed but cannot.
fn boxed_rules(splits: &[Split], apart: bool, db: &BoxDb) -> Option<Vec<bool>> {
    let stands_for = |inside: &[SubEdge]| {
        let mut sels: Vec<Selector> = (inside.iter())
            .flat_map(|(sub, _)| match *sub {
                SubLabel::Sel(s) => vec![s],
                SubLabel::Box { id, .. } => db.cover(id, 0).to_vec(),
            })
            .collect();
        sels.sort_unstable();
        sels
    };
    let covers: Vec<_> = (splits.iter())
        .map(|(_, inside, _)| stands_for(inside))
        .collect();
    let mut all: Vec<Selector> = covers.concat();
    all.sort_unstable();
    all.dedup();
    let boxed: Vec<bool> = covers.iter().map(|c| *c == all).collect();
    let kept_apart = |c: &Vec<Selector>| c.is_empty() || apart;
    let fits =
        boxed.contains(&true) && (covers.iter().zip(&boxed)).all(|(c, &b)| b || kept_apart(c));
    fits.then_some(boxed)
}

/// The box component of an output port whose node the knot does not enter.
fn bare_port() -> TreeAutomaton {
    let mut ta = TreeAutomaton::with_states(1);
    ta.add_rule(State(0), Label::new([], None).into(), &[]);
    ta.set_root(State(0));
    ta
}

impl ForestAutomaton {
    /// Splitting (section 4.2) of an open cycle of component `c`: the node
    /// holding the selector back to the root becomes the root of a new
    /// component, so that the cycle is a back-link to it; when several nodes
    /// hold one (both children of a tree node with parent pointers), the one
    /// below the root's first sub-edge leading back is split off first.
    /// Variants of the FA (one per root rule, with the same union of
    /// languages), each with the component split off; `None` unless one node
    /// below the root is split off in every accepted tree.
    fn split_cycle(&self, c: u32) -> Option<Vec<(ForestAutomaton, u32)>> {
        let sel = |s: SubLabel, _| matches!(s, SubLabel::Sel(_));
        let variants = match self.isolate_origin(c as usize, c, sel) {
            Ok(variants) => variants,
            Err(_) => self.isolate_first_origin(c as usize, c, sel)?,
        };
        variants
            .into_iter()
            .map(|(fa, n)| n.filter(|&n| n != c as usize).map(|n| (fa, n as u32)))
            .collect()
    }

    /// Splitting (section 4.2) at the entries of a confluence of component
    /// `c` towards `j` that lie below its root: variants of the FA (with the
    /// same union of languages), each with the base of the confluence, which
    /// is the root of a new component where an entry node was split off, and
    /// `c` where the root is the entry; `None` when the root is the only entry.
    fn split_confluence(&self, c: u32, j: u32) -> Option<Vec<(ForestAutomaton, u32)>> {
        // The root gets a state of its own, so that no root rule is also an entry below it.
        let mut fa = self.clone();
        let roots: Vec<Rule> = self.component(c as usize).root_rules().cloned().collect();
        *fa.component_mut(c as usize) = self.component(c as usize).rooted_at(&roots);
        let ta = fa.component(c as usize);
        let spans = ta.state_spans();
        let reaches = |q: &State| spans[q.index()].iter().any(|s| s.order.contains(&j));
        let is_base = |r: &Rule| {
            r.sub_edges().is_some_and(|(edges, _)| {
                edges
                    .iter()
                    .filter(|(_, kids)| kids.iter().any(reaches))
                    .count()
                    >= 2
            })
        };
        let entries: Vec<Rule> = ta
            .rules()
            .filter(|r| !ta.is_root(r.parent) && is_base(r))
            .cloned()
            .collect();
        if entries.is_empty() {
            return None;
        }
        let variants = fa.isolate(c as usize, &entries);
        Some(
            variants
                .into_iter()
                .map(|(fa, n)| (fa, n.map_or(c, |n| n as u32)))
                .collect(),
        )
    }

    /// Folding of a knot split differently in different variants (a
    /// confluence entered at different nodes, a cycle closed by different
    /// nodes): each variant is folded at its own knot and normalised, and
    /// the results are united (section 5, abstraction over sets of FA); `None`
    /// when a variant cannot be folded, the results are not compatible, or
    /// there are more than [`MAX_VARIANTS`].
    fn fold_variants(
        variants: Vec<(ForestAutomaton, Knot)>,
        db: &mut BoxDb,
        mode: Mode,
        splits: usize,
    ) -> Option<(ForestAutomaton, Folding)> {
        if variants.len() > MAX_VARIANTS {
            return None;
        }
        let mut united: Option<(ForestAutomaton, Folding)> = None;
        for (split, knot) in variants {
            let (folded, how) = split.fold_at(&knot, db, mode, splits - 1)?;
            let [one]: [ForestAutomaton; 1] = folded.normalise().try_into().ok()?;
            united = Some(match united {
                None => (one, how),
                Some((fa, _)) => (fa.union_with(&one)?, how),
            });
        }
        united
    }

    /// Folds `knot` (constructing boxes, applying boxes): returns the FA with
    /// the box applied and how the box met the database; `None` when the
    /// knot's parts are not plain labels, or when the knot may not be learnt
    /// and no box of the database includes it. The result needs normalising.
    pub fn fold(
        &self,
        knot: &Knot,
        db: &mut BoxDb,
        mode: Mode,
    ) -> Option<(ForestAutomaton, Folding)> {
        if !knot.learn && db.is_empty() {
            return None;
        }
        self.fold_at(knot, db, mode, MAX_SPLITS)
    }

    /// [`ForestAutomaton::fold`] with at most `splits` nested splittings at
    /// entries below the base's root (entries repeated on a loop, such as
    /// nodes that all point to a port, would be split off without end).
    fn fold_at(
        &self,
        knot: &Knot,
        db: &mut BoxDb,
        mode: Mode,
        splits: usize,
    ) -> Option<(ForestAutomaton, Folding)> {
        if knot.shape == Shape::OpenCycle {
            let link = |tip| Knot {
                shape: Shape::BackLink,
                tip: Some(tip),
                ..*knot
            };
            let mut variants = self.split_cycle(knot.base)?;
            if variants.len() == 1 {
                let (split, tip) = variants.pop()?;
                return split.fold_at(&link(tip), db, mode, splits);
            }
            let variants = variants.into_iter().map(|(fa, tip)| (fa, link(tip)));
            return match splits {
                0 => None,
                _ => ForestAutomaton::fold_variants(variants.collect(), db, mode, splits),
            };
        }
        if knot.shape == Shape::Confluence && splits > 0 {
            if let Some(variants) = self.split_confluence(knot.base, knot.tip?) {
                let at = |base| Knot { base, ..*knot };
                let variants = variants.into_iter().map(|(fa, base)| (fa, at(base)));
                return ForestAutomaton::fold_variants(variants.collect(), db, mode, splits);
            }
        }
        let base = knot.base;
        let base_ta = self.component(base as usize);
        if knot.shape == Shape::Cycle {
            // The subtrees of different sub-labels of the root are disjoint,
            // so each closes cycles of its own and gets a box of its own (the
            // rings linked through two `list_head`s of one node are two
            // boxes, not one box per combination of their shapes).
            let mut folded: Option<(ForestAutomaton, Folding)> = None;
            for sub in reaching(base_ta, base) {
                let fa = folded.as_ref().map_or(self, |(fa, _)| fa);
                let (next, how) = fa.fold_cover(knot, &[sub], &[], db, mode)?;
                folded = Some((next, folded.map_or(how, |(_, first)| first)));
            }
            return folded;
        }
        let (base_cover, tip_cover) = match (knot.shape, knot.tip) {
            (Shape::BackLink, Some(tip)) => self.link_covers(base, tip),
            _ => (reaching(base_ta, knot.tip.unwrap_or(base)), Vec::new()),
        };
        self.fold_cover(knot, &base_cover, &tip_cover, db, mode)
    }

    /// Folds the sub-edges `base_cover` of the base's root of `knot` (and,
    /// for a back-link, the tip's sub-edges `tip_cover` back) into one box.
    fn fold_cover(
        &self,
        knot: &Knot,
        base_cover: &[SubLabel],
        tip_cover: &[SubLabel],
        db: &mut BoxDb,
        mode: Mode,
    ) -> Option<(ForestAutomaton, Folding)> {
        let base = knot.base;
        let base_ta = self.component(base as usize);
        if base_cover.is_empty() {
            return None;
        }
        // Root rules of the base without a covered sub-edge keep their
        // sub-edges and get no box, unless the box takes a part of the tip
        // that their trees need (a back-link).
        let apart = knot.shape != Shape::BackLink;
        let base_splits = split_roots(base_ta, base_cover);
        let taken = boxed_rules(&base_splits, apart, db)?;
        let mut parts = vec![covered_part(base_ta, &base_splits, &taken)];
        let mut tip_splits = Vec::new();
        if let Some(tip) = knot.tip {
            parts.push(match knot.shape {
                Shape::BackLink => {
                    let tip_ta = self.component(tip as usize);
                    tip_splits = split_roots(tip_ta, tip_cover);
                    let tip_taken = boxed_rules(&tip_splits, false, db)?;
                    covered_part(tip_ta, &tip_splits, &tip_taken)
                }
                _ => bare_port(),
            });
        }
        // Ports of the box: the base, the tip, then other cut-points in order of appearance.
        let mut ports: Vec<u32> = std::iter::once(base).chain(knot.tip).collect();
        for part in &parts {
            for r in part.rules() {
                if let Some(k) = r.symbol.as_ref() {
                    if !ports.contains(&k) {
                        ports.push(k);
                    }
                }
            }
        }
        while parts.len() < ports.len() {
            parts.push(bare_port());
        }
        let index = |k: u32| ports.iter().position(|&p| p == k).expect("a port") as u32;
        let comps: Vec<TreeAutomaton> = parts.iter().map(|p| p.rename_refs(index)).collect();
        let boxed = ForestAutomaton::new(comps, (0..ports.len() as u32).collect()).reduce();
        let learnable = match (knot.shape, knot.tip) {
            (Shape::Confluence, Some(tip)) => {
                db.learns_confluence(&boxed, base_ta, self.component(tip as usize))
            }
            _ => true,
        };
        let learn = knot.learn && learnable && !db.nests_own_kind(&boxed);
        let folding = match (mode, learn) {
            (Mode::Inclusion, true) => db.fold_by_inclusion(boxed),
            (Mode::Equivalence, true) => db.fold_by_equivalence(boxed),
            (Mode::Inclusion, false) => db.cover_by_inclusion(&boxed)?,
            (Mode::Equivalence, false) => Folding::Equal(db.find_equal(&boxed)?),
        };
        let sub = db.sub_label(folding.id());
        let mut fa = self.clone();
        let outer = fa.component_mut(base as usize);
        let mut leaves = Vec::new();
        for &p in &ports[1..] {
            let q = outer.add_state();
            outer.add_rule(q, Symbol::Ref(p), &[]);
            leaves.push(q);
        }
        // The base's root rules, as split above (the copy only gained leaves).
        let rules = (base_splits.into_iter().zip(&taken))
            .map(|((r, _, mut outside), &b)| {
                if !b {
                    return Some((r.symbol, r.children.to_vec()));
                }
                outside.push((sub, leaves.clone()));
                let data = r.sub_edges().and_then(|(_, d)| d);
                assemble(outside, data)
            })
            .collect::<Option<Vec<_>>>()?;
        *outer = rerooted(outer, rules);
        if let (Shape::BackLink, Some(tip)) = (knot.shape, knot.tip) {
            let tip_ta = fa.component_mut(tip as usize);
            let rules = (tip_splits.into_iter())
                .map(|(r, _, outside)| assemble(outside, r.sub_edges().and_then(|(_, d)| d)))
                .collect::<Option<Vec<_>>>()?;
            *tip_ta = rerooted(tip_ta, rules);
        }
        Some((fa, folding))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::{Graph, IoGraph, NodeId};
    use crate::symbol::Data;

    /// A null-terminated DLL of `n` nodes (next 0, prev 8) with ports at the given nodes.
    fn dll(n: usize, ports: &[usize]) -> IoGraph {
        let mut g = Graph::new();
        let nodes = dll_nodes(&mut g, n, Label::sels([0, 8]));
        IoGraph::new(g, ports.iter().map(|&p| nodes[p]).collect())
    }

    /// The `n` nodes, labelled `label`, of a null-terminated DLL (next 0, prev 8) added to `g`.
    fn dll_nodes(g: &mut Graph, n: usize, label: Label) -> Vec<NodeId> {
        let nodes: Vec<NodeId> = (0..n).map(|_| g.add_node(label.clone())).collect();
        for i in 0..n {
            let next = match nodes.get(i + 1) {
                Some(&m) => m,
                None => g.add_node(Label::leaf(Data::Null)),
            };
            let prev = match i.checked_sub(1) {
                Some(k) => nodes[k],
                None => g.add_node(Label::leaf(Data::Null)),
            };
            g.set_successors(nodes[i], vec![next, prev]);
        }
        nodes
    }

    /// Folds knots of the smallest complexity until none is left that folds.
    fn fold_all(mut fa: ForestAutomaton, db: &mut BoxDb) -> ForestAutomaton {
        while let Some(next) = fa.knots().iter().find_map(|knot| {
            let (folded, _) = fa.fold(knot, db, Mode::Inclusion)?;
            let [one] = folded.normalise().try_into().expect("one FA");
            Some(one)
        }) {
            fa = next;
        }
        fa
    }

    #[test]
    fn a_box_stands_for_the_same_selectors_in_all_its_trees() {
        use crate::ta::{State, TreeAutomaton};
        let mut db = BoxDb::new();
        // A box standing for selector 8 of a node, pointing to null.
        let mut nulled = TreeAutomaton::with_states(2);
        nulled.add_rule(State(1), Symbol::leaf(Data::Null), &[]);
        nulled.add_rule(State(0), Symbol::sels([8]), &[State(1)]);
        nulled.set_root(State(0));
        let id = db
            .fold_by_inclusion(ForestAutomaton::new(vec![nulled], vec![0]))
            .id();
        // The base's root reaches the tip through both selectors, or
        // through selector 0 only, its selector 8 standing in that box.
        let mut base = TreeAutomaton::with_states(2);
        base.add_rule(State(1), Symbol::Ref(1), &[]);
        base.add_rule(State(0), Symbol::sels([0, 8]), &[State(1), State(1)]);
        let own = Symbol::from(Label::new(
            [SubLabel::Sel(crate::Selector(0)), db.sub_label(id)],
            None,
        ));
        base.add_rule(State(0), own, &[State(1)]);
        base.set_root(State(0));
        let mut tip = TreeAutomaton::with_states(1);
        tip.add_rule(State(0), Symbol::leaf(Data::Null), &[]);
        tip.set_root(State(0));
        let fa = ForestAutomaton::new(vec![base, tip], vec![0]);
        let knot = Knot {
            shape: Shape::Confluence,
            base: 0,
            tip: Some(1),
            learn: true,
        };
        let (folded, how) = fa.fold(&knot, &mut db, Mode::Inclusion).expect("folds");
        // The box takes the first root rule only: it stands for selectors
        // 0 and 8 in all its trees, and the second rule keeps its own.
        let learnt = db.get(how.id()).component(0);
        assert!(learnt
            .root_rules()
            .all(|r| r.symbol == Symbol::sels([0, 8])));
        assert_eq!(
            db.cover(how.id(), 0),
            [crate::Selector(0), crate::Selector(8)]
        );
        let kept = folded.component(0).root_rules().filter(|r| r.symbol == own);
        assert_eq!(kept.count(), 1);
    }

    #[test]
    fn knots_of_a_dll_are_its_segments() {
        let fa = ForestAutomaton::from_graph(&dll(4, &[0])).unwrap();
        assert_eq!(fa.num_components(), 3);
        // Two segments between cut-points, and the last node hanging below
        // the third cut-point: its prev pointer is a back-link of a child,
        // an open cycle split at the child.
        let mut links: Vec<(Shape, u32, Option<u32>)> = fa
            .knots()
            .iter()
            .map(|k| (k.shape, k.base, k.tip))
            .collect();
        links.sort_by_key(|l| (l.1, l.2));
        assert_eq!(
            links,
            vec![
                (Shape::BackLink, 0, Some(1)),
                (Shape::BackLink, 1, Some(2)),
                (Shape::OpenCycle, 2, None)
            ]
        );
    }

    #[test]
    fn folding_a_dll_leaves_one_tree_and_one_box() {
        let mut db = BoxDb::new();
        let fa = fold_all(ForestAutomaton::from_graph(&dll(5, &[0])).unwrap(), &mut db);
        assert_eq!(fa.num_components(), 1);
        // The last node's back-link is a segment like the others.
        assert_eq!(db.len(), 1);
        // A longer list reuses the same box.
        let longer = fold_all(ForestAutomaton::from_graph(&dll(7, &[0])).unwrap(), &mut db);
        assert_eq!(longer.num_components(), 1);
        assert_eq!(db.len(), 1);
    }

    /// A 2-level skip list entered at its head: level-2 nodes after `gaps[k]` level-1 nodes each.
    fn skip_list(gaps: &[usize]) -> IoGraph {
        let mut g = Graph::new();
        let null = g.add_node(Label::leaf(Data::Null));
        let mut next_level2 = null;
        let mut first = null;
        for (k, &gap) in gaps.iter().enumerate().rev() {
            let level2 = g.add_node(Label::sels([0, 8]));
            let mut next = next_level2;
            for _ in 0..gap {
                let node = g.add_node(Label::sels([0, 8]));
                g.set_successors(node, vec![next, null]);
                next = node;
            }
            g.set_successors(level2, vec![next, next_level2]);
            next_level2 = level2;
            if k == 0 {
                first = level2;
            }
        }
        IoGraph::new(g, vec![first])
    }

    #[test]
    fn skip_list_segments_fold_into_boxes_with_a_bare_output() {
        let fa = ForestAutomaton::from_graph(&skip_list(&[2, 1, 0])).unwrap();
        let knots = fa.knots();
        assert!(knots.iter().all(|k| k.shape == Shape::Confluence));
        let mut db = BoxDb::new();
        let folded = fold_all(fa, &mut db);
        // The segments are folded; their confluence into the null node they
        // share, which would be a box of the whole list around segment boxes,
        // is not: the null node stays a cut-point.
        assert_eq!(folded.num_components(), 2);
        let (id, _) = db.iter().next().unwrap();
        assert_eq!(
            db.cover(id, 0),
            vec![crate::Selector(0), crate::Selector(8)]
        );
        assert!(db.cover(id, 1).is_empty());
    }

    #[test]
    fn skip_list_segment_boxes_hide_two_selector_paths() {
        let mut db = BoxDb::new();
        fold_all(
            ForestAutomaton::from_graph(&skip_list(&[0, 0, 0])).unwrap(),
            &mut db,
        );
        let (id, b) = db.iter().next().unwrap();
        assert_eq!(b.outputs().len(), 1);
        // Both the level-1 and the level-2 selector of the input lead to the output.
        assert_eq!(db.traces(id, 1), [crate::Selector(0), crate::Selector(8)]);
        // A node whose box leads to a cut-point counts the hidden paths apart
        // from those of plain selectors.
        let mut ta = TreeAutomaton::with_states(2);
        let boxed = Label::new([db.sub_label(id)], None);
        ta.add_rule(State(0), boxed.into(), &[State(1)]);
        ta.add_rule(State(1), Symbol::Ref(1), &[]);
        ta.set_root(State(0));
        assert_eq!(ta.selector_counts(&db)[0], vec![vec![(1, 0, 2)]]);
    }

    /// A header holding the first and the last node of a skip list of
    /// `segments` level-2 segments (one level-1 node each), as `sl->head` and
    /// `sl->tail`; the last node is a cut-point (the header and the last
    /// segment point to it).
    fn headed_skip_list(segments: usize) -> IoGraph {
        typed_header_over_skip_list(segments, [0, 8], None, None)
    }

    /// [`headed_skip_list`] with the header's pointers at `offsets` and the
    /// header's and the nodes' labels carrying the data `header` and `node`
    /// (their types).
    fn typed_header_over_skip_list(
        segments: usize,
        offsets: [u32; 2],
        header: Option<Data>,
        node: Option<Data>,
    ) -> IoGraph {
        let sels = |offsets: [u32; 2], data| {
            Label::new(offsets.map(|o| SubLabel::Sel(crate::Selector(o))), data)
        };
        let mut g = Graph::new();
        let null = |g: &mut Graph| g.add_node(Label::leaf(Data::Null));
        let last = g.add_node(sels([0, 8], node));
        let ends = vec![null(&mut g), null(&mut g)];
        g.set_successors(last, ends);
        let mut next = last;
        for _ in 0..segments {
            let inner = g.add_node(sels([0, 8], node));
            let end = null(&mut g);
            g.set_successors(inner, vec![next, end]);
            let level2 = g.add_node(sels([0, 8], node));
            g.set_successors(level2, vec![inner, next]);
            next = level2;
        }
        let top = g.add_node(sels(offsets, header));
        g.set_successors(top, vec![next, last]);
        IoGraph::new(g, vec![top])
    }

    #[test]
    fn no_box_is_learnt_around_boxes_of_its_own_kind() {
        let mut db = BoxDb::new();
        let fa = fold_all(
            ForestAutomaton::from_graph(&headed_skip_list(3)).unwrap(),
            &mut db,
        );
        // The segments are folded; the confluence of the header's two
        // pointers into the last node is not: its box would be the whole
        // list around segment boxes, which stand for the same selectors.
        assert!(!db.is_empty());
        assert!(db.iter().all(|(_, b)| !db.nests_own_kind(b)));
        assert_eq!(fa.num_components(), 2);
        let knot = fa.knots()[0];
        assert_eq!(
            (knot.shape, knot.base, knot.tip),
            (Shape::Confluence, 0, Some(1))
        );
        assert!(fa.fold(&knot, &mut db, Mode::Inclusion).is_none());
    }

    #[test]
    fn no_box_is_learnt_from_a_header_through_boxes_to_a_node_of_another_type() {
        let mut db = BoxDb::new();
        let graph =
            typed_header_over_skip_list(3, [16, 24], Some(Data::Int(1)), Some(Data::Int(2)));
        let fa = fold_all(ForestAutomaton::from_graph(&graph).unwrap(), &mut db);
        // The segments are folded into one box; the header's confluence
        // into the last node, through them, is not.
        assert_eq!(db.len(), 1);
        assert_eq!(fa.num_components(), 2);
        // Of one type, the header and the nodes make a box of the whole list.
        let mut db = BoxDb::new();
        let graph =
            typed_header_over_skip_list(3, [16, 24], Some(Data::Int(2)), Some(Data::Int(2)));
        let fa = fold_all(ForestAutomaton::from_graph(&graph).unwrap(), &mut db);
        assert_eq!(db.len(), 2);
        assert_eq!(fa.num_components(), 1);
    }

    #[test]
    fn a_header_pointing_twice_at_a_node_of_another_type_is_a_box() {
        // No segment: the header points to the last node by both selectors.
        let graph =
            typed_header_over_skip_list(0, [16, 24], Some(Data::Int(1)), Some(Data::Int(2)));
        let mut db = BoxDb::new();
        let fa = fold_all(ForestAutomaton::from_graph(&graph).unwrap(), &mut db);
        assert_eq!(db.len(), 1);
        assert_eq!(fa.num_components(), 1);
    }

    /// A header (data `header`, first at 16, last at 24) over a
    /// null-terminated DLL of `n` nodes (data `node`, next 0, prev 8).
    fn typed_header_over_dll(n: usize, header: Data, node: Data) -> IoGraph {
        let mut g = Graph::new();
        let nodes = dll_nodes(&mut g, n, Label::new([0, 8].map(sel), Some(node)));
        let top = g.add_node(Label::new([16, 24].map(sel), Some(header)));
        g.set_successors(top, vec![nodes[0], nodes[n - 1]]);
        IoGraph::new(g, vec![top])
    }

    /// The selector sub-label at byte offset `o`.
    fn sel(o: u32) -> SubLabel {
        SubLabel::Sel(crate::Selector(o))
    }

    #[test]
    fn a_header_over_a_dll_of_another_type_is_a_box() {
        // The header's first and last pointers meet at the last node through
        // the segment boxes: unlike a skip list's segments, a DLL's do not
        // change with the structure's version, so the header with its list
        // is a box (a tree node owning a queue, a list of queues).
        let mut db = BoxDb::new();
        let graph = typed_header_over_dll(4, Data::Int(1), Data::Int(2));
        let fa = fold_all(ForestAutomaton::from_graph(&graph).unwrap(), &mut db);
        assert_eq!(fa.num_components(), 1);
        let header = db.iter().last().map(|(id, _)| id).unwrap();
        assert_eq!(
            db.cover(header, 0),
            vec![crate::Selector(16), crate::Selector(24)]
        );
        // It hides the last node's prev pointer, through a segment box nested in it.
        assert_eq!(db.cover(header, 1), vec![crate::Selector(8)]);
    }

    #[test]
    fn node_types_are_the_clients() {
        // Typed alike by the database, the header and the nodes make a box of the whole list.
        let mut db = BoxDb::with_node_type(|_| None);
        let graph =
            typed_header_over_skip_list(3, [16, 24], Some(Data::Int(1)), Some(Data::Int(2)));
        fold_all(ForestAutomaton::from_graph(&graph).unwrap(), &mut db);
        assert_eq!(db.len(), 2);
    }

    #[test]
    fn a_confluence_into_a_port_is_folded_only_by_a_known_box() {
        // Two level-2 nodes, the second a port: both selectors of the first lead to it.
        let g = skip_list(&[0, 0]);
        let second = g.graph.successors(g.input())[0];
        let ported =
            ForestAutomaton::from_graph(&IoGraph::new(g.graph.clone(), vec![g.input(), second]))
                .unwrap();
        let knot = ported.knots()[0];
        assert_eq!(knot.shape, Shape::Confluence);
        assert!(!knot.learn);
        let mut db = BoxDb::new();
        assert!(ported.fold(&knot, &mut db, Mode::Inclusion).is_none());
        assert!(db.is_empty());
        // Once learnt between inner nodes, the segment box folds it.
        fold_all(
            ForestAutomaton::from_graph(&skip_list(&[0, 0, 0])).unwrap(),
            &mut db,
        );
        let (_, how) = ported.fold(&knot, &mut db, Mode::Inclusion).unwrap();
        assert_eq!(how, Folding::Covered(crate::BoxId(0)));
        assert_eq!(db.len(), 1);
    }

    #[test]
    fn a_back_link_between_two_ports_is_folded_only_by_a_known_box() {
        // Both nodes of a two-node DLL are ports (a list's head and its tail
        // in variables): folding their link would leave both cut-points.
        let ported = ForestAutomaton::from_graph(&dll(2, &[0, 1])).unwrap();
        let knot = ported.knots()[0];
        assert_eq!(knot.shape, Shape::BackLink);
        assert!(!knot.learn);
        let mut db = BoxDb::new();
        assert!(ported.fold(&knot, &mut db, Mode::Inclusion).is_none());
        assert!(db.is_empty());
        // Once learnt between inner nodes, the segment box folds it.
        fold_all(ForestAutomaton::from_graph(&dll(4, &[0])).unwrap(), &mut db);
        let (_, how) = ported.fold(&knot, &mut db, Mode::Inclusion).unwrap();
        assert_eq!(how, Folding::Covered(crate::BoxId(0)));
        assert_eq!(db.len(), 1);
    }

    #[test]
    fn a_confluence_entered_at_the_root_or_below_folds_into_one_box() {
        let mut db = BoxDb::new();
        // Three level-2 nodes, the first segment folded: the confluence into
        // the last node is entered below the root.
        let three = ForestAutomaton::from_graph(&skip_list(&[0, 0, 0])).unwrap();
        let knot = three.knots()[0];
        let (folded, _) = three.fold(&knot, &mut db, Mode::Inclusion).unwrap();
        let [below] = folded.normalise().try_into().unwrap();
        // Two level-2 nodes: the confluence is entered at the root.
        let two = ForestAutomaton::from_graph(&skip_list(&[0, 0])).unwrap();
        let mixed = two.union_with(&below).expect("compatible");
        let knots = mixed.knots();
        assert_eq!(knots[0].shape, Shape::Confluence);
        let (one, how) = mixed.fold(&knots[0], &mut db, Mode::Inclusion).unwrap();
        // Both variants use the segment box; no box nests it.
        assert_eq!(how, Folding::Equal(crate::BoxId(0)));
        assert_eq!(db.len(), 1);
        // The last level-2 node is no cut-point any more (the shared null leaf still is).
        let [one]: [ForestAutomaton; 1] = one.normalise().try_into().unwrap();
        assert_eq!(one.num_components(), mixed.num_components() - 1);
    }

    /// A node (entered through selector 0 of the input port) owning two
    /// cyclic singly linked lists through its selectors 0 and 8, of one and
    /// of two nodes.
    fn node_with_two_rings() -> IoGraph {
        let mut g = Graph::new();
        let port = g.add_node(Label::sels([0]));
        let owner = g.add_node(Label::sels([0, 8]));
        let x = g.add_node(Label::sels([0]));
        let y1 = g.add_node(Label::sels([0]));
        let y2 = g.add_node(Label::sels([0]));
        g.set_successors(port, vec![owner]);
        g.set_successors(owner, vec![x, y1]);
        g.set_successors(x, vec![owner]);
        g.set_successors(y1, vec![y2]);
        g.set_successors(y2, vec![owner]);
        IoGraph::new(g, vec![port])
    }

    #[test]
    fn two_rings_through_one_node_fold_into_a_box_each() {
        let graph = node_with_two_rings();
        let fa = ForestAutomaton::from_graph(&graph).unwrap();
        assert_eq!(fa.knots()[0].shape, Shape::Cycle);
        let mut db = BoxDb::new();
        let folded = fold_all(fa, &mut db);
        assert_eq!(folded.num_components(), 1);
        let covers: Vec<_> = db.iter().map(|(id, _)| db.cover(id, 0)).collect();
        assert_eq!(
            covers,
            vec![vec![crate::Selector(0)], vec![crate::Selector(8)]]
        );
        // Each box is a whole ring: it has no output port.
        assert!(db.iter().all(|(_, b)| b.outputs().is_empty()));
    }

    /// A tree node (left 0, right 8, parent 16) whose two leaf children point back to it.
    fn parent_with_two_children() -> IoGraph {
        let mut g = Graph::new();
        let mut null = || g.add_node(Label::leaf(Data::Null));
        let nulls: Vec<NodeId> = (0..5).map(|_| null()).collect();
        let root = g.add_node(Label::sels([0, 8, 16]));
        let left = g.add_node(Label::sels([0, 8, 16]));
        let right = g.add_node(Label::sels([0, 8, 16]));
        g.set_successors(root, vec![left, right, nulls[0]]);
        g.set_successors(left, vec![nulls[1], nulls[2], root]);
        g.set_successors(right, vec![nulls[3], nulls[4], root]);
        IoGraph::new(g, vec![root])
    }

    #[test]
    fn children_pointing_back_to_a_port_fold_into_one_back_link_box_each() {
        let graph = parent_with_two_children();
        let fa = ForestAutomaton::from_graph(&graph).unwrap();
        // Both children close a cycle through the port: split at the first.
        let knots = fa.knots();
        assert_eq!((knots[0].shape, knots[0].base), (Shape::OpenCycle, 0));
        let mut db = BoxDb::new();
        let folded = fold_all(fa, &mut db);
        assert_eq!(folded.num_components(), 1);
        // One box per child edge, each covering the edge and the parent pointer back.
        assert_eq!(db.len(), 2);
        let covers: Vec<_> = db.iter().map(|(id, _)| db.cover(id, 0)).collect();
        assert_eq!(
            covers,
            vec![vec![crate::Selector(0)], vec![crate::Selector(8)]]
        );
        for (id, _) in db.iter() {
            assert_eq!(db.cover(id, 1), vec![crate::Selector(16)]);
        }
        // Unfolding both boxes at the root gives the tree back.
        let unfolded = folded.unfold_root(0, &db, |_| true).unwrap();
        assert!(unfolded
            .iter()
            .flat_map(|f| f.normalise())
            .any(|n| n.accepts_graph(&graph)));
    }

    #[test]
    fn a_back_link_covers_only_the_pointers_straight_between_its_ends() {
        // The head reaches the tip straight (by 8) and through a node (by 0);
        // the tip points back to the head (by 0).
        let mut g = Graph::new();
        let head = g.add_node(Label::sels([0, 8]));
        let middle = g.add_node(Label::sels([0]));
        let tip = g.add_node(Label::sels([0]));
        g.set_successors(head, vec![middle, tip]);
        g.set_successors(middle, vec![tip]);
        g.set_successors(tip, vec![head]);
        let fa = ForestAutomaton::from_graph(&IoGraph::new(g, vec![head])).unwrap();
        assert_eq!(fa.num_components(), 2);
        let sel = |k| vec![SubLabel::Sel(crate::Selector(k))];
        assert_eq!(fa.link_covers(0, 1), (sel(8), sel(0)));
        let knot = fa
            .knots()
            .into_iter()
            .find(|k| k.shape == Shape::BackLink)
            .unwrap();
        let mut db = BoxDb::new();
        let (_, how) = fa.fold(&knot, &mut db, Mode::Inclusion).unwrap();
        let id = how.id();
        let (at_base, at_tip) = if knot.base == 0 { (8, 0) } else { (0, 8) };
        assert_eq!(db.cover(id, 0), vec![crate::Selector(at_base)]);
        assert_eq!(db.cover(id, 1), vec![crate::Selector(at_tip)]);
    }

    #[test]
    fn box_constructed_from_a_segment_covers_next_and_prev() {
        let fa = ForestAutomaton::from_graph(&dll(3, &[0])).unwrap();
        let knots = fa.knots();
        assert_eq!(knots[0].shape, Shape::BackLink);
        let mut db = BoxDb::new();
        let (_, how) = fa.fold(&knots[0], &mut db, Mode::Equivalence).unwrap();
        let id = how.id();
        assert_eq!(db.get(id).outputs().len(), 1);
        assert_eq!(db.cover(id, 0), vec![crate::Selector(0)]);
        assert_eq!(db.cover(id, 1), vec![crate::Selector(8)]);
        // The sub-label names the prev selector its output port's node lacks.
        let SubLabel::Box { hidden, .. } = db.sub_label(id) else {
            panic!("a box sub-label");
        };
        assert_eq!(hidden.at(0), [crate::Selector(8)]);
    }

    #[test]
    fn fold_then_unfold_is_the_identity() {
        let fa = ForestAutomaton::from_graph(&dll(3, &[0])).unwrap();
        let mut db = BoxDb::new();
        let knot = fa.knots()[0];
        let (folded, _) = fa.fold(&knot, &mut db, Mode::Inclusion).unwrap();
        assert!(!folded.accepts_graph(&dll(3, &[0])));
        let unfolded = folded.unfold_root(0, &db, |_| true).unwrap();
        assert_eq!(unfolded.len(), 1);
        let [back] = unfolded[0].normalise().try_into().unwrap();
        assert!(back.is_included_in(&fa) && fa.is_included_in(&back));
        assert!(back.accepts_graph(&dll(3, &[0])));
    }

    /// Whether a sub-edge is labelled by a box.
    fn boxed(s: SubLabel, _: usize) -> bool {
        matches!(s, SubLabel::Box { .. })
    }

    #[test]
    fn a_box_edge_deep_in_a_tree_is_isolated_before_unfolding() {
        let mut db = BoxDb::new();
        let fa = fold_all(
            ForestAutomaton::from_graph(&dll(5, &[0, 3])).unwrap(),
            &mut db,
        );
        // The segment into the port at node 3 starts at node 2, inside the first tree.
        let origins = fa.box_origins(1, boxed);
        assert_eq!(origins, vec![0]);
        let split = fa.isolate_origin(0, 1, boxed).unwrap();
        assert_eq!(split.len(), 1);
        let (isolated, origin) = &split[0];
        let origin = origin.expect("an entry");
        assert_eq!(isolated.num_components(), 3);
        assert_eq!(isolated.box_origins(1, boxed), vec![origin]);
        let unfolded = isolated.unfold_root(origin, &db, |_| true).unwrap();
        assert!(!unfolded.is_empty());
        assert!(unfolded.iter().all(|f| f.box_origins(1, boxed).is_empty()));
    }
}
