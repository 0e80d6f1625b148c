//! What a reduction tells: the observer that hears it run, the report at its end, the
//! size along the way (trajectory) and the figures of each pass.

pub mod observer;
pub mod passes;
pub mod report;
pub mod trajectory;

pub use observer::{Observer, Silent};
pub use report::{Report, Sizing, count_text_tokens, count_tokens};
