//! Property tests of the delta-debugging engine over random monotone tests.

use std::collections::HashSet;

use hedge::dd::{self, Outcome};
use proptest::prelude::*;

/// A random monotone test: a configuration is interesting when it contains one of the
/// `cores`; some of the others are unresolved (chosen by a hash, so always the same way).
#[derive(Clone, Debug)]
struct Monotone {
    cores: Vec<Vec<usize>>,
    unresolved_one_in: u64,
}

impl Monotone {
    fn interesting(&self, config: &[usize]) -> bool {
        self.cores
            .iter()
            .any(|core| core.iter().all(|c| config.binary_search(c).is_ok()))
    }

    fn outcome(&self, config: &[usize]) -> Outcome {
        if self.interesting(config) {
            return Outcome::Fail;
        }
        let hash = config.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &c| {
            (h ^ c as u64).wrapping_mul(0x100_0000_01b3)
        });
        if self.unresolved_one_in > 0 && hash % self.unresolved_one_in == 0 {
            Outcome::Unresolved
        } else {
            Outcome::Pass
        }
    }
}

fn case() -> impl Strategy<Value = (usize, Monotone)> {
    (1usize..=200).prop_flat_map(|n| {
        let core = prop::collection::btree_set(0..n, 1..=6).prop_map(|s| s.into_iter().collect());
        (
            Just(n),
            prop::collection::vec(core, 1..=3),
            prop_oneof![Just(0u64), 2u64..8],
        )
            .prop_map(|(n, cores, unresolved_one_in)| {
                (
                    n,
                    Monotone {
                        cores,
                        unresolved_one_in,
                    },
                )
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn ddmin_returns_an_interesting_one_minimal_result_testing_each_config_once(
        (n, test) in case()
    ) {
        let mut tested: HashSet<Vec<usize>> = HashSet::new();
        let mut twice: Vec<Vec<usize>> = Vec::new();
        let mut judge = |config: &[usize]| {
            prop_assert_sorted(config);
            if !tested.insert(config.to_vec()) {
                twice.push(config.to_vec());
            }
            test.outcome(config)
        };
        let result = dd::ddmin(n, &mut judge).config;

        prop_assert!(twice.is_empty(), "tested twice: {:?}", twice);
        prop_assert!(test.interesting(&result), "not interesting: {:?}", result);
        prop_assert!(result.windows(2).all(|w| w[0] < w[1]) && result.iter().all(|&c| c < n));
        for i in 0..result.len() {
            let mut smaller = result.clone();
            smaller.remove(i);
            prop_assert!(
                !test.interesting(&smaller),
                "not 1-minimal: {:?} without {}", result, result[i]
            );
        }
    }
}

fn prop_assert_sorted(config: &[usize]) {
    assert!(
        config.windows(2).all(|w| w[0] < w[1]),
        "unsorted {config:?}"
    );
}
