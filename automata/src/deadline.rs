//! A deadline for the operations whose cost grows fastest with the size of
//! the automata (the downward simulation): past it they give up on the
//! optimisation and return a coarser but still correct result, so that the
//! caller's time budget is kept.

use std::cell::Cell;
use std::time::Instant;

thread_local! {
    static DEADLINE: Cell<Option<Instant>> = const { Cell::new(None) };
}

/// Sets the deadline of this thread's automata operations (`None`: none).
pub fn set(deadline: Option<Instant>) {
    DEADLINE.with(|d| d.set(deadline));
}

/// Whether this thread's deadline has passed.
pub fn passed() -> bool {
    DEADLINE.with(|d| d.get().is_some_and(|d| Instant::now() >= d))
}
