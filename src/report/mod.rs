//! Verdicts and diagnostics: the result of checking one file, and its text,
//! JSON and DOT renderings.

mod json;
mod text;

pub use json::to_json;
pub use text::to_text;

use serde::Serialize;

/// The answer for one file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    True,
    False,
    Unknown,
}

impl Verdict {
    /// The contract's exit code for this verdict.
    pub fn exit_code(self) -> i32 {
        match self {
            Verdict::True => 0,
            Verdict::False => 1,
            Verdict::Unknown => 3,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::True => "true",
            Verdict::False => "false",
            Verdict::Unknown => "unknown",
        }
    }
}

/// What is checked (`--property`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum Property {
    /// valid-deref + valid-free + valid-memtrack.
    Memsafety,
    /// All memory freed at exit.
    Memcleanup,
    /// `reach_error()` is never called.
    UnreachCall,
}

impl Property {
    pub fn as_str(self) -> &'static str {
        match self {
            Property::Memsafety => "memsafety",
            Property::Memcleanup => "memcleanup",
            Property::UnreachCall => "unreach-call",
        }
    }
}

/// The kind of a diagnostic, as named in the contract.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    NullDeref,
    InvalidDeref,
    UseAfterFree,
    OutOfBounds,
    DoubleFree,
    InvalidFree,
    MemoryLeak,
    MemoryNotCleaned,
    ReachError,
    Unsupported,
}

impl Kind {
    /// The SV-COMP sub-property this kind violates.
    pub fn sub_property(self) -> &'static str {
        match self {
            Kind::NullDeref | Kind::InvalidDeref | Kind::UseAfterFree | Kind::OutOfBounds => {
                "valid-deref"
            }
            Kind::DoubleFree | Kind::InvalidFree => "valid-free",
            Kind::MemoryLeak => "valid-memtrack",
            Kind::MemoryNotCleaned => "valid-memcleanup",
            Kind::ReachError => "unreach-call",
            Kind::Unsupported => "unsupported",
        }
    }

    /// Whether this is an invalid dereference or free, undefined behaviour
    /// that ends a run of the analysis whatever the property.
    pub fn is_undefined_behaviour(self) -> bool {
        matches!(self.sub_property(), "valid-deref" | "valid-free")
    }

    /// Whether a violation of this kind counts for the given property.
    pub fn violates(self, p: Property) -> bool {
        match p {
            Property::Memsafety => matches!(
                self.sub_property(),
                "valid-deref" | "valid-free" | "valid-memtrack"
            ),
            Property::Memcleanup => self == Kind::MemoryNotCleaned,
            Property::UnreachCall => self == Kind::ReachError,
        }
    }
}

/// One frame of an error trace: the innermost first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Frame {
    pub function: String,
    pub line: u32,
    #[serde(skip)]
    pub column: u32,
}

/// One finding.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    /// "error", "warning" or "note".
    pub severity: &'static str,
    pub kind: Kind,
    pub property: &'static str,
    pub file: String,
    pub line: u32,
    pub column: u32,
    pub message: String,
    /// Found on a path the analysis followed exactly (no over-approximation).
    pub confirmed: bool,
    pub trace: Vec<Frame>,
}

/// Counters of one analysis run.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Stats {
    /// Time of the analysis, compilation not included.
    pub time_ms: u64,
    pub states: u64,
    pub domain_switches: u64,
    pub boxes_learnt: u64,
    /// List segments created by the SMG abstraction (all SMG passes).
    pub segments_created: u64,
    /// Time spent compiling the input to canopy IR (clang and the front end).
    pub compile_ms: u64,
    /// The domain whose run settled the verdict (`smg` or `fa`; null when unknown).
    pub decided_by: Option<&'static str>,
    /// Why the product domain switched from SMG to FA (null when it did not).
    pub switch_reason: Option<String>,
    /// The states (SMGs or FAs) kept at each loop head when the run that
    /// settled the verdict ended (the first run when none did).
    pub loop_heads: Vec<LoopHead>,
    /// The passes of the schedule that ran, in order.
    pub passes: Vec<PassRun>,
}

/// One pass of the analysis's schedule that ran: what it explored, for
/// how long, and how it ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PassRun {
    /// The domain and mode (`smg-abstract`, `smg-exact`, `fa`, `fa-higher`, ...).
    pub pass: String,
    pub time_ms: u64,
    pub states: u64,
    /// `complete`, `violation`, or the budget or limit it ran out of.
    pub outcome: String,
}

/// The abstract states kept at one loop head: the size of its invariant.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct LoopHead {
    pub function: String,
    pub line: u32,
    /// Summed over the calling contexts of the function.
    pub states: u64,
}

/// The result of checking one file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Report {
    pub file: String,
    pub domain: String,
    pub property: Property,
    pub verdict: Verdict,
    /// The violated sub-property (e.g. "valid-deref") when the verdict is false.
    pub violated: Option<&'static str>,
    pub diagnostics: Vec<Diagnostic>,
    /// Why the verdict is unknown.
    pub reason: Option<String>,
    pub stats: Stats,
}
