//! Sales tax: each item has a tax class, each class a rate, and an invoice sums the
//! tax per class (that is how it has to be printed).

use std::collections::BTreeMap;

use crate::money::{Currency, Money};
use crate::ratio::Ratio;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TaxClass {
    Standard,
    Reduced,
    Zero,
    Exempt,
}

impl TaxClass {
    pub fn label(self) -> &'static str {
        match self {
            TaxClass::Standard => "standard",
            TaxClass::Reduced => "reduced",
            TaxClass::Zero => "zero-rated",
            TaxClass::Exempt => "exempt",
        }
    }

    pub fn from_label(label: &str) -> Option<TaxClass> {
        match label {
            "standard" | "S" => Some(TaxClass::Standard),
            "reduced" | "R" => Some(TaxClass::Reduced),
            "zero" | "zero-rated" | "Z" => Some(TaxClass::Zero),
            "exempt" | "E" => Some(TaxClass::Exempt),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct TaxTable {
    standard: Ratio,
    reduced: Ratio,
}

impl TaxTable {
    pub fn new(standard: Ratio, reduced: Ratio) -> TaxTable {
        TaxTable { standard, reduced }
    }

    pub fn germany() -> TaxTable {
        TaxTable::new(Ratio::percent(19), Ratio::percent(7))
    }

    pub fn united_kingdom() -> TaxTable {
        TaxTable::new(Ratio::percent(20), Ratio::percent(5))
    }

    pub fn rate(&self, class: TaxClass) -> Ratio {
        match class {
            TaxClass::Standard => self.standard,
            TaxClass::Reduced => self.reduced,
            TaxClass::Zero | TaxClass::Exempt => Ratio::ZERO,
        }
    }

    pub fn tax_on(&self, net: Money, class: TaxClass) -> Money {
        net * self.rate(class)
    }
}

/// Net amounts and tax per class; the tax is computed once per class on the summed net
/// amount, not per line, so that rounding errors do not add up.
#[derive(Debug, Clone, PartialEq)]
pub struct TaxBreakdown {
    currency: Currency,
    net: BTreeMap<TaxClass, Money>,
}

impl TaxBreakdown {
    pub fn new(currency: Currency) -> TaxBreakdown {
        TaxBreakdown { currency, net: BTreeMap::new() }
    }

    pub fn add(&mut self, class: TaxClass, net: Money) {
        let zero = Money::zero(self.currency);
        *self.net.entry(class).or_insert(zero) += net;
    }

    /// (class, rate, net, tax) for each class with lines, in class order.
    pub fn rows(&self, table: &TaxTable) -> Vec<(TaxClass, Ratio, Money, Money)> {
        self.net
            .iter()
            .map(|(&class, &net)| (class, table.rate(class), net, table.tax_on(net, class)))
            .collect()
    }

    pub fn total_net(&self) -> Money {
        self.net.values().fold(Money::zero(self.currency), |sum, &net| sum + net)
    }

    pub fn total_tax(&self, table: &TaxTable) -> Money {
        self.rows(table).iter().fold(Money::zero(self.currency), |sum, row| sum + row.3)
    }
}
