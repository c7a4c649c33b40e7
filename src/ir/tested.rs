//! Tested fields: the data fields (byte offset in their object, size) whose
//! values the program compares or switches on, such as a node's colour in
//! `while (x->colour != BLUE)`. The list abstraction keeps
//! the nodes that such a field marks apart (`Spc::loses_no_mark`); data the
//! program only copies (a counter stored in nodes) is merged as before.
//!
//! Flow-insensitive and per function: a register holds a field when it is
//! loaded from a field address (a constant offset from a pointer), cast from
//! a register that holds it, or loaded from a local (an alloca) that one was
//! stored to.

use super::{Function, InstrKind, Operand, Program, Terminator, Var};
use std::collections::{BTreeSet, HashMap};

/// A data field: byte offset in its object and size in bytes.
pub type Field = (i64, u32);

impl Program {
    /// The fields that some function compares or switches on.
    pub fn tested_fields(&self) -> BTreeSet<Field> {
        self.functions.iter().flat_map(tested_in).collect()
    }
}

/// The fields `f` compares or switches on.
fn tested_in(f: &Function) -> BTreeSet<Field> {
    let held = held_fields(f);
    let fields_of = |o: &Operand| match o {
        Operand::Var(v) => held.get(v).cloned().unwrap_or_default(),
        _ => BTreeSet::new(),
    };
    let mut out = BTreeSet::new();
    for b in &f.blocks {
        for i in &b.instrs {
            if let InstrKind::Cmp { a, b, .. } = &i.kind {
                out.extend(fields_of(a));
                out.extend(fields_of(b));
            }
        }
        if let Terminator::Switch { val, .. } = &b.term {
            out.extend(fields_of(val));
        }
    }
    out
}

/// The fields each register of `f` may hold, to a fixpoint over loads,
/// casts and locals.
fn held_fields(f: &Function) -> HashMap<Var, BTreeSet<Field>> {
    let instrs: Vec<&InstrKind> = f
        .blocks
        .iter()
        .flat_map(|b| &b.instrs)
        .map(|i| &i.kind)
        .collect();
    // Field addresses: a constant offset from a pointer (offset 0: the pointer itself).
    let mut offset_of: HashMap<Var, i64> = HashMap::new();
    let mut locals: BTreeSet<Var> = BTreeSet::new();
    for k in &instrs {
        match k {
            InstrKind::PtrAdd {
                dst,
                offset,
                indices,
                ..
            } if indices.is_empty() => {
                offset_of.insert(*dst, *offset);
            }
            InstrKind::Alloca { dst, .. } => {
                locals.insert(*dst);
            }
            _ => {}
        }
    }
    let mut held: HashMap<Var, BTreeSet<Field>> = HashMap::new();
    let mut in_local: HashMap<Var, BTreeSet<Field>> = HashMap::new();
    let copies = |k: &InstrKind| -> Vec<(Var, Var)> {
        match k {
            InstrKind::Cast {
                dst,
                val: Operand::Var(v),
                ..
            } => vec![(*dst, *v)],
            InstrKind::Move { moves } => moves
                .iter()
                .filter_map(|(d, o)| match o {
                    Operand::Var(v) => Some((*d, *v)),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    };
    let add = |to: &mut BTreeSet<Field>, from: BTreeSet<Field>| {
        let before = to.len();
        to.extend(from);
        to.len() != before
    };
    loop {
        let mut changed = false;
        for k in &instrs {
            match k {
                InstrKind::Load {
                    dst,
                    ptr: Operand::Var(p),
                    size,
                } => {
                    let from = if locals.contains(p) {
                        in_local.get(p).cloned().unwrap_or_default()
                    } else {
                        [(offset_of.get(p).copied().unwrap_or(0), *size)].into()
                    };
                    changed |= add(held.entry(*dst).or_default(), from);
                }
                InstrKind::Store {
                    ptr: Operand::Var(p),
                    val: Operand::Var(v),
                    ..
                } if locals.contains(p) => {
                    let from = held.get(v).cloned().unwrap_or_default();
                    changed |= add(in_local.entry(*p).or_default(), from);
                }
                k => {
                    for (dst, v) in copies(k) {
                        let from = held.get(&v).cloned().unwrap_or_default();
                        changed |= add(held.entry(dst).or_default(), from);
                    }
                }
            }
        }
        if !changed {
            return held;
        }
    }
}
