//! Return statements keep their own location: the shared return block clang
//! emits is copied into each block that jumps to it, so what happens at
//! function exit (locals going out of scope, leaks) is reported at the
//! `return` statement taken rather than at the closing brace.

use super::{Block, Function, Instr, InstrKind, Loc, Operand, Terminator};

/// Copies every shared return block (several predecessors, nothing but the
/// function's epilogue) into each predecessor that reaches it by an
/// unconditional branch, and dates the end of the function's scopes to the
/// `return` itself.
pub fn split_returns(f: &mut Function) {
    copy_return_blocks(f);
    for b in f
        .blocks
        .iter_mut()
        .filter(|b| matches!(b.term, Terminator::Ret(_)))
    {
        if let Some(loc) = return_statement(b, &f.var_names) {
            b.term_loc = loc;
        }
        for i in b
            .instrs
            .iter_mut()
            .filter(|i| matches!(i.kind, InstrKind::LifetimeEnd { .. }))
        {
            i.loc = b.term_loc.clone();
        }
    }
}

/// The location of the `return` statement of a return block that also holds
/// it: the store into clang's return slot (`retval`) that the returned value
/// is loaded from (clang dates the `ret` itself to the closing brace).
fn return_statement(b: &Block, names: &[String]) -> Option<Loc> {
    let Terminator::Ret(Some(Operand::Var(r))) = b.term else {
        return None;
    };
    let slot = b.instrs.iter().find_map(|i| match &i.kind {
        InstrKind::Load { dst, ptr, .. } if *dst == r => Some(ptr),
        _ => None,
    })?;
    let Operand::Var(v) = slot else { return None };
    if names.get(v.0 as usize).map(String::as_str) != Some("retval") {
        return None;
    }
    b.instrs
        .iter()
        .rev()
        .find(|i| matches!(&i.kind, InstrKind::Store { ptr, .. } if ptr == slot))
        .map(|i| i.loc.clone())
}

/// Whether a return block is only the epilogue clang shares between
/// `return` statements: everything in it dated to the `ret` (the closing
/// brace). Code that merely ends the function after two branches join
/// keeps its own locations and runs once.
fn epilogue(b: &Block) -> bool {
    (b.instrs.iter()).all(|i| i.loc.line == b.term_loc.line || i.loc.line == 0)
}

/// The copying of shared return blocks.
fn copy_return_blocks(f: &mut Function) {
    for r in 0..f.blocks.len() {
        if !matches!(f.blocks[r].term, Terminator::Ret(_)) {
            continue;
        }
        let preds: Vec<usize> = (0..f.blocks.len())
            .filter(|&p| {
                p != r && matches!(f.blocks[p].term, Terminator::Br(t) if t.0 as usize == r)
            })
            .collect();
        if preds.len() < 2 || !epilogue(&f.blocks[r]) {
            continue;
        }
        for p in preds {
            let ret = f.blocks[r].clone();
            let loc = f.blocks[p].term_loc.clone();
            let moves: Vec<_> = ret
                .phis
                .iter()
                .filter_map(|phi| {
                    let (_, op) = phi.incoming.iter().find(|(b, _)| b.0 as usize == p)?;
                    Some((phi.dst, op.clone()))
                })
                .collect();
            let block = &mut f.blocks[p];
            if !moves.is_empty() {
                block.instrs.push(Instr {
                    kind: InstrKind::Move { moves },
                    loc: loc.clone(),
                });
            }
            block.instrs.extend(ret.instrs.into_iter().map(|i| Instr {
                kind: i.kind,
                loc: loc.clone(),
            }));
            block.term = ret.term;
            block.term_loc = loc;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{Block, BlockId, Loc, Operand, Phi, Var};

    fn block(term: Terminator, line: u32, phis: Vec<Phi>) -> Block {
        let loc = Loc {
            file: "t.c".into(),
            line,
            column: 1,
        };
        Block {
            name: String::new(),
            phis,
            instrs: vec![],
            term,
            term_loc: loc,
        }
    }

    #[test]
    fn each_return_statement_gets_its_own_return() {
        let int = |v| Operand::Int {
            value: v,
            width: 32,
        };
        let phi = Phi {
            dst: Var(0),
            incoming: vec![(BlockId(1), int(1)), (BlockId(2), int(2))],
        };
        let mut f = Function {
            name: "f".into(),
            params: vec![],
            num_vars: 1,
            var_names: vec!["r".into()],
            blocks: vec![
                block(
                    Terminator::CondBr {
                        cond: int(1),
                        then_: BlockId(1),
                        else_: BlockId(2),
                    },
                    2,
                    vec![],
                ),
                block(Terminator::Br(BlockId(3)), 3, vec![]),
                block(Terminator::Br(BlockId(3)), 4, vec![]),
                block(Terminator::Ret(Some(Operand::Var(Var(0)))), 5, vec![phi]),
            ],
            variadic: false,
            loc: Loc::default(),
        };
        split_returns(&mut f);
        for (b, (line, value)) in [(1, (3, 1)), (2, (4, 2))] {
            let blk = &f.blocks[b];
            assert_eq!(blk.term, Terminator::Ret(Some(Operand::Var(Var(0)))));
            assert_eq!(blk.term_loc.line, line);
            assert_eq!(
                blk.instrs[0].kind,
                InstrKind::Move {
                    moves: vec![(Var(0), int(value))]
                }
            );
        }
    }

    #[test]
    fn a_return_block_with_code_of_its_own_is_not_copied() {
        let mut f = Function {
            name: "f".into(),
            params: vec![],
            num_vars: 1,
            var_names: vec!["p".into()],
            blocks: vec![
                block(
                    Terminator::CondBr {
                        cond: Operand::Var(Var(0)),
                        then_: BlockId(1),
                        else_: BlockId(2),
                    },
                    2,
                    vec![],
                ),
                block(Terminator::Br(BlockId(3)), 3, vec![]),
                block(Terminator::Br(BlockId(3)), 4, vec![]),
                block(Terminator::Ret(None), 7, vec![]),
            ],
            variadic: false,
            loc: Loc::default(),
        };
        // `free(p);` on line 6 after the if/else, then the return.
        f.blocks[3].instrs.push(Instr {
            kind: InstrKind::Kill { vars: vec![Var(0)] },
            loc: Loc {
                file: "t.c".into(),
                line: 6,
                column: 3,
            },
        });
        let before = f.blocks.clone();
        split_returns(&mut f);
        assert_eq!(f.blocks, before);
    }

    #[test]
    fn a_return_block_holding_the_return_statement_is_dated_to_it() {
        let at = |line| Loc {
            file: "t.c".into(),
            line,
            column: 5,
        };
        let ins = |kind, line| Instr {
            kind,
            loc: at(line),
        };
        let slot = Operand::Var(Var(0));
        let mut ret = block(Terminator::Ret(Some(Operand::Var(Var(2)))), 20, vec![]);
        ret.instrs = vec![
            ins(
                InstrKind::Store {
                    ptr: slot.clone(),
                    val: Operand::Int {
                        value: 0,
                        width: 32,
                    },
                    size: 4,
                },
                19,
            ),
            ins(
                InstrKind::LifetimeEnd {
                    ptr: Operand::Var(Var(1)),
                },
                20,
            ),
            ins(
                InstrKind::Load {
                    dst: Var(2),
                    ptr: slot,
                    size: 4,
                },
                20,
            ),
        ];
        let mut f = Function {
            name: "main".into(),
            params: vec![],
            num_vars: 3,
            var_names: vec!["retval".into(), "list".into(), "r".into()],
            blocks: vec![ret],
            variadic: false,
            loc: Loc::default(),
        };
        split_returns(&mut f);
        let b = &f.blocks[0];
        assert_eq!(b.term_loc.line, 19);
        assert_eq!(b.instrs[1].loc.line, 19);
    }
}
