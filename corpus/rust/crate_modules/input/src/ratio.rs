//! Exact fractions for tax rates and discounts: 19 % is `Ratio::percent(19)`, 7.5 % is
//! `Ratio::new(75, 1000)`. Applying a ratio to an amount rounds half away from zero.

use std::fmt;
use std::ops::Mul;
use std::str::FromStr;

use crate::error::{Error, Result};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ratio {
    num: i64,
    den: i64,
}

fn gcd(mut a: i64, mut b: i64) -> i64 {
    a = a.abs();
    b = b.abs();
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a.max(1)
}

impl Ratio {
    pub const ZERO: Ratio = Ratio { num: 0, den: 1 };
    pub const ONE: Ratio = Ratio { num: 1, den: 1 };

    pub fn new(num: i64, den: i64) -> Result<Ratio> {
        if den == 0 {
            return Err(Error::InvalidRate(format!("{num}/{den}")));
        }
        let sign = if den < 0 { -1 } else { 1 };
        let g = gcd(num, den);
        Ok(Ratio { num: sign * num / g, den: sign * den / g })
    }

    pub fn percent(p: i64) -> Ratio {
        Ratio::new(p, 100).expect("100 is not zero")
    }

    pub fn numerator(self) -> i64 {
        self.num
    }

    pub fn denominator(self) -> i64 {
        self.den
    }

    /// 1 - self: the share left after a discount of `self`.
    pub fn complement(self) -> Ratio {
        Ratio::new(self.den - self.num, self.den).expect("denominator is not zero")
    }

    pub fn is_between_zero_and_one(self) -> bool {
        self.num >= 0 && self.num <= self.den
    }

    /// `value * self`, rounded half away from zero.
    pub fn apply(self, value: i64) -> i64 {
        let product = i128::from(value) * i128::from(self.num);
        let den = i128::from(self.den);
        let half = den / 2;
        let rounded = if product >= 0 { (product + half) / den } else { (product - half) / den };
        rounded as i64
    }
}

impl Mul for Ratio {
    type Output = Ratio;

    fn mul(self, other: Ratio) -> Ratio {
        Ratio::new(self.num * other.num, self.den * other.den).expect("denominators are not zero")
    }
}

impl fmt::Display for Ratio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if 100 % self.den == 0 {
            write!(f, "{}%", self.num * (100 / self.den))
        } else {
            let tenths = self.apply(1000);
            write!(f, "{}.{}%", tenths / 10, tenths % 10)
        }
    }
}

impl FromStr for Ratio {
    type Err = Error;

    /// "19%", "7.5%", "3/40" or "0.075".
    fn from_str(text: &str) -> Result<Ratio> {
        let text = text.trim();
        let bad = || Error::InvalidRate(text.to_string());
        if let Some(percent) = text.strip_suffix('%') {
            let (num, den) = decimal(percent.trim()).ok_or_else(bad)?;
            return Ratio::new(num, den * 100);
        }
        if let Some((num, den)) = text.split_once('/') {
            let num = num.trim().parse().map_err(|_| bad())?;
            let den = den.trim().parse().map_err(|_| bad())?;
            return Ratio::new(num, den);
        }
        let (num, den) = decimal(text).ok_or_else(bad)?;
        Ratio::new(num, den)
    }
}

/// "7.5" as (75, 10).
fn decimal(text: &str) -> Option<(i64, i64)> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if whole.is_empty() && fraction.is_empty() {
        return None;
    }
    let digits = format!("{whole}{fraction}");
    let num = digits.parse().ok()?;
    let den = 10i64.checked_pow(fraction.len() as u32)?;
    Some((num, den))
}
