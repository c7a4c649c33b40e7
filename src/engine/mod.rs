//! The abstract-interpretation engine: the `Domain` trait, the fixpoint and
//! the verdict drawn from what the domain found.

mod budget;
mod builtins;
mod cfg;
mod domain;
mod fixpoint;
mod summary;

pub use budget::{default_memory_mib, Budget, Divergence, Exhausted};
pub use builtins::{builtin, Builtin};
pub use cfg::{CfgInfo, Footprint};
pub use domain::{cutpoint_reg, integer_deref, Cmp, Cond, Cx, Domain, Finding, RETURN};
pub use fixpoint::{Fixpoint, Outcome};

use crate::ir::Program;
use crate::report::{Diagnostic, LoopHead, PassRun, Report, Stats, Verdict};
pub use crate::smg::Mode;
use crate::smg::SmgDomain;
use crate::{DomainKind, Options};
use std::cell::OnceCell;
use std::path::Path;
use std::time::{Duration, Instant};

/// An insertion-ordered set hashed with FxHash (states are hashed often).
type FxIndexSet<T> = indexmap::IndexSet<T, fxhash::FxBuildHasher>;

/// Analyses a lowered program with the domain chosen in `opts`.
pub fn analyse(program: &Program, path: &Path, opts: &Options) -> Report {
    let budget = Budget::new(opts.timeout, opts.memory_limit_mib, opts.max_states);
    let schedule = match opts.domain {
        DomainKind::Smg => smg_schedule(opts.max_states),
        DomainKind::Fa => fa_schedule(opts.max_states),
        DomainKind::Product => crate::product::schedule(opts.max_states),
    };
    let done = run_schedule(&schedule, program, opts, &budget);
    let stats = Stats {
        time_ms: budget.elapsed().as_millis() as u64,
        states: done.states,
        domain_switches: u64::from(done.switch_reason.is_some()),
        boxes_learnt: done.boxes_learnt,
        segments_created: done.segments_created,
        compile_ms: 0,
        decided_by: done.decided_by,
        switch_reason: done.switch_reason,
        loop_heads: done.loop_heads,
        passes: done.passes,
    };
    verdict(path, opts, done.outcome, done.cx, stats)
}

/// The states a probe explores: enough for a few iterations of the loops of
/// a list program, little next to what a proof costs.
const PROBE_STATES: u64 = 300;

/// How long random runs may try to confirm an FA error before the refined
/// FA passes try to rule it out: a real error is usually shallow.
const RUNS_CAP: Duration = Duration::from_secs(1);

/// How long the sampled exploration before FA may look for errors: long
/// enough to confirm shallow bugs that forest automata cannot settle, short
/// enough that FA's proofs of Forester's Table 1 programs stay under
/// Forester's times.
const SAMPLED_CAP: Duration = Duration::from_millis(10);

/// How long an unrefined FA pass runs before the higher abstraction gets a
/// turn ([`Pass::turns`]): FA proves all but a few programs of the corpus by
/// then, and a NULL-terminated skip list that only the higher one proves
/// is proved soon after.
pub const FA_TURN: Duration = Duration::from_secs(1);

/// How long the higher abstraction's turn after [`FA_TURN`] lasts: where
/// it converges and height 1 does not, it is as fast (0.15 s), and a
/// program that FA proves in more than `FA_TURN` (a red-black tree, 3 s)
/// waits no longer than this.
const HIGHER_TURN: Duration = Duration::from_millis(300);

/// The depth of recursive calls an exploration without abstraction follows
/// (at least; `--recursion-depth` bounds the abstract ones): its states
/// are concrete, so a recursion ends where the data it walks ends (a
/// recursive destructor of a list of 14 nodes whose bug needs 11), and
/// the state budget bounds one that does not.
const CONCRETE_RECURSION: u32 = 64;

/// The least time of a paced pass ([`Pass::paced`]).
const PACE_MIN: Duration = Duration::from_millis(100);

/// The least states of a scaled pass ([`Pass::scaled`]): FA proofs of
/// list programs take a few hundred states.
const SCALED_MIN: u64 = 2000;

/// How many times as long as the unrefined FA pass a paced refined one may
/// run: a refinement that keeps the data a proof needs converges about as
/// fast as FA (token_ring_dll: FA 68 ms, one height higher 105 ms).
const REFINED_PACE: u32 = 2;

/// How long a refined FA pass may last in the round after the paced one:
/// the data invariants that a finer abstraction keeps are proved in a
/// fraction of it, and the passes after it (SMG's, the other refinements)
/// should not wait for a refinement that does not converge.
pub const REFINED_CAP: Duration = Duration::from_secs(1);

/// The states one random run may take (its loops end at random, after a few
/// iterations, unless they are bounded otherwise).
const RUN_STATES: u64 = 2000;

/// One run of a domain over the program, with its share of the budget: at
/// most `states` states, and until `time` of the time budget has passed.
pub struct Pass {
    pub kind: PassKind,
    pub states: u64,
    pub time: f64,
    /// How the first pass must have ended for this one to run.
    pub after: After,
    /// It settles the verdict only by confirming an error and otherwise says
    /// nothing: not the first pass's findings, not the reason to switch.
    pub confirms_only: bool,
    /// Runs at most this long, whatever the timeout (a pass that settles most
    /// programs quickly or not at all).
    pub cap: Option<Duration>,
    /// Runs at most as long as the last FA pass took ([`Pass::paced`]).
    pub paced: bool,
    /// Ends at its first unconfirmed violation ([`Pass::until_alarm`]).
    pub until_alarm: bool,
    /// Stores at most this many times as many states as the first pass did
    /// ([`Pass::scaled`]).
    pub scaled: Option<u64>,
    /// A turn of an unrefined FA pass or of the higher one ([`Pass::turns`]).
    pub turn: bool,
}

impl Pass {
    pub fn new(kind: PassKind, states: u64, time: f64) -> Self {
        Pass {
            kind,
            states,
            time,
            after: After::Any,
            confirms_only: false,
            cap: None,
            paced: false,
            until_alarm: false,
            scaled: None,
            turn: false,
        }
    }

    /// `rounds` turns of an unrefined FA pass, the first for at most
    /// [`FA_TURN`] and each three times as long as the last (even when
    /// SMG's heap grew without bound): when FA does not end in its first,
    /// or its box learning does not stabilise, the higher abstraction
    /// ([`Refinement::Higher`]) gets a turn after each, the first for
    /// [`HIGHER_TURN`] (later rounds resume it too), so a proof that takes
    /// it a little longer on a loaded machine waits for FA's next turn, not
    /// its whole share. The height-1 abstraction may merge the last node
    /// of a level that ends in NULL with the nodes of the level below (a
    /// skip list with no tail), so that boxes keep being learnt, or
    /// cut-points kept, without end; height 2 keeps them apart (0.15 s).
    pub fn turns(kind: PassKind, states: u64, time: f64, rounds: u32) -> Vec<Pass> {
        let turn = |kind, cap| Pass {
            turn: true,
            ..Pass::new(kind, states, time).capped(cap)
        };
        let higher = PassKind::FaRefined(Refinement::Higher);
        (0..rounds)
            .map(|k| 3u32.pow(k))
            .flat_map(|f| [turn(kind, FA_TURN * f), turn(higher, HIGHER_TURN * f)])
            .collect()
    }

    /// This pass, ending at its first unconfirmed violation: the heap of a
    /// buggy program is seldom one the abstraction describes, so FA would
    /// spend its share without settling it, while the confirming passes
    /// after it find the bug in a few runs (a tree rotation that loses a
    /// subtree: 15 s -> 0.2 s under `--domain fa`); a spurious alarm is left
    /// to the refined passes as when FA ends.
    pub fn until_alarm(self) -> Self {
        Pass {
            until_alarm: true,
            ..self
        }
    }

    /// This pass, running at most as long as the last unrefined FA pass took
    /// ([`REFINED_PACE`] times as long for a refined FA pass, and at least
    /// [`PACE_MIN`]): a search that may confirm an FA error costs no
    /// more than a refined FA pass that may rule it out (forester-heap
    /// `dll-reverse`: FA 50 ms, a refinement proves it in 0.1 s, random
    /// runs searched for 1 s).
    pub fn paced(self) -> Self {
        Pass {
            paced: true,
            ..self
        }
    }

    /// This pass, storing at most `factor` times as many states as the
    /// first pass did (and at least [`SCALED_MIN`]).
    pub fn scaled(self, factor: u64) -> Self {
        Pass {
            scaled: Some(factor),
            ..self
        }
    }

    /// This pass, running at most `cap`.
    pub fn capped(self, cap: Duration) -> Self {
        Pass {
            cap: Some(cap),
            ..self
        }
    }

    /// A short exploration with sampled inputs before any other pass: errors
    /// that a few loop iterations reach are confirmed before the abstraction
    /// spends its budget on heaps it cannot summarise.
    pub fn probe() -> Self {
        Pass::new(PassKind::Smg(Mode::Sampled), PROBE_STATES, 0.05).confirming()
    }

    /// A bounded exploration (`Mode::Bounded`) that lets each loop iterate
    /// once per entry, with `states` and until `time` of the budget: errors
    /// behind nested loops that build a heap are confirmed in a few
    /// thousand states.
    pub fn bounded(states: u64, time: f64) -> Self {
        Pass::new(PassKind::Smg(Mode::Bounded(1)), states, time)
    }

    /// The refined FA passes, in the order of [`Refinement::ALL`], each with
    /// `states` and until `from`, `from + step`, ... of the time budget, and
    /// at most `cap`.
    pub fn refinements(
        states: u64,
        from: f64,
        step: f64,
        cap: Option<Duration>,
    ) -> impl Iterator<Item = Pass> {
        (Refinement::ALL.iter().enumerate()).map(move |(k, &r)| Pass {
            cap,
            ..Pass::new(PassKind::FaRefined(r), states, from + step * k as f64)
        })
    }

    /// This pass, settling the verdict only by confirming an error.
    pub fn confirming(self) -> Self {
        Pass {
            confirms_only: true,
            ..self
        }
    }

    /// This pass, run only if the first pass ended as `after` says.
    pub fn after(self, after: After) -> Self {
        Pass { after, ..self }
    }
}

/// How the first pass must have ended for a later pass to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum After {
    /// Whatever way it ended.
    Any,
    /// It ran out of time (its cap, on a machine slower than the cap was
    /// set for).
    OutOfTime,
    /// It explored everything: an abstraction that converged.
    Converged,
    /// It did not explore everything.
    NotConverged,
    /// Its abstraction could not converge (`Exhausted::Diverged`): the
    /// heap grew, held a tree, irregular links or unmerged neighbours.
    Diverged,
}

impl After {
    /// Whether a first pass that ran out of `exhausted` (None: it explored
    /// everything) allows the pass.
    fn allows(self, exhausted: Option<&Exhausted>) -> bool {
        match self {
            After::Any => true,
            After::OutOfTime => matches!(exhausted, Some(Exhausted::Time(_))),
            After::Converged => exhausted.is_none(),
            After::NotConverged => exhausted.is_some(),
            After::Diverged => matches!(exhausted, Some(Exhausted::Diverged(_))),
        }
    }
}

/// The domain a pass runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PassKind {
    Smg(Mode),
    Fa,
    /// FA, run only when the first pass gives a reason to switch from SMG
    /// (`product::switch_reason`).
    SwitchToFa,
    /// FA refined (see [`Refinement`]), run once, only when an unrefined FA
    /// pass explored everything and found errors only under its abstraction.
    FaRefined(Refinement),
    /// SMG's random runs (`Mode::Random`), one seed after another: random
    /// testing, which finds shallow errors behind arithmetic on inputs that
    /// exhaustive explorations reach too late.
    Runs,
}

impl PassKind {
    /// The name `--stats` gives the pass.
    fn name(self) -> String {
        match self {
            PassKind::Smg(Mode::Abstract) => "smg-abstract".to_string(),
            PassKind::Smg(Mode::Exact) => "smg-exact".to_string(),
            PassKind::Smg(Mode::Sampled) => "smg-sampled".to_string(),
            PassKind::Smg(Mode::Bounded(_)) => "smg-bounded".to_string(),
            PassKind::Smg(Mode::Random(_)) | PassKind::Runs => "smg-runs".to_string(),
            PassKind::Fa | PassKind::SwitchToFa => "fa".to_string(),
            PassKind::FaRefined(r) => format!("fa-{}", format!("{r:?}").to_lowercase()),
        }
    }
}

/// The name `--stats` gives how a pass ended.
fn outcome_name(outcome: &Outcome) -> &'static str {
    match outcome {
        Outcome::Complete => "complete",
        Outcome::Violation => "violation",
        Outcome::Exhausted(Exhausted::Time(_)) => "timeout",
        Outcome::Exhausted(Exhausted::Memory(_)) => "memory-limit",
        Outcome::Exhausted(Exhausted::States(_)) => "state-limit",
        Outcome::Exhausted(Exhausted::Diverged(_)) => "diverged",
        Outcome::Exhausted(Exhausted::Alarm) => "alarm",
    }
}

/// How a refined FA pass abstracts less than the first one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refinement {
    /// Learnt boxes folded by equivalence, not inclusion (section 4,
    /// `Tuning::fa_folding`): a box is replaced only by a database box of
    /// the same language, so a sentinel's ring of one entry is not taken
    /// for a ring of any length (whose entries a teardown then leaks).
    Equivalent,
    /// Heap cells keep their allocation sites in their types
    /// (`Tuning::fa_sites`): a list whose nodes alternate between two
    /// `malloc` calls keeps its even length.
    Sited,
    /// Loops bounded by a small constant followed exactly while their
    /// counter is known (`Tuning::fa_unroll`): a list of two nodes built by
    /// a counted loop keeps its length. Tried only if the program has such
    /// a loop.
    Unrolled,
    /// Loop heads keep [`APART`] states apart before uniting them (Forester's
    /// sets of FA): the component-wise union forgets which component went
    /// with which (a cursor at the second of three buckets, and the buckets
    /// before it).
    Apart,
    /// A finite-height abstraction one higher (section 5): it keeps, e.g.,
    /// the colour of a node's successor, which height 1 forgets.
    Higher,
    /// Apart, with the small integers a node holds as part of its type
    /// (`Tuning::fa_data_types`): a list of plain nodes but for a red one
    /// followed by a green one keeps that order through a reversal.
    Typed,
    /// Both: a cursor's bucket kept apart, and each bucket's items kept
    /// with its colour.
    Both,
    /// Typed, with the small integers below a node as part of its type too
    /// (`Tuning::fa_data_below`): a list with one marked node keeps the
    /// nodes before it apart from those after it, so it keeps one.
    Marked,
}

/// States a loop head keeps apart under [`Refinement::Apart`].
const APART: usize = 64;

impl Refinement {
    /// The refinements in the order they are tried: the cheapest first
    /// (Equivalent learns a few more boxes where inclusion folded them
    /// away: a ring of trees, 0.13 s, Sited 0.4 s for nothing), but
    /// Apart after Typed, which refines it: on forester-heap and our corpus
    /// Apart proved nothing that Higher or Typed did not (`sll-buckets-1`:
    /// Apart 0.15 s for nothing, Typed 0.2 s for the proof); Marked last,
    /// as its larger automata make it slower than Typed where both prove
    /// (a DLL of coloured buckets, 0.6 s against 1.9 s).
    pub const ALL: [Refinement; 8] = [
        Refinement::Equivalent,
        Refinement::Sited,
        Refinement::Unrolled,
        Refinement::Higher,
        Refinement::Typed,
        Refinement::Apart,
        Refinement::Both,
        Refinement::Marked,
    ];

    /// The tuning of the refined pass.
    fn tuning(self, t: &crate::Tuning) -> crate::Tuning {
        match self {
            Refinement::Apart => crate::Tuning {
                fa_apart: t.fa_apart.max(APART),
                ..t.clone()
            },
            Refinement::Higher => crate::Tuning {
                fa_height: t.fa_height + 1,
                ..t.clone()
            },
            Refinement::Both => Refinement::Higher.tuning(&Refinement::Apart.tuning(t)),
            Refinement::Unrolled => crate::Tuning {
                fa_unroll: true,
                ..t.clone()
            },
            Refinement::Sited => crate::Tuning {
                fa_sites: true,
                ..t.clone()
            },
            Refinement::Equivalent => crate::Tuning {
                fa_folding: crate::Folding::Equivalence,
                ..t.clone()
            },
            Refinement::Typed => crate::Tuning {
                fa_data_types: true,
                ..Refinement::Apart.tuning(t)
            },
            Refinement::Marked => crate::Tuning {
                fa_data_below: true,
                ..Refinement::Typed.tuning(t)
            },
        }
    }
}

/// The SMG analysis: with list abstraction first (a proof when it finds
/// nothing); when that is inconclusive, a bounded exploration (each loop
/// iterated at most once per entry) and one with a few sampled inputs,
/// which can only confirm errors, then an exact exploration that
/// confirms errors or proves a finite state space safe (Predator Hunting
/// Party's verifier and hunters, in one process, sharing the budget).
pub fn smg_schedule(max_states: u64) -> Vec<Pass> {
    vec![
        Pass::probe(),
        Pass::new(PassKind::Smg(Mode::Abstract), max_states / 8, 0.3),
        Pass::bounded(max_states / 100, 0.32),
        Pass::new(PassKind::Smg(Mode::Sampled), max_states / 10, 0.5),
        Pass::new(PassKind::Runs, max_states / 20, 0.55).confirming(),
        Pass::new(PassKind::Smg(Mode::Exact), max_states, 1.0),
    ]
}

/// The FA analysis: after the probe and a short sampled exploration (both
/// only confirm errors), forest automata decide (a proof, or an error on a
/// path followed exactly), then a bounded exploration (each loop iterated at
/// most once per entry) confirms shallow errors; when they find errors only
/// under abstraction, refined FA passes try to rule them out, each paced by
/// FA's time (a refinement that keeps what a proof needs converges about as
/// fast as FA) until one is cut by its pace; then random runs and a sampled
/// exploration, paced alike, look for the error (a real one is usually
/// shallow); then the refined passes not settled yet go on, each for at
/// most [`REFINED_CAP`], then four times as long, then without a cap (one
/// that needs longer does not hold up the others: a list of keyed trees is
/// proved by the typed refinement in 1.2 s after the higher one, first,
/// spent 38 s); an error still
/// unconfirmed is then looked for by concrete exploration (sampled inputs,
/// then exact), which can only confirm it, never prove anything.
pub fn fa_schedule(max_states: u64) -> Vec<Pass> {
    let mut passes = vec![
        Pass::probe(),
        Pass::new(PassKind::Smg(Mode::Sampled), max_states / 100, 0.05)
            .capped(SAMPLED_CAP)
            .confirming(),
    ];
    passes.extend(
        Pass::turns(PassKind::Fa, max_states, 0.5, 2)
            .into_iter()
            .map(Pass::until_alarm),
    );
    passes.extend([
        Pass::new(PassKind::Fa, max_states, 0.5).until_alarm(),
        Pass::bounded(max_states / 100, 0.5).confirming(),
    ]);
    passes.extend(Pass::refinements(max_states, 0.5, 0.00125, None).map(Pass::paced));
    passes.extend([
        Pass::new(PassKind::Runs, max_states / 20, 0.51)
            .capped(RUNS_CAP)
            .paced()
            .confirming(),
        Pass::new(PassKind::Smg(Mode::Sampled), max_states / 10, 0.52)
            .paced()
            .confirming(),
    ]);
    for (from, step, cap) in [
        (0.55, 0.017, Some(REFINED_CAP)),
        (0.68, 0.013, Some(4 * REFINED_CAP)),
        (0.78, 0.005, None),
    ] {
        passes.extend(Pass::refinements(max_states, from, step, cap));
    }
    passes.extend([
        Pass::new(PassKind::Smg(Mode::Sampled), max_states / 10, 0.82).confirming(),
        Pass::new(PassKind::Smg(Mode::Exact), max_states, 1.0).confirming(),
    ]);
    passes
}

/// Whether some loop of the program is bounded by a small constant (`cfg::Counter`).
fn counted_loops(program: &Program) -> bool {
    let cfgs = program.functions.iter().map(CfgInfo::new);
    cfgs.into_iter()
        .any(|c| c.counter.iter().any(Option::is_some))
}

/// How a schedule of passes ended.
struct Done {
    outcome: Outcome,
    cx: Cx,
    states: u64,
    decided_by: Option<&'static str>,
    switch_reason: Option<String>,
    boxes_learnt: u64,
    segments_created: u64,
    loop_heads: Vec<LoopHead>,
    passes: Vec<PassRun>,
}

/// How one fixpoint run ended: its outcome, the states it stored and the
/// states kept at its loop heads.
struct Ran {
    outcome: Outcome,
    states: u64,
    loop_heads: Vec<LoopHead>,
}

/// Runs the passes in order until one settles the verdict; when none does,
/// the first pass's findings explain the unknown verdict.
fn run_schedule(schedule: &[Pass], program: &Program, opts: &Options, budget: &Budget) -> Done {
    let fresh = || Cx::new(opts.property, opts.oom, opts.plot_dir.clone());
    let mut done = Done {
        outcome: Outcome::Complete,
        cx: fresh(),
        states: 0,
        decided_by: None,
        switch_reason: None,
        boxes_learnt: 0,
        segments_created: 0,
        loop_heads: Vec::new(),
        passes: Vec::new(),
    };
    // What the first pass says about the later ones: which budget it ran
    // out of, and why FA should take over (`product::switch_reason`).
    // A later pass of its kind goes on with its exploration and says it
    // anew.
    let mut first: Option<(PassKind, Option<Exhausted>, Option<String>)> = None;
    // How many states the first pass stored (`Pass::scaled`).
    let mut first_states = 0;
    // The tunings under which an FA pass explored everything, stopped at
    // its first alarm or learnt boxes without end (a later one would repeat
    // it), and whether one found errors only under abstraction.
    let mut fa_complete: Vec<crate::Tuning> = Vec::new();
    let mut fa_unconfirmed = false;
    // Whether an unrefined FA pass did not end in its turn or kept
    // learning boxes (`Pass::turns`): the higher abstraction may converge.
    let mut fa_cut = false;
    // Whether the program has a counted loop (`counted_loops`), once asked.
    let mut counted: Option<bool> = None;
    // How long the last unrefined FA pass took (`Pass::paced`), and
    // whether a paced refined one did not end by then (the paced refined
    // passes after it wait for the slower passes, unpaced).
    let mut fa_took: Option<Duration> = None;
    let mut refined_cut = false;
    // The exact, sampled and abstract SMG explorations (deterministic),
    // each with its last run, for a later pass of its mode to go on with
    // (`explore`).
    let resumable = [Mode::Exact, Mode::Sampled, Mode::Abstract];
    let explorers = resumable.map(|mode| SmgDomain::new(program, mode, opts.tuning.smg_thresholds));
    let mut suspended: [Explored<SmgDomain>; 3] = Default::default();
    // The FA explorations, unrefined (0) and under each refinement (1 and
    // its discriminant), made when first run, likewise resumed.
    let fa_domains: [OnceCell<crate::fa::FaDomain>; 1 + Refinement::ALL.len()] = Default::default();
    let mut fa_suspended: [Explored<crate::fa::FaDomain>; 1 + Refinement::ALL.len()] =
        Default::default();
    // The seed the next random run draws its inputs from.
    let mut seed = 1;
    for pass in schedule {
        let exhausted = first.as_ref().and_then(|(_, e, _)| e.as_ref());
        if !pass.after.allows(exhausted) {
            continue;
        }
        // Plots of later passes are numbered after those of earlier ones.
        let mut cx = Cx {
            plots: done.cx.plots,
            until_alarm: pass.until_alarm,
            ..fresh()
        };
        // The passes share one state budget: a pass gets at most what the
        // earlier ones left.
        let left = budget.max_states().saturating_sub(done.states);
        let states = match pass.scaled {
            Some(f) => pass.states.min((f * first_states).max(SCALED_MIN)),
            None => pass.states,
        };
        // FA's first try is not capped when SMG's heap grew without bound
        // (a tree): only FA can prove the program then.
        let grew = matches!(first, Some((_, Some(Exhausted::Diverged(_)), _)));
        let cap = pass
            .cap
            .filter(|_| !(grew && pass.kind == PassKind::SwitchToFa && !pass.turn));
        let cap = match fa_took.filter(|_| pass.paced) {
            Some(t) => {
                let t = match pass.kind {
                    PassKind::FaRefined(_) => t * REFINED_PACE,
                    _ => t,
                };
                Some(cap.map_or(t, |c| c.min(t)).max(PACE_MIN))
            }
            None => cap,
        };
        let share = budget.share(states.min(left), pass.time, cap);
        let started = Instant::now();
        let ran = match pass.kind {
            PassKind::Smg(mode) => match resumable.iter().position(|m| *m == mode) {
                Some(i) => {
                    let dom = &explorers[i];
                    let before = dom.segments_created();
                    let explored = explore(dom, &mut suspended[i], program, opts, share, &mut cx);
                    done.segments_created += dom.segments_created() - before;
                    match explored {
                        Some(ran) => ran,
                        None => continue,
                    }
                }
                // The modes not resumed (bounded) do not abstract: no segments.
                None => {
                    let dom = SmgDomain::new(program, mode, opts.tuning.smg_thresholds);
                    run(&dom, program, opts, share, &mut cx)
                }
            },
            PassKind::Runs => random_runs(program, opts, &share, &mut cx, &mut seed),
            PassKind::Fa | PassKind::SwitchToFa | PassKind::FaRefined(_) => {
                let refinement = match pass.kind {
                    PassKind::FaRefined(r) => Some(r),
                    _ => None,
                };
                let tuning =
                    refinement.map_or_else(|| opts.tuning.clone(), |r| r.tuning(&opts.tuning));
                // Unrolled without a counted loop, Equivalent when the
                // unrefined pass never named a box by a larger one, would
                // explore what the unrefined pass did.
                let pointless = match refinement {
                    Some(Refinement::Unrolled) => {
                        !*counted.get_or_insert_with(|| counted_loops(program))
                    }
                    Some(Refinement::Equivalent) => {
                        !fa_domains[0].get().is_some_and(|d| d.boxes_widened())
                    }
                    _ => false,
                };
                let paced_refinement = refinement.is_some() && pass.paced;
                // The higher abstraction's turn follows a cut turn only, and
                // goes on in the rounds that are not paced.
                let called = match refinement {
                    Some(_) if pass.turn => fa_cut,
                    Some(r) => fa_unconfirmed || (fa_cut && r == Refinement::Higher && !pass.paced),
                    None => true,
                };
                if fa_complete.contains(&tuning)
                    || !called
                    || pointless
                    || (paced_refinement && refined_cut)
                {
                    continue;
                }
                if pass.kind == PassKind::SwitchToFa {
                    let Some(reason) = first.as_ref().and_then(|(_, _, r)| r.clone()) else {
                        continue;
                    };
                    done.switch_reason = Some(reason);
                }
                let i = refinement.map_or(0, |r| 1 + r as usize);
                let dom = fa_domains[i].get_or_init(|| crate::fa::FaDomain::new(program, &tuning));
                let start = Instant::now();
                let explored = explore(dom, &mut fa_suspended[i], program, opts, share, &mut cx);
                let Some(ran) = explored else {
                    continue;
                };
                if refinement.is_none() {
                    fa_took = Some(start.elapsed());
                }
                done.boxes_learnt = dom.boxes_learnt();
                let ended =
                    !matches!(ran.outcome, Outcome::Exhausted(ref e) if *e != Exhausted::Alarm);
                refined_cut |= paced_refinement && !ended;
                let diverged = matches!(
                    ran.outcome,
                    Outcome::Exhausted(Exhausted::Diverged(Divergence::Boxes(_)))
                );
                let timed_out = matches!(ran.outcome, Outcome::Exhausted(Exhausted::Time(_)));
                fa_cut |= refinement.is_none() && (diverged || (timed_out && pass.turn));
                if diverged {
                    fa_complete.push(tuning);
                } else if ended {
                    let ub = cx.undefined_behaviour().into_iter();
                    let unconfirmed = cx.violations().chain(ub).any(|f| !f.confirmed);
                    fa_unconfirmed |= refinement.is_none() && unconfirmed;
                    fa_complete.push(tuning);
                }
                ran
            }
        };
        done.passes.push(PassRun {
            pass: pass.kind.name(),
            time_ms: started.elapsed().as_millis() as u64,
            states: ran.states,
            outcome: outcome_name(&ran.outcome).to_string(),
        });
        let outcome = ran.outcome;
        done.states += ran.states;
        done.cx.plots = cx.plots;
        if pass.confirms_only && !matches!(outcome, Outcome::Violation) {
            continue;
        }
        let settles = match pass.kind {
            PassKind::Smg(Mode::Sampled | Mode::Bounded(_)) | PassKind::Runs => {
                matches!(outcome, Outcome::Violation)
            }
            _ => conclusive(&outcome, &cx),
        };
        if settles {
            done.decided_by = Some(match pass.kind {
                PassKind::Smg(_) | PassKind::Runs => "smg",
                PassKind::Fa | PassKind::SwitchToFa | PassKind::FaRefined(_) => "fa",
            });
            done.outcome = outcome;
            done.cx = cx;
            done.loop_heads = ran.loop_heads;
            return done;
        }
        for reason in &cx.unknown {
            done.cx.give_up(reason.clone());
        }
        // Why the analysis ends unknown: the last budget a pass ran out of,
        // or the memory limit once one did (the passes after it run when its
        // memory is freed, and their budgets say less about the program).
        let out_of_memory = matches!(done.outcome, Outcome::Exhausted(Exhausted::Memory(_)));
        if let (Outcome::Exhausted(e), false) = (&outcome, out_of_memory) {
            done.outcome = Outcome::Exhausted(e.clone());
        }
        if first.as_ref().is_none_or(|(kind, ..)| *kind == pass.kind) {
            let exhausted = match &outcome {
                Outcome::Exhausted(e) => Some(e.clone()),
                _ => None,
            };
            let reason = crate::product::switch_reason(&outcome, &cx);
            first = Some((pass.kind, exhausted, reason));
            first_states += ran.states;
            done.cx.findings = cx.findings;
            done.loop_heads = ran.loop_heads;
        }
    }
    done
}

/// Whether a run settles the verdict: a confirmed violation, or a complete
/// exploration with nothing found and nothing left out.
fn conclusive(outcome: &Outcome, cx: &Cx) -> bool {
    match outcome {
        Outcome::Violation => true,
        Outcome::Complete => {
            cx.unknown.is_empty()
                && cx.violations().next().is_none()
                && cx.undefined_behaviour().is_none()
        }
        Outcome::Exhausted(_) => false,
    }
}

/// Runs the fixpoint of one domain from `main`.
fn run<D: Domain>(dom: &D, program: &Program, opts: &Options, budget: Budget, cx: &mut Cx) -> Ran {
    match start(dom, program, opts, budget, cx) {
        Ok(mut fix) => go_on(&mut fix, cx),
        Err(ran) => ran,
    }
}

/// The fixpoint of one domain from `main`, its initial states scheduled;
/// when the program has no `main`, the run that gave up.
fn start<'a, D: Domain>(
    dom: &'a D,
    program: &'a Program,
    opts: &Options,
    budget: Budget,
    cx: &mut Cx,
) -> Result<Fixpoint<'a, D>, Ran> {
    let Some(main) = program
        .function_by_name("main")
        .filter(|f| program.func(*f).is_defined())
    else {
        cx.give_up("unsupported: the program has no main function");
        return Err(Ran {
            outcome: Outcome::Complete,
            states: 0,
            loop_heads: Vec::new(),
        });
    };
    let depth = match dom.abstracts() {
        true => opts.recursion_depth,
        false => opts.recursion_depth.max(CONCRETE_RECURSION),
    };
    let mut fix = Fixpoint::new(dom, program, depth, budget, !dom.abstracts());
    fix.start(main, cx);
    Ok(fix)
}

/// Runs `fix` until its end or its budget; the states are those it stored in this run.
fn go_on<D: Domain>(fix: &mut Fixpoint<D>, cx: &mut Cx) -> Ran {
    let before = fix.states_created;
    let outcome = fix.run(cx);
    Ran {
        outcome,
        states: fix.states_created - before,
        loop_heads: fix.loop_heads(),
    }
}

/// A deterministic exploration (exact or sampled SMG, FA under one
/// tuning) that later passes of its kind go on with.
#[derive(Default)]
enum Explored<'a, D: Domain> {
    /// Not started yet.
    #[default]
    New,
    /// Stopped by its budget, with what it had found.
    Suspended(Box<(Fixpoint<'a, D>, Cx)>),
    /// Dropped when it ran out of memory: it would again.
    Dropped,
}

/// A deterministic exploration with `share`: a later pass of its kind does
/// not repeat it but goes on from where the last one stopped (`explored`),
/// up to `share`'s states in all; None when the last one explored as many
/// states already or ran out of memory.
fn explore<'a, D: Domain>(
    dom: &'a D,
    explored: &mut Explored<'a, D>,
    program: &'a Program,
    opts: &Options,
    share: Budget,
    cx: &mut Cx,
) -> Option<Ran> {
    let mut fix = match std::mem::replace(explored, Explored::Dropped) {
        Explored::Dropped => return None,
        Explored::Suspended(run) if run.0.states_created >= share.max_states() => {
            *explored = Explored::Suspended(run);
            return None;
        }
        Explored::Suspended(run) => {
            let (mut fix, was) = *run;
            fix.resume(share);
            *cx = Cx {
                plots: cx.plots,
                until_alarm: cx.until_alarm,
                ..was
            };
            fix
        }
        Explored::New => match start(dom, program, opts, share, cx) {
            Ok(fix) => fix,
            Err(ran) => return Some(ran),
        },
    };
    let ran = go_on(&mut fix, cx);
    if !matches!(ran.outcome, Outcome::Exhausted(Exhausted::Memory(_))) {
        *explored = Explored::Suspended(Box::new((fix, cx.clone())));
    }
    Some(ran)
}

/// Random runs (`PassKind::Runs`): one seed after another from `seed`, each
/// run with at most `RUN_STATES` states, until one confirms an error or the
/// share of the budget is spent; `seed` is left at the first seed not run
/// to its end (a later pass goes on from there instead of repeating them).
fn random_runs(
    program: &Program,
    opts: &Options,
    share: &Budget,
    cx: &mut Cx,
    seed: &mut u64,
) -> Ran {
    let mut states = 0;
    loop {
        let dom = SmgDomain::new(program, Mode::Random(*seed), opts.tuning.smg_thresholds);
        let mut run_cx = Cx::new(opts.property, opts.oom, None);
        let ran = run(
            &dom,
            program,
            opts,
            share.share(RUN_STATES, 1.0, None),
            &mut run_cx,
        );
        // A run that gives up (no `main`, an unsupported construct) ends the
        // pass: the next ones would too.
        states += ran.states.max(1);
        let cut = matches!(
            ran.outcome,
            Outcome::Exhausted(Exhausted::Time(_) | Exhausted::Memory(_))
        );
        if !cut {
            *seed += 1;
        }
        let spent = states + RUN_STATES > share.max_states() || !run_cx.unknown.is_empty() || cut;
        if matches!(ran.outcome, Outcome::Violation) || spent {
            // The runs write no plots; later passes number theirs on.
            run_cx.plots = cx.plots;
            *cx = run_cx;
            return Ran { states, ..ran };
        }
    }
}

/// Draws the verdict: a confirmed violation gives `false`, any doubt `unknown`.
fn verdict(path: &Path, opts: &Options, outcome: Outcome, cx: Cx, stats: Stats) -> Report {
    let relevant: Vec<&Finding> = cx.violations().collect();
    let confirmed = relevant.iter().find(|f| f.confirmed);
    let (verdict, violated, reason) = if let Some(f) = confirmed {
        (Verdict::False, Some(f.kind.sub_property()), None)
    } else {
        let mut reasons: Vec<String> = Vec::new();
        if let Outcome::Exhausted(e) = &outcome {
            reasons.push(e.to_string());
        }
        reasons.extend(cx.unknown.iter().cloned());
        if let Some(f) = relevant.first() {
            reasons.push(format!(
                "unconfirmed {} at line {}: {}",
                f.kind.sub_property(),
                f.loc.line,
                f.message
            ));
        }
        // reach_error() past undefined behaviour is not decided: the error
        // call may be reachable in a run that does not stop at it.
        if let Some(f) = cx.undefined_behaviour() {
            let how = if f.confirmed { "" } else { "possible " };
            reasons.push(format!(
                "{how}undefined behaviour at line {} ({}: {}): what follows it is not checked",
                f.loc.line,
                f.kind.sub_property(),
                f.message
            ));
        }
        if reasons.is_empty() {
            (Verdict::True, None, None)
        } else {
            (Verdict::Unknown, None, Some(reasons.join("; ")))
        }
    };
    let mut diagnostics: Vec<Diagnostic> = Vec::new();
    for d in relevant.iter().map(|f| diagnostic(f)) {
        if !diagnostics.contains(&d) {
            diagnostics.push(d);
        }
    }
    Report {
        file: path.display().to_string(),
        domain: opts.domain.as_str().to_string(),
        property: opts.property,
        verdict,
        violated,
        diagnostics,
        reason,
        stats,
    }
}

/// The report's form of a finding.
fn diagnostic(f: &Finding) -> Diagnostic {
    let severity = match f.kind {
        crate::Kind::MemoryLeak | crate::Kind::MemoryNotCleaned => "warning",
        _ => "error",
    };
    Diagnostic {
        severity,
        kind: f.kind,
        property: f.kind.sub_property(),
        file: f.loc.file.to_string(),
        line: f.loc.line,
        column: f.loc.column,
        message: f.message.clone(),
        confirmed: f.confirmed,
        trace: f.trace.clone(),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The program of `file` of the corpus, lowered with the default options.
    pub(crate) fn corpus_program(file: &str) -> Program {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
        crate::front::load(&path, &Options::default().front).expect("a corpus program")
    }

    /// The outcome of exploring `file` of the corpus with `mode`.
    fn outcome_of(file: &str, mode: Mode) -> Outcome {
        let opts = Options::default();
        let program = corpus_program(file);
        let dom = SmgDomain::new(&program, mode, opts.tuning.smg_thresholds);
        let mut cx = Cx::new(opts.property, opts.oom, None);
        let budget = Budget::new(None, None, 100_000);
        run(&dom, &program, &opts, budget, &mut cx).outcome
    }

    #[test]
    fn box_learning_that_does_not_stabilise_ends_the_pass_where_a_higher_one_proves() {
        // A skip list whose levels end in NULL: height 1 takes the last
        // node of level 2 for a node of level 1, and new boxes keep coming.
        let opts = Options::default();
        let program = corpus_program("data/fa/skiplist2_null_end_safe.c");
        let budget = || Budget::new(None, None, 1_000_000);
        let run_fa = |tuning: &crate::Tuning| {
            let dom = crate::fa::FaDomain::new(&program, tuning);
            let mut cx = Cx::new(opts.property, opts.oom, None);
            let ran = run(&dom, &program, &opts, budget(), &mut cx);
            (ran.outcome, cx)
        };
        let (outcome, _) = run_fa(&opts.tuning);
        assert!(matches!(
            outcome,
            Outcome::Exhausted(Exhausted::Diverged(Divergence::Boxes(_)))
        ));
        let (outcome, cx) = run_fa(&Refinement::Higher.tuning(&opts.tuning));
        assert!(conclusive(&outcome, &cx) && matches!(outcome, Outcome::Complete));
    }

    #[test]
    fn bounded_exploration_finds_the_errors_within_its_bound_and_ends() {
        // The leak needs an iteration of each of four nested building loops.
        let file = "data/lists/nested5_bug.c";
        assert!(matches!(
            outcome_of(file, Mode::Bounded(0)),
            Outcome::Complete
        ));
        assert!(matches!(
            outcome_of(file, Mode::Bounded(1)),
            Outcome::Violation
        ));
        // Loops over a constant number of samples are not bounded further.
        let file = "data/basic/histogram_leak_bug.c";
        assert!(matches!(
            outcome_of(file, Mode::Bounded(0)),
            Outcome::Violation
        ));
    }

    /// Explores `program` in `dom` in one run and then in slices of
    /// `slice` states: the states of both, and the count of slices.
    fn sliced<D: Domain>(dom: &D, program: &Program, slice: u64) -> (u64, u64, u64) {
        let opts = Options::default();
        let fresh = || Cx::new(opts.property, opts.oom, None);
        let whole = run(
            dom,
            program,
            &opts,
            Budget::new(None, None, 1_000_000),
            &mut fresh(),
        );
        assert!(matches!(whole.outcome, Outcome::Complete));
        let mut explored = Explored::New;
        let (mut states, mut slices) = (0, 0);
        let (outcome, cx) = loop {
            assert!(slices < 1_000, "no end after {states} states");
            let mut cx = fresh();
            let share = Budget::new(None, None, states + slice);
            let ran = explore(dom, &mut explored, program, &opts, share, &mut cx);
            let ran = ran.expect("a slice with states left");
            (states, slices) = (states + ran.states, slices + 1);
            if !matches!(ran.outcome, Outcome::Exhausted(_)) {
                break (ran.outcome, cx);
            }
            // A pass allowed no more states than were explored adds nothing.
            let share = Budget::new(None, None, states - 1);
            assert!(explore(dom, &mut explored, program, &opts, share, &mut fresh()).is_none());
        };
        assert!(matches!(outcome, Outcome::Complete) && conclusive(&outcome, &cx));
        (whole.states, states, slices)
    }

    #[test]
    fn an_exploration_resumed_slice_by_slice_explores_what_one_run_does() {
        // A bounded program (a tree of depth three with shared children):
        // the exact exploration ends, proving it safe.
        let opts = Options::default();
        let program = corpus_program("data/suites/r3_tree_shared_child_safe.c");
        let dom = SmgDomain::new(&program, Mode::Exact, opts.tuning.smg_thresholds);
        let (whole, states, slices) = sliced(&dom, &program, 2_000);
        assert_eq!(states, whole);
        assert!(slices > 4, "{slices} slices");
    }

    #[test]
    fn a_loop_head_joins_coarsely_what_it_kept_apart_too_long() {
        // Up to eight slots of one array flagged at random: the join keeps
        // states whose flags differ apart (2^8 of them for eight slots);
        // past `COARSE_DELAY` times eight states, new ones join coarsely.
        let opts = Options::default();
        let program = corpus_program("data/suites/nodes_in_array_safe.c");
        let dom = SmgDomain::new(&program, Mode::Abstract, opts.tuning.smg_thresholds);
        let mut cx = Cx::new(opts.property, opts.oom, None);
        let ran = run(
            &dom,
            &program,
            &opts,
            Budget::new(None, None, 100_000),
            &mut cx,
        );
        assert!(matches!(ran.outcome, Outcome::Complete) && conclusive(&ran.outcome, &cx));
        let flags = ran
            .loop_heads
            .iter()
            .find(|h| h.line == 28)
            .expect("the loop head");
        assert!(flags.states < 256, "{} states", flags.states);
    }

    #[test]
    fn an_fa_exploration_resumed_slice_by_slice_proves_what_one_run_does() {
        // A 3-level skip list: FA proves it in one run, and in slices
        // without starting over (states cut and put back are united with
        // others at function entries in another order: not quite as many).
        let program = corpus_program("data/fa/skiplist3_safe.c");
        let dom = crate::fa::FaDomain::new(&program, &Options::default().tuning);
        let (whole, states, slices) = sliced(&dom, &program, 200);
        assert!(
            states < 2 * whole,
            "{states} states in slices, {whole} in one run"
        );
        assert!(slices > 4, "{slices} slices");
    }

    #[test]
    fn folding_by_equivalence_proves_a_ring_that_inclusion_folds_into_a_leak() {
        // A ring of one entry behind its sentinel, folded by inclusion into
        // the box of a ring of any length: the teardown then leaks entries.
        let program = corpus_program("data/fa/ring_of_trees_safe.c");
        let opts = Options::default();
        let proves = |tuning: &crate::Tuning| {
            let dom = crate::fa::FaDomain::new(&program, tuning);
            let mut cx = Cx::new(opts.property, opts.oom, None);
            let ran = run(
                &dom,
                &program,
                &opts,
                Budget::new(None, None, 100_000),
                &mut cx,
            );
            matches!(ran.outcome, Outcome::Complete) && conclusive(&ran.outcome, &cx)
        };
        assert!(!proves(&opts.tuning));
        assert!(proves(&Refinement::Equivalent.tuning(&opts.tuning)));
    }

    #[test]
    fn a_scaled_pass_stores_at_most_its_factor_times_the_first_passs_states() {
        // SMG's abstraction converges on lists of up to 31 nodes (with a
        // spurious reach_error); FA keeps apart the values stored in them.
        let opts = Options {
            property: crate::Property::UnreachCall,
            ..Options::default()
        };
        let program = corpus_program("data/suites/r3_sll_update_at_len32_safe.c");
        let budget = Budget::new(None, None, 1_000_000);
        let abstraction = || Pass::new(PassKind::Smg(Mode::Abstract), 100_000, 1.0);
        let first = run_schedule(&[abstraction()], &program, &opts, &budget).states;
        let fa = Pass::new(PassKind::Fa, 100_000, 1.0).scaled(2);
        let done = run_schedule(&[abstraction(), fa], &program, &opts, &budget);
        assert!(2 * first > SCALED_MIN, "{first} states");
        assert_eq!(done.states, 3 * first + 1, "{first} states first");
        assert!(matches!(
            done.outcome,
            Outcome::Exhausted(Exhausted::States(_))
        ));
    }

    #[test]
    fn random_runs_go_on_from_the_seed_the_last_pass_stopped_at() {
        let opts = Options::default();
        let program = corpus_program("data/lists/nested5_topdown_safe.c");
        let runs = |states, seed: &mut u64| {
            let mut cx = Cx::new(opts.property, opts.oom, None);
            let share = Budget::new(None, None, states);
            random_runs(&program, &opts, &share, &mut cx, seed)
        };
        let mut seed = 1;
        runs(4 * RUN_STATES, &mut seed);
        let first = seed;
        assert!(first > 2, "several runs to their end");
        runs(4 * RUN_STATES, &mut seed);
        assert!(seed > first, "more runs, from the next seed on");
    }
}
