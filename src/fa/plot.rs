//! Shape invariants as DOT (section 3's heap encoding made visible): the
//! forest automaton with the environment as its input component, the learnt
//! boxes beside it, and which variables point to which root.

use super::normal;
use super::state::FaState;
use super::value::Val;
use canopy_automata::BoxDb;
use std::fmt::Write;

/// The state's FA and the box database as one DOT digraph.
pub fn dot(s: &FaState, boxes: &BoxDb) -> String {
    let mut dot = normal::env_fa(s).to_dot_with_boxes("fa", boxes);
    let mut legend = String::new();
    for root in s.env_roots() {
        let _ = write!(legend, "#{}: ", root + 1);
        for f in &s.frames {
            for (var, v) in &f.regs {
                if matches!(v, Val::Node { comp, .. } if *comp == root) {
                    let _ = write!(legend, "%{} ", var.0);
                }
            }
        }
        for (id, o) in s.objs.iter().enumerate() {
            for (off, _, v) in &o.fields {
                if matches!(v, Val::Node { comp, .. } if *comp == root) {
                    let _ = write!(legend, "obj{id}+{off} ");
                }
            }
            if o.home_comp() == Some(root) {
                let _ = write!(legend, "&obj{id} ");
            }
        }
        legend.push_str("\\l");
    }
    let at = dot.rfind('}').expect("a digraph");
    dot.insert_str(at, &format!(" label=\"{legend}\";\n labeljust=l;\n"));
    dot
}
