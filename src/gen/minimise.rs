//! A line-based minimiser: deletes chunks of lines (with balanced braces)
//! from a C program while a failure persists.

use std::time::{Duration, Instant};

/// Whether a chunk of lines can be deleted without unbalancing braces.
fn balanced(lines: &[&str]) -> bool {
    let mut depth = 0i32;
    for l in lines {
        for c in l.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ => {}
            }
            if depth < 0 {
                return false;
            }
        }
    }
    depth == 0
}

/// Shrinks `source` while `fails` holds, trying at most `max_tries`
/// candidates within `budget`; returns the smallest failing program found.
pub fn minimise(
    source: &str,
    max_tries: usize,
    budget: Duration,
    mut fails: impl FnMut(&str) -> bool,
) -> String {
    let start = Instant::now();
    let mut lines: Vec<String> = source.lines().map(str::to_string).collect();
    let mut tries = 0;
    let mut chunk = (lines.len() / 2).max(1);
    loop {
        let mut removed_any = false;
        let mut i = 0;
        while i + chunk <= lines.len() {
            if tries >= max_tries || start.elapsed() > budget {
                return lines.join("\n") + "\n";
            }
            let candidate_chunk: Vec<&str> =
                lines[i..i + chunk].iter().map(String::as_str).collect();
            let blank = candidate_chunk.iter().all(|l| l.trim().is_empty());
            if !balanced(&candidate_chunk) || blank {
                i += 1;
                continue;
            }
            let mut candidate = lines.clone();
            candidate.drain(i..i + chunk);
            tries += 1;
            if fails(&(candidate.join("\n") + "\n")) {
                lines = candidate;
                removed_any = true;
            } else {
                i += chunk;
            }
        }
        if chunk == 1 && !removed_any {
            return lines.join("\n") + "\n";
        }
        if !removed_any {
            chunk = (chunk / 2).max(1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_what_the_failure_needs() {
        let src = "a\n{\nb\nBUG\nc\n}\nd\n";
        let small = minimise(src, 1000, Duration::from_secs(5), |s| {
            s.contains("BUG") && s.matches('{').count() == 1
        });
        assert_eq!(small, "{\nBUG\n}\n");
    }
}
