//! The command line behind `main.rs`: running `check` and reading property files.

pub mod bench;
pub mod check;
pub mod prp;
