//! When a reduction reached which size: a point at the start and one at each accepted
//! improvement (seconds, tests, bytes, tokens), for `--stats-json` and `hedge report`, so
//! that runs can be compared by when they got small, not only by where they ended.
//!
//! Tokens need a parse, too slow to do at every improvement of a large input on the
//! judge's path; they are counted when the report is built, from the texts kept for that.
//! At most `MAX_TEXTS` texts are kept (every improvement's while they fit, then every
//! second's, every fourth's, ...; the newest always), within twice the first text's size
//! in all (at least `MIN_TEXT_BYTES`, at most `MAX_TEXT_BYTES`, so that a large input's
//! reduction does not hold many copies of it); the points between have no token count
//! (`null`).

use std::sync::{Arc, Mutex};
use std::time::Instant;

use serde::{Deserialize, Serialize};

/// Most texts kept for counting tokens later.
const MAX_TEXTS: usize = 200;
/// Most bytes of text kept for that, whatever the input's size...
const MAX_TEXT_BYTES: usize = 64 << 20;
/// ...and the least that twice the first text's size is raised to.
const MIN_TEXT_BYTES: usize = 4 << 20;

/// One point of a trajectory.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Point {
    /// Since the reduction started (its checks included).
    pub seconds: f64,
    /// Tests run by then.
    pub tests: u64,
    /// The best result's size then, in bytes (for a tree of files, its files' contents).
    pub bytes: usize,
    /// `None` where the text was not kept (see the module's comment).
    pub tokens: Option<usize>,
}

/// How a text's size is measured.
type Measure = Box<dyn Fn(&[u8]) -> usize + Send + Sync>;

/// Records a trajectory; shared by the threads that accept improvements.
pub struct Trajectory {
    started: Instant,
    recorded: Mutex<Recorded>,
    /// A text's size in bytes (a tree of files: its files' contents).
    bytes_of: Measure,
}

#[derive(Default)]
struct Recorded {
    points: Vec<(f64, u64, usize)>,
    /// The kept texts, by point index: shared with the best result's, not copied.
    texts: Vec<(usize, Arc<[u8]>)>,
    /// Texts are kept for the points whose index is a multiple of this (and the newest).
    stride: usize,
    /// The most bytes of texts kept, set by the first point's.
    text_bytes: usize,
}

impl Trajectory {
    /// Times points from `started`.
    pub fn new(started: Instant) -> Self {
        Trajectory {
            started,
            recorded: Mutex::new(Recorded {
                stride: 1,
                ..Recorded::default()
            }),
            bytes_of: Box::new(<[u8]>::len),
        }
    }

    /// Sizes texts with `bytes_of` instead of their length.
    pub fn measured_by(
        mut self,
        bytes_of: impl Fn(&[u8]) -> usize + Send + Sync + 'static,
    ) -> Self {
        self.bytes_of = Box::new(bytes_of);
        self
    }

    /// Adds a point: `text` is the new best result, after `tests` tests.
    pub fn record(&self, tests: u64, text: impl Into<Arc<[u8]>>) {
        let text = text.into();
        let seconds = self.started.elapsed().as_secs_f64();
        let bytes = (self.bytes_of)(&text);
        let mut r = self.recorded.lock().unwrap();
        let index = r.points.len();
        if index == 0 {
            r.text_bytes = (2 * text.len()).clamp(MIN_TEXT_BYTES, MAX_TEXT_BYTES);
        }
        r.points.push((seconds, tests, bytes));
        // The newest text was kept only for being the newest, unless it is on the stride.
        let stride = r.stride;
        if let Some(&(last, _)) = r.texts.last()
            && last % stride != 0
        {
            r.texts.pop();
        }
        r.texts.push((index, text));
        while r.texts.len() > MAX_TEXTS
            || r.texts.iter().map(|(_, t)| t.len()).sum::<usize>() > r.text_bytes
        {
            if r.stride > r.points.len() {
                // Only the newest is left and it is too large alone: keep nothing.
                r.texts.clear();
                break;
            }
            r.stride *= 2;
            let (stride, newest) = (r.stride, index);
            r.texts.retain(|(i, _)| i % stride == 0 || *i == newest);
        }
    }

    /// The points, tokens counted by `count_tokens` where the text was kept.
    pub fn points(&self, count_tokens: impl Fn(&[u8]) -> usize) -> Vec<Point> {
        let r = self.recorded.lock().unwrap();
        let mut texts = r.texts.iter().peekable();
        r.points
            .iter()
            .enumerate()
            .map(|(i, &(seconds, tests, bytes))| {
                let tokens = texts
                    .next_if(|(j, _)| *j == i)
                    .map(|(_, t)| count_tokens(t));
                Point {
                    seconds,
                    tests,
                    bytes,
                    tokens,
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &[u8]) -> usize {
        text.split(|&b| b == b' ').filter(|w| !w.is_empty()).count()
    }

    #[test]
    fn every_point_has_its_tokens_while_the_texts_fit() {
        let trajectory = Trajectory::new(Instant::now());
        trajectory.record(0, &b"a b c d"[..]);
        trajectory.record(7, &b"a b c"[..]);
        trajectory.record(9, &b"a"[..]);
        let points = trajectory.points(words);
        let summary: Vec<(u64, usize, Option<usize>)> = points
            .iter()
            .map(|p| (p.tests, p.bytes, p.tokens))
            .collect();
        assert_eq!(
            summary,
            vec![(0, 7, Some(4)), (7, 5, Some(3)), (9, 1, Some(1))]
        );
        assert!(points.windows(2).all(|w| w[0].seconds <= w[1].seconds));
    }

    /// Many improvements: at most MAX_TEXTS are counted, evenly spread, the first and the
    /// last among them.
    #[test]
    fn many_points_keep_a_bounded_sample_with_the_first_and_the_last() {
        let trajectory = Trajectory::new(Instant::now());
        let n = 1000;
        for i in 0..n {
            let text = vec![b'x'; n - i];
            trajectory.record(i as u64, text);
        }
        let points = trajectory.points(|t| t.len());
        assert_eq!(points.len(), n);
        let counted: Vec<usize> = (0..n).filter(|&i| points[i].tokens.is_some()).collect();
        assert!(counted.len() <= MAX_TEXTS && counted.len() >= MAX_TEXTS / 2);
        assert_eq!(counted[0], 0);
        assert_eq!(*counted.last().unwrap(), n - 1);
        assert!(points.iter().all(|p| p.tokens.is_none_or(|t| t == p.bytes)));
    }
}
