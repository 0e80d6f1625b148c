//! What the engines' tests share: outcomes from a condition, and the configurations one
//! change smaller that a 1-minimality check tries.

use super::{Config, Outcome};

/// `Fail` (interesting) when `b`, else `Pass`.
pub fn fail_if(b: bool) -> Outcome {
    if b { Outcome::Fail } else { Outcome::Pass }
}

/// `config` without each of its changes in turn.
pub fn without_each(config: &[usize]) -> impl Iterator<Item = Config> + '_ {
    (0..config.len()).map(|i| {
        let mut smaller = config.to_vec();
        smaller.remove(i);
        smaller
    })
}
