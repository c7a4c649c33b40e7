//! The result of one `canopy check` child process: its verdict, read from the
//! contract's JSON output and exit code, and its times.

use crate::Verdict;
use serde::Serialize;
use serde_json::Value;
use std::time::Duration;

/// The answer of one run: a verdict, or an error (exit code 2, crash, unreadable output).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Answer {
    True,
    False,
    Unknown,
    Error,
}

impl Answer {
    pub fn as_str(self) -> &'static str {
        match self {
            Answer::True => "true",
            Answer::False => "false",
            Answer::Unknown => "unknown",
            Answer::Error => "error",
        }
    }
}

impl From<Verdict> for Answer {
    fn from(v: Verdict) -> Answer {
        match v {
            Verdict::True => Answer::True,
            Verdict::False => Answer::False,
            Verdict::Unknown => Answer::Unknown,
        }
    }
}

/// One task under one column.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Run {
    #[serde(rename = "verdict")]
    pub answer: Answer,
    /// The violated sub-property of a `false` answer.
    pub violated: Option<String>,
    /// Why the answer is `unknown` or `error`.
    pub reason: Option<String>,
    /// The analysis time the child reports (`stats.time_ms`); the wall time when it reports none.
    pub analysis_ms: u64,
    /// The wall time of the child process, compilation included.
    pub wall_ms: u64,
    /// The child's exit code; null when it was killed or did not start.
    pub exit_code: Option<i32>,
    /// The child's `stats` object as reported (who decided, domain switches); null without one.
    pub stats: Value,
}

impl Run {
    /// Reads the answer of a child that exited with `code` (None: killed by a signal).
    pub fn from_child(code: Option<i32>, stdout: &str, stderr: &str, wall: Duration) -> Run {
        let wall_ms = millis(wall);
        let error = |reason: String| Run {
            answer: Answer::Error,
            violated: None,
            reason: Some(reason),
            analysis_ms: wall_ms,
            wall_ms,
            exit_code: code,
            stats: Value::Null,
        };
        match code {
            Some(0 | 1 | 3) => {}
            Some(2) => return error(first_line(stderr, "exit code 2")),
            Some(c) => return error(format!("crash: exit code {c}: {}", first_line(stderr, ""))),
            None => {
                return error(format!(
                    "crash: killed by a signal: {}",
                    first_line(stderr, "")
                ))
            }
        }
        let line = stdout
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("");
        let Ok(json) = serde_json::from_str::<Value>(line) else {
            return error(format!("unreadable output: {line:?}"));
        };
        let answer = match json["verdict"].as_str() {
            Some("true") => Verdict::True,
            Some("false") => Verdict::False,
            Some("unknown") => Verdict::Unknown,
            other => return error(format!("unreadable output: verdict {other:?}")),
        };
        if Some(answer.exit_code()) != code {
            return error(format!(
                "exit code {} does not match verdict {}",
                code.unwrap_or(-1),
                answer.as_str()
            ));
        }
        let reason = json["reason"].as_str().map(str::to_string);
        if reason
            .as_deref()
            .is_some_and(|r| r.starts_with("internal error"))
        {
            return error(reason.unwrap_or_default());
        }
        Run {
            answer: answer.into(),
            violated: json["violated"].as_str().map(str::to_string),
            reason,
            analysis_ms: json["stats"]["time_ms"].as_u64().unwrap_or(wall_ms),
            wall_ms,
            exit_code: code,
            stats: json["stats"].clone(),
        }
    }

    /// A child killed for overrunning its time budget.
    pub fn timeout(wall: Duration) -> Run {
        Run {
            answer: Answer::Unknown,
            violated: None,
            reason: Some(format!("timeout: killed after {:.1} s", wall.as_secs_f64())),
            analysis_ms: millis(wall),
            wall_ms: millis(wall),
            exit_code: None,
            stats: Value::Null,
        }
    }

    /// A child that could not be started.
    pub fn not_started(reason: String) -> Run {
        Run {
            answer: Answer::Error,
            violated: None,
            reason: Some(reason),
            analysis_ms: 0,
            wall_ms: 0,
            exit_code: None,
            stats: Value::Null,
        }
    }
}

#[cfg(test)]
impl Run {
    /// A run with the given answer, sub-property and analysis time, for tests.
    pub fn sample(answer: Answer, violated: Option<&str>, analysis_ms: u64) -> Run {
        Run {
            answer,
            violated: violated.map(str::to_string),
            reason: None,
            analysis_ms,
            wall_ms: analysis_ms + 10,
            exit_code: Some(0),
            stats: Value::Null,
        }
    }
}

/// Whole milliseconds of a duration.
fn millis(d: Duration) -> u64 {
    d.as_millis().try_into().unwrap_or(u64::MAX)
}

/// The first non-empty line of a child's stderr without the `canopy: error: ` prefix.
fn first_line(stderr: &str, default: &str) -> String {
    stderr
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .map(|l| l.strip_prefix("canopy: error: ").unwrap_or(l))
        .unwrap_or(default)
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    const MS: Duration = Duration::from_millis(250);

    #[test]
    fn verdicts_from_json() {
        let out = r#"{"file":"a.c","verdict":"false","violated":"valid-deref","reason":null,"stats":{"time_ms":12}}"#;
        let r = Run::from_child(Some(1), out, "", MS);
        assert_eq!(r.answer, Answer::False);
        assert_eq!(r.violated.as_deref(), Some("valid-deref"));
        assert_eq!((r.analysis_ms, r.wall_ms, r.exit_code), (12, 250, Some(1)));
        assert_eq!(r.stats["time_ms"], 12);
        let out =
            r#"{"verdict":"unknown","violated":null,"reason":"timeout","stats":{"time_ms":3}}"#;
        let r = Run::from_child(Some(3), out, "", MS);
        assert_eq!(
            (r.answer, r.reason.as_deref()),
            (Answer::Unknown, Some("timeout"))
        );
    }

    #[test]
    fn errors_and_crashes() {
        let r = Run::from_child(Some(2), "", "canopy: error: a.c:1:1: bad\nmore\n", MS);
        assert_eq!(
            (r.answer, r.reason.as_deref()),
            (Answer::Error, Some("a.c:1:1: bad"))
        );
        assert_eq!(Run::from_child(None, "", "", MS).answer, Answer::Error);
        assert_eq!(
            Run::from_child(Some(101), "", "panic", MS).answer,
            Answer::Error
        );
        assert_eq!(
            Run::from_child(Some(0), "not json", "", MS).answer,
            Answer::Error
        );
        let mismatch = r#"{"verdict":"true","stats":{"time_ms":1}}"#;
        assert_eq!(
            Run::from_child(Some(1), mismatch, "", MS).answer,
            Answer::Error
        );
        let internal = r#"{"verdict":"unknown","reason":"internal error: boom","stats":{}}"#;
        assert_eq!(
            Run::from_child(Some(3), internal, "", MS).answer,
            Answer::Error
        );
        let t = Run::timeout(Duration::from_secs(3));
        assert_eq!(
            (t.answer, t.exit_code, t.analysis_ms),
            (Answer::Unknown, None, 3000)
        );
    }
}
