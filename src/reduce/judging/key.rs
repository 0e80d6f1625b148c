//! The key under which a candidate's outcome is cached.

/// Key of the text cache: a 128-bit digest of the full text plus its length. XXH3 rather
/// than a cryptographic hash: candidates are not adversarial, and hashing every candidate
/// of a large input must stay cheap next to printing it.
pub type TextKey = (u128, usize);

/// The key of `text` in the text cache.
pub fn text_key(text: &[u8]) -> TextKey {
    (twox_hash::XxHash3_128::oneshot(text), text.len())
}
