//! Amounts of money in minor units (cents), tagged with their currency. Amounts of
//! different currencies never mix: adding them is a bug, and `checked_add` says so.

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, AddAssign, Mul, Neg, Sub};
use std::str::FromStr;

use crate::error::{Error, Result};
use crate::ratio::Ratio;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Currency {
    Eur,
    Usd,
    Gbp,
    Chf,
}

impl Currency {
    pub fn code(self) -> &'static str {
        match self {
            Currency::Eur => "EUR",
            Currency::Usd => "USD",
            Currency::Gbp => "GBP",
            Currency::Chf => "CHF",
        }
    }

    pub fn symbol(self) -> &'static str {
        match self {
            Currency::Eur => "€",
            Currency::Usd => "$",
            Currency::Gbp => "£",
            Currency::Chf => "Fr.",
        }
    }
}

impl FromStr for Currency {
    type Err = Error;

    fn from_str(text: &str) -> Result<Currency> {
        match text.trim().to_ascii_uppercase().as_str() {
            "EUR" => Ok(Currency::Eur),
            "USD" => Ok(Currency::Usd),
            "GBP" => Ok(Currency::Gbp),
            "CHF" => Ok(Currency::Chf),
            other => Err(Error::UnknownCurrency(other.to_string())),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Money {
    cents: i64,
    currency: Currency,
}

impl Money {
    pub const fn new(cents: i64, currency: Currency) -> Money {
        Money { cents, currency }
    }

    pub const fn zero(currency: Currency) -> Money {
        Money { cents: 0, currency }
    }

    pub fn cents(self) -> i64 {
        self.cents
    }

    pub fn currency(self) -> Currency {
        self.currency
    }

    pub fn is_zero(self) -> bool {
        self.cents == 0
    }

    pub fn is_negative(self) -> bool {
        self.cents < 0
    }

    pub fn checked_add(self, other: Money) -> Result<Money> {
        if self.currency != other.currency {
            return Err(Error::CurrencyMismatch { expected: self.currency, found: other.currency });
        }
        Ok(Money::new(self.cents + other.cents, self.currency))
    }

    pub fn checked_sub(self, other: Money) -> Result<Money> {
        self.checked_add(-other)
    }

    /// Splits the amount by `weights` without losing a cent: the cents left over by
    /// rounding down go to the largest remainders first.
    pub fn allocate(self, weights: &[u32]) -> Vec<Money> {
        let total: i64 = weights.iter().map(|&w| i64::from(w)).sum();
        if total == 0 {
            return weights.iter().map(|_| Money::zero(self.currency)).collect();
        }
        let mut shares: Vec<(usize, i64, i64)> = weights
            .iter()
            .enumerate()
            .map(|(i, &w)| {
                let exact = self.cents * i64::from(w);
                (i, exact / total, exact % total)
            })
            .collect();
        let mut left = self.cents - shares.iter().map(|s| s.1).sum::<i64>();
        shares.sort_by(|a, b| b.2.cmp(&a.2).then(a.0.cmp(&b.0)));
        for share in shares.iter_mut() {
            if left == 0 {
                break;
            }
            share.1 += left.signum();
            left -= left.signum();
        }
        shares.sort_by_key(|s| s.0);
        shares.into_iter().map(|(_, cents, _)| Money::new(cents, self.currency)).collect()
    }

    /// "12.34", "-0.5" or "7" in `currency`.
    pub fn parse(text: &str, currency: Currency) -> Result<Money> {
        let text = text.trim();
        let bad = || Error::InvalidAmount(text.to_string());
        let (negative, digits) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
        if whole.is_empty() || fraction.len() > 2 || !fraction.chars().all(|c| c.is_ascii_digit()) {
            return Err(bad());
        }
        let whole: i64 = whole.parse().map_err(|_| bad())?;
        let fraction: i64 = format!("{fraction:0<2}").parse().map_err(|_| bad())?;
        let cents = whole * 100 + fraction;
        Ok(Money::new(if negative { -cents } else { cents }, currency))
    }
}

impl Add for Money {
    type Output = Money;

    fn add(self, other: Money) -> Money {
        self.checked_add(other).expect("amounts in different currencies")
    }
}

impl AddAssign for Money {
    fn add_assign(&mut self, other: Money) {
        *self = *self + other;
    }
}

impl Sub for Money {
    type Output = Money;

    fn sub(self, other: Money) -> Money {
        self.checked_sub(other).expect("amounts in different currencies")
    }
}

impl Neg for Money {
    type Output = Money;

    fn neg(self) -> Money {
        Money::new(-self.cents, self.currency)
    }
}

/// A price times a count.
impl Mul<i64> for Money {
    type Output = Money;

    fn mul(self, count: i64) -> Money {
        Money::new(self.cents * count, self.currency)
    }
}

/// A share of an amount: a discount, a tax, a split.
impl Mul<Ratio> for Money {
    type Output = Money;

    fn mul(self, ratio: Ratio) -> Money {
        Money::new(ratio.apply(self.cents), self.currency)
    }
}

impl PartialOrd for Money {
    /// Amounts of different currencies are not ordered.
    fn partial_cmp(&self, other: &Money) -> Option<Ordering> {
        if self.currency == other.currency {
            Some(self.cents.cmp(&other.cents))
        } else {
            None
        }
    }
}

impl fmt::Display for Money {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.cents < 0 { "-" } else { "" };
        let cents = self.cents.unsigned_abs();
        let text = format!("{sign}{} {}.{:02}", self.currency.code(), cents / 100, cents % 100);
        f.pad(&text)
    }
}
