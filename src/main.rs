//! The `canopy` command line: parses arguments and calls the library.

mod cli;

use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;
use std::process::ExitCode;

/// The analysis clones and drops many small graphs: a fast allocator for them.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Shape analyser for C: proves memory safety of programs with linked data
/// structures, or reports the error with a trace.
#[derive(Parser, Debug)]
#[command(name = "canopy", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Check C files (.c, .i) or LLVM 14 IR files (.ll, .bc).
    #[command(after_help = cli::check::EXIT_CODES_HELP)]
    Check(CheckArgs),
    /// Compare domains and configurations on a set of tasks with expected verdicts.
    #[command(after_help = cli::bench::AFTER_HELP)]
    Bench(BenchArgs),
}

/// Output format of `canopy check`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Format {
    /// GCC-style diagnostics followed by a `verdict:` line.
    Text,
    /// One JSON object per file, one per line.
    Json,
}

/// The arguments of `canopy check`.
#[derive(Args, Debug)]
struct CheckArgs {
    /// Files to check.
    #[arg(value_name = "FILE", required = true)]
    files: Vec<PathBuf>,
    /// Abstract domain: symbolic memory graphs, forest automata, or both.
    #[arg(long, value_enum, default_value_t = canopy::DomainKind::Product)]
    domain: canopy::DomainKind,
    /// Property to check [default: memsafety].
    #[arg(long, value_enum, conflicts_with = "prp")]
    property: Option<canopy::Property>,
    /// SV-COMP property file (.prp) to take the property from.
    #[arg(long, value_name = "FILE.prp")]
    prp: Option<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// Time budget of the analysis of each file, in seconds (compilation not counted).
    #[arg(long, value_name = "SECS")]
    timeout: Option<u64>,
    /// Memory budget of the analysis, in MiB (default: half the machine's memory).
    #[arg(long, value_name = "MIB")]
    memory_limit: Option<u64>,
    /// Write DOT plots of the abstract heaps into DIR (created if missing).
    #[arg(long, value_name = "DIR")]
    plot: Option<PathBuf>,
    /// Print the analysis counters after the verdict (text format).
    #[arg(long)]
    stats: bool,
    /// Add DIR to the include path of the C compiler.
    #[arg(short = 'I', value_name = "DIR")]
    include_dirs: Vec<PathBuf>,
    /// Define a macro for the C compiler.
    #[arg(short = 'D', value_name = "NAME[=VAL]")]
    defines: Vec<String>,
    /// Let malloc, calloc and realloc fail (return NULL).
    #[arg(long)]
    oom: bool,
    /// Budget on the number of abstract states created.
    #[arg(long, value_name = "N", default_value_t = canopy::Options::default().max_states)]
    max_states: u64,
    /// Depth of recursive calls followed before the verdict becomes unknown.
    #[arg(long, value_name = "N", default_value_t = canopy::Options::default().recursion_depth)]
    recursion_depth: u32,
    /// SMG abstraction: minimal lengths of mergeable sequences by join cost (equal, entailed or differing in shape only, differing in data).
    #[arg(long, value_name = "A,B,C", default_value = "2,2,3", value_parser = thresholds)]
    smg_thresholds: [usize; 3],
    /// FA abstraction: height of the finite-height abstraction.
    #[arg(long, value_name = "N", default_value_t = canopy::Tuning::default().fa_height as u16,
          value_parser = clap::value_parser!(u16).range(1..))]
    fa_height: u16,
    /// FA box learning: fold learnt boxes by language inclusion or equivalence.
    #[arg(long, value_enum, default_value_t = canopy::Tuning::default().fa_folding)]
    fa_folding: canopy::Folding,
    /// FA abstraction: abstract each FA alone, without enriching it by compatible FA.
    #[arg(long)]
    no_sfa: bool,
    /// FA fixpoint: states a loop head keeps apart before uniting a new one with one of them (0: at once).
    #[arg(long, value_name = "N", default_value_t = canopy::Tuning::default().fa_apart)]
    fa_apart: usize,
    /// FA fixpoint: unroll loops bounded by a small constant while their counter is known.
    #[arg(long)]
    fa_unroll: bool,
    /// FA abstraction: the small integers a node holds are part of its type.
    #[arg(long)]
    fa_data_types: bool,
    /// FA abstraction: the small integers held by the nodes below a node are part of its type too, while nodes hold at most two kinds of data (implies --fa-data-types).
    #[arg(long)]
    fa_data_below: bool,
    /// FA abstraction: heap cells of one struct allocated at different places have different types.
    #[arg(long)]
    fa_sites: bool,
}

/// Output format of `canopy bench`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum BenchFormat {
    /// One row per task, then a summary per column.
    Table,
    /// One row per task and column.
    Csv,
    /// One object with the columns, the tasks and their runs, and the summaries.
    Json,
}

/// The arguments of `canopy bench`.
#[derive(Args, Debug)]
struct BenchArgs {
    /// A directory (every annotated .c/.i file and SV-COMP task definition under it),
    /// a manifest, one task definition (.yml) or one annotated C file.
    #[arg(value_name = "MANIFEST|DIR")]
    input: PathBuf,
    /// Domains to run each task under, comma-separated.
    #[arg(long, value_enum, value_delimiter = ',', default_value = "product")]
    domains: Vec<canopy::DomainKind>,
    /// A named configuration, run under each domain besides the default one:
    /// NAME=ARGS with ARGS extra `canopy check` flags, e.g. h2="--fa-height 2" (repeatable).
    #[arg(long = "config", value_name = "NAME=ARGS", value_parser = canopy::bench::column::Config::parse)]
    configs: Vec<canopy::bench::column::Config>,
    /// Number of runs in parallel.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..))]
    jobs: u16,
    /// Time budget of the analysis of each run, in seconds.
    #[arg(long, value_name = "SECS", default_value_t = 60)]
    timeout: u64,
    /// Output format.
    #[arg(long, value_enum, default_value_t = BenchFormat::Table)]
    format: BenchFormat,
    /// Also write a quantile plot of the analysis times of the correct results to FILE.svg.
    #[arg(long, value_name = "FILE.svg")]
    plot: Option<PathBuf>,
}

/// Parses three comma-separated sequence lengths of `--smg-thresholds`.
fn thresholds(s: &str) -> Result<[usize; 3], String> {
    let v: Vec<usize> = s
        .split(',')
        .map(|x| x.trim().parse::<usize>().map_err(|e| format!("{x:?}: {e}")))
        .collect::<Result<_, _>>()?;
    match v[..] {
        [a, b, c] if a >= 1 && b >= 1 && c >= 1 => Ok([a, b, c]),
        _ => Err("expected three lengths of at least 1, e.g. 2,2,3".into()),
    }
}

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Check(args) => cli::check::run(&args),
        Command::Bench(args) => cli::bench::run(&args),
    }
}
