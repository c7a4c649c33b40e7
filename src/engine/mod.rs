//! The abstract-interpretation engine: the `Domain` trait, the fixpoint and
//! the verdict drawn from what the domain found.

mod budget;
mod cfg;
mod domain;
mod fixpoint;

pub use budget::{Budget, Exhausted};
pub use cfg::CfgInfo;
pub use domain::{Cmp, Cond, Cx, Domain, Finding};
pub use fixpoint::{Fixpoint, Outcome};

use crate::ir::Program;
use crate::report::{Diagnostic, Report, Stats, Verdict};
use crate::smg::{Mode, SmgDomain};
use crate::{DomainKind, Options};
use std::path::Path;

/// Analyses a lowered program with the domain chosen in `opts`.
pub fn analyse(program: &Program, path: &Path, opts: &Options) -> Report {
    let budget = Budget::new(opts.timeout, opts.memory_limit_mib, opts.max_states);
    let mut cx = Cx::new(opts.property, opts.oom, opts.plot_dir.clone());
    let (outcome, states) = match opts.domain {
        DomainKind::Smg | DomainKind::Product => smg(program, opts, &budget, &mut cx),
        DomainKind::Fa => run(
            &crate::fa::FaDomain::new(program, &opts.tuning),
            program,
            opts,
            budget.clone(),
            &mut cx,
        ),
    };
    let stats = Stats {
        time_ms: budget.elapsed().as_millis() as u64,
        states,
        domain_switches: 0,
        boxes_learnt: 0,
    };
    verdict(path, opts, outcome, cx, stats)
}

/// The SMG analysis: with list abstraction first (a proof when it finds
/// nothing); when that is inconclusive, an exploration with a few sampled
/// inputs that can only confirm errors, then an exact exploration that
/// confirms errors or proves a finite state space safe (Predator Hunting
/// Party's verifier and hunters, in one process, sharing the budget).
fn smg(program: &Program, opts: &Options, budget: &Budget, cx: &mut Cx) -> (Outcome, u64) {
    let passes = [
        (Mode::Abstract, opts.max_states / 50, 0.3),
        (Mode::Sampled, opts.max_states / 10, 0.5),
        (Mode::Exact, opts.max_states, 1.0),
    ];
    let mut result = Outcome::Complete;
    let mut total = 0;
    for (i, (mode, states, time)) in passes.into_iter().enumerate() {
        let mut pass = Cx::new(opts.property, opts.oom, opts.plot_dir.clone());
        let dom = SmgDomain::new(program, mode, opts.tuning.smg_thresholds);
        let (outcome, n) = run(&dom, program, opts, budget.share(states, time), &mut pass);
        total += n;
        let settles = match mode {
            Mode::Sampled => matches!(outcome, Outcome::Violation),
            _ => conclusive(&outcome, &pass),
        };
        if settles {
            *cx = pass;
            return (outcome, total);
        }
        if i == 0 {
            // The abstract pass's findings explain an unknown verdict.
            cx.findings = pass.findings;
            cx.plots = pass.plots;
        }
        for reason in pass.unknown {
            cx.give_up(reason);
        }
        if let Outcome::Exhausted(e) = outcome {
            result = Outcome::Exhausted(e);
        }
    }
    (result, total)
}

/// Whether a run settles the verdict: a confirmed violation, or a complete
/// exploration with nothing found and nothing left out.
fn conclusive(outcome: &Outcome, cx: &Cx) -> bool {
    match outcome {
        Outcome::Violation => true,
        Outcome::Complete => {
            cx.unknown.is_empty() && !cx.findings.iter().any(|f| f.kind.violates(cx.property))
        }
        Outcome::Exhausted(_) => false,
    }
}

/// Runs the fixpoint of one domain from `main`; returns how it ended and the state count.
fn run<D: Domain>(
    dom: &D,
    program: &Program,
    opts: &Options,
    budget: Budget,
    cx: &mut Cx,
) -> (Outcome, u64) {
    let Some(main) = program
        .function_by_name("main")
        .filter(|f| program.func(*f).is_defined())
    else {
        cx.give_up("unsupported: the program has no main function");
        return (Outcome::Complete, 0);
    };
    let mut fix = Fixpoint::new(dom, program, opts.recursion_depth, budget, !dom.abstracts());
    let outcome = fix.run(main, cx);
    (outcome, fix.states_created)
}

/// Draws the verdict: a confirmed violation gives `false`, any doubt `unknown`.
fn verdict(path: &Path, opts: &Options, outcome: Outcome, cx: Cx, stats: Stats) -> Report {
    let relevant: Vec<&Finding> = cx
        .findings
        .iter()
        .filter(|f| f.kind.violates(opts.property))
        .collect();
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
