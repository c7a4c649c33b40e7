//! canopy: shape analysis of C programs with symbolic memory graphs (SMG) and
//! forest automata (FA) behind one abstract-interpretation engine.
//!
//! Data flows one way: [`front`] -> [`ir`] -> [`engine`] with a domain -> [`report`].

pub mod bench;
pub mod engine;
pub mod fa;
pub mod front;
pub mod ir;
pub mod product;
pub mod report;
pub mod smg;

use std::path::{Path, PathBuf};
use std::time::Duration;

pub use front::{FrontError, FrontOptions};
pub use report::{Diagnostic, Kind, Property, Report, Verdict};

/// Which abstract domain analyses the program (`--domain`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum DomainKind {
    /// Symbolic memory graphs (Predator).
    Smg,
    /// Forest automata (Forester).
    Fa,
    /// SMG first, FA where SMG cannot represent the heap.
    Product,
}

impl DomainKind {
    pub fn as_str(self) -> &'static str {
        match self {
            DomainKind::Smg => "smg",
            DomainKind::Fa => "fa",
            DomainKind::Product => "product",
        }
    }
}

/// Everything that configures one `check` run.
#[derive(Clone, Debug)]
pub struct Options {
    pub domain: DomainKind,
    pub property: Property,
    /// Wall-clock budget of the analysis (not counting the compiler).
    pub timeout: Option<Duration>,
    /// Budget on the resident memory of the process, in MiB.
    pub memory_limit_mib: Option<u64>,
    /// Budget on the number of abstract states created.
    pub max_states: u64,
    /// Depth of recursive calls followed before the verdict becomes unknown.
    pub recursion_depth: u32,
    /// Whether malloc may fail (`--oom`).
    pub oom: bool,
    /// Where DOT plots are written (`--plot DIR`).
    pub plot_dir: Option<PathBuf>,
    pub front: FrontOptions,
    /// Knobs of the abstractions, compared by `canopy bench` configurations.
    pub tuning: Tuning,
}

/// How boxes learnt by the FA domain are matched against the box database.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum Folding {
    /// A learnt box is replaced by a database box whose language includes it.
    Inclusion,
    /// A learnt box is replaced only by a database box with the same language.
    Equivalence,
}

/// The parameters of the abstractions of both domains.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Tuning {
    /// Minimal lengths of mergeable sequences by join cost, SMG abstraction (section 0.3.3).
    pub smg_thresholds: [usize; 3],
    /// Height of the finite-height abstraction of forest automata (section 5).
    pub fa_height: usize,
    /// Folding of learnt boxes: by inclusion (default) or by equivalence (section 4).
    pub fa_folding: Folding,
    /// Abstraction over sets of FA: enrich with compatible FA's states first (section 5).
    pub fa_sfa: bool,
    /// FA states a loop head keeps apart before uniting a new one with one of
    /// them: the component-wise union over-approximates (section 5), it
    /// forgets which component went with which (a cursor at the second of
    /// three buckets, and the prefix of the list before it).
    pub fa_apart: usize,
    /// FA follows loops bounded by a small constant exactly while it knows
    /// their counter, as SMG does (a list of two nodes built by a counted
    /// loop keeps its length).
    pub fa_unroll: bool,
    /// The small integers a node holds (a colour tag) are part of its type
    /// under the finite-height abstraction, as data in Forester's labels:
    /// a red node followed by a green one keeps its successor's colour.
    pub fa_data_types: bool,
    /// The small integers held by the nodes below a node are part of its
    /// type too (implies `fa_data_types`), while nodes hold at most two
    /// kinds of data: in a list with one marked node, the nodes before it
    /// and those after it stay apart, so the list keeps a single marked node.
    pub fa_data_below: bool,
    /// Labels keep the allocation site of every heap cell, also of one whose
    /// struct is known: nodes of one struct allocated at different places
    /// are told apart (a list alternating the nodes of two `malloc` calls
    /// keeps its even length), at the price of a node kind per site.
    pub fa_sites: bool,
}

impl Default for Tuning {
    fn default() -> Self {
        Tuning {
            smg_thresholds: [2, 2, 3],
            fa_height: 1,
            fa_folding: Folding::Inclusion,
            fa_sfa: true,
            fa_apart: 0,
            fa_unroll: false,
            fa_data_types: false,
            fa_data_below: false,
            fa_sites: false,
        }
    }
}

impl Default for Options {
    fn default() -> Self {
        Options {
            domain: DomainKind::Product,
            property: Property::Memsafety,
            timeout: None,
            memory_limit_mib: None,
            max_states: 200_000,
            recursion_depth: 8,
            oom: false,
            plot_dir: None,
            front: FrontOptions::default(),
            tuning: Tuning::default(),
        }
    }
}

/// Checks one file: compiles it, analyses it and returns the report.
/// Errors are inputs that cannot be analysed (exit code 2).
pub fn check_file(path: &Path, opts: &Options) -> Result<Report, FrontError> {
    let compiling = std::time::Instant::now();
    let program = front::load(path, &opts.front)?;
    let compile_ms = compiling.elapsed().as_millis() as u64;
    let mut report = engine::analyse(&program, path, opts);
    report.stats.compile_ms = compile_ms;
    Ok(report)
}
