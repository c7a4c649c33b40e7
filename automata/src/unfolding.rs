//! Unfolding of boxes before an access (section 3, "Symbolic execution":
//! some boxes are first unfolded to uncover the accessed part of the heap),
//! and the splitting that makes the origin of a box edge a component root
//! (section 4.2, "Splitting", applied to the entry of a box edge).
//!
//! Unfolding replaces a box sub-edge of a root by the box's input component
//! (merged into that root) and merges each output component into the root of
//! the component the sub-edge leads to, so the selectors the box stood for
//! become plain sub-edges again. The language is unchanged.

use crate::boxes::BoxDb;
use crate::cartesian::for_each_choice;
use crate::forest::ForestAutomaton;
use crate::symbol::{BoxId, SubLabel, Symbol};
use crate::ta::{assemble, Rule, State, SubEdge, TreeAutomaton};

/// Why boxes could not be unfolded here; the analysis then answers unknown.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Unsupported(pub &'static str);

/// Where the output of a box sub-edge leads.
#[derive(Clone)]
enum Output {
    /// To the root of this component.
    Root(u32),
    /// To a node accepted by these rules, to become a component of its own.
    Node(Vec<Rule>),
}

/// The choices of where the output accepted at `q` leads.
fn outputs_of(ta: &TreeAutomaton, q: State) -> Vec<Output> {
    let mut out = Vec::new();
    let mut nodes = Vec::new();
    for r in ta.rules_from(q) {
        match r.symbol {
            Symbol::Ref(t) => out.push(Output::Root(t)),
            Symbol::Label(_) => nodes.push(r.clone()),
        }
    }
    if !nodes.is_empty() {
        out.push(Output::Node(nodes));
    }
    out
}

/// The sub-edges and data of a label rule, with child states shifted by `offset`.
fn shifted(r: &Rule, offset: u32) -> Result<(Vec<SubEdge>, Option<crate::Data>), Unsupported> {
    let (edges, data) = r
        .sub_edges()
        .ok_or(Unsupported("a root reference as a box port"))?;
    let edges = edges
        .into_iter()
        .map(|(s, kids)| (s, kids.iter().map(|q| State(q.0 + offset)).collect()))
        .collect();
    Ok((edges, data))
}

/// `host` with `part` (a box component) merged into its root: every root
/// rule of the host joined with every root rule of the part (the part's
/// data is dropped). A pair whose sub-labels overlap is left out: the
/// sub-edge replacement is defined only when the node and the port have no
/// successors over the same symbol (section 2), so such a forest stands for
/// no graph (it comes from mixing root rules of different forests).
fn merge_roots(host: &TreeAutomaton, part: &TreeAutomaton) -> Result<TreeAutomaton, Unsupported> {
    let mut ta = host.clone();
    let offset = ta.import(part).0;
    let mut rules = Vec::new();
    for h in host.root_rules() {
        let (edges, data) = shifted(h, 0)?;
        for p in part.root_rules() {
            let (more, _) = shifted(p, offset)?;
            if let Some((symbol, children)) =
                assemble(edges.iter().cloned().chain(more).collect(), data)
            {
                rules.push(Rule {
                    parent: State(0),
                    symbol,
                    children: children.into(),
                });
            }
        }
    }
    Ok(ta.rooted_at(&rules))
}

impl ForestAutomaton {
    /// Splitting by root rules: one FA per root rule of component `c`, whose
    /// root is then a fresh state with that rule only.
    fn focus_root(&self, c: usize) -> Vec<ForestAutomaton> {
        let ta = self.component(c);
        ta.root_rules()
            .map(|r| {
                let mut fa = self.clone();
                *fa.component_mut(c) = ta.rooted_at([r]);
                fa
            })
            .collect()
    }

    /// Unfolds the box sub-edges of the root of component `c` whose box
    /// satisfies `which` (one level: boxes nested in them stay folded).
    pub fn unfold_root(
        &self,
        c: usize,
        db: &BoxDb,
        which: impl Fn(BoxId) -> bool,
    ) -> Result<Vec<ForestAutomaton>, Unsupported> {
        let mut work = self.focus_root(c);
        let mut out = Vec::new();
        while let Some(fa) = work.pop() {
            let root = fa.component(c).root_rules().next().cloned();
            let edges = root.and_then(|r| r.sub_edges()).map(|e| e.0);
            let sub = edges
                .into_iter()
                .flatten()
                .map(|e| e.0)
                .find(|s| matches!(s, SubLabel::Box { id, .. } if which(*id)));
            match sub {
                None => out.push(fa),
                Some(sub) => {
                    for g in fa.unfold_one(c, sub, db)? {
                        if !g.is_empty() {
                            work.extend(g.focus_root(c));
                        }
                    }
                }
            }
        }
        Ok(out)
    }

    /// Unfolds the box sub-edge `sub` of the (single) root rule of component `c`.
    fn unfold_one(
        &self,
        c: usize,
        sub: SubLabel,
        db: &BoxDb,
    ) -> Result<Vec<ForestAutomaton>, Unsupported> {
        let SubLabel::Box { id, .. } = sub else {
            return Ok(vec![self.clone()]);
        };
        let ta = self.component(c);
        let root = ta.root_rules().next().expect("a focused root").clone();
        let (edges, data) = shifted(&root, 0)?;
        let (kept, boxed): (Vec<SubEdge>, Vec<SubEdge>) =
            edges.into_iter().partition(|e| e.0 != sub);
        let choices: Vec<Vec<Output>> = boxed[0].1.iter().map(|&q| outputs_of(ta, q)).collect();
        let lists: Vec<&[Output]> = choices.iter().map(Vec::as_slice).collect();
        let mut out = Vec::new();
        let mut failure = None;
        for_each_choice(&lists, |choice| {
            match self.unfold_with(c, id, &kept, data, choice, db) {
                Ok(fa) => out.push(fa),
                Err(e) => failure = Some(e),
            }
        });
        match failure {
            Some(e) => Err(e),
            None => Ok(out),
        }
    }

    /// Unfolds box `id` at the root of `c`, whose other sub-edges are `kept`,
    /// with its outputs leading where `choice` says.
    fn unfold_with(
        &self,
        c: usize,
        id: BoxId,
        kept: &[SubEdge],
        data: Option<crate::Data>,
        choice: &[&Output],
        db: &BoxDb,
    ) -> Result<ForestAutomaton, Unsupported> {
        let mut fa = self.clone();
        let ta = self.component(c).clone();
        let mut targets = Vec::new();
        for o in choice {
            targets.push(match o {
                Output::Root(t) => *t,
                Output::Node(rules) => fa.push_component(ta.rooted_at(rules)),
            });
        }
        let boxed = db.get(id);
        let ports = boxed.ports();
        let mut map = vec![0u32; boxed.num_components()];
        map[ports[0] as usize] = c as u32;
        for (k, &p) in ports[1..].iter().enumerate() {
            map[p as usize] = targets[k];
        }
        let mut next = fa.num_components() as u32;
        for (k, slot) in map.iter_mut().enumerate() {
            if !ports.contains(&(k as u32)) {
                *slot = next;
                next += 1;
            }
        }
        let parts: Vec<TreeAutomaton> = boxed
            .components()
            .map(|b| b.rename_refs(|r| map[r as usize]))
            .collect();
        // The input part joins the root of `c` in place of the box sub-edge.
        let (symbol, children) = assemble(kept.to_vec(), data).expect("sub-labels of one label");
        let without = Rule {
            parent: State(0),
            symbol,
            children: children.into(),
        };
        let host = ta.rooted_at([&without]);
        *fa.component_mut(c) = merge_roots(&host, &parts[ports[0] as usize])?;
        // Each output part joins the root of the component it leads to.
        for (k, &p) in ports[1..].iter().enumerate() {
            let t = targets[k] as usize;
            let merged = merge_roots(fa.component(t), &parts[p as usize])?;
            *fa.component_mut(t) = merged;
        }
        for (k, part) in parts.into_iter().enumerate() {
            if !ports.contains(&(k as u32)) {
                fa.push_component(part);
            }
        }
        Ok(fa)
    }

    /// The components with a sub-edge `s` whose target `k` accepts a
    /// reference to the root of `t`, for `edge(s, k)`.
    pub fn box_origins(&self, t: u32, edge: impl Fn(SubLabel, usize) -> bool) -> Vec<usize> {
        (0..self.num_components())
            .filter(|&p| entry_rules(self.component(p), t, &edge).next().is_some())
            .collect()
    }

    /// Splitting (section 4.2) at the entry of sub-edges into `t` (those
    /// `s` whose target `k` satisfies `edge(s, k)`): variants of the FA (with
    /// the same union of languages) in which the node of component `p`
    /// holding such a sub-edge is the root of a component, given with each
    /// variant (`None`: no such sub-edge in this variant).
    pub fn isolate_origin(
        &self,
        p: usize,
        t: u32,
        edge: impl Fn(SubLabel, usize) -> bool,
    ) -> Result<Vec<(ForestAutomaton, Option<usize>)>, Unsupported> {
        let mut out = Vec::new();
        let separated = separate_ref(self.component(p), t);
        let roots: Vec<Rule> = separated.root_rules().cloned().collect();
        for root in &roots {
            let mut fa = self.clone();
            *fa.component_mut(p) = separated.rooted_at([root]);
            let ta = fa.component(p);
            let entries: Vec<Rule> = entry_rules(ta, t, &edge).cloned().collect();
            if entries.iter().any(|r| ta.is_root(r.parent)) || entries.is_empty() {
                let origin = (!entries.is_empty()).then_some(p);
                out.push((fa, origin));
                continue;
            }
            let uses = entry_uses(ta, &entries);
            if ta.roots().any(|q| uses[q.index()] > 1) {
                return Err(Unsupported("several box edges into one cut-point"));
            }
            out.extend(fa.isolate(p, &entries));
        }
        Ok(out)
    }
}

impl ForestAutomaton {
    /// Splitting (section 4.2) at the entries into `t` of component `p` when
    /// several sub-edges of its root lead to them (a tree node whose children
    /// both point back to it): the subtree below the first such sub-edge of
    /// every root rule gets states of its own, and only the entries there are
    /// isolated, as by [`ForestAutomaton::isolate_origin`]; the others are
    /// left for a later split. `None` when a tree may use several of them.
    pub(crate) fn isolate_first_origin(
        &self,
        p: usize,
        t: u32,
        edge: impl Fn(SubLabel, usize) -> bool,
    ) -> Option<Vec<(ForestAutomaton, Option<usize>)>> {
        let ta = separate_ref(self.component(p), t);
        let spans = ta.state_spans();
        let reaches = |q: &State| spans[q.index()].iter().any(|s| s.order.contains(&t));
        let mut host = ta.clone();
        let copy = host.import(&ta);
        let root = host.add_state();
        for r in ta.root_rules() {
            let mut kids = r.children.to_vec();
            if let Some(k) = kids.iter().position(reaches) {
                kids[k] = State(kids[k].0 + copy.0);
            }
            host.add_rule(root, r.symbol, &kids);
        }
        host.set_root(root);
        let host = host.restrict_roots(|q| q == root);
        let entries: Vec<Rule> = entry_rules(&host, t, &edge)
            .filter(|r| r.parent.0 >= copy.0 && r.parent != root)
            .cloned()
            .collect();
        let uses = entry_uses(&host, &entries);
        if entries.is_empty() || uses[root.index()] > 1 {
            return None;
        }
        let mut fa = self.clone();
        *fa.component_mut(p) = host;
        Some(fa.isolate(p, &entries))
    }

    /// The FA with every box sub-label of box `b` replaced by `rename(b)` (a box of the same arity).
    pub fn rename_boxes(&self, rename: impl Fn(BoxId) -> SubLabel) -> ForestAutomaton {
        let mut fa = self.clone();
        for c in 0..self.num_components() {
            let ta = self.component(c);
            let renames = |r: &Rule| {
                r.sub_edges().is_some_and(|(edges, _)| {
                    edges
                        .iter()
                        .any(|(s, _)| matches!(s, SubLabel::Box { id, .. } if rename(*id) != *s))
                })
            };
            if !ta.rules().any(renames) {
                continue;
            }
            *fa.component_mut(c) = ta.map_rules(|r| {
                let Some((edges, data)) = r.sub_edges() else {
                    return Some(r.clone());
                };
                let edges = edges
                    .into_iter()
                    .map(|(s, kids)| match s {
                        SubLabel::Box { id, .. } => (rename(id), kids),
                        s => (s, kids),
                    })
                    .collect();
                let (symbol, children) = assemble(edges, data)?;
                Some(Rule {
                    parent: r.parent,
                    symbol,
                    children: children.into(),
                })
            });
        }
        fa
    }

    /// Splitting at given rules of the (single-rooted) component `p`, none
    /// of them a root rule, such that every accepted tree uses at most one:
    /// one variant per parent state whose subtree at that rule becomes a new
    /// component (given with the variant), and one using none of them.
    pub(crate) fn isolate(
        &self,
        p: usize,
        entries: &[Rule],
    ) -> Vec<(ForestAutomaton, Option<usize>)> {
        let ta = self.component(p);
        let is_entry = |r: &Rule| entries.contains(r);
        let mut parents: Vec<State> = entries.iter().map(|r| r.parent).collect();
        parents.sort_unstable();
        parents.dedup();
        let mut out = Vec::new();
        for &q in &parents {
            let mut split = self.clone();
            let n = split.num_components() as u32;
            let own: Vec<&Rule> = entries.iter().filter(|r| r.parent == q).collect();
            split.push_component(ta.rooted_at(own));
            let mut rest = ta.map_rules(|r| (!is_entry(r)).then(|| r.clone()));
            rest.add_rule(q, Symbol::Ref(n), &[]);
            let (uniform, spans) = rest.to_state_uniform();
            let rest = uniform
                .restrict_roots(|x| spans[x.index()].order.contains(&n))
                .remove_useless();
            if !rest.is_empty() {
                *split.component_mut(p) = rest;
                out.push((split, Some(n as usize)));
            }
        }
        let rest = ta
            .map_rules(|r| (!is_entry(r)).then(|| r.clone()))
            .remove_useless();
        if !rest.is_empty() {
            let mut none = self.clone();
            *none.component_mut(p) = rest;
            out.push((none, None));
        }
        out
    }
}

/// For every state, how many of the `entries` rules a tree it accepts may
/// use at most (counted up to 2, the least fixpoint over the rules).
fn entry_uses(ta: &TreeAutomaton, entries: &[Rule]) -> Vec<u8> {
    let mut uses = vec![0u8; ta.num_states()];
    let mut changed = true;
    while changed {
        changed = false;
        for r in ta.rules() {
            let own = u8::from(entries.contains(r));
            let n = r
                .children
                .iter()
                .fold(own, |n, q| n.saturating_add(uses[q.index()]))
                .min(2);
            if n > uses[r.parent.index()] {
                uses[r.parent.index()] = n;
                changed = true;
            }
        }
    }
    uses
}

/// The same language with the reference to `t` accepted at states of its
/// own: a state accepting it among other trees is split in two, and every
/// rule using it is doubled (so a rule's use of the reference is explicit).
fn separate_ref(ta: &TreeAutomaton, t: u32) -> TreeAutomaton {
    let to_t = |r: &Rule| r.symbol == Symbol::Ref(t);
    let mixed: Vec<State> = ta
        .states()
        .filter(|&q| ta.rules_from(q).any(to_t) && !ta.rules_from(q).all(to_t))
        .collect();
    if mixed.is_empty() {
        return ta.clone();
    }
    let kept = |r: &&Rule| !(to_t(r) && mixed.contains(&r.parent));
    let mut out = TreeAutomaton::with_states(ta.num_states());
    for q in ta.roots() {
        out.set_root(q);
    }
    let own = out.add_state();
    out.add_rule(own, Symbol::Ref(t), &[]);
    for r in ta.rules().filter(kept) {
        let options: Vec<Vec<State>> = r
            .children
            .iter()
            .map(|&c| {
                if mixed.contains(&c) {
                    vec![c, own]
                } else {
                    vec![c]
                }
            })
            .collect();
        let lists: Vec<&[State]> = options.iter().map(Vec::as_slice).collect();
        for_each_choice(&lists, |kids| {
            let kids: Vec<State> = kids.iter().map(|&&q| q).collect();
            out.add_rule(r.parent, r.symbol, &kids);
        });
    }
    out
}

/// The rules of `ta` with a sub-edge `s` whose target `k` may be a reference to `t`, for `edge(s, k)`.
fn entry_rules<'a>(
    ta: &'a TreeAutomaton,
    t: u32,
    edge: &'a impl Fn(SubLabel, usize) -> bool,
) -> impl Iterator<Item = &'a Rule> + 'a {
    ta.rules().filter(move |r| {
        let Symbol::Label(l) = r.symbol else {
            return false;
        };
        l.label().sub_edge_ranges().any(|(s, range)| {
            r.children[range]
                .iter()
                .enumerate()
                .any(|(k, q)| ta.rules_from(*q).any(|x| x.symbol == Symbol::Ref(t)) && edge(s, k))
        })
    })
}

#[cfg(test)]
mod tests {
    use super::merge_roots;
    use crate::symbol::{Data, Symbol};
    use crate::ta::{State, TreeAutomaton};

    /// A root with one selector at `offset` leading to `target`.
    fn node(offset: u32, target: Symbol) -> TreeAutomaton {
        let mut ta = TreeAutomaton::with_states(2);
        ta.add_rule(State(1), target, &[]);
        ta.add_rule(State(0), Symbol::sels([offset]), &[State(1)]);
        ta.set_root(State(0));
        ta
    }

    #[test]
    fn a_box_part_overlapping_its_port_node_stands_for_no_graph() {
        let host = node(8, Symbol::leaf(Data::Null));
        let merged = merge_roots(&host, &node(8, Symbol::Ref(1))).unwrap();
        assert!(merged.is_empty());
        let merged = merge_roots(&host, &node(0, Symbol::Ref(1))).unwrap();
        assert!(merged
            .root_rules()
            .any(|r| r.symbol == Symbol::sels([0, 8])));
    }
}
