//! The contract's JSON rendering: one object per file, one per line.

use super::Report;

/// Renders a report as one line of JSON, fields in the contract's order.
pub fn to_json(r: &Report) -> String {
    serde_json::to_string(r).expect("report serialises")
}
