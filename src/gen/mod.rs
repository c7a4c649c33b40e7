//! The generator campaign behind `gen-check` (issue 7): random heap
//! programs, their native sanitizer runs, and the minimiser of failures.
//! Declared by `src/bin/gen-check.rs`, not by the library.

pub mod generate;
pub mod minimise;
pub mod native;
