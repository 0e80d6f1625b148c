//! A line plot as SVG text: a few series of (x, y) points, x linear, y logarithmic, with
//! axes, ticks and a legend. Written by hand: the plots `hedge report` needs are this
//! simple, and a plotting crate would bring font and image dependencies into the build.

use std::fmt::Write as _;

/// One line of the plot: its name in the legend and its points (x ascending, y > 0).
pub struct Series {
    pub name: String,
    pub points: Vec<(f64, f64)>,
}

const WIDTH: f64 = 760.0;
const HEIGHT: f64 = 460.0;
const LEFT: f64 = 70.0;
const RIGHT: f64 = 20.0;
const TOP: f64 = 20.0;
const BOTTOM: f64 = 50.0;
/// Colours told apart also by readers with red-green colour blindness (Okabe & Ito).
const COLOURS: [&str; 8] = [
    "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442",
];

/// The SVG document. Each series is drawn as steps: a size holds until the next point.
pub fn svg(series: &[Series], x_label: &str, y_label: &str) -> String {
    let all = || series.iter().flat_map(|s| s.points.iter());
    let x_max = all()
        .map(|p| p.0)
        .fold(0.0, f64::max)
        .max(f64::MIN_POSITIVE);
    let y_min = all().map(|p| p.1).fold(f64::INFINITY, f64::min).max(1.0);
    let y_max = all().map(|p| p.1).fold(1.0, f64::max);
    // Whole decades, so that the ticks are powers of ten.
    let (lo, hi) = (
        y_min.log10().floor(),
        y_max.log10().ceil().max(y_min.log10().floor() + 1.0),
    );
    let (plot_w, plot_h) = (WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM);
    let x_of = |x: f64| LEFT + plot_w * x / x_max;
    let y_of = |y: f64| TOP + plot_h * (hi - y.max(1.0).log10()) / (hi - lo);

    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" font-family="sans-serif" font-size="12">"#
    );
    let _ = writeln!(
        out,
        r#"<rect width="{WIDTH}" height="{HEIGHT}" fill="white"/>"#
    );
    // Grid and ticks: y at each power of ten, x at round steps.
    for decade in (lo as i32)..=(hi as i32) {
        let y = y_of(10f64.powi(decade));
        let _ = writeln!(
            out,
            r##"<line x1="{LEFT}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke="#ddd"/><text x="{:.1}" y="{:.1}" text-anchor="end">{}</text>"##,
            WIDTH - RIGHT,
            LEFT - 6.0,
            y + 4.0,
            format_number(10f64.powi(decade))
        );
    }
    let step = nice_step(x_max / 6.0);
    let mut tick = 0.0;
    while tick <= x_max * 1.0001 {
        let x = x_of(tick);
        let _ = writeln!(
            out,
            r##"<line x1="{x:.1}" y1="{TOP}" x2="{x:.1}" y2="{:.1}" stroke="#eee"/><text x="{x:.1}" y="{:.1}" text-anchor="middle">{}</text>"##,
            TOP + plot_h,
            TOP + plot_h + 16.0,
            format_number(tick)
        );
        tick += step;
    }
    let _ = writeln!(
        out,
        r##"<rect x="{LEFT}" y="{TOP}" width="{plot_w}" height="{plot_h}" fill="none" stroke="#444"/>"##
    );
    let _ = writeln!(
        out,
        r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
        LEFT + plot_w / 2.0,
        HEIGHT - 12.0,
        escape(x_label)
    );
    let _ = writeln!(
        out,
        r#"<text transform="translate(16 {:.1}) rotate(-90)" text-anchor="middle">{} (log scale)</text>"#,
        TOP + plot_h / 2.0,
        escape(y_label)
    );
    for (k, s) in series.iter().enumerate() {
        let colour = COLOURS[k % COLOURS.len()];
        let mut path = String::new();
        for (j, &(x, y)) in s.points.iter().enumerate() {
            if j == 0 {
                let _ = write!(path, "M{:.1} {:.1}", x_of(x), y_of(y));
            } else {
                let _ = write!(path, " H{:.1} V{:.1}", x_of(x), y_of(y));
            }
        }
        let _ = writeln!(
            out,
            r#"<path d="{path}" fill="none" stroke="{colour}" stroke-width="1.8"/>"#
        );
        // The legend, top right, one line per series.
        let ly = TOP + 16.0 + 18.0 * k as f64;
        let lx = WIDTH - RIGHT - 250.0;
        let _ = writeln!(
            out,
            r#"<line x1="{lx:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{colour}" stroke-width="3"/><text x="{:.1}" y="{ly:.1}">{}</text>"#,
            ly - 4.0,
            lx + 20.0,
            ly - 4.0,
            lx + 26.0,
            escape(&s.name)
        );
    }
    out.push_str("</svg>\n");
    out
}

/// 1, 2 or 5 times a power of ten, at least `rough`.
fn nice_step(rough: f64) -> f64 {
    if rough <= 0.0 || !rough.is_finite() {
        return 1.0;
    }
    let power = 10f64.powf(rough.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * power)
        .find(|&step| step >= rough)
        .unwrap_or(10.0 * power)
}

fn format_number(x: f64) -> String {
    if x >= 1e6 {
        format!("{:.0}M", x / 1e6)
    } else if x >= 1e4 {
        format!("{:.0}k", x / 1e3)
    } else if x.fract().abs() < 1e-9 {
        format!("{x:.0}")
    } else {
        format!("{x:.1}")
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_are_round_numbers() {
        assert_eq!(nice_step(0.7), 1.0);
        assert_eq!(nice_step(13.0), 20.0);
        assert_eq!(nice_step(260.0), 500.0);
    }

    /// One path per series, the names escaped in the legend, a tick per decade.
    #[test]
    fn draws_each_series_with_its_name() {
        let series = vec![
            Series {
                name: "a<b>.json".into(),
                points: vec![(0.0, 5000.0), (1.0, 300.0), (4.0, 40.0)],
            },
            Series {
                name: "c.json".into(),
                points: vec![(0.0, 5000.0), (3.0, 45.0)],
            },
        ];
        let svg = svg(&series, "seconds", "bytes");
        assert_eq!(svg.matches("<path ").count(), 2);
        assert!(svg.contains("a&lt;b&gt;.json") && svg.contains("c.json"));
        for decade in ["10<", "100<", "1000<", "10k<"] {
            assert!(svg.contains(decade), "{decade}");
        }
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>\n"));
    }
}
