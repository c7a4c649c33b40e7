//! DOT rendering of an SPC: objects as boxes with size and fields, values as
//! circles, has-value edges labelled with offset and size, points-to edges
//! with the target offset.

use super::graph::{Place, Tg, Value};
use super::spc::Spc;
use crate::ir::Program;
use std::fmt::Write;

/// The SPC as a DOT graph.
pub fn dot(prog: &Program, s: &Spc) -> String {
    let mut out = String::from("digraph smg {\n  rankdir=LR;\n  node [fontname=\"monospace\"];\n");
    for (i, o) in s.smg.objects.iter().enumerate().skip(1) {
        let name = match &o.place {
            Place::Null => "NULL".to_string(),
            Place::Heap => match o.seg {
                Some(sg) => {
                    let kind = match (sg.at_most_one, sg.prev.is_some()) {
                        (false, true) => format!("DLS #{i} {}+", sg.min),
                        (false, false) => format!("SLS #{i} {}+", sg.min),
                        (true, true) => format!("0/1 DLS #{i}"),
                        (true, false) => format!("0/1 SLS #{i}"),
                    };
                    let prev = sg.prev.map(|p| format!(" prev+{p}")).unwrap_or_default();
                    format!(
                        "{kind} next+{}{prev} head+{} level {}",
                        sg.next, sg.head, o.level
                    )
                }
                None if o.optional => format!("0/1 region #{i} level {}", o.level),
                None if o.level > 0 => format!("heap #{i} level {}", o.level),
                None => format!("heap #{i}"),
            },
            Place::Stack { name, .. } => format!("stack {name}"),
            Place::Global(g) => format!("global {}", prog.globals[g.0 as usize].name),
        };
        let validity = if o.valid { "" } else { " (invalid)" };
        let style = match (o.valid, o.seg.is_some()) {
            (false, _) => "dashed",
            (true, false) if o.optional => "dotted",
            (true, true) => "\"bold,rounded\"",
            (true, false) => "solid",
        };
        let _ = writeln!(
            out,
            "  o{i} [shape=box, style={style}, label=\"{}\\n{} B{validity}\"];",
            escape(&name),
            o.size
        );
        for f in &o.fields {
            let _ = writeln!(
                out,
                "  o{i} -> v{} [label=\"+{} ({} B)\"];",
                f.val.0, f.off, f.size
            );
        }
    }
    for (i, v) in s.smg.values.iter().enumerate() {
        let label = match v {
            Value::Int(0) => "0 / NULL".to_string(),
            Value::Int(k) => format!("{k}"),
            Value::Addr { tg, .. } => match tg {
                Tg::Region => format!("#{i}"),
                Tg::First => format!("#{i} first"),
                Tg::Last => format!("#{i} last"),
                Tg::All => format!("#{i} all"),
            },
            Value::Func(f) => format!("&{}", prog.func(*f).name),
            Value::Unknown { lo, hi, .. } if (*lo, *hi) == (i64::MIN, i64::MAX) => "?".to_string(),
            Value::Unknown { lo, hi, .. } => format!("? {lo}..{hi}"),
        };
        let _ = writeln!(out, "  v{i} [shape=circle, label=\"{}\"];", escape(&label));
        if let Value::Addr { obj, off, .. } = v {
            let _ = writeln!(out, "  v{i} -> o{} [style=bold, label=\"@{off}\"];", obj.0);
        }
    }
    for (d, f) in s.frames.iter().enumerate() {
        for (var, val) in &f.regs {
            let _ = writeln!(
                out,
                "  r{d}_{} [shape=plaintext, label=\"{}\"];",
                var.0,
                escape(&prog.func(f.func).scoped_var_name(*var))
            );
            let _ = writeln!(out, "  r{d}_{} -> v{};", var.0, val.0);
        }
    }
    for (a, b) in &s.smg.neq {
        let _ = writeln!(
            out,
            "  v{} -> v{} [dir=none, style=dotted, label=\"!=\"];",
            a.0, b.0
        );
    }
    out.push_str("}\n");
    out
}

/// Escapes a DOT label.
fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}
