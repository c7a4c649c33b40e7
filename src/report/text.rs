//! GCC-style text rendering of a report.

use super::{Diagnostic, Report, Verdict};

/// Renders a report as GCC-style lines ending with the verdict line.
pub fn to_text(r: &Report) -> String {
    let mut out: String = r.diagnostics.iter().map(diagnostic).collect();
    let detail = match r.verdict {
        Verdict::True => None,
        Verdict::False => r.violated.map(str::to_string),
        Verdict::Unknown => r.reason.clone(),
    };
    out.push_str(&match detail {
        Some(detail) => format!("verdict: {} ({detail})\n", r.verdict.as_str()),
        None => format!("verdict: {}\n", r.verdict.as_str()),
    });
    out
}

/// One diagnostic line, then a `note: from call of F()` line per caller frame.
fn diagnostic(d: &Diagnostic) -> String {
    let unconfirmed = if d.confirmed { "" } else { " (unconfirmed)" };
    let mut out = format!(
        "{}:{}:{}: {}: {}{unconfirmed} [{}]\n",
        d.file, d.line, d.column, d.severity, d.message, d.property
    );
    for pair in d.trace.windows(2) {
        let (callee, call) = (&pair[0], &pair[1]);
        out.push_str(&format!(
            "{}:{}:{}: note: from call of {}()\n",
            d.file, call.line, call.column, callee.function
        ));
    }
    out
}
