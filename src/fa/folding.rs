//! Box learning at loop heads (section 4.2, Alg. 1): the optimal knots of the
//! smallest complexity are folded into boxes one at a time, normalising after
//! each (a knot that cannot be folded into one normalised FA is passed over
//! for the next), and the boxes are named through the database by inclusion
//! or by equivalence. Abstraction runs between rounds (see
//! [`super::abstraction`]).

use super::normal;
use super::state::FaState;
use canopy_automata::{BoxDb, Knot, Mode};

/// Folds per round at most (each removes a join, so few are needed).
const MAX_FOLDS: usize = 32;

/// Folding of a state: `None` when no knot was folded. Under folding by
/// inclusion, boxes are first widened to the newest boxes including them.
pub fn fold(s: &FaState, db: &mut BoxDb, mode: Mode) -> Option<FaState> {
    let mut fa = normal::env_fa(s);
    let mut folded = false;
    if mode == Mode::Inclusion {
        let wide = fa.rename_boxes(|id| db.sub_label(db.widest(id)));
        if wide != fa {
            fa = wide;
            folded = true;
        }
    }
    for _ in 0..MAX_FOLDS {
        // Knots a database box folds come first: a known segment box is
        // applied before a larger knot through it teaches a new box.
        let knots = fa.knots();
        let known = knots.iter().map(|k| Knot { learn: false, ..*k });
        let Some(one) = known.chain(knots.iter().copied()).find_map(|knot| {
            let (next, _) = fa.fold(&knot, db, mode)?;
            let [one] = <[_; 1]>::try_from(next.normalise()).ok()?;
            Some(one)
        }) else {
            break;
        };
        fa = one;
        folded = true;
    }
    folded.then(|| normal::from_env_fa(s, &fa))
}
