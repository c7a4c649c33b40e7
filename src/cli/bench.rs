//! `canopy bench`: finds the tasks, runs each under each column as a child
//! `canopy check` process (in parallel, killed past its time budget), shows
//! progress on a terminal and prints the results.

use super::prp;
use crate::{BenchArgs, BenchFormat, Cli};
use canopy::bench::{self, Column, Results, Run, Task};
use clap::Parser;
use std::fs::File;
use std::io::{IsTerminal, Read, Seek, Write};
use std::path::Path;
use std::process::{Child, Command, ExitCode, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
use std::thread;
use std::time::{Duration, Instant};

/// The exit code of bad input.
const EXIT_INPUT: u8 = 2;

/// The end of `canopy bench --help`.
pub const AFTER_HELP: &str = "\
Tasks:
  DIR       every .c/.i file under DIR whose first line is `// expect: ...` (an optional
            `// property: NAME` line follows), and every SV-COMP task definition (.yml,
            format 2.0 or 2.1) with a memsafety, memcleanup or unreach-call property
  MANIFEST  one task a line, paths relative to the manifest, `#` comments:
              lists/a.c true
              b.c false valid-deref
              c.c true property=memcleanup
              d.c                      (expectation from its `// expect:` line)
              tasks/e.yml              (expectation from the task definition)
Columns: for each domain of --domains, DOMAIN, then DOMAIN/NAME for each --config NAME=ARGS.
A run still going max(5, SECS/2) seconds past --timeout SECS is killed (unknown, timeout).

Exit codes:
  0  every task ran and no column gave a wrong verdict (unknown answers and errors allowed)
  1  some column gave a wrong verdict
  2  bad input: missing or unreadable directory, manifest or task definition, bad option";

/// Runs `canopy bench`.
pub fn run(args: &BenchArgs) -> ExitCode {
    match bench(args) {
        Ok(code) => ExitCode::from(code),
        Err(msg) => {
            eprintln!("canopy: error: {msg}");
            ExitCode::from(EXIT_INPUT)
        }
    }
}

/// Finds, runs and prints; the error is bad input.
fn bench(args: &BenchArgs) -> Result<u8, String> {
    for config in &args.configs {
        check_config_args(&config.name, &config.args)?;
    }
    let columns = bench::column::columns(&args.domains, &args.configs)?;
    if let Some(plot) = &args.plot {
        let dir = plot.parent().filter(|d| !d.as_os_str().is_empty());
        if dir.is_some_and(|d| !d.is_dir()) {
            return Err(format!("--plot {}: no such directory", plot.display()));
        }
    }
    let found = bench::discover(&args.input, &prp::read)?;
    if !found.skipped.is_empty() {
        eprintln!(
            "canopy bench: note: {} task definition(s) left out: no memsafety, memcleanup or \
             unreach-call property with an expected verdict",
            found.skipped.len()
        );
    }
    let exe = std::env::current_exe().map_err(|e| format!("cannot find the canopy binary: {e}"))?;
    let runs = run_all(&exe, &found.tasks, &columns, args);
    let results = Results {
        tasks: found.tasks,
        columns,
        runs,
    };
    let text = match args.format {
        BenchFormat::Table => bench::table::render(&results),
        BenchFormat::Csv => bench::csv::render(&results),
        BenchFormat::Json => bench::json::render(&results),
    };
    super::emit(&text);
    if let Some(plot) = &args.plot {
        std::fs::write(plot, bench::plot::render(&results))
            .map_err(|e| format!("cannot write {}: {e}", plot.display()))?;
    }
    Ok(u8::from(results.any_wrong()))
}

/// Checks that a configuration's arguments are flags `canopy check` accepts.
fn check_config_args(name: &str, config: &[String]) -> Result<(), String> {
    let argv = ["canopy", "check"]
        .into_iter()
        .map(str::to_string)
        .chain(config.iter().cloned())
        .chain(["--".to_string(), "task.c".to_string()]);
    Cli::try_parse_from(argv).map(drop).map_err(|e| {
        let msg = e.to_string();
        let first = msg
            .lines()
            .next()
            .unwrap_or("")
            .trim_start_matches("error: ");
        format!("--config {name}: {first}")
    })
}

/// Runs every task under every column, `--jobs` at a time; `runs[t][c]`.
fn run_all(exe: &Path, tasks: &[Task], columns: &[Column], args: &BenchArgs) -> Vec<Vec<Run>> {
    // Run `i` is task `i / columns.len()` under column `i % columns.len()`.
    let slots: Vec<OnceLock<Run>> = (0..tasks.len() * columns.len())
        .map(|_| OnceLock::new())
        .collect();
    let next = AtomicUsize::new(0);
    let progress = Progress::new(slots.len());
    thread::scope(|s| {
        for _ in 0..usize::from(args.jobs).min(slots.len()) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(slot) = slots.get(i) else { break };
                let (task, column) = (&tasks[i / columns.len()], &columns[i % columns.len()]);
                // Each index is taken once, so the slot is still empty.
                let _ = slot.set(run_one(exe, task, column, args.timeout));
                progress.step(&task.name, &column.name);
            });
        }
    });
    progress.finish();
    let mut runs = slots.into_iter().map(|slot| {
        slot.into_inner()
            .unwrap_or_else(|| Run::not_started("not run".to_string()))
    });
    (0..tasks.len())
        .map(|_| runs.by_ref().take(columns.len()).collect())
        .collect()
}

/// Locks a mutex, whether or not another thread panicked while holding it.
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// How long past its analysis budget a child may run (compilation, start-up) before it is killed.
fn grace(timeout: u64) -> u64 {
    (timeout / 2).max(5)
}

/// Runs one task under one column as a child `canopy check`.
fn run_one(exe: &Path, task: &Task, column: &Column, timeout: u64) -> Run {
    let (Ok(mut out), Ok(mut err)) = (tempfile::tempfile(), tempfile::tempfile()) else {
        return Run::not_started("cannot create temporary files".to_string());
    };
    let (Ok(out_w), Ok(err_w)) = (out.try_clone(), err.try_clone()) else {
        return Run::not_started("cannot duplicate temporary files".to_string());
    };
    let mut cmd = Command::new(exe);
    cmd.args(["check", "--format", "json", "--timeout"])
        .arg(timeout.to_string())
        .args(["--domain", column.domain.as_str()]);
    match &task.prp {
        Some(prp) => cmd.arg("--prp").arg(prp),
        None => cmd.args(["--property", task.property.as_str()]),
    };
    cmd.args(column.args())
        .arg("--")
        .arg(&task.file)
        .stdin(Stdio::null())
        .stdout(out_w)
        .stderr(err_w);
    let start = Instant::now();
    let mut child = match cmd.spawn() {
        Ok(child) => child,
        Err(e) => return Run::not_started(format!("cannot start {}: {e}", exe.display())),
    };
    let deadline = Duration::from_secs(timeout + grace(timeout));
    let mut pause = Duration::from_millis(1);
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if start.elapsed() >= deadline => {
                kill_tree(&mut child);
                return Run::timeout(start.elapsed());
            }
            Ok(None) => {
                thread::sleep(pause);
                pause = (pause * 2).min(Duration::from_millis(20));
            }
            Err(e) => return Run::not_started(format!("cannot wait for the child: {e}")),
        }
    };
    let wall = start.elapsed();
    Run::from_child(
        status.code(),
        &read_all(&mut out),
        &read_all(&mut err),
        wall,
    )
}

/// Kills a child and the processes it started (clang), found through `/proc`.
fn kill_tree(child: &mut Child) {
    let parents = parent_pids();
    let mut tree = vec![child.id()];
    let mut i = 0;
    while let Some(&pid) = tree.get(i) {
        tree.extend(parents.iter().filter(|p| p.1 == pid).map(|p| p.0));
        i += 1;
    }
    // Failures only mean a process has already ended; the child is reaped either way.
    if tree.len() > 1 {
        let _ = Command::new("kill")
            .arg("-KILL")
            .args(tree[1..].iter().map(u32::to_string))
            .stderr(Stdio::null())
            .status();
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// Every process with its parent: (pid, ppid), read from `/proc/PID/stat`.
fn parent_pids() -> Vec<(u32, u32)> {
    let Ok(dir) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    dir.filter_map(|entry| {
        let pid: u32 = entry.ok()?.file_name().to_str()?.parse().ok()?;
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
        // `PID (COMM) STATE PPID ...`: COMM may hold spaces and parentheses.
        let rest = &stat[stat.rfind(')')? + 1..];
        let ppid = rest.split_whitespace().nth(1)?.parse().ok()?;
        Some((pid, ppid))
    })
    .collect()
}

/// The whole content of a temporary file the child wrote.
fn read_all(f: &mut File) -> String {
    let mut bytes = Vec::new();
    if f.rewind().and_then(|()| f.read_to_end(&mut bytes)).is_err() {
        bytes.clear();
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// A progress bar on stderr, drawn only when stderr is a terminal.
struct Progress {
    total: usize,
    done: Mutex<usize>,
    shown: bool,
}

impl Progress {
    /// Draws the empty bar.
    fn new(total: usize) -> Progress {
        let progress = Progress {
            total,
            done: Mutex::new(0),
            shown: std::io::stderr().is_terminal(),
        };
        progress.draw(0, "");
        progress
    }

    /// Counts one finished run and redraws the bar.
    fn step(&self, task: &str, column: &str) {
        let mut done = lock(&self.done);
        *done += 1;
        self.draw(*done, &format!("{column} {task}"));
    }

    /// Draws the bar with `done` runs finished, the last one named by `last`.
    fn draw(&self, done: usize, last: &str) {
        if self.shown {
            let filled = done * 30 / self.total.max(1);
            let bar = format!("{}{}", "#".repeat(filled), ".".repeat(30 - filled));
            let mut e = std::io::stderr().lock();
            // A failed write to the terminal only loses the bar.
            let _ = write!(e, "\r\x1b[K[{bar}] {done}/{} {last}", self.total);
            let _ = e.flush();
        }
    }

    /// Clears the bar.
    fn finish(&self) {
        if self.shown {
            eprint!("\r\x1b[K");
        }
    }
}
