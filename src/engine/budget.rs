//! Budgets (time, memory, states) that end an analysis with `unknown`.

use std::time::{Duration, Instant};

/// Which budget ran out, with the limit for the message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exhausted {
    Time(Duration),
    Memory(u64),
    States(u64),
    /// The abstraction cannot converge on this program.
    Diverged(Divergence),
    /// The pass stops at its first unconfirmed violation
    /// ([`crate::engine::Pass::until_alarm`]).
    Alarm,
}

/// Why a domain's abstraction cannot converge (the engine ends the pass).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Divergence {
    /// A loop head's heap held more than this many objects.
    Growth(usize),
    /// A loop head's heap (or a recursive call's, or a summary's result)
    /// held tree nodes or the spines of a tree in segments
    /// (`Spc::tree_spines`), which no list segment summarises.
    Tree,
    /// A loop head's heap linked nodes of one type of different sizes, or
    /// through one field to different offsets (`Spc::irregular_links`),
    /// which no list segment summarises.
    Irregular,
    /// A loop head's heap held list segments next to nodes of their type
    /// that the list abstraction could not merge with them
    /// (`Spc::unmerged_neighbours`).
    Unmerged,
    /// Box learning went on past this many boxes (section 4: learning
    /// interleaved with abstraction did not stabilise).
    Boxes(usize),
}

impl std::fmt::Display for Exhausted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Exhausted::Time(d) => write!(
                f,
                "timeout: the pass's share of the time ran out {} s into the analysis",
                d.as_secs_f64()
            ),
            Exhausted::Memory(m) => write!(f, "memory limit: analysis exceeded {m} MiB"),
            Exhausted::States(n) => write!(
                f,
                "state limit: the pass's share of the state budget ({n} states) ran out"
            ),
            Exhausted::Diverged(Divergence::Growth(n)) => {
                write!(
                    f,
                    "the heap at a loop head or a recursive call grew past {n} objects"
                )
            }
            Exhausted::Alarm => write!(f, "the FA pass stopped at its first unconfirmed error"),
            Exhausted::Diverged(Divergence::Tree) => {
                write!(
                    f,
                    "the heap at a loop head or a recursive call holds a tree"
                )
            }
            Exhausted::Diverged(Divergence::Irregular) => write!(
                f,
                "the heap at a loop head or a recursive call links nodes of one type at different sizes or offsets"
            ),
            Exhausted::Diverged(Divergence::Unmerged) => write!(
                f,
                "the heap at a loop head or a recursive call alternates between list nodes the abstraction cannot merge"
            ),
            Exhausted::Diverged(Divergence::Boxes(n)) => {
                write!(f, "box learning did not stabilise: more than {n} boxes learnt")
            }
        }
    }
}

/// The time the passes of a schedule share when no timeout is given (the
/// last pass has no time limit then).
const NOMINAL_TIMEOUT: Duration = Duration::from_secs(60);

/// The limits of one analysis and the clock they are measured from.
#[derive(Clone, Debug)]
pub struct Budget {
    start: Instant,
    timeout: Option<Duration>,
    memory_mib: Option<u64>,
    max_states: u64,
    checks: u64,
}

impl Budget {
    /// Starts the clock now.
    pub fn new(timeout: Option<Duration>, memory_mib: Option<u64>, max_states: u64) -> Self {
        Budget {
            start: Instant::now(),
            timeout,
            memory_mib,
            max_states,
            checks: 0,
        }
    }

    /// A part of this budget: at most `states` states, `fraction` of the
    /// time, and at most `cap` (when given) from now on.
    pub fn share(&self, states: u64, fraction: f64, cap: Option<Duration>) -> Budget {
        let cap = cap.map(|c| self.elapsed() + c);
        // Without a timeout the passes before the last still share a nominal
        // one, so one domain's hopeless pass cannot starve the next.
        let timeout = match self.timeout {
            None if fraction < 1.0 => Some(NOMINAL_TIMEOUT),
            t => t,
        };
        let timeout = timeout.map(|t| t.mul_f64(fraction));
        Budget {
            max_states: states.min(self.max_states),
            timeout: match (timeout, cap) {
                (Some(t), Some(c)) => Some(t.min(c)),
                (t, c) => t.or(c),
            },
            ..self.clone()
        }
    }

    /// The most states this budget allows.
    pub fn max_states(&self) -> u64 {
        self.max_states
    }

    /// Time since the start.
    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// When the time runs out, if there is a timeout.
    pub fn deadline(&self) -> Option<Instant> {
        self.timeout.map(|t| self.start + t)
    }

    /// Fails when a limit is exceeded; memory is sampled every 256 checks.
    pub fn check(&mut self, states: u64) -> Result<(), Exhausted> {
        self.checks += 1;
        if states > self.max_states {
            return Err(Exhausted::States(self.max_states));
        }
        if let Some(t) = self.timeout {
            if self.start.elapsed() > t {
                return Err(Exhausted::Time(t));
            }
        }
        if let Some(m) = self.memory_mib {
            if self.checks.is_multiple_of(256) && resident_mib().is_some_and(|r| r > m) {
                return Err(Exhausted::Memory(m));
            }
        }
        Ok(())
    }
}

/// The memory budget when none is given: half the machine's memory (Linux
/// `/proc/meminfo`), so that an exploration that keeps growing ends with
/// `unknown` instead of being killed by the system.
pub fn default_memory_mib() -> Option<u64> {
    let meminfo = std::fs::read_to_string("/proc/meminfo").ok()?;
    let total = meminfo.lines().find_map(|l| l.strip_prefix("MemTotal:"))?;
    let kib: u64 = total.trim().trim_end_matches("kB").trim().parse().ok()?;
    Some(kib / 1024 / 2)
}

/// Resident memory of this process in MiB (Linux `/proc/self/statm`).
fn resident_mib() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096 / (1024 * 1024))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_timeout_says_when_the_pass_share_ran_out_not_the_whole_budget() {
        // `--domain fa --timeout 20`: the first FA pass ends at 10 s.
        let reason = Exhausted::Time(Duration::from_secs(10)).to_string();
        assert_eq!(
            reason,
            "timeout: the pass's share of the time ran out 10 s into the analysis"
        );
    }

    #[test]
    fn the_default_memory_budget_is_read_from_the_machine() {
        assert!(default_memory_mib().is_some_and(|m| m > 0));
    }

    #[test]
    fn a_capped_share_ends_at_the_earlier_of_its_fraction_and_its_cap() {
        let secs = Duration::from_secs;
        // A pass starting 3 s into a 20 s budget, capped at 1 s: it ends
        // about 4 s after the start, before a quarter of the timeout.
        let mut long = Budget::new(Some(secs(20)), None, 1000);
        long.start -= secs(3);
        let capped = long
            .share(10, 0.25, Some(secs(1)))
            .timeout
            .expect("a limit");
        assert!(secs(4) <= capped && capped < secs(5), "{capped:?}");
        assert_eq!(long.share(10, 0.25, None).timeout, Some(secs(5)));
        let short = Budget::new(Some(secs(2)), None, 1000);
        let fraction = short.share(10, 0.25, Some(secs(1))).timeout;
        assert_eq!(fraction, Some(secs(2) / 4));
        // Without a timeout the cap still applies to a pass before the last.
        let none = Budget::new(None, None, 1000);
        let capped = none
            .share(10, 0.25, Some(secs(1)))
            .timeout
            .expect("a limit");
        assert!(secs(1) <= capped && capped < secs(2), "{capped:?}");
        assert_eq!(none.share(10, 1.0, None).timeout, None);
    }
}
