//! Normalisation (sections 2 and 4.2): garbage (components unreachable from the
//! environment) is reported as a leak and dropped, then the forest automaton
//! is brought into state-uniform, canonicity-respecting form with the
//! environment as input port and every environment-referenced root as an
//! output port.

use super::label;
use super::state::FaState;
use super::value::Val;
use crate::engine::Cx;
use crate::ir::Loc;
use crate::report::Kind;
use crate::Property;
use canopy_automata::{ForestAutomaton, Label, State, Symbol, TreeAutomaton};
use std::sync::Arc;

/// The environment as the input-port component of an FA: one node whose
/// successors are references to the environment's roots, in canonical order.
pub fn env_fa(s: &FaState) -> ForestAutomaton {
    let roots = s.env_roots();
    let mut env = TreeAutomaton::with_states(roots.len() + 1);
    for (k, r) in roots.iter().enumerate() {
        env.add_rule(State(k as u32 + 1), Symbol::Ref(r + 1), &[]);
    }
    let kids: Vec<State> = (1..=roots.len() as u32).map(State).collect();
    env.add_rule(State(0), Label::sels(0..roots.len() as u32).into(), &kids);
    env.set_root(State(0));
    let mut comps = vec![env];
    comps.extend(s.comps.iter().map(|c| c.rename_refs(|r| r + 1)));
    let mut ports = vec![0];
    ports.extend(roots.iter().map(|r| r + 1));
    ForestAutomaton::new(comps, ports)
}

/// The state with the heap of `fa` (an FA built by [`env_fa`] from `s`, then
/// transformed keeping its ports): components and environment references renumbered.
pub fn from_env_fa(s: &FaState, fa: &ForestAutomaton) -> FaState {
    let roots = s.env_roots();
    let ports = fa.ports();
    let mut t = s.clone();
    t.comps = fa
        .components()
        .skip(1)
        .map(|c| Arc::new(c.rename_refs(|r| r - 1)))
        .collect();
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

/// The components reachable from the environment through root references.
fn reachable(s: &FaState) -> Vec<bool> {
    let mut seen = vec![false; s.comps.len()];
    let mut stack = s.env_roots();
    while let Some(c) = stack.pop() {
        if std::mem::replace(&mut seen[c as usize], true) {
            continue;
        }
        stack.extend(
            s.comps[c as usize]
                .rules()
                .filter_map(|r| r.symbol.as_ref()),
        );
    }
    seen
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
pub fn normalise(mut s: FaState, loc: &Loc, cx: &mut Cx) -> Vec<FaState> {
    report_garbage(&s, loc, cx);
    s.canonical_unknowns();
    if s.comps.is_empty() {
        return vec![s];
    }
    let fa = env_fa(&s);
    fa.normalise().iter().map(|n| from_env_fa(&s, n)).collect()
}
