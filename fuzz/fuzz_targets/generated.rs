//! Fuzz target `generated`: a fuzzer-chosen seed -> the program generator of
//! `gen-check` -> clang -> canopy with a small budget. Any panic is a finding
//! (reproduce with `cargo run --release --bin gen-check -- --print SEED`).

#![no_main]

#[allow(dead_code)]
#[path = "../../src/gen/generate.rs"]
mod generate;

use libfuzzer_sys::fuzz_target;
use std::time::Duration;

fuzz_target!(|data: &[u8]| {
    let mut bytes = [0u8; 8];
    for (b, d) in bytes.iter_mut().zip(data) {
        *b = *d;
    }
    let program = generate::generate(u64::from_le_bytes(bytes));
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("generated.c");
    std::fs::write(&path, &program.source).expect("write the program");
    let opts = canopy::Options {
        timeout: Some(Duration::from_secs(3)),
        max_states: 20_000,
        ..Default::default()
    };
    canopy::check_file(&path, &opts).expect("a generated program compiles");
});
