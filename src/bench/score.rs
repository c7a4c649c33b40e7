//! Scoring as in SV-COMP: each run is correct, wrong, unknown or an error, and
//! a column's score adds +2 per correct true, +1 per correct false, −32 per
//! wrong true and −16 per wrong false.

use super::run::{Answer, Run};
use super::Expected;
use serde::Serialize;

/// How one run compares with the expectation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    CorrectTrue,
    CorrectFalse,
    WrongTrue,
    WrongFalse,
    Unknown,
    Error,
}

impl Outcome {
    /// Classifies a run: a `false` answer is correct only on an expected
    /// violation, and only with the expected sub-property when one is given.
    pub fn of(expected: &Expected, run: &Run) -> Outcome {
        match (run.answer, expected) {
            (Answer::True, Expected::True) => Outcome::CorrectTrue,
            (Answer::True, Expected::False(_)) => Outcome::WrongTrue,
            (Answer::False, Expected::False(None)) => Outcome::CorrectFalse,
            (Answer::False, Expected::False(Some(sub))) if run.violated.as_ref() == Some(sub) => {
                Outcome::CorrectFalse
            }
            (Answer::False, _) => Outcome::WrongFalse,
            (Answer::Unknown, _) => Outcome::Unknown,
            (Answer::Error, _) => Outcome::Error,
        }
    }

    /// The outcome's name in CSV and JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::CorrectTrue => "correct-true",
            Outcome::CorrectFalse => "correct-false",
            Outcome::WrongTrue => "wrong-true",
            Outcome::WrongFalse => "wrong-false",
            Outcome::Unknown => "unknown",
            Outcome::Error => "error",
        }
    }

    /// The SV-COMP score of the outcome.
    pub fn score(self) -> i64 {
        match self {
            Outcome::CorrectTrue => 2,
            Outcome::CorrectFalse => 1,
            Outcome::WrongTrue => -32,
            Outcome::WrongFalse => -16,
            Outcome::Unknown | Outcome::Error => 0,
        }
    }

    /// Whether the answer is correct.
    pub fn is_correct(self) -> bool {
        matches!(self, Outcome::CorrectTrue | Outcome::CorrectFalse)
    }

    /// Whether the answer is wrong.
    pub fn is_wrong(self) -> bool {
        matches!(self, Outcome::WrongTrue | Outcome::WrongFalse)
    }

    /// The table's mark: ✓ correct, ✗ wrong, ? unknown, ! error.
    pub fn mark(self) -> char {
        match self {
            Outcome::CorrectTrue | Outcome::CorrectFalse => '✓',
            Outcome::WrongTrue | Outcome::WrongFalse => '✗',
            Outcome::Unknown => '?',
            Outcome::Error => '!',
        }
    }
}

/// The totals of one column.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Summary {
    pub correct_true: u64,
    pub correct_false: u64,
    pub wrong_true: u64,
    pub wrong_false: u64,
    pub unknown: u64,
    pub errors: u64,
    /// Sum of the analysis times.
    pub analysis_ms: u64,
    /// Sum of the wall times of the child processes.
    pub wall_ms: u64,
    pub score: i64,
}

impl Summary {
    /// Adds up the runs of one column with their expectations.
    pub fn of<'a>(runs: impl IntoIterator<Item = (&'a Expected, &'a Run)>) -> Summary {
        let mut s = Summary::default();
        for (expected, run) in runs {
            let outcome = Outcome::of(expected, run);
            *match outcome {
                Outcome::CorrectTrue => &mut s.correct_true,
                Outcome::CorrectFalse => &mut s.correct_false,
                Outcome::WrongTrue => &mut s.wrong_true,
                Outcome::WrongFalse => &mut s.wrong_false,
                Outcome::Unknown => &mut s.unknown,
                Outcome::Error => &mut s.errors,
            } += 1;
            s.score += outcome.score();
            s.analysis_ms += run.analysis_ms;
            s.wall_ms += run.wall_ms;
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn run(answer: Answer, violated: Option<&str>, ms: u64) -> Run {
        Run::sample(answer, violated, ms)
    }

    fn deref() -> Expected {
        Expected::False(Some("valid-deref".into()))
    }

    #[test]
    fn classification() {
        let t = Expected::True;
        assert_eq!(
            Outcome::of(&t, &run(Answer::True, None, 1)),
            Outcome::CorrectTrue
        );
        assert_eq!(
            Outcome::of(&t, &run(Answer::False, Some("valid-free"), 1)),
            Outcome::WrongFalse
        );
        assert_eq!(
            Outcome::of(&deref(), &run(Answer::True, None, 1)),
            Outcome::WrongTrue
        );
        let right = run(Answer::False, Some("valid-deref"), 1);
        let other = run(Answer::False, Some("valid-memtrack"), 1);
        assert_eq!(Outcome::of(&deref(), &right), Outcome::CorrectFalse);
        assert_eq!(Outcome::of(&deref(), &other), Outcome::WrongFalse);
        assert_eq!(
            Outcome::of(&Expected::False(None), &other),
            Outcome::CorrectFalse
        );
        assert_eq!(
            Outcome::of(&t, &run(Answer::Unknown, None, 1)),
            Outcome::Unknown
        );
        assert_eq!(
            Outcome::of(&t, &Run::not_started("x".into())),
            Outcome::Error
        );
        assert_eq!(
            Outcome::of(&deref(), &Run::timeout(Duration::from_secs(1))),
            Outcome::Unknown
        );
    }

    #[test]
    fn summary_and_score() {
        let t = Expected::True;
        let d = deref();
        let runs = [
            (&t, run(Answer::True, None, 5)),
            (&t, run(Answer::True, None, 5)),
            (&d, run(Answer::False, Some("valid-deref"), 5)),
            (&d, run(Answer::True, None, 5)),
            (&t, run(Answer::False, Some("valid-deref"), 5)),
            (&d, run(Answer::False, Some("valid-free"), 5)),
            (&t, run(Answer::Unknown, None, 5)),
            (&t, run(Answer::Error, None, 5)),
        ];
        let s = Summary::of(runs.iter().map(|(e, r)| (*e, r)));
        assert_eq!(
            s,
            Summary {
                correct_true: 2,
                correct_false: 1,
                wrong_true: 1,
                wrong_false: 2,
                unknown: 1,
                errors: 1,
                analysis_ms: 40,
                wall_ms: 120,
                score: 2 * 2 + 1 - 32 - 2 * 16,
            }
        );
        assert_eq!(Summary::of([]), Summary::default());
    }
}
