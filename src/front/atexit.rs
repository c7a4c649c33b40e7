//! `atexit()`: the handlers a program registers run, the last registered
//! first, when it calls `exit()` or returns from `main` (not on `_exit`,
//! `_Exit` or `abort`). Modelled in the IR, so every domain follows them as
//! ordinary code: `atexit` stores the handler in a table of [`SLOTS`]
//! entries (a program registering more ends `unknown`), and a function run
//! before each `exit()` call and each return of `main` calls the registered
//! handlers from the last to the first.

use crate::ir::{
    BinOp, Block, BlockId, Callee, CastOp, CmpPred, FuncId, Function, Global, GlobalId, Init,
    Instr, InstrKind, Loc, Operand, Program, Terminator, Var,
};

/// Handlers a program may register.
const SLOTS: u64 = 8;

/// The name of the function that runs the registered handlers (shown in traces).
const RUN: &str = "<atexit handlers>";

/// Defines `atexit` and calls the handlers before `exit()` and at the
/// returns of `main`, if the program calls an `atexit` it does not define.
pub fn model(p: &mut Program) {
    let Some(atexit) = p.function_by_name("atexit") else {
        return;
    };
    if p.func(atexit).is_defined() {
        return;
    }
    let ptr = u64::from(p.pointer_size);
    let table = add_global(p, "<atexit table>", SLOTS * ptr);
    let count = add_global(p, "<atexit count>", 4);
    let exit = p.function_by_name("exit");
    let main = p.function_by_name("main");
    // The handlers are called at the end of the program: shown at `main`.
    let loc = p.func(main.unwrap_or(atexit)).loc.clone();
    p.functions[atexit.0 as usize] = register(table, count, ptr, loc.clone());
    let run = FuncId(p.functions.len() as u32);
    p.functions.push(run_handlers(table, count, ptr, loc));
    for (id, f) in p.functions.iter_mut().enumerate() {
        let is_main = Some(FuncId(id as u32)) == main;
        for b in &mut f.blocks {
            let mut instrs = Vec::with_capacity(b.instrs.len());
            for i in b.instrs.drain(..) {
                if matches!(&i.kind, InstrKind::Call { callee: Callee::Direct(c), .. } if Some(*c) == exit)
                {
                    instrs.push(call(run, i.loc.clone()));
                }
                instrs.push(i);
            }
            if is_main && matches!(b.term, Terminator::Ret(_)) {
                instrs.push(call(run, b.term_loc.clone()));
            }
            b.instrs = instrs;
        }
    }
}

/// A zero-initialised global of `size` bytes.
fn add_global(p: &mut Program, name: &str, size: u64) -> GlobalId {
    p.globals.push(Global {
        name: name.into(),
        size,
        init: vec![Init::Zero { offset: 0, size }],
        is_const: false,
        external: false,
    });
    GlobalId(p.globals.len() as u32 - 1)
}

/// A call of `f` with no arguments and no result.
fn call(f: FuncId, loc: Loc) -> Instr {
    Instr {
        kind: InstrKind::Call {
            dst: None,
            callee: Callee::Direct(f),
            args: Vec::new(),
        },
        loc,
    }
}

/// The address of a global plus `offset`.
fn global(id: GlobalId, offset: i64) -> Operand {
    Operand::Global { id, offset }
}

/// A 32-bit integer constant.
fn int(value: u64) -> Operand {
    Operand::Int { value, width: 32 }
}

/// A block loading the handler count into `regs[0]`, comparing it with a
/// constant by `test` into `regs[1]`, and branching to `to[0]` if it holds,
/// else to `to[1]`.
fn count_test(
    name: String,
    count: GlobalId,
    regs: [Var; 2],
    test: (CmpPred, u64),
    to: [BlockId; 2],
    loc: &Loc,
) -> Block {
    let at = |kind| Instr {
        kind,
        loc: loc.clone(),
    };
    Block {
        name,
        phis: Vec::new(),
        instrs: vec![
            at(InstrKind::Load {
                dst: regs[0],
                ptr: global(count, 0),
                size: 4,
            }),
            at(InstrKind::Cmp {
                dst: regs[1],
                pred: test.0,
                a: Operand::Var(regs[0]),
                b: int(test.1),
                width: 32,
            }),
        ],
        term: Terminator::CondBr {
            cond: Operand::Var(regs[1]),
            then_: to[0],
            else_: to[1],
        },
        term_loc: loc.clone(),
    }
}

/// `int atexit(void (*f)(void))`: `f` goes into the next free entry of the table.
fn register(table: GlobalId, count: GlobalId, ptr: u64, loc: Loc) -> Function {
    let [f, n, full, wide, slot, next] = [0, 1, 2, 3, 4, 5].map(Var);
    let at = |kind| Instr {
        kind,
        loc: loc.clone(),
    };
    let check = count_test(
        "entry".into(),
        count,
        [n, full],
        (CmpPred::Sge, SLOTS),
        [BlockId(1), BlockId(2)],
        &loc,
    );
    let overflow = Block {
        name: "full".into(),
        phis: Vec::new(),
        instrs: vec![at(InstrKind::Unsupported {
            what: format!("more than {SLOTS} atexit handlers"),
            dst: None,
        })],
        term: Terminator::Ret(Some(int(1))),
        term_loc: loc.clone(),
    };
    let store = Block {
        name: "register".into(),
        phis: Vec::new(),
        instrs: vec![
            at(InstrKind::Cast {
                dst: wide,
                op: CastOp::SExt,
                val: Operand::Var(n),
                from: 32,
                to: 64,
            }),
            at(InstrKind::PtrAdd {
                dst: slot,
                base: global(table, 0),
                offset: 0,
                indices: vec![(Operand::Var(wide), ptr as i64)],
            }),
            at(InstrKind::Store {
                ptr: Operand::Var(slot),
                val: Operand::Var(f),
                size: ptr as u32,
            }),
            at(InstrKind::Bin {
                dst: next,
                op: BinOp::Add,
                a: Operand::Var(n),
                b: int(1),
                width: 32,
                nsw: true,
            }),
            at(InstrKind::Store {
                ptr: global(count, 0),
                val: Operand::Var(next),
                size: 4,
            }),
        ],
        term: Terminator::Ret(Some(int(0))),
        term_loc: loc.clone(),
    };
    Function {
        name: "atexit".into(),
        params: vec![f],
        num_vars: 6,
        var_names: ["handler", "count", "full", "index", "entry", "next"]
            .map(String::from)
            .into(),
        blocks: vec![check, overflow, store],
        variadic: false,
        loc,
    }
}

/// The handlers registered, called from the last to the first: for each
/// entry `i` from the top, a test whether `count > i`, then the call.
fn run_handlers(table: GlobalId, count: GlobalId, ptr: u64, loc: Loc) -> Function {
    let mut blocks = Vec::new();
    let mut var_names = Vec::new();
    let mut fresh = |name: String| {
        var_names.push(name);
        Var(var_names.len() as u32 - 1)
    };
    let at = |kind| Instr {
        kind,
        loc: loc.clone(),
    };
    for i in (0..SLOTS).rev() {
        let (n, set, handler) = (
            fresh(format!("count{i}")),
            fresh(format!("set{i}")),
            fresh(format!("handler{i}")),
        );
        let test = blocks.len() as u32;
        blocks.push(count_test(
            format!("test{i}"),
            count,
            [n, set],
            (CmpPred::Sgt, i),
            [BlockId(test + 1), BlockId(test + 2)],
            &loc,
        ));
        blocks.push(Block {
            name: format!("call{i}"),
            phis: Vec::new(),
            instrs: vec![
                at(InstrKind::Load {
                    dst: handler,
                    ptr: global(table, (i * ptr) as i64),
                    size: ptr as u32,
                }),
                at(InstrKind::Call {
                    dst: None,
                    callee: Callee::Indirect(Operand::Var(handler)),
                    args: Vec::new(),
                }),
            ],
            term: Terminator::Br(BlockId(test + 2)),
            term_loc: loc.clone(),
        });
    }
    blocks.push(Block {
        name: "done".into(),
        phis: Vec::new(),
        instrs: Vec::new(),
        term: Terminator::Ret(None),
        term_loc: loc.clone(),
    });
    Function {
        name: RUN.into(),
        params: Vec::new(),
        num_vars: var_names.len() as u32,
        var_names,
        blocks,
        variadic: false,
        loc,
    }
}
