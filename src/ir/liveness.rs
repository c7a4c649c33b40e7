//! Register liveness: inserts `Kill` instructions where registers die, so a
//! dead temporary never keeps a heap object reachable.

use super::{Block, BlockId, Function, Instr, InstrKind, Operand, Terminator, Var};
use bitvec::vec::BitVec;

/// Registers read by an instruction.
pub fn uses(k: &InstrKind) -> Vec<Var> {
    if let InstrKind::KillSlots { slots } = k {
        return slots.clone();
    }
    vars_of(operands(k))
}

/// The operands an instruction reads.
pub fn operands(k: &InstrKind) -> Vec<&Operand> {
    match k {
        InstrKind::Alloca { .. }
        | InstrKind::Kill { .. }
        | InstrKind::KillSlots { .. }
        | InstrKind::Unsupported { .. } => vec![],
        InstrKind::Load { ptr, .. } => vec![ptr],
        InstrKind::Store { ptr, val, .. } => vec![ptr, val],
        InstrKind::PtrAdd { base, indices, .. } => std::iter::once(base)
            .chain(indices.iter().map(|i| &i.0))
            .collect(),
        InstrKind::Bin { a, b, .. } | InstrKind::Cmp { a, b, .. } => vec![a, b],
        InstrKind::Cast { val, .. } => vec![val],
        InstrKind::Select { cond, a, b, .. } => vec![cond, a, b],
        InstrKind::Move { moves } => moves.iter().map(|m| &m.1).collect(),
        InstrKind::Call { callee, args, .. } => {
            let f = match callee {
                super::Callee::Indirect(op) => Some(op),
                super::Callee::Direct(_) => None,
            };
            f.into_iter().chain(args).collect()
        }
        InstrKind::Memset { dst, val, len } => vec![dst, val, len],
        InstrKind::Memcpy { dst, src, len, .. } => vec![dst, src, len],
        InstrKind::LifetimeStart { ptr } | InstrKind::LifetimeEnd { ptr } => vec![ptr],
    }
}

/// Registers written by an instruction.
pub fn defs(k: &InstrKind) -> Vec<Var> {
    match k {
        InstrKind::Alloca { dst, .. }
        | InstrKind::Load { dst, .. }
        | InstrKind::PtrAdd { dst, .. }
        | InstrKind::Bin { dst, .. }
        | InstrKind::Cmp { dst, .. }
        | InstrKind::Cast { dst, .. }
        | InstrKind::Select { dst, .. } => vec![*dst],
        InstrKind::Move { moves } => moves.iter().map(|m| m.0).collect(),
        InstrKind::Call { dst, .. } | InstrKind::Unsupported { dst, .. } => {
            dst.iter().copied().collect()
        }
        _ => vec![],
    }
}

/// Registers read by a terminator.
pub(super) fn term_uses(t: &Terminator) -> Vec<Var> {
    vars_of(term_operand(t))
}

/// The operand a terminator reads, if any.
pub fn term_operand(t: &Terminator) -> Option<&Operand> {
    match t {
        Terminator::CondBr { cond: op, .. }
        | Terminator::Switch { val: op, .. }
        | Terminator::Ret(Some(op)) => Some(op),
        _ => None,
    }
}

/// The registers among `ops`.
pub(super) fn vars_of<'a>(ops: impl IntoIterator<Item = &'a Operand>) -> Vec<Var> {
    ops.into_iter()
        .filter_map(|o| match o {
            Operand::Var(v) => Some(*v),
            _ => None,
        })
        .collect()
}

/// A set of registers of one function.
type Set = BitVec;

/// The set of `vars` among `n` registers.
fn set_of(n: usize, vars: impl IntoIterator<Item = Var>) -> Set {
    let mut s = BitVec::repeat(false, n);
    for v in vars {
        s.set(v.0 as usize, true);
    }
    s
}

/// The registers of `a` not in `b`, in increasing order.
fn minus(a: &Set, b: &Set) -> Vec<Var> {
    a.iter_ones()
        .filter(|i| !b[*i])
        .map(|i| Var(i as u32))
        .collect()
}

/// A backward liveness problem over things named by registers of one
/// function (the registers themselves, or the stack slots they address).
pub(super) trait Problem {
    /// What an instruction reads: live before it.
    fn reads(&self, k: &InstrKind) -> Vec<Var>;
    /// What an instruction overwrites entirely: dead before it unless read.
    fn writes(&self, k: &InstrKind) -> Vec<Var>;
    /// What an instruction touches: if not live after it, it dies right after it.
    fn touched(&self, k: &InstrKind) -> Vec<Var>;
    /// What a terminator reads.
    fn term_reads(&self, t: &Terminator) -> Vec<Var>;
    /// What flows along the edge `from -> to` (phi operands), live at the end of `from`.
    fn edge_reads(&self, f: &Function, from: BlockId, to: BlockId) -> Vec<Var>;
    /// What a block's phis write on entry.
    fn entry_writes(&self, b: &Block) -> Vec<Var>;
    /// The instruction by which `vars` die.
    fn kill(&self, vars: Vec<Var>) -> InstrKind;
}

/// The registers: read as operands, written as destinations.
struct Registers;

impl Problem for Registers {
    fn reads(&self, k: &InstrKind) -> Vec<Var> {
        uses(k)
    }

    fn writes(&self, k: &InstrKind) -> Vec<Var> {
        defs(k)
    }

    fn touched(&self, k: &InstrKind) -> Vec<Var> {
        uses(k).into_iter().chain(defs(k)).collect()
    }

    fn term_reads(&self, t: &Terminator) -> Vec<Var> {
        term_uses(t)
    }

    fn edge_reads(&self, f: &Function, from: BlockId, to: BlockId) -> Vec<Var> {
        phi_uses(f, from, to)
    }

    fn entry_writes(&self, b: &Block) -> Vec<Var> {
        b.phis.iter().map(|p| p.dst).collect()
    }

    fn kill(&self, vars: Vec<Var>) -> InstrKind {
        InstrKind::Kill { vars }
    }
}

/// Registers flowing along the edge `from -> to` as phi operands.
fn phi_uses(f: &Function, from: BlockId, to: BlockId) -> Vec<Var> {
    let ops = f.blocks[to.0 as usize]
        .phis
        .iter()
        .flat_map(|p| p.incoming.iter().filter(|i| i.0 == from).map(|i| &i.1));
    vars_of(ops)
}

/// What is live at the end of each block and right after each block's phis.
struct Liveness {
    live_out: Vec<Set>,
    live_in: Vec<Set>,
}

/// Turns what is live after `k` into what is live before it.
fn step_back(p: &impl Problem, live: &mut Set, k: &InstrKind) {
    for v in p.writes(k) {
        live.set(v.0 as usize, false);
    }
    for v in p.reads(k) {
        live.set(v.0 as usize, true);
    }
}

/// What is live at the end of `b`'s instructions (before its terminator) given what is live at its end.
fn before_term(p: &impl Problem, b: &Block, out: &Set) -> Set {
    let mut live = out.clone();
    for v in p.term_reads(&b.term) {
        live.set(v.0 as usize, true);
    }
    live
}

/// What is live before `b`'s instructions given what is live at its end.
fn transfer(p: &impl Problem, b: &Block, out: &Set) -> Set {
    let mut live = before_term(p, b, out);
    for i in b.instrs.iter().rev() {
        step_back(p, &mut live, &i.kind);
    }
    live
}

/// Backward dataflow to a fixpoint; edge reads are live at the end of their predecessor.
fn liveness(p: &impl Problem, f: &Function) -> Liveness {
    let n = f.num_vars as usize;
    let nb = f.blocks.len();
    let mut live_in = vec![set_of(n, []); nb];
    let mut live_out = vec![set_of(n, []); nb];
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..nb).rev() {
            let id = BlockId(b as u32);
            let mut out = set_of(n, []);
            for s in f.successors(id) {
                let succ = &f.blocks[s.0 as usize];
                out |= &set_of(n, p.edge_reads(f, id, s));
                for v in minus(&live_in[s.0 as usize], &set_of(n, p.entry_writes(succ))) {
                    out.set(v.0 as usize, true);
                }
            }
            let inn = transfer(p, &f.blocks[b], &out);
            if inn != live_in[b] || out != live_out[b] {
                live_in[b] = inn;
                live_out[b] = out;
                changed = true;
            }
        }
    }
    Liveness { live_out, live_in }
}

/// An instruction killing `vars` at `loc`, unless there are none.
fn kill(p: &impl Problem, vars: Vec<Var>, loc: &super::Loc) -> Option<Instr> {
    (!vars.is_empty()).then(|| Instr {
        kind: p.kill(vars),
        loc: loc.clone(),
    })
}

/// Inserts the kills of `p`: after each instruction for what it touched that
/// is not live after it, and at the start of each block for what dies on
/// entering it (live at the end of a predecessor, not live here); `born`
/// is live on entering the function.
pub(super) fn insert(p: &impl Problem, f: &mut Function, born: Vec<Var>) {
    let n = f.num_vars as usize;
    let lv = liveness(p, f);
    let mut entering = vec![set_of(n, []); f.blocks.len()];
    if let Some(e) = entering.first_mut() {
        *e = set_of(n, born);
    }
    for b in 0..f.blocks.len() {
        let dying = before_term(p, &f.blocks[b], &lv.live_out[b]);
        for s in f.successors(BlockId(b as u32)) {
            entering[s.0 as usize] |= &dying;
        }
    }
    for (b, block) in f.blocks.iter_mut().enumerate() {
        let mut live = before_term(p, block, &lv.live_out[b]);
        let mut out: Vec<Instr> = Vec::with_capacity(block.instrs.len() * 2);
        for i in block.instrs.drain(..).rev() {
            let touched = set_of(n, p.touched(&i.kind));
            out.extend(kill(p, minus(&touched, &live), &i.loc));
            step_back(p, &mut live, &i.kind);
            out.push(i);
        }
        let mut start = entering[b].clone();
        start |= &set_of(n, p.entry_writes(block));
        let first_loc = out.last().map_or(&block.term_loc, |i| &i.loc).clone();
        out.extend(kill(p, minus(&start, &lv.live_in[b]), &first_loc));
        out.reverse();
        block.instrs = out;
    }
}

/// Inserts `Kill` instructions: after the last use (or the unused definition)
/// of each register, and at the start of each block for the registers that
/// die on entering it (live at the end of a predecessor, not live here).
pub fn insert_kills(f: &mut Function) {
    let params = f.params.clone();
    insert(&Registers, f, params);
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::ir::{Block, Loc, Phi};

    fn ins(kind: InstrKind) -> Instr {
        Instr {
            kind,
            loc: Loc::default(),
        }
    }

    pub(crate) fn block(phis: Vec<Phi>, instrs: Vec<InstrKind>, term: Terminator) -> Block {
        Block {
            name: String::new(),
            phis,
            instrs: instrs.into_iter().map(ins).collect(),
            term,
            term_loc: Loc::default(),
        }
    }

    pub(crate) fn func(num_vars: u32, params: Vec<Var>, blocks: Vec<Block>) -> Function {
        Function {
            name: "f".into(),
            params,
            num_vars,
            var_names: (0..num_vars).map(|i| i.to_string()).collect(),
            blocks,
            variadic: false,
            loc: Loc::default(),
        }
    }

    pub(in crate::ir) fn kinds(b: &Block) -> Vec<InstrKind> {
        b.instrs.iter().map(|i| i.kind.clone()).collect()
    }

    fn kill(v: &[u32]) -> InstrKind {
        InstrKind::Kill {
            vars: v.iter().map(|i| Var(*i)).collect(),
        }
    }

    pub(crate) fn var(i: u32) -> Operand {
        Operand::Var(Var(i))
    }

    #[test]
    fn straight_line_kills_after_last_use_and_unused_defs() {
        // %1 = load %0 ; %2 = alloca ; store %1 -> %0 ; ret
        let load = InstrKind::Load {
            dst: Var(1),
            ptr: var(0),
            size: 8,
        };
        let alloca = InstrKind::Alloca {
            dst: Var(2),
            size: 4,
        };
        let store = InstrKind::Store {
            ptr: var(0),
            val: var(1),
            size: 8,
        };
        let mut f = func(
            3,
            vec![Var(0)],
            vec![block(
                vec![],
                vec![load.clone(), alloca.clone(), store.clone()],
                Terminator::Ret(None),
            )],
        );
        insert_kills(&mut f);
        assert_eq!(
            kinds(&f.blocks[0]),
            vec![load, alloca, kill(&[2]), store, kill(&[0, 1])]
        );
    }

    #[test]
    fn unused_parameter_dies_at_entry_and_ret_operand_is_not_killed() {
        let mut f = func(
            2,
            vec![Var(0), Var(1)],
            vec![block(vec![], vec![], Terminator::Ret(Some(var(1))))],
        );
        insert_kills(&mut f);
        assert_eq!(kinds(&f.blocks[0]), vec![kill(&[0])]);
    }

    #[test]
    fn branches_kill_registers_not_live_in_the_successor() {
        // bb0: %1 = alloca; br %0 ? bb1 : bb2
        // bb1: store %0 -> %1; ret      bb2: ret
        let alloca = InstrKind::Alloca {
            dst: Var(1),
            size: 8,
        };
        let store = InstrKind::Store {
            ptr: var(1),
            val: var(0),
            size: 8,
        };
        let cond = Terminator::CondBr {
            cond: var(0),
            then_: BlockId(1),
            else_: BlockId(2),
        };
        let mut f = func(
            2,
            vec![Var(0)],
            vec![
                block(vec![], vec![alloca.clone()], cond),
                block(vec![], vec![store.clone()], Terminator::Ret(None)),
                block(vec![], vec![], Terminator::Ret(None)),
            ],
        );
        insert_kills(&mut f);
        assert_eq!(kinds(&f.blocks[0]), vec![alloca]);
        assert_eq!(kinds(&f.blocks[1]), vec![store, kill(&[0, 1])]);
        assert_eq!(kinds(&f.blocks[2]), vec![kill(&[0, 1])]);
    }

    #[test]
    fn phi_operands_live_to_the_end_of_the_predecessor() {
        // bb0: %1 = alloca; %2 = alloca; br %0 ? bb1 : bb2
        // bb1: br bb2
        // bb2: %3 = phi [bb0: %1] [bb1: %2]; ret %3
        let a1 = InstrKind::Alloca {
            dst: Var(1),
            size: 8,
        };
        let a2 = InstrKind::Alloca {
            dst: Var(2),
            size: 8,
        };
        let cond = Terminator::CondBr {
            cond: var(0),
            then_: BlockId(1),
            else_: BlockId(2),
        };
        let phi = Phi {
            dst: Var(3),
            incoming: vec![(BlockId(0), var(1)), (BlockId(1), var(2))],
        };
        let mut f = func(
            4,
            vec![Var(0)],
            vec![
                block(vec![], vec![a1.clone(), a2.clone()], cond),
                block(vec![], vec![], Terminator::Br(BlockId(2))),
                block(vec![phi], vec![], Terminator::Ret(Some(var(3)))),
            ],
        );
        insert_kills(&mut f);
        // nothing dies in bb0: %1 flows to the phi, %2 to bb1
        assert_eq!(kinds(&f.blocks[0]), vec![a1, a2]);
        // %1 is dead in bb1 (its phi edge is from bb0)
        assert_eq!(kinds(&f.blocks[1]), vec![kill(&[0, 1])]);
        // after the phi, every incoming register is dead
        assert_eq!(kinds(&f.blocks[2]), vec![kill(&[0, 1, 2])]);
    }

    #[test]
    fn loop_carried_registers_stay_live() {
        // bb0: br bb1 ; bb1: %1 = phi [bb0: %0] [bb1: %2]; %2 = load %1; br %3 ? bb1 : bb2 ; bb2: ret
        let phi = Phi {
            dst: Var(1),
            incoming: vec![(BlockId(0), var(0)), (BlockId(1), var(2))],
        };
        let load = InstrKind::Load {
            dst: Var(2),
            ptr: var(1),
            size: 8,
        };
        let back = Terminator::CondBr {
            cond: var(3),
            then_: BlockId(1),
            else_: BlockId(2),
        };
        let mut f = func(
            4,
            vec![Var(0), Var(3)],
            vec![
                block(vec![], vec![], Terminator::Br(BlockId(1))),
                block(vec![phi], vec![load.clone()], back),
                block(vec![], vec![], Terminator::Ret(None)),
            ],
        );
        insert_kills(&mut f);
        assert_eq!(kinds(&f.blocks[0]), vec![]);
        assert_eq!(kinds(&f.blocks[1]), vec![kill(&[0, 2]), load, kill(&[1])]);
        assert_eq!(kinds(&f.blocks[2]), vec![kill(&[2, 3])]);
    }
}
