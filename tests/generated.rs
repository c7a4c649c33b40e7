//! A small generator campaign (issue 7, point 2), as part of the normal test
//! command (the fuzzing regression inputs are in `tests/fuzz_regressions.rs`).
//!
//! The campaign runs the `gen-check` binary on a fixed seed and fails on any
//! soundness bug (canopy `true` while a sanitizer run fails) or panic
//! (crash, or no answer long after the timeout). Possible false alarms and
//! unknown verdicts are only reported.

use std::process::{Command, Stdio};

/// Programs in the campaign, its seed, and canopy's budget per program.
const COUNT: &str = "20";
const SEED: &str = "2024";
const TIMEOUT_SECS: &str = "3";

#[test]
fn generated_campaign() {
    let has_clang = ["clang-14", "clang"].iter().any(|c| {
        Command::new(c)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    });
    if !has_clang {
        println!("SKIPPED: generated campaign: neither clang-14 nor clang is installed");
        return;
    }
    let out = Command::new(env!("CARGO_BIN_EXE_gen-check"))
        .args(["--count", COUNT, "--seed", SEED, "--jobs", "2"])
        .args(["--timeout", TIMEOUT_SECS])
        .stdin(Stdio::null())
        .output()
        .expect("run gen-check");
    let stdout = String::from_utf8_lossy(&out.stdout);
    println!("{stdout}");
    let summary = stdout.lines().last().unwrap_or("");
    let numbers: Vec<u64> = summary
        .split(", ")
        .filter_map(|part| part.split(' ').next()?.parse().ok())
        .collect();
    let [programs, soundness, _false_alarms, panics, _unknown] = numbers[..] else {
        panic!(
            "no summary line; stderr:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    assert_eq!(programs.to_string(), COUNT);
    assert!(
        soundness == 0 && panics == 0,
        "gen-check --seed {SEED}: {summary}\nreproduce with `cargo run --release --bin gen-check -- --count {COUNT} --seed {SEED} --keep DIR`"
    );
    assert!(out.status.success(), "{summary}");
}
