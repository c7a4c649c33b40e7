//! `canopy bench` end to end: tasks from a directory, a manifest and SV-COMP
//! task definitions, classified and scored; table, CSV, JSON and SVG output;
//! the same results whatever `--jobs`; exit code 2 on bad input.

use serde_json::Value;
use std::path::Path;
use std::process::{Command, Output};

const SAFE: &str = "#include <stdlib.h>\n\
int main(void) {\n    int *p = malloc(sizeof(int));\n    if (p) *p = 1;\n    free(p);\n    return 0;\n}\n";

const NULL_DEREF: &str = "#include <stdlib.h>\n\
int main(void) {\n    int *p = NULL;\n    return *p;\n}\n";

/// Runs `canopy bench` with the given arguments.
fn bench(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_canopy"))
        .arg("bench")
        .args(args)
        .output()
        .expect("canopy runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Writes `text` to `dir/name`, creating parent directories.
fn write(dir: &Path, name: &str, text: &str) {
    let path = dir.join(name);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

/// A directory with one task of each outcome, and a file without annotation.
fn corpus() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "safe.c", &format!("// expect: true\n{SAFE}"));
    write(
        dir.path(),
        "sub/null.c",
        &format!("// expect: false valid-deref\n{NULL_DEREF}"),
    );
    write(
        dir.path(),
        "wrong_true.c",
        &format!("// expect: false valid-free\n{SAFE}"),
    );
    write(
        dir.path(),
        "wrong_sub.c",
        &format!("// expect: false valid-memtrack\n{NULL_DEREF}"),
    );
    write(dir.path(), "plain.c", SAFE);
    dir
}

/// The JSON output of a bench run with its times removed.
fn without_times(json: &str) -> Value {
    let mut v: Value = serde_json::from_str(json).expect("bench JSON parses");
    for task in v["tasks"].as_array_mut().unwrap() {
        for run in task["runs"].as_array_mut().unwrap() {
            let run = run.as_object_mut().unwrap();
            run.remove("analysis_ms");
            run.remove("wall_ms");
            run.remove("stats");
        }
    }
    for s in v["summaries"].as_array_mut().unwrap() {
        let s = s.as_object_mut().unwrap();
        s.remove("analysis_ms");
        s.remove("wall_ms");
    }
    v
}

#[test]
fn directory_classified_and_scored_the_same_whatever_the_jobs() {
    let dir = corpus();
    let input = dir.path().to_str().unwrap();
    let args = ["--domains", "smg,fa", "--format", "json", "--timeout", "20"];
    let two = bench(&[&args[..], &[input, "--jobs", "2"]].concat());
    assert_eq!(two.status.code(), Some(1), "a wrong verdict exits with 1");
    let v = without_times(&stdout(&two));

    let names: Vec<&str> = v["tasks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["task"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["safe.c", "sub/null.c", "wrong_sub.c", "wrong_true.c"]
    );
    let outcomes: Vec<Vec<&str>> = v["tasks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            let runs = t["runs"].as_array().unwrap();
            runs.iter()
                .map(|r| r["outcome"].as_str().unwrap())
                .collect()
        })
        .collect();
    let expected = ["correct-true", "correct-false", "wrong-false", "wrong-true"];
    for (row, want) in outcomes.iter().zip(expected) {
        assert_eq!(row, &[want, want], "{}", stdout(&two));
    }
    for (s, column) in v["summaries"].as_array().unwrap().iter().zip(["smg", "fa"]) {
        assert_eq!(s["column"], column);
        assert_eq!(s["score"], 2 + 1 - 16 - 32);
        assert_eq!(
            [
                &s["correct_true"],
                &s["correct_false"],
                &s["wrong_true"],
                &s["wrong_false"]
            ],
            [1, 1, 1, 1]
        );
        assert_eq!([&s["unknown"], &s["errors"]], [0, 0]);
    }
    let run = &v["tasks"][1]["runs"][0];
    assert_eq!(run["verdict"], "false");
    assert_eq!(run["violated"], "valid-deref");
    assert_eq!(run["exit_code"], 1);

    let one = bench(&[&args[..], &[input, "--jobs", "1"]].concat());
    assert_eq!(
        without_times(&stdout(&one)),
        v,
        "--jobs 1 and --jobs 2 differ"
    );
}

#[test]
fn manifest_with_configurations_as_table_and_csv() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "progs/safe.c", SAFE);
    write(dir.path(), "progs/null.c", NULL_DEREF);
    write(dir.path(), "broken.c", "int main( {\n");
    write(
        dir.path(),
        "tasks.txt",
        "# a manifest\nprogs/safe.c true\nprogs/null.c false valid-deref  # the bug\nbroken.c true\n",
    );
    let manifest = dir.path().join("tasks.txt");
    let manifest = manifest.to_str().unwrap();
    let config = ["--domains", "fa", "--config", "h2=--fa-height 2"];

    let csv = bench(&[&config[..], &[manifest, "--format", "csv", "--jobs", "2"]].concat());
    assert_eq!(csv.status.code(), Some(0), "errors are no wrong verdicts");
    let text = stdout(&csv);
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap().split(',').collect();
    let field = |name: &str| header.iter().position(|h| *h == name).unwrap();
    let rows: Vec<Vec<&str>> = lines.map(|l| l.split(',').collect()).collect();
    assert_eq!(rows.len(), 3 * 2, "{text}");
    let cells: Vec<(&str, &str, &str, &str)> = rows
        .iter()
        .map(|r| {
            (
                r[field("task")],
                r[field("column")],
                r[field("verdict")],
                r[field("outcome")],
            )
        })
        .collect();
    assert_eq!(
        cells,
        [
            ("broken.c", "fa", "error", "error"),
            ("broken.c", "fa/h2", "error", "error"),
            ("progs/null.c", "fa", "false", "correct-false"),
            ("progs/null.c", "fa/h2", "false", "correct-false"),
            ("progs/safe.c", "fa", "true", "correct-true"),
            ("progs/safe.c", "fa/h2", "true", "correct-true"),
        ]
    );
    for r in &rows {
        // The probe's concrete exploration confirms the null dereference
        // before FA runs; the proof is FA's.
        let decided = match r[field("verdict")] {
            "error" => "",
            "false" => "smg",
            _ => "fa",
        };
        assert_eq!(r[field("decided_by")], decided, "{r:?}");
        let analysis: u64 = r[field("analysis_ms")].parse().unwrap();
        let wall: u64 = r[field("wall_ms")].parse().unwrap();
        assert!(analysis <= wall, "analysis time within wall time: {r:?}");
    }

    let table = bench(&[&config[..], &[manifest]].concat());
    let text = stdout(&table);
    assert!(text.lines().next().unwrap().contains("fa/h2"), "{text}");
    assert!(text.contains("✓ true"), "{text}");
    assert!(text.contains("✓ false valid-deref"), "{text}");
    assert!(text.contains("! error"), "{text}");
    let score = text.lines().find(|l| l.starts_with("score")).unwrap();
    assert_eq!(
        score.split_whitespace().collect::<Vec<_>>(),
        ["score", "3", "3"]
    );
    let errors = text.lines().find(|l| l.starts_with("errors")).unwrap();
    assert_eq!(
        errors.split_whitespace().collect::<Vec<_>>(),
        ["errors", "1", "1"]
    );
}

#[test]
fn task_definitions_and_the_quantile_plot() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "properties/valid-memsafety.prp",
        "CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G valid-deref) )\n\
         CHECK( init(main()), LTL(G valid-memtrack) )\n",
    );
    write(
        dir.path(),
        "properties/termination.prp",
        "CHECK( init(main()), LTL(F end) )\n",
    );
    // Preprocessed: no #include.
    write(
        dir.path(),
        "tasks/null.i",
        "int main(void) {\n    int *p = 0;\n    return *p;\n}\n",
    );
    write(
        dir.path(),
        "tasks/null.yml",
        "format_version: '2.0'\n# a comment\ninput_files: 'null.i'\nproperties:\n  \
         - property_file: ../properties/valid-memsafety.prp\n    expected_verdict: false\n    \
         subproperty: valid-deref\n  - property_file: ../properties/termination.prp\n    \
         expected_verdict: true\noptions:\n  language: C\n  data_model: LP64\n",
    );
    write(dir.path(), "tasks/safe.c", SAFE);
    write(
        dir.path(),
        "tasks/safe.yml",
        "format_version: '2.0'\ninput_files:\n  - safe.c\nproperties:\n  \
         - property_file: ../properties/valid-memsafety.prp\n    expected_verdict: true\n",
    );
    write(
        dir.path(),
        "tasks/term.yml",
        "format_version: '2.0'\ninput_files: safe.c\nproperties:\n  \
         - property_file: ../properties/termination.prp\n    expected_verdict: true\n",
    );
    let svg = dir.path().join("plot.svg");
    let out = bench(&[
        dir.path().to_str().unwrap(),
        "--domains",
        "smg,product",
        "--format",
        "json",
        "--plot",
        svg.to_str().unwrap(),
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("1 task definition(s) left out"));
    let v: Value = serde_json::from_str(&stdout(&out)).unwrap();
    let tasks = v["tasks"].as_array().unwrap();
    assert_eq!(tasks.len(), 2);
    assert_eq!(tasks[0]["task"], "tasks/null.yml");
    assert_eq!(tasks[0]["expected"]["violated"], "valid-deref");
    assert!(tasks[0]["prp"]
        .as_str()
        .unwrap()
        .ends_with("valid-memsafety.prp"));
    for s in v["summaries"].as_array().unwrap() {
        assert_eq!(s["score"], 3, "{s}");
    }

    let plot = std::fs::read_to_string(&svg).unwrap();
    assert!(plot.starts_with("<svg "), "{plot}");
    assert!(plot.trim_end().ends_with("</svg>"));
    assert_eq!(plot.matches("<polyline").count(), 2);
    for column in ["smg", "product"] {
        assert!(
            plot.contains(&format!(">{column}</text>")),
            "legend names {column}"
        );
    }
    assert_eq!(plot.matches('<').count(), plot.matches('>').count());
}

/// A program whose compilation takes far longer than the kill deadline.
fn slow_to_compile() -> String {
    let mut text = "// expect: true\n#define A0(x) x x x x\n".to_string();
    for i in 1..=12 {
        let a = format!("A{}(x)", i - 1);
        text += &format!("#define A{i}(x) {a} {a} {a} {a}\n");
    }
    text + "int main(void) { int v = 0; A12(v++;) return v; }\n"
}

#[test]
fn overrunning_runs_are_killed_with_their_compiler() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "slow.c", &slow_to_compile());
    let file = dir.path().join("slow.c");
    let file = file.to_str().unwrap();
    let out = bench(&[
        file,
        "--timeout",
        "0",
        "--domains",
        "smg",
        "--format",
        "csv",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    let row = text.lines().nth(1).unwrap();
    assert!(row.contains(",unknown,,unknown,0,"), "{row}");
    assert!(row.contains("timeout: killed after 5."), "{row}");
    // A killed compiler is reaped by init soon after, not at once.
    let running = || -> Vec<String> {
        std::fs::read_dir("/proc")
            .unwrap()
            .filter_map(|e| std::fs::read(e.ok()?.path().join("cmdline")).ok())
            .map(|c| String::from_utf8_lossy(&c).replace('\0', " "))
            .filter(|c| c.contains(file))
            .collect()
    };
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(3);
    while !running().is_empty() && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    assert!(running().is_empty(), "still running: {:?}", running());
}

#[test]
fn bad_input_exits_with_2() {
    let dir = corpus();
    let d = dir.path();
    write(d, "bad.yml", "format_version: '2.0'\ninput_files: {a: 1}\n");
    write(d, "bad_manifest.txt", "safe.c maybe\n");
    write(d, "missing_manifest.txt", "nothing.c true\n");
    std::fs::create_dir(d.join("empty")).unwrap();
    let path = |name: &str| d.join(name).to_str().unwrap().to_string();
    let safe = path("safe.c");
    let cases: Vec<(Vec<String>, &str)> = vec![
        (vec![path("no-such-dir")], "cannot read"),
        (vec![path("bad.yml")], "not supported"),
        (
            vec![path("bad_manifest.txt")],
            "bad_manifest.txt:1: bad expectation",
        ),
        (vec![path("missing_manifest.txt")], "no such file"),
        (vec![path("empty")], "no tasks"),
        (
            vec![safe.clone(), "--domains".into(), "smg,tree".into()],
            "tree",
        ),
        (
            vec![safe.clone(), "--config".into(), "x=--no-such-flag".into()],
            "--no-such-flag",
        ),
        (
            vec![safe.clone(), "--config".into(), "x=--domain fa".into()],
            "set by canopy bench",
        ),
        (vec![safe.clone(), "--jobs".into(), "0".into()], "jobs"),
        (
            vec![safe, "--plot".into(), path("no-dir/p.svg")],
            "no such directory",
        ),
    ];
    for (args, message) in cases {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = bench(&args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(message), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}
