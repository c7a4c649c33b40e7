//! Unfolding before an access (section 3, "Symbolic execution"): the boxes
//! whose sub-edges stand for a selector of the accessed cell are unfolded,
//! both those leaving the cell (it is their input port) and those entering
//! it (it is one of their outputs, whose origin is first split off into a
//! component of its own), until the accessed selectors are plain sub-edges.

use super::label;
use super::normal;
use super::state::FaState;
use super::FaDomain;
use crate::engine::Cx;
use crate::ir::Loc;
use canopy_automata::{BoxId, ForestAutomaton, Selector, SubLabel, Unsupported};

/// Unfolding steps on one access beyond which the analysis gives up.
const MAX_STEPS: usize = 4096;

/// Which selectors of the accessed cell the access needs as plain sub-edges.
#[derive(Clone, Copy)]
pub enum Needs {
    /// The field of `size` bytes at offset `off`.
    Field(i64, u32),
    /// Every selector (free, memset).
    Whole,
}

impl Needs {
    /// Whether the access needs the selector `sel`.
    fn wants(self, sel: Selector) -> bool {
        match self {
            Needs::Whole => true,
            Needs::Field(off, size) => {
                let (o, s) = label::field_of(sel);
                let (o, off) = (o as i64, off);
                o < off + i64::from(size) && off < o + i64::from(s)
            }
        }
    }
}

impl FaDomain<'_> {
    /// The variants of `s` in which no box hides a selector of the root of
    /// component `i` that `needs` asks for.
    pub(super) fn open(
        &self,
        s: &FaState,
        i: u32,
        needs: Needs,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<FaState> {
        let db = self.boxes.borrow();
        if db.is_empty() {
            return vec![s.clone()];
        }
        let covers = |id: BoxId, port: usize| db.cover(id, port).iter().any(|&x| needs.wants(x));
        let arity = |id: BoxId| db.get(id).outputs().len();
        let into =
            |s: SubLabel, k: usize| matches!(s, SubLabel::Box { id, .. } if covers(id, k + 1));
        let t = i + 1;
        let mut work = vec![s.clone()];
        let mut done = Vec::new();
        let mut steps = 0;
        while let Some(s) = work.pop() {
            steps += 1;
            if steps > MAX_STEPS {
                cx.give_up(format!(
                    "unsupported: too many boxes to unfold at line {}",
                    loc.line
                ));
                return vec![];
            }
            let fa = normal::env_fa(&s);
            let step = if let Some(&p) = fa.box_origins(t, into).first() {
                fa.isolate_origin(p, t, into).and_then(|variants| {
                    let mut out = Vec::new();
                    for (v, origin) in variants {
                        match origin {
                            Some(o) => out.extend(v.unfold_root(o, &db, |id| {
                                (1..=arity(id)).any(|k| covers(id, k))
                            })?),
                            None => out.push(v),
                        }
                    }
                    Ok(out)
                })
            } else if hides(&fa, t as usize, |id| covers(id, 0)) {
                fa.unfold_root(t as usize, &db, |id| covers(id, 0))
            } else {
                done.push(s);
                continue;
            };
            match step {
                Ok(fas) => work.extend(fas.iter().map(|f| normal::from_env_fa(&s, f))),
                Err(Unsupported(why)) => {
                    cx.give_up(format!("unsupported: {why} at line {}", loc.line));
                }
            }
        }
        done
    }
}

/// Whether a root rule of component `c` has a box sub-edge with `which(box)`.
fn hides(fa: &ForestAutomaton, c: usize, which: impl Fn(BoxId) -> bool) -> bool {
    fa.component(c).root_rules().any(|r| {
        r.sub_edges().is_some_and(|(edges, _)| {
            edges
                .iter()
                .any(|(s, _)| matches!(s, SubLabel::Box { id, .. } if which(*id)))
        })
    })
}
