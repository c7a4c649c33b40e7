//! Control-flow facts of one function: reverse post-order, loop heads and
//! the counters of loops bounded by a small constant.

use crate::ir::arith::signed;
use crate::ir::liveness::{defs, operands, term_operand};
use crate::ir::{Block, BlockId, Callee, FuncId, Function, GlobalId, InstrKind, Operand};
use crate::ir::{Instr, Program, Terminator, Var};
use petgraph::graph::{DiGraph, NodeIndex};
use petgraph::visit::DfsPostOrder;
use petgraph::Direction::Incoming;
use std::collections::BTreeSet;

/// The CFG facts the fixpoint needs for one function.
#[derive(Clone, Debug, Default)]
pub struct CfgInfo {
    /// Position of each block in reverse post-order (unreachable blocks last).
    pub rpo: Vec<u32>,
    /// Whether each block is the target of a back edge (a loop head).
    pub loop_head: Vec<bool>,
    /// Whether each block is entered by several edges (paths meet there).
    pub meet: Vec<bool>,
    /// For each loop head that exits on comparing a stack slot with a small
    /// constant (`for (i = 0; i < 5; i++)`), that slot: the loop's counter.
    pub counter: Vec<Option<Counter>>,
    /// For each block, the counter of the innermost such loop it is in.
    pub counted_loop: Vec<Option<Counter>>,
    /// For each loop head, what its loop may access.
    pub footprint: Vec<Footprint>,
}

/// What the body of a loop may access: the registers it reads or writes,
/// the globals it names and the functions it calls (whose own accesses a
/// domain adds from the call graph); `indirect` if it calls through a pointer;
/// `endless` if no edge leaves it but into a block that ends the program
/// (`exit()`, `abort()`): the program stays in the loop unless it ends.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Footprint {
    pub regs: BTreeSet<Var>,
    pub globals: BTreeSet<GlobalId>,
    pub callees: BTreeSet<FuncId>,
    pub indirect: bool,
    pub endless: bool,
}

impl Footprint {
    /// The footprint of the blocks `body` of `f`.
    fn of(f: &Function, body: &[usize]) -> Footprint {
        let mut fp = Footprint {
            endless: !body.is_empty()
                && (body.iter().flat_map(|&b| f.successors(BlockId(b as u32)))).all(|s| {
                    body.contains(&(s.0 as usize))
                        || matches!(f.blocks[s.0 as usize].term, Terminator::Unreachable)
                }),
            ..Footprint::default()
        };
        for b in body.iter().map(|&b| &f.blocks[b]) {
            let phis = b.phis.iter().flat_map(|p| &p.incoming).map(|(_, o)| o);
            let instrs = b.instrs.iter().flat_map(|i| operands(&i.kind));
            for o in phis.chain(instrs).chain(term_operand(&b.term)) {
                match o {
                    Operand::Var(v) => _ = fp.regs.insert(*v),
                    Operand::Global { id, .. } => _ = fp.globals.insert(*id),
                    _ => {}
                }
            }
            fp.regs.extend(b.phis.iter().map(|p| p.dst));
            for i in &b.instrs {
                fp.regs.extend(defs(&i.kind));
                match &i.kind {
                    InstrKind::Call {
                        callee: Callee::Direct(g),
                        ..
                    } => _ = fp.callees.insert(*g),
                    InstrKind::Call { .. } => fp.indirect = true,
                    _ => {}
                }
            }
        }
        fp
    }
}

/// Which blocks of a function a run may leave it from: a return is within
/// reach (`returns`), or a block that ends the program (`ends`: one that
/// ends in `unreachable` after `exit()` or `abort()`, or calls a function
/// that may end it). A call of a function that never returns cuts its
/// block: nothing after it is reached.
#[derive(Clone, Debug, Default)]
pub struct Exits {
    pub returns: Vec<bool>,
    pub ends: Vec<bool>,
    /// Whether a block calling the function (any, for a call through a
    /// pointer) may end the program or return.
    pub after_calls: bool,
}

impl Exits {
    /// The exits of every function of `prog`: a function whose entry
    /// reaches no return never returns, which may cut its callers' blocks
    /// (until nothing changes; a function is taken to return until shown
    /// otherwise).
    pub fn of(prog: &Program) -> Vec<Exits> {
        let may_exit = prog.call_facts().may_exit;
        let mut returning = vec![true; prog.functions.len()];
        let mut exits = loop {
            let exits: Vec<Exits> = (prog.functions.iter())
                .map(|f| Exits::new(f, &may_exit, &returning))
                .collect();
            let next: Vec<bool> = (prog.functions.iter().zip(&exits))
                .map(|(f, e)| !f.is_defined() || e.returns.first().copied().unwrap_or(true))
                .collect();
            if next == returning {
                break exits;
            }
            returning = next;
        };
        let mut after = vec![false; exits.len()];
        for (f, e) in prog.functions.iter().zip(&exits) {
            let leaving =
                (f.blocks.iter().enumerate()).filter(|(b, _)| e.ends[*b] || e.returns[*b]);
            for i in leaving.flat_map(|(_, block)| &block.instrs) {
                match (direct(i), &i.kind) {
                    (Some(g), _) => after[g] = true,
                    (None, InstrKind::Call { .. }) => after.fill(true),
                    _ => {}
                }
            }
        }
        for (e, a) in exits.iter_mut().zip(after) {
            e.after_calls = a;
        }
        exits
    }

    /// The exits of `f`, where `may_exit` tells which functions may end the
    /// program (`CallFacts::may_exit`) and `returning` which may return.
    fn new(f: &Function, may_exit: &[bool], returning: &[bool]) -> Exits {
        let reached: Vec<(&[Instr], bool)> =
            (f.blocks.iter()).map(|b| reached(b, returning)).collect();
        let within_reach = |seed: &dyn Fn(usize) -> bool| {
            let mut reach: Vec<bool> = (0..f.blocks.len()).map(seed).collect();
            let mut changed = true;
            while changed {
                changed = false;
                for b in 0..f.blocks.len() {
                    if !reach[b]
                        && !reached[b].1
                        && f.successors(BlockId(b as u32))
                            .iter()
                            .any(|s| reach[s.0 as usize])
                    {
                        reach[b] = true;
                        changed = true;
                    }
                }
            }
            reach
        };
        let ending_call = |i: &Instr| match &i.kind {
            InstrKind::Call { .. } => direct(i).is_none_or(|g| may_exit[g]),
            _ => false,
        };
        let term = |b: usize| &f.blocks[b].term;
        Exits {
            returns: within_reach(&|b| !reached[b].1 && matches!(term(b), Terminator::Ret(_))),
            ends: within_reach(&|b| {
                let (instrs, cut) = reached[b];
                instrs.iter().any(ending_call)
                    || (!cut && matches!(term(b), Terminator::Unreachable))
            }),
            after_calls: true,
        }
    }
}

/// The function a direct call calls.
fn direct(i: &Instr) -> Option<usize> {
    match &i.kind {
        InstrKind::Call {
            callee: Callee::Direct(g),
            ..
        } => Some(g.0 as usize),
        _ => None,
    }
}

/// The instructions of `b` up to its first call of a function that never
/// returns (by `returning`), and whether there is one.
fn reached<'b>(b: &'b Block, returning: &[bool]) -> (&'b [Instr], bool) {
    let cut = (b.instrs.iter()).position(|i| direct(i).is_some_and(|g| !returning[g]));
    (&b.instrs[..cut.unwrap_or(b.instrs.len())], cut.is_some())
}

/// The counter of a loop bounded by a small constant: a stack slot (the
/// alloca register) of `size` bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counter {
    pub slot: Var,
    pub size: u32,
}

/// Loops whose counter is tested against a constant at most this large are
/// unrolled while the counter is known (see `Fixpoint::unrolls`).
pub const MAX_UNROLL: i64 = 64;

/// How many states with one value of the counter an unrolled loop head keeps
/// exact (the paths of an iteration; as many as SMG keeps apart at any head).
pub const UNROLL_PER_VALUE: usize = 8;

/// The counter a loop head block tests: it loads a stack slot, compares the
/// value (or a cast of it) with a constant within [`MAX_UNROLL`] and
/// branches on the outcome, out of the loop (`body`) on one side.
fn counter(b: &Block, body: &[usize]) -> Option<Counter> {
    let Terminator::CondBr {
        cond: Operand::Var(cond),
        then_,
        else_,
    } = b.term
    else {
        return None;
    };
    if [then_, else_]
        .iter()
        .all(|t| body.contains(&(t.0 as usize)))
    {
        return None;
    }
    let mut loaded: Option<(Var, Var, u32)> = None;
    let mut value = None;
    for i in &b.instrs {
        match &i.kind {
            InstrKind::Load {
                dst,
                ptr: Operand::Var(slot),
                size,
            } => loaded = Some((*dst, *slot, *size)),
            InstrKind::Cast {
                dst,
                val: Operand::Var(v),
                ..
            } if loaded.is_some_and(|l| l.0 == *v) => value = Some(*dst),
            InstrKind::Cmp {
                dst, a, b, width, ..
            } if *dst == cond => {
                let (slot, size) = loaded.map(|l| (l.1, l.2))?;
                let ours = |o: &Operand| matches!(o, Operand::Var(v) if Some(*v) == loaded.map(|l| l.0) || Some(*v) == value);
                let small = |o: &Operand| matches!(o, Operand::Int { value, .. } if signed(*value, *width).abs() <= MAX_UNROLL);
                let counted = (ours(a) && small(b)) || (small(a) && ours(b));
                return counted.then_some(Counter { slot, size });
            }
            _ => {}
        }
    }
    None
}

impl CfgInfo {
    /// Computes reverse post-order and loop heads (targets of retreating edges,
    /// so irreducible loops have heads too).
    pub fn new(f: &Function) -> Self {
        let n = f.blocks.len();
        if n == 0 {
            return CfgInfo::default();
        }
        let mut g = DiGraph::<(), ()>::with_capacity(n, n * 2);
        for _ in 0..n {
            g.add_node(());
        }
        for b in 0..n {
            for s in f.successors(BlockId(b as u32)) {
                g.add_edge(NodeIndex::new(b), NodeIndex::new(s.0 as usize), ());
            }
        }
        let entry = NodeIndex::new(0);
        let mut post = Vec::with_capacity(n);
        let mut dfs = DfsPostOrder::new(&g, entry);
        while let Some(v) = dfs.next(&g) {
            post.push(v.index());
        }
        let mut rpo = vec![u32::MAX; n];
        for (i, b) in post.iter().rev().enumerate() {
            rpo[*b] = i as u32;
        }
        // The natural loop of each head (target of a retreating edge): the
        // head and the blocks that reach the edge's source without passing it.
        let mut bodies: Vec<Vec<usize>> = vec![Vec::new(); n];
        for e in g.raw_edges() {
            let (u, h) = (e.source().index(), e.target().index());
            if rpo[u] == u32::MAX || rpo[h] > rpo[u] {
                continue;
            }
            let body = &mut bodies[h];
            if body.is_empty() {
                body.push(h);
            }
            let mut todo = vec![u];
            while let Some(b) = todo.pop() {
                if !body.contains(&b) {
                    body.push(b);
                    todo.extend(
                        g.neighbors_directed(NodeIndex::new(b), Incoming)
                            .map(|p| p.index()),
                    );
                }
            }
        }
        let loop_head: Vec<bool> = bodies.iter().map(|body| !body.is_empty()).collect();
        let meet = (0..n)
            .map(|b| g.edges_directed(NodeIndex::new(b), Incoming).count() > 1)
            .collect();
        let counter: Vec<Option<Counter>> = (f.blocks.iter().zip(&bodies))
            .map(|(b, body)| counter(b, body).filter(|_| !body.is_empty()))
            .collect();
        // Larger loops first, so that inner ones overwrite them.
        let mut counted: Vec<(&Vec<usize>, Counter)> = (bodies.iter().zip(&counter))
            .filter_map(|(body, c)| Some((body, (*c)?)))
            .collect();
        counted.sort_by_key(|(body, _)| std::cmp::Reverse(body.len()));
        let mut counted_loop = vec![None; n];
        for (body, c) in counted {
            for &b in body {
                counted_loop[b] = Some(c);
            }
        }
        let footprint = bodies.iter().map(|body| Footprint::of(f, body)).collect();
        CfgInfo {
            rpo,
            loop_head,
            meet,
            counter,
            counted_loop,
            footprint,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::liveness::tests::{block, func, var};
    use crate::ir::{BinOp, CmpPred};

    /// `for (i = 0; i < bound; i++) { ... }`: entry, head, two body blocks
    /// (the second increments the counter), exit.
    fn counted_for(bound: u64) -> Function {
        let int = |value| Operand::Int { value, width: 32 };
        let slot = || var(1);
        let body = |to: u32| Terminator::Br(BlockId(to));
        func(
            6,
            vec![],
            vec![
                block(
                    vec![],
                    vec![
                        InstrKind::Alloca {
                            dst: Var(1),
                            size: 4,
                        },
                        InstrKind::Store {
                            ptr: slot(),
                            val: int(0),
                            size: 4,
                        },
                    ],
                    body(1),
                ),
                block(
                    vec![],
                    vec![
                        InstrKind::Load {
                            dst: Var(2),
                            ptr: slot(),
                            size: 4,
                        },
                        InstrKind::Cmp {
                            dst: Var(3),
                            pred: CmpPred::Slt,
                            a: var(2),
                            b: int(bound),
                            width: 32,
                        },
                    ],
                    Terminator::CondBr {
                        cond: var(3),
                        then_: BlockId(2),
                        else_: BlockId(4),
                    },
                ),
                block(vec![], vec![], body(3)),
                block(
                    vec![],
                    vec![
                        InstrKind::Load {
                            dst: Var(4),
                            ptr: slot(),
                            size: 4,
                        },
                        InstrKind::Bin {
                            dst: Var(5),
                            op: BinOp::Add,
                            a: var(4),
                            b: int(1),
                            width: 32,
                            nsw: true,
                        },
                        InstrKind::Store {
                            ptr: slot(),
                            val: var(5),
                            size: 4,
                        },
                    ],
                    body(1),
                ),
                block(vec![], vec![], Terminator::Ret(None)),
            ],
        )
    }

    #[test]
    fn a_loop_bounded_by_a_small_constant_has_its_slot_as_counter_over_its_body() {
        let cfg = CfgInfo::new(&counted_for(5));
        let c = Some(Counter {
            slot: Var(1),
            size: 4,
        });
        assert_eq!(cfg.counter, vec![None, c, None, None, None]);
        assert_eq!(cfg.counted_loop, vec![None, c, c, c, None]);
    }

    #[test]
    fn a_loop_that_goes_on_past_its_bound_has_no_counter() {
        // while (i < 5 || nondet): the head's test leads into the loop on
        // both sides; a new block tests %0 and exits.
        let mut f = counted_for(5);
        f.blocks[1].term = Terminator::CondBr {
            cond: var(3),
            then_: BlockId(2),
            else_: BlockId(5),
        };
        let or_else = Terminator::CondBr {
            cond: var(0),
            then_: BlockId(2),
            else_: BlockId(4),
        };
        f.blocks.push(block(vec![], vec![], or_else));
        let cfg = CfgInfo::new(&f);
        assert_eq!(cfg.counter, vec![None; 6]);
        assert_eq!(cfg.counted_loop, vec![None; 6]);
    }

    #[test]
    fn a_loop_bounded_by_a_large_constant_has_no_counter() {
        let cfg = CfgInfo::new(&counted_for(1000));
        assert_eq!(cfg.counter, vec![None; 5]);
        assert_eq!(cfg.counted_loop, vec![None; 5]);
    }

    #[test]
    fn paths_meet_at_a_loop_head_and_where_two_branches_join() {
        let cfg = CfgInfo::new(&counted_for(5));
        assert_eq!(cfg.meet, vec![false, true, false, false, false]);
        // The body's second block also entered from the head's other side.
        let mut f = counted_for(5);
        f.blocks[1].term = Terminator::CondBr {
            cond: var(3),
            then_: BlockId(2),
            else_: BlockId(3),
        };
        let cfg = CfgInfo::new(&f);
        assert_eq!(cfg.meet, vec![false, true, false, true, false]);
    }

    #[test]
    fn a_loop_is_endless_only_when_no_edge_leaves_it() {
        let mut f = counted_for(5);
        assert!(!CfgInfo::new(&f).footprint[1].endless);
        // `for (;;)`: the head branches into the body on both sides.
        f.blocks[1].term = Terminator::CondBr {
            cond: var(3),
            then_: BlockId(2),
            else_: BlockId(2),
        };
        assert!(CfgInfo::new(&f).footprint[1].endless);
        // A `break` from the body's first block.
        f.blocks[2].term = Terminator::CondBr {
            cond: var(3),
            then_: BlockId(3),
            else_: BlockId(4),
        };
        let cfg = CfgInfo::new(&f);
        assert!(cfg.loop_head[1] && !cfg.footprint[1].endless);
        // An `exit()` there instead.
        f.blocks[4].term = Terminator::Unreachable;
        assert!(CfgInfo::new(&f).footprint[1].endless);
    }

    #[test]
    fn a_run_may_leave_a_function_only_from_blocks_that_reach_a_return_or_an_end() {
        let mut f = counted_for(5);
        let exits = Exits::new(&f, &[false], &[true]);
        assert_eq!(exits.returns, vec![true; 5]);
        assert_eq!(exits.ends, vec![false; 5]);
        // `for (;;)` whose body may call `exit()`: the loop may end the
        // program, the return is out of reach.
        f.blocks[1].term = Terminator::CondBr {
            cond: var(3),
            then_: BlockId(2),
            else_: BlockId(2),
        };
        f.blocks[2].term = Terminator::CondBr {
            cond: var(3),
            then_: BlockId(3),
            else_: BlockId(4),
        };
        f.blocks[4].term = Terminator::Unreachable;
        let exits = Exits::new(&f, &[false], &[true]);
        assert_eq!(exits.returns, vec![false; 5]);
        assert_eq!(exits.ends, vec![true, true, true, true, true]);
        // Without it, nothing ends the program.
        f.blocks[2].term = Terminator::Br(BlockId(3));
        let exits = Exits::new(&f, &[false], &[true]);
        assert_eq!(exits.ends, vec![false, false, false, false, true]);
        // A call of a function that never returns cuts the block before
        // the `exit()`.
        f.blocks[4].instrs.push(Instr {
            kind: InstrKind::Call {
                dst: None,
                callee: Callee::Direct(FuncId(0)),
                args: vec![],
            },
            loc: Default::default(),
        });
        assert!(Exits::new(&f, &[false], &[true]).ends[4]);
        assert!(!Exits::new(&f, &[false], &[false]).ends[4]);
    }
}
