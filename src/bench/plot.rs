//! The quantile plot of SV-COMP reports, written as SVG by hand: per column,
//! the correct results sorted by analysis time, x the accumulated score
//! (starting from the penalties of the wrong results), y the analysis time on
//! a log scale.

use super::{Outcome, Results};

const WIDTH: f64 = 800.0;
const HEIGHT: f64 = 500.0;
const LEFT: f64 = 70.0;
const RIGHT: f64 = 170.0;
const TOP: f64 = 40.0;
const BOTTOM: f64 = 50.0;
/// Times below this many seconds are drawn at it (the log scale has no zero).
const MIN_SECONDS: f64 = 0.001;
const COLOURS: [&str; 8] = [
    "#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf",
];

/// The points (accumulated score, seconds) of each column, in column order.
pub fn quantiles(results: &Results) -> Vec<Vec<(f64, f64)>> {
    (0..results.columns.len())
        .map(|c| {
            let outcomes: Vec<(Outcome, u64)> = results
                .tasks
                .iter()
                .zip(&results.runs)
                .map(|(t, runs)| (Outcome::of(&t.expected, &runs[c]), runs[c].analysis_ms))
                .collect();
            let mut x: i64 = outcomes
                .iter()
                .filter(|(o, _)| o.is_wrong())
                .map(|(o, _)| o.score())
                .sum();
            let mut correct: Vec<&(Outcome, u64)> =
                outcomes.iter().filter(|(o, _)| o.is_correct()).collect();
            correct.sort_by_key(|(_, ms)| *ms);
            correct
                .into_iter()
                .map(|(o, ms)| {
                    x += o.score();
                    (x as f64, (*ms as f64 / 1000.0).max(MIN_SECONDS))
                })
                .collect()
        })
        .collect()
}

/// Renders the quantile plot of all columns with a legend.
pub fn render(results: &Results) -> String {
    let lines = quantiles(results);
    let points = lines.iter().flatten();
    let x_min = points.clone().map(|p| p.0).fold(0.0, f64::min);
    let x_max = points.clone().map(|p| p.0).fold(1.0, f64::max);
    let y_low = points.clone().map(|p| p.1).fold(1.0, f64::min);
    let y_high = points.map(|p| p.1).fold(1.0, f64::max);
    let (d_low, d_high) = (y_low.log10().floor() as i32, y_high.log10().ceil() as i32);
    let d_high = d_high.max(d_low + 1);
    let plot_w = WIDTH - LEFT - RIGHT;
    let plot_h = HEIGHT - TOP - BOTTOM;
    let sx = |x: f64| LEFT + (x - x_min) / (x_max - x_min) * plot_w;
    let sy = |y: f64| TOP + plot_h - (y.log10() - d_low as f64) / (d_high - d_low) as f64 * plot_h;

    let mut svg = String::new();
    let mut w = |s: String| svg.push_str(&s);
    w(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{WIDTH}\" height=\"{HEIGHT}\" \
         viewBox=\"0 0 {WIDTH} {HEIGHT}\" font-family=\"sans-serif\" font-size=\"12\">\n"
    ));
    w(format!(
        "<rect width=\"{WIDTH}\" height=\"{HEIGHT}\" fill=\"white\"/>\n"
    ));
    w(format!(
        "<text x=\"{}\" y=\"22\" text-anchor=\"middle\" font-size=\"14\">Quantile plot: \
         analysis time of the correct results</text>\n",
        LEFT + plot_w / 2.0
    ));
    w(format!(
        "<rect x=\"{LEFT}\" y=\"{TOP}\" width=\"{plot_w}\" height=\"{plot_h}\" fill=\"none\" stroke=\"black\"/>\n"
    ));
    for d in d_low..=d_high {
        let y = sy(10f64.powi(d));
        w(format!(
            "<line x1=\"{LEFT}\" y1=\"{y:.1}\" x2=\"{:.1}\" y2=\"{y:.1}\" stroke=\"#ddd\"/>\n\
             <text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>\n",
            LEFT + plot_w,
            LEFT - 6.0,
            y + 4.0,
            decade(d)
        ));
    }
    let step = tick_step(x_max - x_min);
    let mut tick = (x_min / step).ceil() * step;
    while tick <= x_max + step * 1e-9 {
        let x = sx(tick);
        w(format!(
            "<line x1=\"{x:.1}\" y1=\"{TOP}\" x2=\"{x:.1}\" y2=\"{:.1}\" stroke=\"#ddd\"/>\n\
             <text x=\"{x:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>\n",
            TOP + plot_h,
            TOP + plot_h + 16.0,
            tick.round() as i64
        ));
        tick += step;
    }
    w(format!(
        "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">accumulated score</text>\n\
         <text x=\"16\" y=\"{:.1}\" text-anchor=\"middle\" transform=\"rotate(-90 16 {:.1})\">\
         analysis time (s)</text>\n",
        LEFT + plot_w / 2.0,
        HEIGHT - 12.0,
        TOP + plot_h / 2.0,
        TOP + plot_h / 2.0
    ));
    for (i, (column, line)) in results.columns.iter().zip(&lines).enumerate() {
        let colour = COLOURS[i % COLOURS.len()];
        let coords: Vec<String> = line
            .iter()
            .map(|&(x, y)| format!("{:.1},{:.1}", sx(x), sy(y)))
            .collect();
        let name = escape(&column.name);
        w(format!(
            "<polyline data-column=\"{name}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\" \
             points=\"{}\"/>\n",
            coords.join(" ")
        ));
        let ly = TOP + 10.0 + 20.0 * i as f64;
        let lx = WIDTH - RIGHT + 15.0;
        w(format!(
            "<line x1=\"{lx}\" y1=\"{ly}\" x2=\"{}\" y2=\"{ly}\" stroke=\"{colour}\" stroke-width=\"2\"/>\n\
             <text x=\"{}\" y=\"{}\">{name}</text>\n",
            lx + 25.0,
            lx + 32.0,
            ly + 4.0
        ));
    }
    svg.push_str("</svg>\n");
    svg
}

/// The label of the decade 10^d: `0.01`, `1`, `100`.
fn decade(d: i32) -> String {
    if d >= 0 {
        format!("1{}", "0".repeat(d as usize))
    } else {
        format!("0.{}1", "0".repeat((-d - 1) as usize))
    }
}

/// A step of 1, 2 or 5 times a power of ten giving at most about ten ticks over `range`.
fn tick_step(range: f64) -> f64 {
    let raw = (range / 10.0).max(1.0);
    let power = 10f64.powf(raw.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * power)
        .find(|&s| s >= raw)
        .unwrap_or(10.0 * power)
}

/// Escapes text for SVG.
fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bench::run::Answer;
    use crate::bench::{column, Expected, Run, Task};
    use crate::{DomainKind, Property};

    fn run(answer: Answer, analysis_ms: u64) -> Run {
        Run::sample(answer, None, analysis_ms)
    }

    #[test]
    fn quantiles_start_at_the_penalties_and_follow_the_times() {
        let task = |name: &str, expected| Task {
            name: name.into(),
            file: name.into(),
            property: Property::Memsafety,
            prp: None,
            expected,
        };
        let results = Results {
            tasks: vec![
                task("a.c", Expected::True),
                task("b.c", Expected::False(None)),
                task("c.c", Expected::True),
            ],
            columns: column::columns(&[DomainKind::Smg, DomainKind::Fa], &[]).unwrap(),
            runs: vec![
                vec![run(Answer::True, 300), run(Answer::False, 5)],
                vec![run(Answer::False, 20), run(Answer::False, 5)],
                vec![run(Answer::True, 0), run(Answer::Error, 5)],
            ],
        };
        let q = quantiles(&results);
        assert_eq!(q[0], [(2.0, MIN_SECONDS), (3.0, 0.02), (5.0, 0.3)]);
        assert_eq!(q[1], [(-16.0 + 1.0, 0.005)], "after the wrong false of a.c");
        let svg = render(&results);
        assert_eq!(svg.matches("<polyline").count(), 2);
    }

    #[test]
    fn decades_and_ticks() {
        assert_eq!(
            [decade(-3), decade(-1), decade(0), decade(2)],
            ["0.001", "0.1", "1", "100"]
        );
        assert_eq!(tick_step(7.0), 1.0);
        assert_eq!(tick_step(70.0), 10.0);
        assert_eq!(tick_step(130.0), 20.0);
        assert_eq!(tick_step(400.0), 50.0);
    }
}
