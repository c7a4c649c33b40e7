//! Shape invariants as DOT (section 3's heap encoding made visible): the
//! forest automaton with the environment as its input component, the learnt
//! boxes beside it, labels decoded into field offsets, block sizes and data,
//! and which C variables point to which root.

use super::label::{self, Cell};
use super::normal;
use super::state::FaState;
use super::value::Val;
use crate::ir::Program;
use canopy_automata::{BoxDb, Selector, Symbol};

/// The state's FA and the box database as one DOT digraph.
pub fn dot(prog: &Program, s: &FaState, boxes: &BoxDb) -> String {
    let roots = root_names(prog, s);
    let env = normal::env_label(roots.len());
    let last_line = last_line(prog);
    let render = |sym: &Symbol| match *sym {
        Symbol::Label(l) if *sym == env => l
            .label()
            .render(&|k| roots[k.0 as usize].1.join("="), &|d| d.to_string()),
        Symbol::Label(l) => l
            .label()
            .render(&field, &|_| contents(label::cell(l), last_line)),
        Symbol::Ref(_) => sym.to_string(),
    };
    let mut dot = normal::env_fa(s).to_dot_with_boxes_by("fa", boxes, &render);
    let legend: String = roots
        .iter()
        .map(|(root, names)| format!("#{}: {}\\l", root + 1, names.join(" ")))
        .collect();
    let at = dot.rfind('}').expect("a digraph");
    dot.insert_str(at, &format!(" label=\"{legend}\";\n labeljust=l;\n"));
    dot
}

/// A field selector as its byte offset, and where in its target a pointer
/// field points when not at the start: `+8`, `+8→+16`.
fn field(sel: Selector) -> String {
    let (off, _) = label::field_of(sel);
    match label::displacement(sel) {
        0 => format!("+{off}"),
        d => format!("+{off}→+{d}"),
    }
}

/// What a label's data says of its node: a live cell's size, zeroing and
/// allocation line (`24 B zeroed line 48`), `freed`, `self` for a pointer to
/// its own cell, or the data value.
fn contents(cell: Cell, last_line: u32) -> String {
    match cell {
        Cell::Live { block, .. } => {
            let zeroed = if block.zeroed { " zeroed" } else { "" };
            let origin = match block.line(last_line) {
                Some(line) => format!(" line {line}"),
                None if block.is_object() => " variable".to_string(),
                None => String::new(),
            };
            format!("{} B{zeroed}{origin}", block.size)
        }
        Cell::Freed => "freed".to_string(),
        Cell::Own => "self".to_string(),
        Cell::Data(d) => d.to_string(),
    }
}

/// The last source line of the program's instructions.
fn last_line(prog: &Program) -> u32 {
    let blocks = prog.functions.iter().flat_map(|f| &f.blocks);
    blocks
        .flat_map(|b| b.instrs.iter().map(|i| i.loc.line).chain([b.term_loc.line]))
        .max()
        .unwrap_or(0)
}

/// Each root the environment references (in canonical order) with the names
/// of what points to it: globals and stack variables (`root`, `main:t`, with
/// `+8` for a field inside one), `&main:x` for a variable whose address made
/// it a heap cell, and the registers when no variable does; `→+16` for a
/// pointer into the root's cell.
fn root_names(prog: &Program, s: &FaState) -> Vec<(u32, Vec<String>)> {
    let into = |off: i64| match off {
        0 => String::new(),
        d => format!("→{d:+}"),
    };
    let points = |v: &Val, root: u32| match *v {
        Val::Node { comp, off } if comp == root => Some(into(off)),
        _ => None,
    };
    let roots = s.env_roots().into_iter().map(|root| {
        let mut names = Vec::new();
        for (id, o) in s.objs.iter().enumerate() {
            for (off, size, v) in &o.fields {
                if let Some(into) = points(v, root) {
                    let whole = *off == 0 && u64::from(*size) == o.size;
                    let at = if whole {
                        String::new()
                    } else {
                        format!("+{off}")
                    };
                    names.push(format!("{}{at}{into}", object_name(prog, s, id)));
                }
            }
            if o.home_comp() == Some(root) {
                names.push(format!("&{}", object_name(prog, s, id)));
            }
        }
        if names.is_empty() {
            for f in &s.frames {
                for (var, v) in &f.regs {
                    if let Some(into) = points(v, root) {
                        names.push(format!("{}{into}", prog.func(f.func).scoped_var_name(*var)));
                    }
                }
            }
        }
        (root, names)
    });
    roots.collect()
}

/// The C name of a global (`root`) or of a stack object, after the register
/// its frame allocated it into (`main:t`; `main:obj3` once that is dead).
fn object_name(prog: &Program, s: &FaState, id: usize) -> String {
    let Some(depth) = s.objs[id].frame else {
        return prog.globals[id].name.clone();
    };
    let frame = &s.frames[depth as usize];
    let func = prog.func(frame.func);
    let slot = Val::Obj {
        id: id as u32,
        off: 0,
    };
    match frame.regs.iter().find(|(_, v)| **v == slot) {
        Some((var, _)) => func.scoped_var_name(*var),
        None => format!("{}:obj{id}", func.name),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fa::label::{field_selector, Block};
    use canopy_automata::Data;

    #[test]
    fn labels_decode_into_offsets_sizes_and_data() {
        assert_eq!(field(field_selector(8, 8, 16)), "+8→+16");
        assert_eq!(field(field_selector(24, 4, 0)), "+24");
        let cell = |block| label::cell(label::live(block));
        assert_eq!(
            contents(cell(Block::new(32, true, 7, 3)), 100),
            "32 B zeroed line 7"
        );
        assert_eq!(contents(cell(Block::new(32, false, 7, 3)), 9000), "32 B");
        assert_eq!(
            contents(cell(Block::object(16, false)), 100),
            "16 B variable"
        );
        assert_eq!(contents(Cell::Freed, 100), "freed");
        assert_eq!(contents(Cell::Own, 100), "self");
        assert_eq!(contents(Cell::Data(Data::NonZero), 100), "nonzero");
    }
}
