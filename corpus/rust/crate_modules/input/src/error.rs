//! The one error type of the library.

use std::fmt;

use crate::money::Currency;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// A line of an order or catalogue text could not be read.
    Parse { line: usize, message: String },
    UnknownSku(String),
    InvalidSku(String),
    UnknownCurrency(String),
    InvalidAmount(String),
    InvalidRate(String),
    CurrencyMismatch { expected: Currency, found: Currency },
    OutOfStock { sku: String, requested: u32, available: u32 },
    EmptyOrder(u32),
}

impl Error {
    pub fn parse(line: usize, message: impl Into<String>) -> Error {
        Error::Parse { line, message: message.into() }
    }

    /// The same error, attributed to `line` of a text when it has no line yet.
    pub fn at_line(self, line: usize) -> Error {
        match self {
            Error::Parse { .. } => self,
            other => Error::Parse { line, message: other.to_string() },
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Parse { line, message } => write!(f, "line {line}: {message}"),
            Error::UnknownSku(sku) => write!(f, "no item with SKU {sku} in the catalogue"),
            Error::InvalidSku(text) => write!(f, "{text:?} is not a valid SKU"),
            Error::UnknownCurrency(code) => write!(f, "unknown currency {code:?}"),
            Error::InvalidAmount(text) => write!(f, "{text:?} is not an amount of money"),
            Error::InvalidRate(text) => write!(f, "{text:?} is not a rate"),
            Error::CurrencyMismatch { expected, found } => {
                write!(f, "expected an amount in {}, found one in {}", expected.code(), found.code())
            }
            Error::OutOfStock { sku, requested, available } => {
                write!(f, "{sku}: {requested} requested, only {available} available")
            }
            Error::EmptyOrder(id) => write!(f, "order {id} has no lines"),
        }
    }
}

impl std::error::Error for Error {}

pub type Result<T> = std::result::Result<T, Error>;
