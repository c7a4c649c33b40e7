//! Normalisation (sections 2 and 4.2): garbage (components unreachable from the
//! environment) is reported as a leak and dropped, then the forest automaton
//! is brought into state-uniform, canonicity-respecting form with the
//! environment as input port and every environment-referenced root as an
//! output port.

use super::label;
use super::state::{reference, referenced, FaState};
use super::value::Val;
use crate::engine::Cx;
use crate::ir::Loc;
use crate::report::Kind;
use crate::Property;
use canopy_automata::{ForestAutomaton, Label, Rule, State, Symbol, TreeAutomaton};
use std::sync::Arc;

/// The environment as the input-port component of an FA: one node whose
/// successors are references to the environment's roots, in canonical order.
pub fn env_fa(s: &FaState) -> ForestAutomaton {
    let roots = s.env_roots();
    let mut env = TreeAutomaton::with_states(roots.len() + 1);
    for (k, r) in roots.iter().enumerate() {
        env.add_rule(State(k as u32 + 1), reference(*r), &[]);
    }
    let kids: Vec<State> = (1..=roots.len() as u32).map(State).collect();
    env.add_rule(State(0), env_label(roots.len()), &kids);
    env.set_root(State(0));
    let mut comps = vec![Arc::new(env)];
    comps.extend(s.comps.iter().cloned());
    let mut ports = vec![0];
    ports.extend(roots.iter().map(|r| r + 1));
    ForestAutomaton::from_shared(comps, ports)
}

/// The label of the environment node of [`env_fa`] with `roots` successors:
/// selector `k` leads to the `k`-th root.
pub fn env_label(roots: usize) -> Symbol {
    Label::sels(0..roots as u32).into()
}

/// The state with the heap of `fa` (an FA built by [`env_fa`] from `s`, then
/// transformed keeping its ports): components and environment references renumbered.
pub fn from_env_fa(s: &FaState, fa: &ForestAutomaton) -> FaState {
    with_env_fa(s.clone(), fa)
}

/// [`from_env_fa`] on a state given by value.
fn with_env_fa(mut t: FaState, fa: &ForestAutomaton) -> FaState {
    let roots = t.env_roots();
    let ports = fa.ports();
    t.comps = fa.shared_components()[1..].to_vec();
    t.map_env(|v| match v {
        Val::Node { comp, off } => {
            let k = roots.iter().position(|&r| r == comp).expect("an env root");
            Val::Node {
                comp: ports[k + 1] - 1,
                off,
            }
        }
        v => v,
    });
    t
}

/// The components reachable from the environment through root references,
/// and back from those through the boxes at a component's root or at a node
/// leading to it (a doubly-linked list whose head is reached only from its tail).
fn reachable(s: &FaState) -> Vec<bool> {
    let mut seen = vec![false; s.comps.len()];
    let mut stack = s.env_roots();
    loop {
        while let Some(c) = stack.pop() {
            if std::mem::replace(&mut seen[c as usize], true) {
                continue;
            }
            stack.extend(
                s.comps[c as usize]
                    .rules()
                    .filter_map(|r| r.symbol.as_ref().map(referenced)),
            );
        }
        let reached_back = |c: u32| {
            let spans = s.comps[c as usize].root_spans();
            let own = reference(c).as_ref().expect("a root reference");
            !spans.is_empty()
                && spans
                    .iter()
                    .all(|sp| sp.back_sources(own).any(|r| seen[referenced(r) as usize]))
        };
        stack = (0..s.comps.len() as u32)
            .filter(|&c| !seen[c as usize] && reached_back(c))
            .collect();
        if stack.is_empty() {
            return seen;
        }
    }
}

/// Reports unreachable live cells as a leak (or as memory not cleaned).
pub fn report_garbage(s: &FaState, loc: &Loc, cx: &mut Cx) {
    let seen = reachable(s);
    let lost = s
        .comps
        .iter()
        .zip(&seen)
        .filter(|(c, seen)| !**seen && c.rules().any(|r| label::is_live(r.symbol)))
        .count();
    if lost > 0 {
        let (kind, what) = match cx.property {
            Property::Memcleanup => (Kind::MemoryNotCleaned, "memory not freed"),
            _ => (Kind::MemoryLeak, "memory leak"),
        };
        let msg = format!("{what}: unreachable heap cells ({lost} component(s))");
        cx.report(kind, msg, loc, s.exact);
    }
}

/// Normalises a state after an operation: leak check, then the canonical,
/// state-uniform form (possibly several states, whose union is the original).
pub fn normalise(s: FaState, loc: &Loc, cx: &mut Cx) -> Vec<FaState> {
    report_garbage(&s, loc, cx);
    canonical(s)
}

/// The canonical, state-uniform form of a state without garbage (possibly
/// several states, whose union is the original).
pub fn canonical(mut s: FaState) -> Vec<FaState> {
    s.canonical_unknowns();
    if s.comps.is_empty() {
        return vec![s];
    }
    own_loops(&mut s);
    match env_fa(&s).normalise().as_slice() {
        [one] => vec![with_env_fa(s, one)],
        normal => normal.iter().map(|n| from_env_fa(&s, n)).collect(),
    }
}

/// Pointers of roots into their own interior (at a non-zero displacement:
/// sub-data, as in Forester's DLL+subdata) become own leaves when the
/// environment does not reference the root, so that such a cell is not a
/// cut-point for that alone (section 2, "Canonicity": roots are
/// cut-points). A pointer to the start of its own cell stays a reference:
/// a cyclic list of one node then looks like one of many.
fn own_loops(s: &mut FaState) {
    let ports = s.env_roots();
    for (c, comp) in s.comps.iter_mut().enumerate() {
        let c = c as u32;
        let ta: &TreeAutomaton = comp;
        let to_root = |q: State| {
            ta.rules_from(q).next().is_some() && ta.rules_from(q).all(|r| r.symbol == reference(c))
        };
        let interior = |r: &Rule, k: usize| match r.symbol {
            Symbol::Label(l) => to_root(r.children[k]) && label::displacement_at(l, k) != 0,
            Symbol::Ref(_) => false,
        };
        let loops = ta
            .root_rules()
            .any(|r| (0..r.children.len()).any(|k| interior(r, k)));
        let root_below = ta
            .rules()
            .any(|r| r.children.iter().any(|&q| ta.is_root(q)));
        if ports.contains(&c) || !loops || root_below {
            continue;
        }
        let mut own_ta = ta.clone();
        let own = own_ta.add_state();
        own_ta.add_rule(own, label::own(), &[]);
        let looped = own_ta.map_rules(|r| {
            let mut looped = r.clone();
            if own_ta.is_root(r.parent) {
                for k in (0..r.children.len()).filter(|&k| interior(r, k)) {
                    looped.children[k] = own;
                }
            }
            Some(looped)
        });
        *comp = Arc::new(looped.remove_useless());
    }
}
