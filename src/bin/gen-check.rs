//! `gen-check`: a campaign of generated heap programs, each checked by canopy
//! and run natively under sanitizers (issue 7).
//!
//! canopy `true` while a sanitizer run fails is a soundness bug; canopy
//! `false` while no run fails is a possible false alarm; a crash of canopy,
//! or no answer long after its timeout, is a panic. The last line of the
//! output is the summary:
//! `N programs, S soundness bugs, F possible false alarms, P panics, U unknown`.

#[path = "../gen/mod.rs"]
mod gen;

use canopy::Property;
use clap::Parser;
use gen::generate::{generate, Program, Rng};
use gen::native::{run_seeds, Native, Runs, RUN_TIMEOUT};
use serde_json::Value;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};

/// Runs a campaign of generated programs against canopy and sanitizers.
#[derive(Parser, Debug)]
#[command(name = "gen-check")]
struct Args {
    /// Number of programs.
    #[arg(long, default_value_t = 500)]
    count: usize,
    /// Seed of the campaign (program i gets the i-th number drawn from it).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Programs checked at the same time.
    #[arg(long, default_value_t = 2)]
    jobs: usize,
    /// Write failing programs (soundness bugs, panics), minimised, into DIR.
    #[arg(long, value_name = "DIR")]
    keep: Option<PathBuf>,
    /// canopy's time budget per program, in seconds.
    #[arg(long, default_value_t = 10)]
    timeout: u64,
    /// Native runs (seeds of the runtime) per program.
    #[arg(long, default_value_t = 16)]
    runs: u64,
    /// Print the program of program seed SEED and exit.
    #[arg(long, value_name = "SEED")]
    print: Option<u64>,
    /// Also print a line for every unknown verdict and every missed injected bug.
    #[arg(long)]
    verbose: bool,
    /// Internal: check one file with canopy and print its JSON report.
    #[arg(long, hide = true, value_name = "FILE")]
    child: Option<PathBuf>,
}

/// Memory budget of canopy in a campaign (two checks run at the same time).
const MEMORY_LIMIT_MIB: u64 = 2048;
/// How long past its budget a check may run before it counts as a hang.
const GRACE: Duration = Duration::from_secs(20);

/// canopy's answer on one program.
#[derive(Clone, Debug)]
enum Verdict {
    /// `true`, `false` or `unknown`, with the reason or the violated property.
    Answer { verdict: String, detail: String },
    /// A crash or a hang: what was said.
    Panic(String),
    /// The generated program did not compile (a generator bug).
    FrontError(String),
}

/// What came of one program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    Agree,
    Soundness,
    FalseAlarm,
    Panic,
    Unknown,
    GeneratorBug,
}

/// One checked program, for the report.
struct Outcome {
    class: Class,
    line: String,
    /// The injected bug was not shown by any run (verbose only).
    missed: bool,
}

fn main() -> ExitCode {
    let args = Args::parse();
    if let Some(path) = &args.child {
        return child(path, args.timeout);
    }
    if let Some(seed) = args.print {
        print!("{}", generate(seed).source);
        return ExitCode::SUCCESS;
    }
    let work = tempfile::tempdir().expect("a work directory");
    let native = match Native::new(work.path()) {
        Ok(n) => n,
        Err(e) => {
            eprintln!("gen-check: cannot build the native runtime: {e}");
            return ExitCode::from(2);
        }
    };
    if let Some(keep) = &args.keep {
        std::fs::create_dir_all(keep).expect("create the --keep directory");
    }
    let mut rng = Rng::new(args.seed);
    let seeds: Vec<u64> = (0..args.count).map(|_| rng.next_u64()).collect();
    let outcomes = parallel_map(&seeds, args.jobs, |&seed| {
        check_program(&generate(seed), &native, work.path(), &args)
    });

    let count = |c: Class| outcomes.iter().filter(|o| o.class == c).count();
    for o in &outcomes {
        let shown = match o.class {
            Class::Agree => args.verbose && o.missed,
            Class::Unknown => args.verbose,
            _ => true,
        };
        if shown {
            println!("{}", o.line);
        }
    }
    let generator_bugs = count(Class::GeneratorBug);
    if generator_bugs > 0 {
        println!("note: {generator_bugs} generated program(s) did not compile (generator bug)");
    }
    println!(
        "{} programs, {} soundness bugs, {} possible false alarms, {} panics, {} unknown",
        outcomes.len(),
        count(Class::Soundness),
        count(Class::FalseAlarm),
        count(Class::Panic),
        count(Class::Unknown)
    );
    if count(Class::Soundness) + count(Class::Panic) + generator_bugs > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// Checks one generated program; minimises and keeps it when it fails.
fn check_program(program: &Program, native: &Native, work: &Path, args: &Args) -> Outcome {
    let base = work.join(format!("p{}", program.seed));
    let source = base.with_extension("c");
    std::fs::write(&source, &program.source).expect("write the program");
    let judged = judge(&source, &base, native, args);
    let (class, text) = match &judged {
        Err(e) => (Class::GeneratorBug, e.clone()),
        Ok((verdict, runs)) => classify(verdict, runs),
    };
    let injected = program.bug.map_or("none", |b| b.name());
    let missed =
        program.bug.is_some() && matches!(&judged, Ok((_, runs)) if runs.failure.is_none());
    let mut line = format!(
        "{class:?} (program seed {}, injected {injected}): {text}",
        program.seed
    );
    if let (Some(keep), Class::Soundness | Class::Panic) = (&args.keep, class) {
        let name = format!("{}-{}", format!("{class:?}").to_lowercase(), program.seed);
        let small = gen::minimise::minimise(
            &program.source,
            150,
            Duration::from_secs(300),
            |candidate| {
                let path = base.with_extension("min.c");
                std::fs::write(&path, candidate).is_ok()
                    && matches!(judge(&path, &base.with_extension("min"), native, args),
                    Ok((v, f)) if classify(&v, &f).0 == class)
            },
        );
        let _ = std::fs::write(keep.join(format!("{name}.c")), &program.source);
        let _ = std::fs::write(keep.join(format!("{name}.min.c")), small);
        line += &format!(
            " [kept as {}]",
            keep.join(format!("{name}.min.c")).display()
        );
    }
    Outcome {
        class,
        line,
        missed,
    }
}

/// Runs canopy and the native runs on one C file.
fn judge(
    source: &Path,
    base: &Path,
    native: &Native,
    args: &Args,
) -> Result<(Verdict, Runs), String> {
    let exe = base.with_extension("exe");
    native.build(source, &exe)?;
    let runs = run_seeds(&exe, args.runs, Property::Memsafety);
    let verdict = run_canopy(source, args.timeout);
    if let Verdict::FrontError(e) = &verdict {
        return Err(format!("canopy cannot load it: {e}"));
    }
    Ok((verdict, runs))
}

/// The class of canopy's verdict given the native runs, with a description.
fn classify(verdict: &Verdict, runs: &Runs) -> (Class, String) {
    let failure = &runs.failure;
    let mut said_runs = match failure {
        Some((seed, said)) => format!("run with CANOPY_SEED={seed}: {said}"),
        None => "no run failed".to_string(),
    };
    if !runs.timed_out.is_empty() {
        said_runs += &format!(
            " ({} run(s) did not end within {RUN_TIMEOUT:?})",
            runs.timed_out.len()
        );
    }
    match verdict {
        Verdict::Panic(said) => (Class::Panic, said.clone()),
        Verdict::FrontError(e) => (Class::GeneratorBug, e.clone()),
        Verdict::Answer { verdict, detail } => {
            let class = match (verdict.as_str(), failure.is_some()) {
                ("true", true) => Class::Soundness,
                ("false", false) => Class::FalseAlarm,
                ("unknown", _) => Class::Unknown,
                _ => Class::Agree,
            };
            (class, format!("canopy {verdict} {detail}; {said_runs}"))
        }
    }
}

/// Checks `path` with canopy in a child process (this binary with `--child`),
/// so that a crash or a hang is an answer too.
fn run_canopy(path: &Path, timeout: u64) -> Verdict {
    let out_path = path.with_extension("canopy.out");
    let err_path = path.with_extension("canopy.err");
    let exe = std::env::current_exe().expect("the gen-check binary");
    let mut child = Command::new(exe)
        .arg("--child")
        .arg(path)
        .arg("--timeout")
        .arg(timeout.to_string())
        .stdin(Stdio::null())
        .stdout(File::create(&out_path).expect("create the child's stdout"))
        .stderr(File::create(&err_path).expect("create the child's stderr"))
        .spawn()
        .expect("start a child process");
    let start = Instant::now();
    let limit = Duration::from_secs(timeout) + GRACE;
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for the child") {
            break status;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            return Verdict::Panic(format!("hang: no answer within {limit:?}"));
        }
        thread::sleep(Duration::from_millis(5));
    };
    let stdout = std::fs::read_to_string(&out_path).unwrap_or_default();
    let stderr = std::fs::read_to_string(&err_path).unwrap_or_default();
    if status.code() == Some(2) {
        return Verdict::FrontError(stderr.lines().take(3).collect::<Vec<_>>().join(" "));
    }
    match serde_json::from_str::<Value>(stdout.trim()) {
        Ok(v) => {
            let verdict = v["verdict"].as_str().unwrap_or("?").to_string();
            let detail = match verdict.as_str() {
                "false" => format!("({})", v["violated"].as_str().unwrap_or("?")),
                "unknown" => format!("({})", v["reason"].as_str().unwrap_or("?")),
                _ => String::new(),
            };
            Verdict::Answer { verdict, detail }
        }
        Err(_) => {
            let said: Vec<&str> = stderr
                .lines()
                .filter(|l| !l.trim().is_empty() && !l.starts_with("note: run with"))
                .take(3)
                .collect();
            Verdict::Panic(format!("crash ({status}): {}", said.join(" | ")))
        }
    }
}

/// The `--child` mode: checks one file and prints its JSON report; exit code
/// 2 when the file cannot be loaded, a panic ends the process.
fn child(path: &Path, timeout: u64) -> ExitCode {
    let opts = canopy::Options {
        timeout: Some(Duration::from_secs(timeout)),
        memory_limit_mib: Some(MEMORY_LIMIT_MIB),
        ..Default::default()
    };
    let path = path.to_path_buf();
    // The stack of a main thread, as the command-line tool has.
    let check = thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(move || canopy::check_file(&path, &opts))
        .expect("start the check");
    match check.join() {
        Ok(Ok(report)) => {
            println!("{}", canopy::report::to_json(&report));
            ExitCode::SUCCESS
        }
        Ok(Err(e)) => {
            eprintln!("{}\n{}", e.message, e.details);
            ExitCode::from(2)
        }
        Err(_) => ExitCode::from(101),
    }
}

/// Maps `f` over `items` on `threads` threads, keeping the order of `items`.
fn parallel_map<T: Sync, R: Send>(
    items: &[T],
    threads: usize,
    f: impl Fn(&T) -> R + Sync,
) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<R>>> = Mutex::new((0..items.len()).map(|_| None).collect());
    thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(item) = items.get(i) else { break };
                let r = f(item);
                results.lock().unwrap()[i] = Some(r);
            });
        }
    });
    results
        .into_inner()
        .unwrap()
        .into_iter()
        .map(|r| r.expect("every item was mapped"))
        .collect()
}
