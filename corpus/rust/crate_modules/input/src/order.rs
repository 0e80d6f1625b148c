//! Orders as customers place them: lines of SKU and quantity, each with an optional
//! discount.

use crate::error::{Error, Result};
use crate::item::{Catalogue, Sku};
use crate::money::Currency;
use crate::ratio::Ratio;

#[derive(Debug, Clone, PartialEq)]
pub struct OrderLine {
    pub sku: Sku,
    pub quantity: u32,
    pub discount: Option<Ratio>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Order {
    pub id: u32,
    pub customer: String,
    pub currency: Currency,
    pub lines: Vec<OrderLine>,
}

impl Order {
    pub fn new(id: u32, customer: &str, currency: Currency) -> Order {
        Order { id, customer: customer.to_string(), currency, lines: Vec::new() }
    }

    /// Adds a line; a second line for the same SKU and discount adds to the first.
    pub fn add_line(&mut self, sku: Sku, quantity: u32, discount: Option<Ratio>) {
        match self.lines.iter_mut().find(|l| l.sku == sku && l.discount == discount) {
            Some(line) => line.quantity += quantity,
            None => self.lines.push(OrderLine { sku, quantity, discount }),
        }
    }

    pub fn total_quantity(&self) -> u32 {
        self.lines.iter().map(|line| line.quantity).sum()
    }

    /// The quantities to reserve, one entry per line of a stocked item (services are
    /// not kept in stock).
    pub fn wanted(&self, catalogue: &Catalogue) -> Vec<(Sku, u32)> {
        self.lines
            .iter()
            .filter(|line| catalogue.get(&line.sku).is_ok_and(|item| item.unit.is_stocked()))
            .map(|line| (line.sku.clone(), line.quantity))
            .collect()
    }

    /// Every SKU is in the catalogue and priced in the order's currency, every discount
    /// is between 0 and 100 %, and there is at least one line.
    pub fn validate(&self, catalogue: &Catalogue) -> Result<()> {
        if self.lines.is_empty() {
            return Err(Error::EmptyOrder(self.id));
        }
        for line in &self.lines {
            let item = catalogue.get(&line.sku)?;
            if item.unit_price.currency() != self.currency {
                return Err(Error::CurrencyMismatch {
                    expected: self.currency,
                    found: item.unit_price.currency(),
                });
            }
            if let Some(discount) = line.discount {
                if !discount.is_between_zero_and_one() {
                    return Err(Error::InvalidRate(discount.to_string()));
                }
            }
        }
        Ok(())
    }
}
