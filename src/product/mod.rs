//! The product domain's switching policy: SMG first, FA when the list
//! abstraction cannot describe the heap or does not converge.

use crate::engine::{After, Cx, Mode, Outcome, Pass, PassKind, FA_TURN, REFINED_CAP};
use std::time::Duration;

/// How long SMG's abstract pass may try before FA gets its turn: list
/// programs converge sooner (the slowest known, SV-COMP's list-ext_1, in
/// 0.5 s), heaps that segments cannot summarise (trees with parent
/// pointers) make each SMG join slow instead.
const SMG_CAP: Duration = Duration::from_secs(1);

/// How long SMG's abstract pass tries first, before [`EXACT_SLICE`]: a
/// list program converges by then (all but a few of the corpus and the
/// sv-benchmarks list tasks), a bounded program whose data the list
/// abstraction keeps apart (arrays of up to 30 cells filled in loops) does
/// not, where an exact exploration settles it in a few thousand states.
const SMG_FIRST_CAP: Duration = Duration::from_millis(300);

/// How long the exact exploration between the two parts of SMG's abstract
/// pass may last; a later exact pass goes on from where it stopped.
const EXACT_SLICE: Duration = Duration::from_millis(100);

/// How much longer SMG's abstract pass may go on when [`SMG_CAP`] cut it: a
/// list program that needs 0.5 s here converges by then on a machine
/// several times slower, and a heap it cannot summarise wastes little.
const SMG_RETRY_CAP: Duration = Duration::from_secs(4);

/// How long the exact pass before FA may last when the list abstraction
/// converged: the bounded list programs of the corpus whose data it
/// forgets (a length counted against a bound of 32, say) are settled in
/// 8,000 states, at most 0.15 s, while FA, whose abstraction forgets that
/// data too, would spend its cap and leave them to a later exact pass.
const SETTLE_CAP: Duration = Duration::from_millis(200);

/// How long random runs may search before that longer exact pass: a bug
/// deeper than the exact pass gets (a leak of seven nodes at an assertion)
/// is found in a few runs.
const RUNS_CAP: Duration = Duration::from_millis(30);

/// How long FA's first try may last: the heaps that need FA in the corpus
/// (Forester's case studies, hash tables of hlists) are proved by then;
/// when it runs out, FA tries again after SMG's medium sampled and exact
/// passes. Not applied when SMG's heap grew without bound (a tree, such as
/// a red-black tree): the engine then lets FA run until its share.
const FA_CAP: Duration = Duration::from_secs(2);

/// How long FA's first try may last when the list abstraction converged
/// (with errors only under it): FA describes such a heap as fast as SMG,
/// so it either settles it soon (a data invariant its refinements keep) or
/// its abstraction forgets what SMG's does (a list of 31 nodes each holding
/// its index), and the bounded program waits for the exact pass after it.
/// It goes on from there later, when nothing settled the program.
const CONVERGED_FA_CAP: Duration = Duration::from_millis(500);

/// How long FA's first slice may last when the list abstraction converged
/// with errors only under it, before SMG's searches and its settling
/// exact pass: FA proves a list with a dummy head whose null payload SMG
/// joins into the payloads of the nodes (a 0/1 payload the head may leak)
/// in a few milliseconds, where the settling pass spends its cap first; a
/// bounded program that FA cannot settle loses no more than this.
const FA_SLICE: Duration = Duration::from_millis(20);

/// How many times as many states as SMG's converged abstract pass FA's
/// first try may store: where FA proves what SMG's abstraction could not,
/// it needs about as many (at most 1.7 times as many on the corpus and
/// the sv-benchmarks list and forester-heap tasks); where it needs more,
/// it keeps apart data that SMG forgot, a bounded program that the exact
/// pass after it settles (r3_sll_update_at_len32: 5.8 times as many at
/// [`CONVERGED_FA_CAP`]).
const CONVERGED_FA_SCALE: u64 = 2;

/// The passes of the product domain: SMG's abstract pass, for at most
/// [`SMG_CAP`] (if [`SMG_FIRST_CAP`] did not let it end, an exact
/// exploration for [`EXACT_SLICE`] in between), and short bounded (each loop iterated at most once per
/// entry: a bug behind nested loops that build a heap), sampled and exact
/// ones (a proof, a confirmed bug or a settled bounded program with no FA
/// work, as fast as SMG alone on list programs; when the list abstraction
/// converged and found errors only under it, FA's first slice for
/// [`FA_SLICE`] right after the bounded pass, then random runs for
/// [`RUNS_CAP`] and the exact one longer, up to [`SETTLE_CAP`]: a list
/// bounded by a counter whose data the abstraction forgets); then, if the
/// abstract pass gave a reason to switch, FA until [`FA_CAP`], in turns
/// with the higher abstraction (`Pass::turns`: one round, and a second
/// when SMG's abstraction diverged, after which FA has no cap) (until
/// [`CONVERGED_FA_CAP`] if the abstract pass converged); if FA found
/// errors only under abstraction, the refined FA passes, each paced by
/// FA's time (a refinement that keeps the data a proof needs converges
/// about as fast as FA), until one is cut by its pace; random runs (a
/// real error is usually shallow) and a medium exact exploration (a
/// bounded program that FA's abstraction cannot settle), each paced by
/// FA's time; the refined FA
/// passes not settled yet go on, each until [`REFINED_CAP`]; SMG's
/// abstract pass goes on, until [`SMG_RETRY_CAP`], if its cap cut it; medium
/// sampled and exact passes; FA and its refinements again if they did not
/// finish; then SMG's long sampled and exact explorations to confirm
/// errors.
pub fn schedule(max_states: u64) -> Vec<Pass> {
    let refined = |from, step| Pass::refinements(max_states / 4, from, step, Some(REFINED_CAP));
    let mut passes = vec![
        Pass::probe(),
        // 25,000 states by default: lists nested five levels deep whose
        // items point to their owners need about 11,000.
        Pass::new(PassKind::Smg(Mode::Abstract), max_states / 8, 0.25).capped(SMG_FIRST_CAP),
        Pass::new(PassKind::Smg(Mode::Exact), max_states / 25, 0.25)
            .capped(EXACT_SLICE)
            .after(After::OutOfTime),
        Pass::new(PassKind::Smg(Mode::Abstract), max_states / 8, 0.25)
            .capped(SMG_CAP - SMG_FIRST_CAP)
            .after(After::OutOfTime),
        Pass::bounded(max_states / 100, 0.28),
        Pass::new(PassKind::SwitchToFa, max_states / 4, 0.29)
            .capped(FA_SLICE)
            .scaled(CONVERGED_FA_SCALE)
            .after(After::Converged),
        Pass::new(PassKind::Smg(Mode::Sampled), max_states / 100, 0.3),
        Pass::new(PassKind::Smg(Mode::Exact), max_states / 200, 0.35).after(After::NotConverged),
        Pass::new(PassKind::Runs, max_states / 40, 0.35)
            .capped(RUNS_CAP)
            .confirming()
            .after(After::Converged),
        Pass::new(PassKind::Smg(Mode::Exact), max_states / 25, 0.35)
            .capped(SETTLE_CAP)
            .after(After::Converged),
        Pass::new(PassKind::SwitchToFa, max_states / 4, 0.4)
            .capped(CONVERGED_FA_CAP)
            .scaled(CONVERGED_FA_SCALE)
            .after(After::Converged),
    ];
    // FA's and the higher abstraction's turns; a second round when SMG's
    // heap grew (only FA can prove the program then, as under `--domain fa`).
    let turns = Pass::turns(PassKind::SwitchToFa, max_states / 4, 0.4, 2);
    passes.extend(turns.into_iter().enumerate().map(|(k, p)| match k {
        0 | 1 => p.after(After::NotConverged),
        _ => p.after(After::Diverged),
    }));
    passes.push(
        Pass::new(PassKind::SwitchToFa, max_states / 4, 0.4)
            .capped(FA_CAP - FA_TURN)
            .after(After::NotConverged),
    );
    passes.extend(refined(0.4, 0.00125).map(Pass::paced));
    passes.extend([
        Pass::new(PassKind::Runs, max_states / 40, 0.41)
            .paced()
            .confirming(),
        Pass::new(PassKind::Smg(Mode::Exact), max_states / 4, 0.415).paced(),
    ]);
    passes.extend(refined(0.42, 0.0075));
    passes.extend([
        // SMG's abstract pass goes on when its cap cut it (a list program
        // slower than the cap on this machine).
        Pass::new(PassKind::Smg(Mode::Abstract), max_states / 8, 0.475)
            .capped(SMG_RETRY_CAP)
            .after(After::OutOfTime),
        Pass::new(PassKind::Smg(Mode::Sampled), max_states / 25, 0.48),
        Pass::new(PassKind::Smg(Mode::Exact), max_states / 4, 0.5),
        Pass::new(PassKind::SwitchToFa, max_states / 4, 0.7),
    ]);
    passes.extend(refined(0.72, 0.01));
    passes.extend([
        Pass::new(PassKind::Smg(Mode::Sampled), max_states / 10, 0.82),
        Pass::new(PassKind::Smg(Mode::Exact), max_states, 1.0),
    ]);
    passes
}

/// Why the SMG abstract pass, ending as `outcome` with `cx`, calls for FA:
/// it did not converge within its budget, or it found errors only under
/// abstraction (heaps no list segment describes, e.g. trees, lose the
/// precision that would rule them out), or it cut a recursion at the depth
/// bound (FA summarises recursive functions over trees). None when it was
/// stopped by something FA cannot handle either (an unsupported construct).
pub fn switch_reason(outcome: &Outcome, cx: &Cx) -> Option<String> {
    if cx.unknown.len() > cx.deep_recursions {
        return None;
    }
    if cx.deep_recursions > 0 {
        return Some(format!("smg gave up: {}", cx.unknown.join("; ")));
    }
    if let Outcome::Exhausted(e) = outcome {
        return Some(format!("smg abstraction did not converge ({e})"));
    }
    let f = cx
        .violations()
        .find(|f| !f.confirmed)
        .or(cx.undefined_behaviour().filter(|f| !f.confirmed))?;
    Some(format!(
        "smg found only an unconfirmed {} at line {} under list abstraction",
        f.kind.sub_property(),
        f.loc.line
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Refinement;

    #[test]
    fn refinements_are_tried_paced_after_fa_and_go_on_after_the_exact_pass() {
        let passes = schedule(100_000);
        let at = |from: usize, kind: &dyn Fn(PassKind) -> bool| {
            from + passes[from..]
                .iter()
                .position(|p| kind(p.kind))
                .expect("a pass")
        };
        let refined = |k| matches!(k, PassKind::FaRefined(_));
        // The higher abstraction's turn follows FA's first turn at once.
        let turn = at(0, &refined);
        assert!(passes[turn].turn && passes[turn - 1].turn);
        assert_eq!(passes[turn].kind, PassKind::FaRefined(Refinement::Higher));
        assert_eq!(passes[turn - 1].kind, PassKind::SwitchToFa);
        // A second round of turns (taken when SMG's heap grew), then FA.
        let turns_end = turn + 1 + passes[turn + 1..].iter().take_while(|p| p.turn).count();
        assert_eq!(turns_end - (turn - 1), 4);
        assert!(passes[turn + 1..turns_end]
            .iter()
            .all(|p| p.after == After::Diverged));
        let first_round = at(turns_end, &refined);
        assert!(passes[turns_end..first_round]
            .iter()
            .any(|p| p.kind == PassKind::SwitchToFa));
        let exact = at(first_round, &|k| k == PassKind::Smg(Mode::Exact));
        let second_round = at(exact, &refined);
        assert!(passes[first_round..exact]
            .iter()
            .filter(|p| refined(p.kind))
            .all(|p| p.paced));
        assert_eq!(
            passes[first_round..exact]
                .iter()
                .filter(|p| refined(p.kind))
                .count(),
            passes[second_round..]
                .iter()
                .take_while(|p| refined(p.kind))
                .count()
        );
        assert!(!passes[second_round].paced);
    }
}
