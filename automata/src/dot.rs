//! Graphviz DOT dumps of tree automata, forest automata and io-graphs.
//!
//! A tree automaton is drawn as a hypergraph: states are circles (roots
//! doubled), each rule is a box labelled by its symbol, with an edge from the
//! parent state and numbered edges to the child states.

use crate::boxes::BoxDb;
use crate::forest::ForestAutomaton;
use crate::graph::{IoGraph, NodeId};
use crate::symbol::Symbol;
use crate::ta::TreeAutomaton;
use std::fmt::Write;

/// Escapes a string for a double-quoted DOT label.
fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

/// How a DOT dump writes the symbol of a rule (the symbol's `Display` by default).
pub type SymbolRenderer<'a> = &'a dyn Fn(&Symbol) -> String;

/// Writes the nodes and edges of `ta`, with every DOT identifier prefixed by
/// `prefix` and every symbol written by `render`.
fn write_ta_body(out: &mut String, ta: &TreeAutomaton, prefix: &str, render: SymbolRenderer) {
    for q in ta.states() {
        let shape = if ta.is_root(q) {
            "doublecircle"
        } else {
            "circle"
        };
        let _ = writeln!(out, "  {prefix}q{} [label=\"{q}\", shape={shape}];", q.0);
    }
    for (i, r) in ta.rules().enumerate() {
        let label = escape(&render(&r.symbol));
        let _ = writeln!(out, "  {prefix}r{i} [label=\"{label}\", shape=box];");
        let _ = writeln!(out, "  {prefix}q{} -> {prefix}r{i};", r.parent.0);
        for (pos, c) in r.children.iter().enumerate() {
            let _ = writeln!(out, "  {prefix}r{i} -> {prefix}q{} [label=\"{pos}\"];", c.0);
        }
    }
}

impl TreeAutomaton {
    /// The automaton as a DOT digraph named `name`.
    pub fn to_dot(&self, name: &str) -> String {
        let mut out = format!("digraph \"{}\" {{\n", escape(name));
        write_ta_body(&mut out, self, "", &Symbol::to_string);
        out.push_str("}\n");
        out
    }
}

/// Writes one cluster per component of `fa`, every identifier prefixed by
/// `prefix` and every symbol written by `render`.
fn write_fa_body(out: &mut String, fa: &ForestAutomaton, prefix: &str, render: SymbolRenderer) {
    for (i, ta) in fa.components().enumerate() {
        let role = match fa.ports().iter().position(|&p| p as usize == i) {
            Some(0) => " (input)".to_string(),
            Some(k) => format!(" (output {k})"),
            None => String::new(),
        };
        let _ = writeln!(
            out,
            " subgraph cluster_{prefix}{i} {{\n  label=\"#{i}{role}\";"
        );
        write_ta_body(out, ta, &format!("{prefix}c{i}_"), render);
        out.push_str(" }\n");
    }
}

impl ForestAutomaton {
    /// The FA as a DOT digraph with one cluster per component, ports in the cluster titles.
    pub fn to_dot(&self, name: &str) -> String {
        self.to_dot_with_boxes(name, &BoxDb::new())
    }

    /// The FA and the boxes of `db` as a DOT digraph: a cluster per component,
    /// and per box a cluster `boxN` holding the clusters of its components.
    pub fn to_dot_with_boxes(&self, name: &str, db: &BoxDb) -> String {
        self.to_dot_with_boxes_by(name, db, &Symbol::to_string)
    }

    /// [`ForestAutomaton::to_dot_with_boxes`] with the symbols of the FA and
    /// of the boxes written by `render` (e.g. labels decoded by their user).
    pub fn to_dot_with_boxes_by(&self, name: &str, db: &BoxDb, render: SymbolRenderer) -> String {
        let mut out = format!("digraph \"{}\" {{\n", escape(name));
        write_fa_body(&mut out, self, "", render);
        for (id, fa) in db.iter() {
            let _ = writeln!(
                out,
                " subgraph cluster_box{0} {{\n  label=\"box{0}\";",
                id.0
            );
            write_fa_body(&mut out, fa, &format!("b{}_", id.0), render);
            out.push_str(" }\n");
        }
        out.push_str("}\n");
        out
    }
}

impl IoGraph {
    /// The io-graph as a DOT digraph; edges are labelled by their sub-label, ports are bold.
    pub fn to_dot(&self, name: &str) -> String {
        let mut out = format!("digraph \"{}\" {{\n", escape(name));
        for i in 0..self.graph.num_nodes() {
            let n = NodeId(i as u32);
            let label = self.graph.label(n);
            let style = match self.ports.iter().position(|&p| p == n) {
                Some(k) => format!(", style=bold, xlabel=\"port {k}\""),
                None => String::new(),
            };
            let text = escape(&format!("n{i} {label}"));
            let _ = writeln!(out, "  n{i} [label=\"{text}\"{style}];");
            let succ = self.graph.successors(n);
            for (sub, range) in label.label().sub_edge_ranges() {
                for (k, pos) in range.enumerate() {
                    let tag = if sub.rank() == 1 {
                        sub.to_string()
                    } else {
                        format!("{sub}.{k}")
                    };
                    let _ = writeln!(
                        out,
                        "  n{i} -> n{} [label=\"{}\"];",
                        succ[pos].0,
                        escape(&tag)
                    );
                }
            }
        }
        out.push_str("}\n");
        out
    }
}

#[cfg(test)]
mod tests {
    use crate::graph::{Graph, IoGraph};
    use crate::symbol::{Data, Label, Selector, SubLabel, Symbol};
    use crate::{BoxDb, ForestAutomaton};

    #[test]
    fn dumps_mention_every_state_rule_and_edge() {
        let mut g = Graph::new();
        let a = g.add_node(Label::sels([0, 8]));
        let null = g.add_node(Label::leaf(Data::Null));
        g.set_successors(a, vec![a, null]);
        let io = IoGraph::new(g, vec![a]);
        let dot = io.to_dot("g");
        assert!(dot.contains("n0 -> n0 [label=\"+0\"]") && dot.contains("n0 -> n1 [label=\"+8\"]"));
        let fa = ForestAutomaton::from_graph(&io).unwrap();
        let dot = fa.to_dot("fa");
        assert!(dot.contains("cluster_0") && dot.contains("label=\"#0\", shape=box"));
        assert!(dot.contains("doublecircle"));
    }

    #[test]
    fn dumps_write_symbols_by_the_callers_renderer() {
        let mut g = Graph::new();
        let a = g.add_node(Label::new(
            [SubLabel::Sel(Selector(16))],
            Some(Data::Int(7)),
        ));
        let null = g.add_node(Label::leaf(Data::Null));
        g.set_successors(a, vec![null]);
        let fa = ForestAutomaton::from_graph(&IoGraph::new(g, vec![a])).unwrap();
        assert!(fa.to_dot("fa").contains("label=\"{+16|7}\", shape=box"));
        let render = |s: &Symbol| match s {
            Symbol::Label(l) => l
                .label()
                .render(&|s| format!("f{}", s.0 / 8), &|d| format!("<{d}>")),
            Symbol::Ref(i) => format!("root {i}"),
        };
        let dot = fa.to_dot_with_boxes_by("fa", &BoxDb::new(), &render);
        assert!(dot.contains("label=\"{f2|<7>}\", shape=box"), "{dot}");
        assert!(dot.contains("label=\"<null>\", shape=box"), "{dot}");
    }
}
