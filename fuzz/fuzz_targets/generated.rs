//! Fuzz target `generated`: the program generator of `gen-check` steered by
//! the input (its first 8 bytes are a seed, the rest the generator's first
//! choices) -> clang -> canopy's SMG domain with a small budget. Any panic is
//! a finding; with `CANOPY_FUZZ_PRINT` set, each program is printed on stderr.

#![no_main]

#[allow(dead_code)]
#[path = "../../src/gen/generate.rs"]
mod generate;

use libfuzzer_sys::fuzz_target;
use std::time::Duration;

fuzz_target!(|data: &[u8]| {
    let (seed, tape) = data.split_at(data.len().min(8));
    let mut bytes = [0u8; 8];
    bytes[..seed.len()].copy_from_slice(seed);
    let seed = u64::from_le_bytes(bytes);
    let program = generate::generate_with(seed, generate::Rng::with_tape(seed, tape));
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("generated.c");
    std::fs::write(&path, &program.source).expect("write the program");
    let opts = canopy::Options {
        domain: canopy::DomainKind::Smg,
        timeout: Some(Duration::from_secs(3)),
        max_states: 20_000,
        ..Default::default()
    };
    if std::env::var_os("CANOPY_FUZZ_PRINT").is_some() {
        eprintln!("{}", program.source);
    }
    canopy::check_file(&path, &opts).expect("a generated program compiles");
});
