//! Stack-slot liveness: a local whose address never escapes (its alloca is
//! only loaded from and stored to, directly or through bit casts) is dead
//! where no load reads it before a store overwrites it; `KillSlots` marks
//! where it dies, so a stale pointer or value it holds can be forgotten.

use super::liveness::{insert, term_uses, uses, vars_of, Problem};
use super::{Block, BlockId, CastOp, Function, InstrKind, Operand, Terminator, Var};

/// The stack slots of one function: for each register, the alloca it
/// addresses (itself or a bit cast of it) when that alloca is a slot.
struct Slots {
    slot_of: Vec<Option<Var>>,
    /// The size in bytes of each alloca, by register.
    size: Vec<u64>,
}

impl Slots {
    /// The allocas of `f` whose address is only used to load and store.
    fn of(f: &Function) -> Slots {
        let n = f.num_vars as usize;
        let mut slot_of = vec![None; n];
        let mut size = vec![0; n];
        let instrs = || f.blocks.iter().flat_map(|b| &b.instrs).map(|i| &i.kind);
        for k in instrs() {
            if let InstrKind::Alloca { dst, size: bytes } = k {
                slot_of[dst.0 as usize] = Some(*dst);
                size[dst.0 as usize] = *bytes;
            }
        }
        let mut changed = true;
        while changed {
            changed = false;
            for k in instrs() {
                if let Some((dst, val)) = bit_cast(k) {
                    let s = slot_of_op(&slot_of, val);
                    if s.is_some() && slot_of[dst.0 as usize].is_none() {
                        slot_of[dst.0 as usize] = s;
                        changed = true;
                    }
                }
            }
        }
        let mut escaped = vec![false; n];
        let escaping = instrs()
            .flat_map(escaping)
            .chain(f.blocks.iter().flat_map(block_escaping));
        for v in escaping {
            if let Some(s) = slot_of[v.0 as usize] {
                escaped[s.0 as usize] = true;
            }
        }
        for s in slot_of.iter_mut() {
            if s.is_some_and(|a| escaped[a.0 as usize]) {
                *s = None;
            }
        }
        Slots { slot_of, size }
    }

    /// The slot `op` addresses, if any.
    fn slot(&self, op: &Operand) -> Option<Var> {
        slot_of_op(&self.slot_of, op)
    }
}

/// The slot a register operand addresses in `slot_of`.
fn slot_of_op(slot_of: &[Option<Var>], op: &Operand) -> Option<Var> {
    match op {
        Operand::Var(v) => slot_of[v.0 as usize],
        _ => None,
    }
}

/// `(dst, val)` of a cast that keeps a pointer as it is.
fn bit_cast(k: &InstrKind) -> Option<(Var, &Operand)> {
    match k {
        InstrKind::Cast {
            dst,
            op: CastOp::Bitcast | CastOp::ToStruct(_),
            val,
            ..
        } => Some((*dst, val)),
        _ => None,
    }
}

/// The registers of an instruction through which an address may escape:
/// every operand but the address of a load, store or lifetime marker and
/// the source of a bit cast.
fn escaping(k: &InstrKind) -> Vec<Var> {
    match k {
        InstrKind::Load { .. }
        | InstrKind::LifetimeStart { .. }
        | InstrKind::LifetimeEnd { .. } => {
            vec![]
        }
        InstrKind::Store { val, .. } => vars_of([val]),
        _ if bit_cast(k).is_some() => vec![],
        _ => uses(k),
    }
}

/// The registers of a block's phis and terminator (each may let an address escape).
fn block_escaping(b: &Block) -> Vec<Var> {
    let phis = b.phis.iter().flat_map(|p| p.incoming.iter().map(|i| &i.1));
    vars_of(phis)
        .into_iter()
        .chain(term_uses(&b.term))
        .collect()
}

impl Problem for Slots {
    fn reads(&self, k: &InstrKind) -> Vec<Var> {
        match k {
            InstrKind::Load { ptr, .. } => self.slot(ptr).into_iter().collect(),
            _ => vec![],
        }
    }

    /// Stores of the whole slot, and the allocation and lifetime markers
    /// (after which its contents are undefined).
    fn writes(&self, k: &InstrKind) -> Vec<Var> {
        let slot = match k {
            InstrKind::Store { ptr, size, .. } => self
                .slot(ptr)
                .filter(|s| self.size[s.0 as usize] == u64::from(*size)),
            InstrKind::Alloca { dst, .. } => self.slot_of[dst.0 as usize],
            InstrKind::LifetimeStart { ptr } | InstrKind::LifetimeEnd { ptr } => self.slot(ptr),
            _ => None,
        };
        slot.into_iter().collect()
    }

    /// Loads and stores (a partial store too): the markers need no kill.
    fn touched(&self, k: &InstrKind) -> Vec<Var> {
        match k {
            InstrKind::Load { ptr, .. } | InstrKind::Store { ptr, .. } => {
                self.slot(ptr).into_iter().collect()
            }
            _ => vec![],
        }
    }

    fn term_reads(&self, _: &Terminator) -> Vec<Var> {
        vec![]
    }

    fn edge_reads(&self, _: &Function, _: BlockId, _: BlockId) -> Vec<Var> {
        vec![]
    }

    fn entry_writes(&self, _: &Block) -> Vec<Var> {
        vec![]
    }

    fn kill(&self, slots: Vec<Var>) -> InstrKind {
        InstrKind::KillSlots { slots }
    }
}

/// Inserts `KillSlots` instructions: after the last load of each stack slot
/// (or a store never read), and at the start of each block for the slots
/// that die on entering it. A kill moves past the stores that follow it
/// (but into its slots), so that the value loaded last (`p = r`) is held
/// by memory when its slot dies. Runs before register liveness, which then
/// keeps the slots' addresses live up to their kills.
pub fn insert_slot_kills(f: &mut Function) {
    let slots = Slots::of(f);
    insert(&slots, f, vec![]);
    for b in &mut f.blocks {
        for i in (0..b.instrs.len()).rev() {
            let mut at = i;
            while let (InstrKind::KillSlots { slots: dying }, Some(next)) =
                (&b.instrs[at].kind, b.instrs.get(at + 1))
            {
                let InstrKind::Store { ptr, .. } = &next.kind else {
                    break;
                };
                if slots.slot(ptr).is_some_and(|s| dying.contains(&s)) {
                    break;
                }
                b.instrs.swap(at, at + 1);
                at += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::liveness::tests::{block, func, kinds, var};
    use super::*;

    fn alloca(dst: u32) -> InstrKind {
        InstrKind::Alloca {
            dst: Var(dst),
            size: 8,
        }
    }

    fn load(dst: u32, ptr: u32) -> InstrKind {
        InstrKind::Load {
            dst: Var(dst),
            ptr: var(ptr),
            size: 8,
        }
    }

    fn store(ptr: u32, val: u32) -> InstrKind {
        InstrKind::Store {
            ptr: var(ptr),
            val: var(val),
            size: 8,
        }
    }

    fn kill(slots: &[u32]) -> InstrKind {
        InstrKind::KillSlots {
            slots: slots.iter().map(|i| Var(*i)).collect(),
        }
    }

    /// The instructions of a one-block function of `body` once slot kills are inserted.
    fn with_slot_kills(num_vars: u32, body: Vec<InstrKind>) -> Vec<InstrKind> {
        let ret = Terminator::Ret(None);
        let mut f = func(num_vars, vec![Var(0)], vec![block(vec![], body, ret)]);
        insert_slot_kills(&mut f);
        kinds(&f.blocks[0])
    }

    #[test]
    fn a_slot_dies_after_its_last_load_and_after_a_store_never_read() {
        // %1 = alloca; %2 = alloca; store %0 -> %1; %3 = load %1; store %0 -> %2; ret
        let body = vec![alloca(1), alloca(2), store(1, 0), load(3, 1), store(2, 0)];
        assert_eq!(
            with_slot_kills(4, body),
            vec![
                alloca(1),
                alloca(2),
                store(1, 0),
                load(3, 1),
                // Past the store that follows the last load (`p = r`).
                store(2, 0),
                kill(&[1]),
                kill(&[2]),
            ]
        );
        // A store into the dying slot itself stays after its kill.
        // %1 = alloca; store %0 -> %1; %2 = load %1; store %0 -> %1; ret
        let body = vec![alloca(1), store(1, 0), load(2, 1), store(1, 0)];
        assert_eq!(
            with_slot_kills(3, body),
            vec![
                alloca(1),
                store(1, 0),
                load(2, 1),
                kill(&[1]),
                store(1, 0),
                kill(&[1]),
            ]
        );
    }

    #[test]
    fn a_slot_read_after_the_loop_stays_live_in_it_and_dies_on_the_other_exit() {
        // bb0: %1 = alloca; store %0 -> %1; br bb1
        // bb1: br %0 ? bb1 : bb2   (the loop never touches %1)
        // bb2: br %0 ? bb3 : bb4 ; bb3: %2 = load %1; ret ; bb4: ret
        let cond = |t: u32, e: u32| Terminator::CondBr {
            cond: var(0),
            then_: BlockId(t),
            else_: BlockId(e),
        };
        let mut f = func(
            3,
            vec![Var(0)],
            vec![
                block(
                    vec![],
                    vec![alloca(1), store(1, 0)],
                    Terminator::Br(BlockId(1)),
                ),
                block(vec![], vec![], cond(1, 2)),
                block(vec![], vec![], cond(3, 4)),
                block(vec![], vec![load(2, 1)], Terminator::Ret(None)),
                block(vec![], vec![], Terminator::Ret(None)),
            ],
        );
        insert_slot_kills(&mut f);
        assert_eq!(kinds(&f.blocks[0]), vec![alloca(1), store(1, 0)]);
        assert_eq!(kinds(&f.blocks[1]), vec![]);
        assert_eq!(kinds(&f.blocks[3]), vec![load(2, 1), kill(&[1])]);
        assert_eq!(kinds(&f.blocks[4]), vec![kill(&[1])]);
    }

    #[test]
    fn an_escaping_address_is_no_slot_and_bit_casts_name_the_slot() {
        // %1 = alloca; %2 = alloca; %3 = bitcast %2; store %1 -> %0 (escapes);
        // store %0 -> %3; %4 = load %3; ret
        let cast = InstrKind::Cast {
            dst: Var(3),
            op: CastOp::Bitcast,
            val: var(2),
            from: 64,
            to: 64,
        };
        let body = vec![
            alloca(1),
            alloca(2),
            cast.clone(),
            store(0, 1),
            store(3, 0),
            load(4, 3),
        ];
        assert_eq!(
            with_slot_kills(5, body),
            vec![
                alloca(1),
                alloca(2),
                cast,
                store(0, 1),
                store(3, 0),
                load(4, 3),
                kill(&[2]),
            ]
        );
    }
}
