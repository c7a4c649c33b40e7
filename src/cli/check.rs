//! `canopy check`: builds the options, checks each file and prints the reports.

use super::prp;
use crate::{CheckArgs, Format};
use canopy::report::{to_json, to_text, Stats};
use canopy::{FrontError, FrontOptions, Options, Report, Tuning, Verdict};
use std::any::Any;
use std::panic::{self, AssertUnwindSafe};
use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;

/// The exit code of an input that could not be analysed.
const EXIT_INPUT: u8 = 2;

/// The exit codes, as shown at the end of `canopy check --help`.
pub const EXIT_CODES_HELP: &str = "\
Exit codes:
  0  verdict true: the property holds
  1  verdict false: a confirmed violation
  3  verdict unknown (budget hit, unsupported construct, unconfirmed error)
  2  the input could not be analysed (bad arguments, missing file, C that does not compile)
With several files, the worst code wins: 2, then 1, then 3, then 0.";

/// Runs `canopy check` and returns the worst exit code over all files.
pub fn run(args: &CheckArgs) -> ExitCode {
    let opts = match options(args) {
        Ok(opts) => opts,
        Err(msg) => {
            eprintln!("canopy: error: {msg}");
            return ExitCode::from(EXIT_INPUT);
        }
    };
    let several = args.files.len() > 1;
    let codes: Vec<u8> = args
        .files
        .iter()
        .map(|f| check(f, &opts, args, several))
        .collect();
    ExitCode::from(codes.into_iter().max_by_key(|&c| badness(c)).unwrap_or(0))
}

/// Orders exit codes from best to worst: 0, 3, 1, 2.
fn badness(code: u8) -> u8 {
    match code {
        0 => 0,
        3 => 1,
        1 => 2,
        _ => 3,
    }
}

/// Builds the library options from the arguments.
fn options(args: &CheckArgs) -> Result<Options, String> {
    let property = match &args.prp {
        Some(path) => prp::read(path)?,
        None => args.property.unwrap_or(Options::default().property),
    };
    if let Some(dir) = &args.plot {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create plot directory {}: {e}", dir.display()))?;
    }
    Ok(Options {
        domain: args.domain,
        property,
        timeout: args.timeout.map(Duration::from_secs),
        memory_limit_mib: args
            .memory_limit
            .or_else(canopy::engine::default_memory_mib),
        max_states: args.max_states,
        recursion_depth: args.recursion_depth,
        oom: args.oom,
        plot_dir: args.plot.clone(),
        front: FrontOptions {
            include_dirs: args.include_dirs.clone(),
            defines: args.defines.clone(),
        },
        tuning: Tuning {
            smg_thresholds: args.smg_thresholds,
            fa_height: args.fa_height.into(),
            fa_folding: args.fa_folding,
            fa_sfa: !args.no_sfa,
            fa_apart: args.fa_apart,
            fa_unroll: args.fa_unroll,
            fa_data_types: args.fa_data_types,
            fa_data_below: args.fa_data_below,
            fa_sites: args.fa_sites,
        },
    })
}

/// Checks one file, prints its report and returns its exit code.
fn check(path: &Path, opts: &Options, args: &CheckArgs, several: bool) -> u8 {
    if let Err(e) = std::fs::metadata(path) {
        eprintln!("canopy: error: cannot read {}: {e}", path.display());
        return EXIT_INPUT;
    }
    let report = match panic::catch_unwind(AssertUnwindSafe(|| canopy::check_file(path, opts))) {
        Ok(Ok(report)) => report,
        Ok(Err(e)) => {
            print_front_error(&e);
            return EXIT_INPUT;
        }
        Err(payload) => internal_error(path, opts, payload.as_ref()),
    };
    let text = match args.format {
        Format::Json => format!("{}\n", to_json(&report)),
        Format::Text => {
            let mut text = String::new();
            if several {
                text += &format!("==> {} <==\n", report.file);
            }
            text += &to_text(&report);
            if args.stats {
                text += &format!("{}\n", stats_line(&report.stats));
            }
            text
        }
    };
    super::emit(&text);
    report.verdict.exit_code() as u8
}

/// Prints why an input could not be analysed, with the compiler's diagnostics.
fn print_front_error(e: &FrontError) {
    eprintln!("canopy: error: {}", e.message);
    if !e.details.trim().is_empty() {
        eprintln!("{}", e.details.trim_end());
    }
}

/// The report of an analysis that panicked: a bug, answered with `unknown`.
fn internal_error(path: &Path, opts: &Options, payload: &(dyn Any + Send)) -> Report {
    let message = payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "panic".to_string());
    eprintln!(
        "canopy: internal error while checking {}: this is a bug, please report it \
         with the input file and the command line",
        path.display()
    );
    Report {
        file: path.display().to_string(),
        domain: opts.domain.as_str().to_string(),
        property: opts.property,
        verdict: Verdict::Unknown,
        violated: None,
        diagnostics: Vec::new(),
        reason: Some(format!(
            "internal error: {}",
            message.lines().next().unwrap_or("")
        )),
        stats: Stats::default(),
    }
}

/// The `--stats` line printed after the verdict in text mode.
fn stats_line(s: &Stats) -> String {
    let mut line = format!(
        "stats: time_ms={} states={} domain_switches={} boxes_learnt={} segments_created={} compile_ms={} decided_by={}",
        s.time_ms,
        s.states,
        s.domain_switches,
        s.boxes_learnt,
        s.segments_created,
        s.compile_ms,
        s.decided_by.unwrap_or("none")
    );
    if let Some(reason) = &s.switch_reason {
        line.push_str(&format!("\nswitch: to fa because {reason}"));
    }
    for pass in &s.passes {
        line.push_str(&format!(
            "\npass: {} time_ms={} states={} outcome={}",
            pass.pass, pass.time_ms, pass.states, pass.outcome
        ));
    }
    for head in &s.loop_heads {
        line.push_str(&format!(
            "\nloop head: {}:{} states={}",
            head.function, head.line, head.states
        ));
    }
    line
}
