//! A one-line text form of an SPC (debugging).

use super::graph::{Value, Place};
use super::spc::Spc;
use std::fmt::Write;

/// The SPC on one line: registers, then objects with their fields.
pub fn brief(s: &Spc) -> String {
    let mut out = String::new();
    let val = |v: super::graph::ValId| match s.smg.val(v) {
        Value::Int(c) => format!("{c}"),
        Value::Addr { obj, off, tg } => format!("&o{}+{off}{:?}", obj.0, tg),
        Value::Func(f) => format!("fn{}", f.0),
        Value::Unknown { lo, hi, level, .. } => format!("?v{}[{lo},{hi}]L{level}", v.0),
    };
    for (i, f) in s.frames.iter().enumerate() {
        let _ = write!(out, "F{i}(");
        for (r, v) in &f.regs {
            let _ = write!(out, "r{}={} ", r.0, val(*v));
        }
        let _ = write!(out, ") ");
    }
    for (i, o) in s.smg.objects.iter().enumerate().skip(1) {
        let kind = match (&o.seg, &o.place) {
            (Some(sg), _) => format!("SLS{}+", sg.min),
            (None, Place::Heap) if o.optional => "0/1".into(),
            (None, Place::Heap) => "R".into(),
            _ => "S".into(),
        };
        let _ = write!(out, "| o{i}:{kind}L{}{}{{", o.level, if o.valid { "" } else { "!" });
        for f in &o.fields {
            let _ = write!(out, "{}:{} ", f.off, val(f.val));
        }
        let _ = write!(out, "}}");
    }
    let _ = write!(out, " neq{:?}", s.smg.neq);
    out
}
