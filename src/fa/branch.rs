//! Comparisons and branch conditions: pointers compare by the identity of
//! roots (distinct roots of a canonical FA are distinct cells); unknown
//! integers are refined by facts so that repeated tests agree.

use super::state::{FaState, Fact};
use super::value::{fold_cmp, Val};
use crate::ir::CmpPred;

/// The truth of `pred` on two values known to differ (for equality tests only).
fn on_distinct(pred: CmpPred) -> Option<bool> {
    match pred {
        CmpPred::Eq => Some(false),
        CmpPred::Ne => Some(true),
        _ => None,
    }
}

/// The outcomes of `a pred b` on `width` bits: each feasible truth value with
/// the state refined by it.
pub fn compare(s: &FaState, pred: CmpPred, a: Val, b: Val, width: u32) -> Vec<(FaState, bool)> {
    let decided = |t: bool| vec![(s.clone(), t)];
    let decide = match (a, b) {
        (Val::Int(x), Val::Int(y)) => fold_cmp(pred, x, y, width),
        (Val::Unknown(x), Val::Unknown(y)) if x == y => pred.on_equal(),
        (Val::Unknown(x), Val::Int(c)) => return unknown_vs_const(s, pred, x, c, width),
        (Val::Int(c), Val::Unknown(x)) => return unknown_vs_const(s, pred.swapped(), x, c, width),
        (Val::Node { comp: i, off: o }, Val::Node { comp: j, off: p }) if i == j => {
            fold_cmp(pred, o as u64, p as u64, 64)
        }
        (Val::Obj { id: i, off: o }, Val::Obj { id: j, off: p }) if i == j => {
            fold_cmp(pred, o as u64, p as u64, 64)
        }
        // A freed cell's address may be given to another cell by the
        // allocator, but only to one allocated after the free, which FA
        // does not track: the cells differ in some run, they may be equal
        // (not on an exact path: a cell that was live at the free differs).
        (Val::Node { comp: i, .. }, Val::Node { comp: j, .. })
            if s.freed_root(i as usize) || s.freed_root(j as usize) =>
        {
            let mut equal = s.clone();
            equal.exact = false;
            return match on_distinct(pred) {
                Some(distinct) => vec![(equal, !distinct), (s.clone(), distinct)],
                None => vec![(equal.clone(), true), (equal, false)],
            };
        }
        (Val::Node { .. }, Val::Node { .. })
        | (Val::Obj { .. }, Val::Obj { .. })
        | (Val::Node { .. }, Val::Obj { .. })
        | (Val::Obj { .. }, Val::Node { .. })
        | (Val::Node { .. } | Val::Obj { .. } | Val::Func(_), Val::Int(0))
        | (Val::Int(0), Val::Node { .. } | Val::Obj { .. } | Val::Func(_)) => on_distinct(pred),
        (Val::Func(f), Val::Func(g)) => {
            if f == g {
                pred.on_equal()
            } else {
                on_distinct(pred)
            }
        }
        _ => None,
    };
    if let Some(t) = decide {
        return decided(t);
    }
    [true, false]
        .into_iter()
        .map(|t| {
            let mut u = s.clone();
            u.exact = false;
            (u, t)
        })
        .collect()
}

impl FaState {
    /// Whether a recorded fact says the unknown integer `x` of `width` bits is not 0.
    pub fn known_nonzero(&self, x: u32, width: u32) -> bool {
        self.facts.iter().any(|f| {
            f.id == x
                && f.value == 0
                && f.width == width
                && matches!(
                    (f.pred, f.holds),
                    (CmpPred::Ne, true) | (CmpPred::Eq, false)
                )
        })
    }

    /// A fresh unknown integer of `width` bits known not to be 0: a `nonzero`
    /// data leaf read from the heap.
    pub fn fresh_nonzero(&mut self, width: u32) -> Val {
        let v = self.fresh_unknown();
        let Val::Unknown(id) = v else {
            unreachable!("fresh_unknown gives an unknown")
        };
        self.facts.push(Fact {
            id,
            pred: CmpPred::Ne,
            value: 0,
            width,
            holds: true,
        });
        v
    }
}

/// `x pred c` for an unknown integer `x`: decided by a recorded fact, else
/// split, substituting `c` for `x` when equal and recording the fact otherwise.
fn unknown_vs_const(
    s: &FaState,
    pred: CmpPred,
    x: u32,
    c: u64,
    width: u32,
) -> Vec<(FaState, bool)> {
    if pred == CmpPred::Float {
        return vec![(s.clone(), true), (s.clone(), false)];
    }
    let known: Vec<&Fact> = s.facts.iter().filter(|f| f.id == x).collect();
    for f in &known {
        if f.value == c && f.width == width {
            if f.pred == pred {
                return vec![(s.clone(), f.holds)];
            }
            let negation = matches!(
                (f.pred, pred),
                (CmpPred::Eq, CmpPred::Ne) | (CmpPred::Ne, CmpPred::Eq)
            );
            if negation {
                return vec![(s.clone(), !f.holds)];
            }
        }
    }
    // Only facts `x != k` leave both outcomes of an equality test feasible for sure.
    let equality = matches!(pred, CmpPred::Eq | CmpPred::Ne);
    let independent = known.iter().all(|f| {
        equality && f.width == width && f.pred != CmpPred::Eq && {
            let is_ne = (f.pred == CmpPred::Ne) == f.holds;
            is_ne && f.value != c
        }
    });
    let mut out = Vec::new();
    for t in [true, false] {
        let mut u = s.clone();
        u.exact &= independent;
        let equal = (pred == CmpPred::Eq) == t && equality;
        if equal {
            let consistent = known
                .iter()
                .all(|f| fold_cmp(f.pred, c, f.value, f.width) != Some(!f.holds));
            if !consistent {
                continue;
            }
            u.map_env(|v| if v == Val::Unknown(x) { Val::Int(c) } else { v });
            u.facts.retain(|f| f.id != x);
        } else {
            u.facts.push(Fact {
                id: x,
                pred,
                value: c,
                width,
                holds: t,
            });
        }
        out.push((u, t));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fa::label::{freed, live, Block};
    use crate::fa::state::Frame;
    use crate::ir::FuncId;
    use canopy_automata::{State, Symbol, TreeAutomaton};
    use std::sync::Arc;

    /// A component of one cell without fields: freed, or live.
    fn cell(is_freed: bool) -> Arc<TreeAutomaton> {
        let symbol = if is_freed {
            freed()
        } else {
            Symbol::Label(live(Block::new(16, false, 3, 1)))
        };
        let mut ta = TreeAutomaton::with_states(1);
        ta.add_rule(State(0), symbol, &[]);
        ta.set_root(State(0));
        Arc::new(ta)
    }

    #[test]
    fn a_live_cell_equals_a_freed_one_only_off_exact_paths() {
        // `b` was allocated before `a` was freed, so `b != a` in every run;
        // FA does not know the order: equality stays possible, not exact.
        let s = FaState {
            frames: vec![Frame {
                func: FuncId(0),
                regs: Default::default(),
                locals: Vec::new(),
            }],
            objs: Vec::new(),
            comps: vec![cell(true), cell(false)],
            facts: Vec::new(),
            exact: true,
        };
        let (a, b) = (Val::Node { comp: 0, off: 0 }, Val::Node { comp: 1, off: 0 });
        for (pred, equal) in [(CmpPred::Eq, true), (CmpPred::Ne, false)] {
            let outcomes = compare(&s, pred, a, b, 64);
            assert_eq!(outcomes.len(), 2);
            for (t, truth) in outcomes {
                assert_eq!(t.exact, truth != equal, "{pred:?} {truth}");
            }
        }
    }
}
