//! GCC-style text rendering of a report.

use super::Report;

/// Renders a report as GCC-style lines ending with the verdict line.
pub fn to_text(r: &Report) -> String {
    let _ = r;
    todo!("text report")
}
