//! Interning of grammar strings, so nodes can hold `&'static str` kinds and fields
//! without borrowing the tree-sitter tree they came from.

use std::collections::HashSet;
use std::sync::{Mutex, OnceLock};

/// Returns a `'static` copy of `s`. Each distinct string is leaked once; grammars have a
/// bounded number of kind and field names, so this stays small.
pub(crate) fn intern(s: &str) -> &'static str {
    static POOL: OnceLock<Mutex<HashSet<&'static str>>> = OnceLock::new();
    let mut pool = POOL
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some(&known) = pool.get(s) {
        return known;
    }
    let leaked: &'static str = Box::leak(s.to_owned().into_boxed_str());
    pool.insert(leaked);
    leaked
}

/// Returns a `'static` copy of a chain of kinds, each distinct chain leaked once: a
/// grammar's chains of single children are few.
pub(crate) fn intern_chain(chain: &[&'static str]) -> &'static [&'static str] {
    static POOL: OnceLock<Mutex<HashSet<&'static [&'static str]>>> = OnceLock::new();
    let mut pool = POOL
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some(&known) = pool.get(chain) {
        return known;
    }
    let leaked: &'static [&'static str] = Box::leak(chain.to_vec().into_boxed_slice());
    pool.insert(leaked);
    leaked
}

/// Returns a `'static` copy of a chain of kind ids, each distinct chain leaked once, as
/// [`intern_chain`] does for names.
pub(crate) fn intern_ids(ids: &[u16]) -> &'static [u16] {
    static POOL: OnceLock<Mutex<HashSet<&'static [u16]>>> = OnceLock::new();
    let mut pool = POOL
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some(&known) = pool.get(ids) {
        return known;
    }
    let leaked: &'static [u16] = Box::leak(ids.to_vec().into_boxed_slice());
    pool.insert(leaked);
    leaked
}
