//! The command line behind `main.rs`: running `check` and reading property files.

pub mod bench;
pub mod check;
pub mod prp;

/// Writes `text` to standard output; a reader that has gone (a closed pipe,
/// as with `| head`) is not an error: the rest of the output is dropped.
pub fn emit(text: &str) {
    use std::io::{ErrorKind, Write};
    if let Err(e) = std::io::stdout().lock().write_all(text.as_bytes()) {
        if e.kind() != ErrorKind::BrokenPipe {
            eprintln!("canopy: error: cannot write the output: {e}");
        }
    }
}
