//! Human-readable text dumps of labels, trees, automata and graphs.
//!
//! Selectors print as byte offsets (`+8`), labels as `{+0,+8}`, root
//! references as `#1`, states as `q3`, rules as `q0 -> {+0}(q1)`.

use crate::forest::ForestAutomaton;
use crate::graph::IoGraph;
use crate::span::Span;
use crate::symbol::{Data, Label, LabelId, Selector, SubLabel, Symbol};
use crate::ta::{Rule, State, TreeAutomaton};
use crate::tree::Tree;
use std::fmt::{self, Display, Formatter};

/// Writes `items` separated by `sep`.
fn join<T: Display>(
    f: &mut Formatter<'_>,
    items: impl IntoIterator<Item = T>,
    sep: &str,
) -> fmt::Result {
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            f.write_str(sep)?;
        }
        write!(f, "{item}")?;
    }
    Ok(())
}

impl Display for Selector {
    /// A selector as its byte offset, e.g. `+8`.
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "+{}", self.0)
    }
}

impl Display for Data {
    /// `null`, `undef`, the integer or `nonzero`.
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Data::Null => f.write_str("null"),
            Data::Undef => f.write_str("undef"),
            Data::Int(i) => write!(f, "{i}"),
            Data::NonZero => f.write_str("nonzero"),
        }
    }
}

impl Display for SubLabel {
    /// A selector, or a box as `box3` (with `/arity` unless it is 1).
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            SubLabel::Sel(s) => write!(f, "{s}"),
            SubLabel::Box { id, arity: 1, .. } => write!(f, "box{}", id.0),
            SubLabel::Box { id, arity, .. } => write!(f, "box{}/{arity}", id.0),
        }
    }
}

impl Label {
    /// The label with its selectors written by `sel` and its data by `data`:
    /// `{+0,+8}`, `{+0|3}` with data, or just the data for a leaf (`null`).
    pub fn render(
        &self,
        sel: &dyn Fn(Selector) -> String,
        data: &dyn Fn(Data) -> String,
    ) -> String {
        match (self.subs(), self.data()) {
            ([], Some(d)) => data(d),
            (subs, d) => {
                let subs: Vec<String> = subs
                    .iter()
                    .map(|s| match s {
                        SubLabel::Sel(x) => sel(*x),
                        SubLabel::Box { .. } => s.to_string(),
                    })
                    .collect();
                let d = d.map(|d| format!("|{}", data(d))).unwrap_or_default();
                format!("{{{}{d}}}", subs.join(","))
            }
        }
    }
}

impl Display for Label {
    /// The label with selectors as byte offsets and data as it is (see [`Label::render`]).
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(&|s| s.to_string(), &|d| d.to_string()))
    }
}

impl Display for LabelId {
    /// The interned label.
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.label())
    }
}

impl Display for Symbol {
    /// A label, or a root reference as `#i`.
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Symbol::Label(l) => write!(f, "{l}"),
            Symbol::Ref(i) => write!(f, "#{i}"),
        }
    }
}

impl Display for State {
    /// `q` followed by the number.
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "q{}", self.0)
    }
}

impl Display for Rule {
    /// `q0 -> {+0}(q1)`, or `q1 -> null` for a leaf rule.
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "{} -> {}", self.parent, self.symbol)?;
        if !self.children.is_empty() {
            f.write_str("(")?;
            join(f, self.children.iter(), ", ")?;
            f.write_str(")")?;
        }
        Ok(())
    }
}

impl Display for TreeAutomaton {
    /// A `roots:` line, then one rule per line grouped by parent state.
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str("roots: ")?;
        join(f, self.roots(), " ")?;
        for q in self.states() {
            for r in self.rules_from(q) {
                write!(f, "\n{r}")?;
            }
        }
        Ok(())
    }
}

impl Display for ForestAutomaton {
    /// The ports, then every component indented under its index.
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "ports: in {}, out [", self.input())?;
        join(f, self.outputs(), ", ")?;
        f.write_str("]")?;
        for (i, ta) in self.components().enumerate() {
            write!(f, "\ncomponent {i}:")?;
            for line in ta.to_string().lines() {
                write!(f, "\n  {line}")?;
            }
        }
        Ok(())
    }
}

impl Display for Tree {
    /// Term notation, e.g. `{+0}({+0}(null))`.
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())?;
        if !self.children().is_empty() {
            f.write_str("(")?;
            join(f, self.children(), ", ")?;
            f.write_str(")")?;
        }
        Ok(())
    }
}

impl Display for Span {
    /// `<1 0; repeated 1>`: references by cheapest path, then the repeated ones.
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str("<")?;
        join(f, &self.order, " ")?;
        if !self.repeated.is_empty() {
            f.write_str("; repeated ")?;
            join(f, &self.repeated, " ")?;
        }
        if !self.defines.is_empty() {
            f.write_str("; defines ")?;
            join(f, self.defines.iter().map(|(r, s)| format!("#{r}{s}")), " ")?;
        }
        f.write_str(">")
    }
}

impl Display for IoGraph {
    /// The ports, then one node per line: `n0: {+0,+8}(n1, n2)`.
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str("ports:")?;
        for p in &self.ports {
            write!(f, " n{}", p.0)?;
        }
        for i in 0..self.graph.num_nodes() {
            let n = crate::graph::NodeId(i as u32);
            write!(f, "\nn{i}: {}", self.graph.label(n))?;
            let succ = self.graph.successors(n);
            if !succ.is_empty() {
                f.write_str("(")?;
                join(f, succ.iter().map(|s| format!("n{}", s.0)), ", ")?;
                f.write_str(")")?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::symbol::{Data, Symbol};
    use crate::ta::{State, TreeAutomaton};

    #[test]
    fn automata_print_one_rule_per_line() {
        let mut ta = TreeAutomaton::with_states(3);
        ta.add_rule(State(0), Symbol::sels([8, 0]), &[State(1), State(2)]);
        ta.add_rule(State(1), Symbol::leaf(Data::Null), &[]);
        ta.add_rule(State(2), Symbol::Ref(1), &[]);
        ta.set_root(State(0));
        assert_eq!(
            ta.to_string(),
            "roots: q0\nq0 -> {+0,+8}(q1, q2)\nq1 -> null\nq2 -> #1"
        );
    }
}
