//! The native cross-check (a soundness harness for canopy and for the corpus).
//!
//! Every program in `data/` is compiled with clang and AddressSanitizer,
//! UndefinedBehaviorSanitizer and LeakSanitizer, linked with
//! `tests/native/runtime.c` (which answers `__VERIFIER_nondet_*` from the seed
//! in `CANOPY_SEED`), and run with several seeds. A run fails when a
//! sanitizer reports an error (LeakSanitizer takes only globals as roots, and
//! for `memcleanup` programs not even those: every block still allocated at
//! exit counts), when
//! `reach_error()` is called, or when the program dies of a signal.
//!
//! Asserted:
//! (a) no run of an `expect: true` program fails (else the corpus is wrong);
//! (b) for every program with a failing run, canopy does not answer `true`
//!     (else canopy is unsound).
//! Reported only: `expect: false` programs that no run caught.

mod common;
#[path = "../src/gen/native.rs"]
mod native;

use common::Entry;
use native::{run_seeds, Native, Runs, RUN_TIMEOUT};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Seeds tried per program; the runs of a program stop at its first failure.
const SEEDS: u64 = 12;
/// canopy's budget here: half the corpus runner's, to keep this test fast (a
/// timeout means `unknown`, which is never unsound).
const CHECK_TIMEOUT: Duration = Duration::from_secs(10);

/// What running one program natively showed: a compile error, or its runs.
fn check_natively(native: &Native, work: &Path, entry: &Entry) -> Result<Runs, String> {
    let exe = work.join(entry.name.replace(['/', '.'], "_"));
    native.build(&entry.path, &exe)?;
    Ok(run_seeds(&exe, SEEDS, entry.expect.property))
}

/// Where `common::run_canopy` runs each check, in a child process.
#[test]
fn child() {
    common::child_main()
}

#[test]
fn native_cross_check() {
    if native::find_clang().is_none() {
        println!("SKIPPED: native cross-check: neither clang-14 nor clang is installed");
        return;
    }
    let work: PathBuf = Path::new(env!("CARGO_TARGET_TMPDIR")).join("native");
    std::fs::create_dir_all(&work).expect("create the work directory");
    let native =
        Native::new(&work).unwrap_or_else(|e| panic!("the native runtime does not compile:\n{e}"));

    let (entries, bad) = common::load_corpus();
    for b in &bad {
        println!("note: not checked natively (bad annotation): {b}");
    }
    let natives = common::parallel_map(&entries, 2, |e| check_natively(&native, &work, e));

    let mut problems = Vec::new();
    let mut uncaught = Vec::new();
    let mut failing = Vec::new();
    for (entry, native) in entries.iter().zip(&natives) {
        let runs = match native {
            Ok(runs) => runs,
            Err(e) => {
                problems.push(format!("{}: does not compile natively:\n{e}", entry.name));
                continue;
            }
        };
        if !runs.timed_out.is_empty() {
            problems.push(format!(
                "{}: did not end within {RUN_TIMEOUT:?} with seeds {:?} (loops must be bounded)",
                entry.name, runs.timed_out
            ));
        }
        match (&runs.failure, &entry.expect.violated) {
            (Some((seed, said)), None) => problems.push(format!(
                "{}: expect: true, but the run with CANOPY_SEED={seed} failed: {said}",
                entry.name
            )),
            (Some((seed, said)), Some(_)) => {
                println!("caught {} (CANOPY_SEED={seed}): {said}", entry.name);
            }
            (None, Some(_)) => uncaught.push(&entry.name),
            _ => {}
        }
        if let Some(failure) = &runs.failure {
            failing.push((entry, failure));
        }
    }

    // (b) a program that fails natively must not be proved by canopy.
    let jobs: Vec<(&Entry, canopy::DomainKind, &(u64, String))> = failing
        .iter()
        .flat_map(|(e, f)| e.expect.domains.iter().map(move |d| (*e, *d, *f)))
        .collect();
    let outcomes = common::parallel_map(&jobs, 2, |(entry, domain, _)| {
        common::run_canopy(&entry.path, entry.expect.property, *domain, CHECK_TIMEOUT)
    });
    for ((entry, domain, (seed, said)), outcome) in jobs.iter().zip(&outcomes) {
        if outcome.is_true() {
            problems.push(format!(
                "UNSOUND: canopy ({}) proves {} ({}), but the run with CANOPY_SEED={seed} failed: {said}",
                domain.as_str(),
                entry.name,
                entry.expect.property.as_str()
            ));
        } else if !matches!(outcome, common::Outcome::Answer(_)) {
            println!(
                "note: canopy ({}) on {}: {}\n  {}",
                domain.as_str(),
                entry.name,
                outcome.summary(),
                outcome.details().join("\n  ")
            );
        }
    }

    println!(
        "native: {} program(s), {} failing natively, {} expect: false program(s) not caught by {SEEDS} seeds{}",
        entries.len(),
        failing.len(),
        uncaught.len(),
        if uncaught.is_empty() {
            String::new()
        } else {
            format!(":\n  {}", uncaught.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("\n  "))
        }
    );
    assert!(problems.is_empty(), "\n{}\n", problems.join("\n"));
}
