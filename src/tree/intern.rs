//! Interning of grammar strings, so nodes can hold `&'static str` kinds and fields
//! without borrowing the tree-sitter tree they came from.

use std::collections::HashSet;
use std::hash::Hash;
use std::sync::{Mutex, OnceLock};

/// A pool of values leaked once each.
type Pool<T> = OnceLock<Mutex<HashSet<&'static T>>>;

/// The `'static` copy of `value` in `pool`, made with `leak` the first time it is asked
/// for. Grammars have a bounded number of kinds, fields and chains, so pools stay small.
fn leak_once<T: ?Sized + Eq + Hash>(
    pool: &Pool<T>,
    value: &T,
    leak: impl FnOnce() -> &'static T,
) -> &'static T {
    let mut pool = pool
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some(&known) = pool.get(value) {
        return known;
    }
    let leaked = leak();
    pool.insert(leaked);
    leaked
}

/// Returns a `'static` copy of `s`.
pub(crate) fn intern(s: &str) -> &'static str {
    static POOL: Pool<str> = OnceLock::new();
    leak_once(&POOL, s, || Box::leak(s.to_owned().into_boxed_str()))
}

/// Returns a `'static` copy of a chain of kinds: a grammar's chains of single children
/// are few.
pub(crate) fn intern_chain(chain: &[&'static str]) -> &'static [&'static str] {
    static POOL: Pool<[&'static str]> = OnceLock::new();
    leak_once(&POOL, chain, || {
        Box::leak(chain.to_vec().into_boxed_slice())
    })
}

/// Returns a `'static` copy of a chain of kind ids, as [`intern_chain`] does for names.
pub(crate) fn intern_ids(ids: &[u16]) -> &'static [u16] {
    static POOL: Pool<[u16]> = OnceLock::new();
    leak_once(&POOL, ids, || Box::leak(ids.to_vec().into_boxed_slice()))
}
