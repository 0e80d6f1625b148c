//! CDD, counter-based delta debugging, and halving CDD (ddmin on long lists): Zhang, Xu, Tian, Cheng and Sun, "Toward a Better
//! Understanding of Probabilistic Delta Debugging" (ICSE 2025).
//!
//! The paper shows that ProbDD's probabilities carry no information beyond a counter: every
//! change still in the configuration has been in the same number of failed removals, its
//! probability is `p0 / (1 - 1/e)^r` after `r` of them, and the size of the next removal
//! follows from that alone. So CDD keeps one counter (the round) and a schedule of sizes:
//! each round cuts the configuration into consecutive subsets of the round's size and
//! tries to remove each one in turn; then the counter goes up and the size down, until a
//! round of single changes, which makes the result 1-minimal for a monotone test.
//!
//! Adaptive CDD (hedge's default, [`adaptive_cdd_with_cache`]) lets the outcomes cut the
//! schedule short on lists that are nearly all needed.
//!
//! Within a round each removal is tried on what the earlier ones left, so the candidates
//! after a given one assume it failed (the usual case): they are handed to the test
//! together, and a parallel test runs them speculatively.

use super::{Candidates, Config, ConfigCache, DdResult, Outcome, Stats, Test};

/// Halving CDD runs ddmin on lists longer than this: on shorter ones CDD's first round
/// costs at most 15 tests, and its results were as small or smaller on the corpus.
const HALVING_ABOVE: usize = 128;

/// The prior probability that a change is needed (ProbDD's p0).
const PRIOR: f64 = 0.1;

/// Minimizes `0..n_changes` with respect to `test`, as [`super::ddmin_with_cache`] does,
/// with CDD's schedule of removals.
pub fn cdd_with_cache(n_changes: usize, test: &mut dyn Test, cache: &mut ConfigCache) -> DdResult {
    cdd_from(n_changes, test, cache, Prior::Schedule, 1)
}

/// Where CDD's probability that a change is needed comes from, round after round.
#[derive(Clone, Copy)]
enum Prior<'g> {
    /// The paper's schedule, `p0 / (1 - 1/e)^round`, whatever the outcomes.
    Schedule,
    /// The schedule, or what a round's outcomes say when they say more changes are needed
    /// (see [`needed_after`]); with the caller's groups, if any (see
    /// [`adaptive_cdd_with_cache`]).
    Outcomes(Option<&'g [usize]>),
}

fn cdd_from(
    n_changes: usize,
    test: &mut dyn Test,
    cache: &mut ConfigCache,
    prior: Prior,
    width: usize,
) -> DdResult {
    let mut stats = Stats::default();
    let mut config: Config = (0..n_changes).collect();
    let mut round = 0;
    let mut p = scheduled(round);
    let mut groups_tried = false;
    match every_size_at_once(&config, prior, width, test, cache, &mut stats) {
        Some(AtOnce::Merged(kept)) => {
            return DdResult {
                config: kept,
                stats,
            };
        }
        // The usual rounds go on from what the test accepted.
        Some(AtOnce::Partly(kept)) => config = kept,
        None => {}
    }
    loop {
        // The size the probability gives (the schedule's, or the outcomes').
        let by_probability = size_for(p);
        // The first round's large removals take most of a list that goes at a small cost
        // in tests; after it, see `smallest_in_one_step`.
        let size = match round {
            0 => by_probability,
            _ => by_probability.min(smallest_in_one_step(config.len(), width)),
        };
        if size == 1 && size < by_probability && !groups_tried {
            // Straight to single changes: the groups first, as before any cut to them.
            groups_tried = true;
            config = sweep_groups(config, prior, width, test, cache, &mut stats);
        }
        let tried;
        (config, tried) = sweep(
            consecutive(&config, size),
            (false, width),
            test,
            cache,
            &mut stats,
        );
        if size == 1 {
            break;
        }
        round += 1;
        p = scheduled(round);
        if let Prior::Outcomes(_) = prior {
            let learned = needed_after(tried, size);
            if learned > p && !groups_tried {
                // The rounds about to be skipped would have tried changes several at a
                // time: what goes only together is most often one group (a function's
                // parameters, an argument with its comma), so each group is tried once.
                groups_tried = true;
                config = sweep_groups(config, prior, width, test, cache, &mut stats);
            }
            p = p.max(learned);
        }
    }
    DdResult { config, stats }
}

/// With `width` above 1, a list whose first round's removals, groups and single changes
/// fit in one step together: all of them tried side by side on the same configuration,
/// those the test accepts then merged (as a wide round's, see [`wide_step`]), instead of
/// a step for each. `None` when they do not fit.
fn every_size_at_once(
    config: &Config,
    prior: Prior,
    width: usize,
    test: &mut dyn Test,
    cache: &mut ConfigCache,
    stats: &mut Stats,
) -> Option<AtOnce> {
    if width <= 1 || config.len() < 2 {
        return None;
    }
    let first = size_for(scheduled(0));
    let mut removals: Vec<Config> = Vec::new();
    if config.len() > first {
        removals.extend(consecutive(config, first));
    }
    if let Prior::Outcomes(Some(groups)) = prior
        && let Some(chunks) = by_group(config, groups)
    {
        removals.extend(chunks.into_iter().filter(|chunk| chunk.len() > 1));
    }
    removals.extend(config.iter().map(|&change| vec![change]));
    if removals.len() > width {
        return None;
    }
    let outcomes = cache.each(
        &WithoutSets {
            config,
            removals: &removals,
        },
        test,
        stats,
    );
    let accepted: Vec<usize> = (0..removals.len())
        .filter(|&k| outcomes[k] == Outcome::Fail)
        .collect();
    let without_first = |n: usize| {
        let gone: std::collections::HashSet<usize> = accepted[..n]
            .iter()
            .flat_map(|&k| removals[k].iter().copied())
            .collect();
        config
            .iter()
            .copied()
            .filter(|change| !gone.contains(change))
            .collect::<Config>()
    };
    if accepted.is_empty() {
        return Some(AtOnce::Merged(config.clone()));
    }
    let together = go_together(accepted.len(), without_first, test, cache, stats);
    let kept = without_first(together);
    Some(match together == accepted.len() {
        true => AtOnce::Merged(kept),
        false => AtOnce::Partly(kept),
    })
}

/// What trying every size at once kept.
enum AtOnce {
    /// Every removal the test accepted, merged: each removal was tried.
    Merged(Config),
    /// The longest run of them the test accepted together (their merge was rejected):
    /// the others are to be tried again.
    Partly(Config),
}

/// The configurations without each of `removals` (which may overlap).
struct WithoutSets<'a> {
    config: &'a Config,
    removals: &'a [Config],
}

impl Candidates for WithoutSets<'_> {
    fn len(&self) -> usize {
        self.removals.len()
    }
    fn config(&self, k: usize) -> Config {
        let removal = &self.removals[k];
        self.config
            .iter()
            .copied()
            .filter(|change| !removal.contains(change))
            .collect()
    }
}

/// The smallest removals that cut `len` changes into at most `width` of them. With
/// `width` above 1 a round costs a step of side-by-side tests per `width` removals,
/// whatever their size, and each step waits for the one before: after the first round, a
/// list that fits in one step goes to those sizes at once (up to `width` changes: single
/// changes), instead of a step for each coarser size of the schedule. No limit at width 1.
fn smallest_in_one_step(len: usize, width: usize) -> usize {
    if width > 1 {
        len.div_ceil(width).max(1)
    } else {
        usize::MAX
    }
}

/// One round removing each of the caller's groups (see [`adaptive_cdd_with_cache`]) that
/// has several changes in `config`; `config` unchanged when there are none.
fn sweep_groups(
    config: Config,
    prior: Prior,
    width: usize,
    test: &mut dyn Test,
    cache: &mut ConfigCache,
    stats: &mut Stats,
) -> Config {
    let Prior::Outcomes(Some(groups)) = prior else {
        return config;
    };
    match by_group(&config, groups) {
        Some(chunks) => sweep(chunks, (true, width), test, cache, stats).0,
        None => config,
    }
}

/// `config` cut into runs of changes of one group, when `groups` has one per change and
/// some group has several in `config`; `None` otherwise (nothing to try together).
fn by_group(config: &[usize], groups: &[usize]) -> Option<Vec<Config>> {
    let mut chunks: Vec<Config> = Vec::new();
    for &change in config {
        let group = *groups.get(change)?;
        match chunks.last_mut() {
            Some(last) if groups[last[0]] == group => last.push(change),
            _ => chunks.push(vec![change]),
        }
    }
    (chunks.len() > 1 && chunks.len() < config.len()).then_some(chunks)
}

/// The probability that a change left after a round of `size`-removals is needed, from
/// the round's outcomes. If each change is needed with probability `q`, a removal is
/// rejected with probability `1 - (1 - q)^size`, so the share of rejections estimates
/// `q`; a change of a rejected removal is then needed with probability
/// `q / (1 - (1 - q)^size)` (ProbDD's update). Every removal rejected: 1.
fn needed_after(tried: Tried, size: usize) -> f64 {
    if tried.removals == 0 {
        return 0.0;
    }
    let rejected = tried.rejected as f64 / tried.removals as f64;
    let q = 1.0 - (1.0 - rejected).powf(1.0 / size as f64);
    if q <= 0.0 {
        return 0.0;
    }
    (q / (1.0 - (1.0 - q).powi(size as i32))).min(1.0)
}

/// The removals a round tried, and how many of them the test rejected.
#[derive(Clone, Copy, Default)]
struct Tried {
    removals: usize,
    rejected: usize,
}

/// ddmin on a list of more than `HALVING_ABOVE` changes, CDD on a shorter one. CDD
/// starts at removals of nine changes, which on a level of thousands of declarations (a
/// preprocessed file) costs hundreds of tests of nearly the whole input before anything
/// large goes, where ddmin's halves remove most of it in a few; on short lists CDD's
/// sizes take fewer tests. ddmin runs as `plan` says.
pub fn halving_cdd_with_cache(
    n_changes: usize,
    test: &mut dyn Test,
    cache: &mut ConfigCache,
    plan: super::Plan,
) -> DdResult {
    if n_changes > HALVING_ABOVE {
        super::ddmin_with_cache(n_changes, test, cache, plan)
    } else {
        cdd_from(n_changes, test, cache, Prior::Schedule, plan.width)
    }
}

/// Halving CDD whose CDD also learns from its outcomes. CDD's schedule assumes one change
/// in ten is needed; on a list nearly all needed (the statements of a function that
/// stays, the tokens of a result nearly minimal) its four coarse rounds cost about as many
/// tests as the round of single changes. Here, when a round rejected more removals than
/// the schedule expects, the probability follows the outcomes (see `needed_after`):
/// a list whose removals were all rejected goes to single changes next. Before the first
/// such cut, each of `groups` is tried once (`groups[i]` names change `i`'s group; equal
/// for neighbours that may go only together, such as the children of one node).
pub fn adaptive_cdd_with_cache(
    n_changes: usize,
    test: &mut dyn Test,
    cache: &mut ConfigCache,
    plan: super::Plan,
    groups: Option<&[usize]>,
) -> DdResult {
    if n_changes > HALVING_ABOVE {
        super::ddmin_with_cache(n_changes, test, cache, plan)
    } else {
        cdd_from(n_changes, test, cache, Prior::Outcomes(groups), plan.width)
    }
}

/// The size of round `round`'s removals under the paper's schedule.
#[cfg(test)]
fn round_size(round: u32) -> usize {
    size_for(scheduled(round))
}

/// The paper's probability that a change is needed at round `round`: `p0 / (1 - 1/e)^round`.
fn scheduled(round: u32) -> f64 {
    PRIOR / (1.0 - (-1.0f64).exp()).powi(round as i32)
}

/// The size of removals at probability `p` that a change is needed: the `s` that maximizes
/// ProbDD's expected gain `s * (1 - p)^s`.
fn size_for(p: f64) -> usize {
    if p >= 1.0 {
        return 1;
    }
    // The real maximum is at -1/ln(1 - p); the best integer is one of its neighbours.
    let x = -1.0 / (1.0 - p).ln();
    let gain = |s: f64| s * (1.0 - p).powf(s);
    let (low, high) = (x.floor().max(1.0), x.ceil().max(1.0));
    (if gain(low) >= gain(high) { low } else { high }) as usize
}

/// `config` cut into consecutive subsets of `size` changes.
fn consecutive(config: &[usize], size: usize) -> Vec<Config> {
    config.chunks(size).map(<[usize]>::to_vec).collect()
}

/// The single changes of `0..n_changes` removed in one round, `width` side by side (see
/// [`super::Plan::width`]): the last round of every minimizer, for a list that has been
/// through minimization before.
pub fn singles_with_cache(
    n_changes: usize,
    test: &mut dyn Test,
    cache: &mut ConfigCache,
    width: usize,
) -> DdResult {
    let mut stats = Stats::default();
    let singles = (0..n_changes).map(|change| vec![change]).collect();
    let (config, _) = sweep(singles, (false, width), test, cache, &mut stats);
    DdResult { config, stats }
}

/// One round: tries to remove each of `chunks` in turn (or, when `several_only`, each of
/// those of several changes: single ones are tried in the round of singles anyway),
/// `width` at a time on the same configuration (see [`super::Plan::width`]), keeping every
/// removal that leaves the configuration interesting. Returns what is kept and what was
/// tried.
fn sweep(
    mut chunks: Vec<Config>,
    (several_only, width): (bool, usize),
    test: &mut dyn Test,
    cache: &mut ConfigCache,
    stats: &mut Stats,
) -> (Config, Tried) {
    let order: Vec<usize> = (0..chunks.len())
        .filter(|&i| !several_only || chunks[i].len() > 1)
        .collect();
    let mut tried = Tried::default();
    let mut left = chunks.len();
    let mut next = 0;
    // Removing the only subset left would leave nothing, which is assumed uninteresting.
    while next < order.len() && left > 1 {
        let step = if width > 1 {
            let group = &order[next..order.len().min(next + width)];
            wide_step(&chunks, group, test, cache, stats)
        } else {
            narrow_step(&chunks, &order[next..], test, cache, stats)
        };
        tried.removals += step.tried;
        tried.rejected += step.tried - step.removed.len();
        for &k in &step.removed {
            // Emptied, not removed: `order` keeps its indices.
            chunks[order[next + k]].clear();
        }
        left -= step.removed.len();
        next += step.advance;
        if step.advance == 0 {
            break;
        }
    }
    (chunks.concat(), tried)
}

/// What one step of a round did: the removals it kept (positions in the order it was
/// given), how many it tried, and how far the round goes on (0: to its end).
struct Step {
    removed: Vec<usize>,
    tried: usize,
    advance: usize,
}

/// Tries the removals of `order` in turn up to the first the test accepts.
fn narrow_step(
    chunks: &[Config],
    order: &[usize],
    test: &mut dyn Test,
    cache: &mut ConfigCache,
    stats: &mut Stats,
) -> Step {
    let outcomes = cache.first_failing(&Without { chunks, order }, test, stats);
    match outcomes.iter().position(|&o| o == Outcome::Fail) {
        Some(k) => Step {
            removed: vec![k],
            tried: k + 1,
            advance: k + 1,
        },
        None => Step {
            removed: Vec::new(),
            tried: outcomes.len(),
            advance: 0,
        },
    }
}

/// Tries the removals of `group` side by side on the same configuration; those the test
/// accepts go together (see [`go_together`]), and when only a run of them does, the round
/// goes on after the first accepted removal that run leaves out (rejected with it).
fn wide_step(
    chunks: &[Config],
    group: &[usize],
    test: &mut dyn Test,
    cache: &mut ConfigCache,
    stats: &mut Stats,
) -> Step {
    let outcomes = cache.each(
        &Without {
            chunks,
            order: group,
        },
        test,
        stats,
    );
    let accepted: Vec<usize> = (0..group.len())
        .filter(|&k| outcomes[k] == Outcome::Fail)
        .collect();
    let all = Step {
        removed: accepted.clone(),
        tried: group.len(),
        advance: group.len(),
    };
    let without_first = |n: usize| {
        let mut rest = chunks.to_vec();
        for &k in &accepted[..n] {
            rest[group[k]].clear();
        }
        rest.concat()
    };
    if accepted.is_empty() {
        return all;
    }
    let together = go_together(accepted.len(), without_first, test, cache, stats);
    if together == accepted.len() {
        return all;
    }
    let stop = accepted[together];
    Step {
        removed: accepted[..together].to_vec(),
        tried: stop + 1,
        advance: stop + 1,
    }
}

/// Of `n` removals the test accepted one by one (at least one), how many of the first go
/// together: all when there is one or the test accepts their merge (which must leave
/// something), else the longest run of them it accepts together, by bisection.
/// `without_first(k)`: the configuration without the first `k`. That configuration is
/// the one kept.
fn go_together(
    n: usize,
    without_first: impl Fn(usize) -> Config,
    test: &mut dyn Test,
    cache: &mut ConfigCache,
    stats: &mut Stats,
) -> usize {
    if n == 1 {
        test.keep(&without_first(1));
        return 1;
    }
    let all = without_first(n);
    if !all.is_empty() && cache.merged(&all, test, stats) == Outcome::Fail {
        return n;
    }
    // The first alone is accepted, all of them together not.
    let (mut accepted_run, mut rejected_run) = (1, n);
    while rejected_run - accepted_run > 1 {
        let middle = (accepted_run + rejected_run) / 2;
        if cache.merged(&without_first(middle), test, stats) == Outcome::Fail {
            accepted_run = middle;
        } else {
            rejected_run = middle;
        }
    }
    test.keep(&without_first(accepted_run));
    accepted_run
}

/// The configurations without subset `order[0]`, without subset `order[1]`, ...
struct Without<'a> {
    chunks: &'a [Config],
    order: &'a [usize],
}

impl Candidates for Without<'_> {
    fn len(&self) -> usize {
        self.order.len()
    }
    fn config(&self, k: usize) -> Config {
        super::ddmin::complement(self.chunks, self.order[k])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashSet;

    use crate::dd::test_support::{fail_if, without_each};

    fn cdd(n: usize, test: &mut dyn Test) -> DdResult {
        cdd_with_cache(n, test, &mut ConfigCache::new())
    }

    fn halving_cdd(n: usize, test: &mut dyn Test) -> DdResult {
        halving_cdd_with_cache(n, test, &mut ConfigCache::new(), PLAN)
    }

    const PLAN: crate::dd::Plan = crate::dd::Plan {
        schedule: crate::dd::Schedule::ComplementsOnly,
        start: crate::dd::Start::Halves,
        tail: crate::dd::Tail::Once,
        width: 1,
    };

    /// Adaptive CDD with changes in groups of three.
    fn adaptive_cdd(n: usize, test: &mut dyn Test) -> DdResult {
        let groups: Vec<usize> = (0..n).map(|i| i / 3).collect();
        adaptive_cdd_with_cache(n, test, &mut ConfigCache::new(), PLAN, Some(&groups))
    }

    type Minimizer = fn(usize, &mut dyn Test) -> DdResult;

    /// The minimizers of this file, by name, for the tests that hold for each.
    const EACH: [(&str, Minimizer); 3] = [
        ("cdd", cdd),
        ("halving cdd", halving_cdd),
        ("adaptive cdd", adaptive_cdd),
    ];

    /// The schedule the paper derives from ProbDD at p0 = 0.1: the first size is ProbDD's
    /// first (9), and the sizes fall until single changes.
    #[test]
    fn the_sizes_follow_probdds_schedule_down_to_one() {
        let sizes: Vec<usize> = (0..6).map(round_size).collect();
        assert_eq!(sizes, vec![9, 6, 3, 2, 1, 1]);
    }

    /// Zeller & Hildebrandt's example 4.3 (a `(` followed later by a `)`): the same `()`
    /// as ddmin.
    #[test]
    fn paper_parenthesis_example_reduces_to_pair() {
        let input: Vec<char> = r#"V"/+!aF-(V4EOz*+s/Q,7)2@0_"#.chars().collect();
        let mut test = |config: &[usize]| {
            let text: String = config.iter().map(|&i| input[i]).collect();
            fail_if(text.find('(').is_some_and(|p| text[p..].contains(')')))
        };
        for (name, minimize) in EACH {
            let result = minimize(input.len(), &mut test);
            let text: String = result.config.iter().map(|&i| input[i]).collect();
            assert_eq!(text, "()", "{name}");
        }
    }

    /// Zeller & Hildebrandt's 8-change example (section 4.2): the failure needs changes 1,
    /// 7 and 8; configurations with only some of them are unresolved.
    #[test]
    fn paper_eight_change_example_yields_1_7_8() {
        let mut test = |config: &[usize]| {
            let has = [0, 6, 7].iter().filter(|c| config.contains(c)).count();
            match has {
                3 => Outcome::Fail,
                0 => Outcome::Pass,
                _ => Outcome::Unresolved,
            }
        };
        for (name, minimize) in EACH {
            assert_eq!(minimize(8, &mut test).config, vec![0, 6, 7], "{name}");
        }
    }

    /// Adaptive CDD with `width` removals side by side.
    fn wide(width: usize) -> impl Fn(usize, &mut dyn Test) -> DdResult {
        move |n, test| {
            let plan = crate::dd::Plan { width, ..PLAN };
            adaptive_cdd_with_cache(n, test, &mut ConfigCache::new(), plan, None)
        }
    }

    /// Side by side, a round still keeps exactly what a monotone test needs, 1-minimal,
    /// and tests no more candidates than removals tried plus one merge per group.
    #[test]
    fn wide_rounds_keep_what_a_monotone_test_needs() {
        let needed = [3, 17, 18, 40, 41, 42, 77];
        for width in [1, 2, 8, 64] {
            let mut test = |config: &[usize]| fail_if(needed.iter().all(|c| config.contains(c)));
            let result = wide(width)(100, &mut test);
            assert_eq!(result.config, needed, "width {width}");
            for smaller in without_each(&result.config) {
                assert_eq!(test(&smaller), Outcome::Pass, "width {width}");
            }
        }
    }

    /// Two removals each accepted alone but not together (either of two changes is
    /// needed): the group keeps the first removal, and the round goes on after it, so the
    /// second is tried again on what the first left, and stays.
    #[test]
    fn removals_accepted_alone_but_not_together_keep_the_first() {
        let mut test = |config: &[usize]| {
            fail_if(config.contains(&5) && (config.contains(&1) || config.contains(&2)))
        };
        let narrow = singles_with_cache(8, &mut test, &mut ConfigCache::new(), 1);
        for width in [2, 4, 8] {
            let result = singles_with_cache(8, &mut test, &mut ConfigCache::new(), width);
            assert_eq!(result.config, vec![2, 5], "width {width}");
            assert_eq!(result.config, narrow.config);
        }
    }

    /// A group's removals are cut from the configuration it starts from: the candidates
    /// a test sees do not depend on the outcomes of the others in the group.
    #[test]
    fn a_groups_candidates_do_not_depend_on_each_other() {
        let mut seen = Vec::new();
        let mut test = |config: &[usize]| {
            seen.push(config.to_vec());
            fail_if(config.contains(&0))
        };
        singles_with_cache(5, &mut test, &mut ConfigCache::new(), 4);
        // Group 1: each of 0..4 removed from the whole list; then 1, 2 and 3 together.
        assert_eq!(
            seen,
            vec![
                vec![1, 2, 3, 4],
                vec![0, 2, 3, 4],
                vec![0, 1, 3, 4],
                vec![0, 1, 2, 4],
                vec![0, 4],
                vec![0],
            ]
        );
    }

    /// Counts the rounds a wide minimizer hands to [`Test::each`] (each costs one step of
    /// side-by-side tests).
    struct Steps<F> {
        test: F,
        steps: usize,
    }

    impl<F: FnMut(&[usize]) -> Outcome> Test for Steps<F> {
        fn first_failing(&mut self, candidates: &dyn Candidates) -> Vec<Outcome> {
            self.test.first_failing(candidates)
        }
        fn each(&mut self, candidates: &dyn Candidates) -> Vec<Outcome> {
            self.steps += 1;
            self.test.each(candidates)
        }
    }

    /// A list whose removals of nine, groups and single changes fit in one step of
    /// `width` together goes in that one step (and the merge of what it accepted).
    #[test]
    fn a_short_list_tries_every_size_in_one_step() {
        let needed = [3, 4, 5, 17];
        let groups: Vec<usize> = (0..30).map(|i| i / 3).collect();
        let plan = crate::dd::Plan { width: 64, ..PLAN };
        let mut test = Steps {
            test: |config: &[usize]| fail_if(needed.iter().all(|c| config.contains(c))),
            steps: 0,
        };
        let result =
            adaptive_cdd_with_cache(30, &mut test, &mut ConfigCache::new(), plan, Some(&groups));
        assert_eq!(result.config, needed);
        assert_eq!(test.steps, 1);
    }

    /// When the removals tried at once are accepted alone but not together, the longest
    /// run of them accepted together goes and the usual rounds go on from there: the
    /// removals after it are tried again.
    #[test]
    fn every_size_at_once_goes_on_after_a_rejected_merge() {
        // Change 0 is needed, and one of 5 and 6.
        let interesting = |config: &[usize]| {
            fail_if(config.contains(&0) && (config.contains(&5) || config.contains(&6)))
        };
        let plan = crate::dd::Plan { width: 64, ..PLAN };
        let result = adaptive_cdd_with_cache(
            10,
            &mut { interesting },
            &mut ConfigCache::new(),
            plan,
            None,
        );
        assert_eq!(result.config, vec![0, 6]);
    }

    /// After the first round, a list that fits in one step of `width` goes to single
    /// changes at once, its groups first: three steps, where the schedule's sizes 9, 6, 3,
    /// 2 and 1 would take five; the result is still what the test needs.
    #[test]
    fn a_list_that_fits_the_width_goes_to_single_changes_after_the_first_round() {
        let needed = [3, 4, 5, 17, 40];
        let groups: Vec<usize> = (0..60).map(|i| i / 3).collect();
        let plan = crate::dd::Plan { width: 64, ..PLAN };
        let mut test = Steps {
            test: |config: &[usize]| fail_if(needed.iter().all(|c| config.contains(c))),
            steps: 0,
        };
        let result =
            adaptive_cdd_with_cache(60, &mut test, &mut ConfigCache::new(), plan, Some(&groups));
        assert_eq!(result.config, needed);
        assert_eq!(
            test.steps, 3,
            "removals of 9, the groups, the single changes"
        );
    }

    /// Side by side, removals each accepted alone but not all together: the longest run of
    /// them accepted together goes, found by bisection, and the round goes on after it.
    #[test]
    fn a_failed_merge_keeps_the_longest_accepted_run() {
        // Interesting with 7 and three of 0..6: any one removal but 7's is accepted.
        let fails = |config: &[usize]| {
            fail_if(config.contains(&7) && config.iter().filter(|&&c| c < 6).count() >= 3)
        };
        let mut merges = Vec::new();
        let mut test = |config: &[usize]| {
            if config.len() < 7 {
                merges.push(config.to_vec());
            }
            fails(config)
        };
        let result = singles_with_cache(8, &mut test, &mut ConfigCache::new(), 8);
        assert_eq!(result.config, vec![3, 4, 5, 7]);
        // The seven accepted removals (0..7) together; then the first four (rejected), two
        // and three (accepted); the round goes on after 3, where 6 goes alone.
        let runs: [&[usize]; 4] = [&[7], &[4, 5, 6, 7], &[2, 3, 4, 5, 6, 7], &[3, 4, 5, 6, 7]];
        assert_eq!(merges[..4], runs);
    }

    /// Every change needed: CDD tries removals of 9, 6, 3 and 2 before the single changes;
    /// adaptive CDD, every removal of 9 rejected, goes to single changes next.
    #[test]
    fn a_list_all_needed_goes_to_single_changes_after_one_round() {
        let n = 60;
        let count = |minimize: Minimizer| {
            let mut tests = 0;
            let mut test = |config: &[usize]| {
                tests += 1;
                fail_if(config.len() == n)
            };
            assert_eq!(minimize(n, &mut test).config.len(), n);
            tests
        };
        let without_groups = |n: usize, test: &mut dyn Test| {
            adaptive_cdd_with_cache(n, test, &mut ConfigCache::new(), PLAN, None)
        };
        assert_eq!(count(without_groups), n.div_ceil(9) + n);
        assert!(count(cdd) > 2 * n, "{}", count(cdd));
    }

    /// Three neighbours that go only together among changes all needed: adaptive CDD finds
    /// them when they are one group, not without groups (its removals of 9 all fail, and
    /// it goes to single changes).
    #[test]
    fn a_group_that_goes_only_together_is_tried_before_single_changes() {
        let n = 30;
        let together = [10, 11, 12];
        let outcome = |config: &[usize]| {
            let others = (0..n).filter(|i| !together.contains(i));
            let kept = together.iter().filter(|i| config.contains(i)).count();
            fail_if(others.into_iter().all(|i| config.contains(&i)) && (kept == 0 || kept == 3))
        };
        let groups: Vec<usize> = (0..n)
            .map(|i| if together.contains(&i) { n } else { i })
            .collect();
        let mut test = |config: &[usize]| outcome(config);
        let grouped =
            adaptive_cdd_with_cache(n, &mut test, &mut ConfigCache::new(), PLAN, Some(&groups));
        let expected: Config = (0..n).filter(|i| !together.contains(i)).collect();
        assert_eq!(grouped.config, expected);
        let ungrouped = adaptive_cdd_with_cache(n, &mut test, &mut ConfigCache::new(), PLAN, None);
        assert_eq!(ungrouped.config.len(), n);
    }

    /// The outcomes' estimate: every removal rejected means every change left is needed;
    /// the share the schedule expects (1 - 1/e at its sizes) gives about the schedule's
    /// next probability; none rejected says nothing.
    #[test]
    fn the_outcomes_estimate_follows_the_share_rejected() {
        let tried = |removals, rejected| Tried { removals, rejected };
        assert_eq!(needed_after(tried(7, 7), 9), 1.0);
        assert_eq!(needed_after(tried(7, 0), 9), 0.0);
        assert_eq!(needed_after(tried(0, 0), 9), 0.0);
        let expected = 1.0 - (-1.0f64).exp();
        let p = needed_after(tried(1000, (1000.0 * expected) as usize), 9);
        assert!(
            (p - scheduled(1)).abs() < 0.02,
            "{p} against {}",
            scheduled(1)
        );
    }

    /// One needed change among a thousand: CDD's first round removes all but its subset in
    /// about n / 9 tests; halving CDD gets there in two tests per halving.
    #[test]
    fn one_needed_change_among_a_thousand() {
        for (name, minimize, most) in [("cdd", EACH[0].1, 130), ("halving cdd", EACH[1].1, 30)] {
            let mut tests = 0;
            let mut test = |config: &[usize]| {
                tests += 1;
                fail_if(config.contains(&637))
            };
            let result = minimize(1000, &mut test);
            assert_eq!(result.config, vec![637], "{name}");
            assert!(tests < most, "{name}: {tests} tests");
        }
    }

    /// Speculation does not change the answer: a test that reports a whole run at once
    /// (as a parallel one does) gets the same result and the same tests as one by one.
    #[test]
    fn runs_of_candidates_give_the_same_result_as_one_at_a_time() {
        struct Batch<'a>(&'a dyn Fn(&[usize]) -> Outcome, Vec<Config>);
        impl Test for Batch<'_> {
            fn first_failing(&mut self, candidates: &dyn Candidates) -> Vec<Outcome> {
                let mut outcomes = Vec::new();
                for k in 0..candidates.len() {
                    let config = candidates.config(k);
                    outcomes.push((self.0)(&config));
                    self.1.push(config);
                    if outcomes.last() == Some(&Outcome::Fail) {
                        break;
                    }
                }
                outcomes
            }
        }
        let outcome = |c: &[usize]| fail_if(c.contains(&3) && c.contains(&40));
        for (name, minimize) in EACH {
            let mut one_by_one = Vec::new();
            let mut single = |c: &[usize]| {
                one_by_one.push(c.to_vec());
                outcome(c)
            };
            let a = minimize(64, &mut single).config;
            let mut batch = Batch(&outcome, Vec::new());
            let b = minimize(64, &mut batch).config;
            assert_eq!(a, vec![3, 40], "{name}");
            assert_eq!(a, b, "{name}");
            assert_eq!(one_by_one, batch.1, "{name}");
        }
    }

    /// Deterministic pseudo-random outcomes for configurations that are not full.
    fn noise(config: &[usize], seed: u64) -> u64 {
        (super::super::config_hash(config) as u64) ^ seed
    }

    proptest! {
        /// A monotone test (interesting iff one of a few sets of changes is all kept): the
        /// result is interesting and 1-minimal, and no configuration is tested twice.
        #[test]
        fn monotone_tests_give_a_1_minimal_result(
            n in 1usize..80,
            causes in proptest::collection::vec(proptest::collection::vec(0usize..80, 1..4), 1..3),
        ) {
            let causes: Vec<Vec<usize>> = causes
                .into_iter()
                .map(|c| c.into_iter().map(|i| i % n).collect())
                .collect();
            let outcome = |config: &[usize]| {
                fail_if(causes.iter().any(|c| c.iter().all(|i| config.contains(i))))
            };
            for (_, minimize) in EACH {
                let mut seen = HashSet::new();
                let mut test = |config: &[usize]| {
                    assert!(seen.insert(config.to_vec()), "tested twice");
                    assert!(!config.is_empty(), "the empty configuration was tested");
                    outcome(config)
                };
                let result = minimize(n, &mut test);
                prop_assert_eq!(outcome(&result.config), Outcome::Fail);
                if result.config.len() > 1 {
                    for smaller in without_each(&result.config) {
                        prop_assert_eq!(outcome(&smaller), Outcome::Pass);
                    }
                }
            }
        }

        /// Any test (not monotone, with unresolved outcomes): no panic, and the result is
        /// interesting and no larger than the input.
        #[test]
        fn any_test_gives_an_interesting_result(n in 2usize..40, seed in any::<u64>()) {
            let outcome_of = |config: &[usize]| -> Outcome {
                if config.len() == n {
                    return Outcome::Fail;
                }
                match noise(config, seed) % 5 {
                    0 | 1 => Outcome::Fail,
                    2 => Outcome::Unresolved,
                    _ => Outcome::Pass,
                }
            };
            for (_, minimize) in EACH {
                let mut test = |config: &[usize]| outcome_of(config);
                let result = minimize(n, &mut test);
                prop_assert_eq!(outcome_of(&result.config), Outcome::Fail);
                prop_assert!(result.config.len() <= n);
            }
        }
    }
}
