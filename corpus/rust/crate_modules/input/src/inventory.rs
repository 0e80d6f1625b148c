//! Stock on hand per SKU, with reservations: an order reserves its quantities first and
//! commits them once the invoice is written, so that a failed order takes nothing.

use std::collections::HashMap;

use crate::error::{Error, Result};
use crate::item::Sku;

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stock {
    pub on_hand: u32,
    pub reserved: u32,
}

impl Stock {
    pub fn available(self) -> u32 {
        self.on_hand - self.reserved
    }
}

/// Quantities held for one order, until committed or released.
#[derive(Debug, Clone, PartialEq, Eq)]
#[must_use = "a reservation must be committed or released"]
pub struct Reservation {
    held: Vec<(Sku, u32)>,
}

impl Reservation {
    pub fn quantity_of(&self, sku: &Sku) -> u32 {
        self.held.iter().filter(|(s, _)| s == sku).map(|(_, q)| q).sum()
    }
}

#[derive(Debug, Clone, Default)]
pub struct Inventory {
    stock: HashMap<Sku, Stock>,
}

impl Inventory {
    pub fn new() -> Inventory {
        Inventory::default()
    }

    pub fn receive(&mut self, sku: &Sku, quantity: u32) {
        self.stock.entry(sku.clone()).or_default().on_hand += quantity;
    }

    pub fn stock(&self, sku: &Sku) -> Stock {
        self.stock.get(sku).copied().unwrap_or_default()
    }

    /// Reserves every quantity or none.
    pub fn reserve(&mut self, wanted: &[(Sku, u32)]) -> Result<Reservation> {
        let mut totals: HashMap<&Sku, u32> = HashMap::new();
        for (sku, quantity) in wanted {
            *totals.entry(sku).or_default() += quantity;
        }
        for (&sku, &requested) in &totals {
            let available = self.stock(sku).available();
            if requested > available {
                return Err(Error::OutOfStock { sku: sku.to_string(), requested, available });
            }
        }
        for (sku, quantity) in wanted {
            self.stock.entry(sku.clone()).or_default().reserved += quantity;
        }
        Ok(Reservation { held: wanted.to_vec() })
    }

    /// The goods left the shop: on hand and reserved both go down.
    pub fn commit(&mut self, reservation: Reservation) {
        for (sku, quantity) in reservation.held {
            let stock = self.stock.entry(sku).or_default();
            stock.reserved -= quantity;
            stock.on_hand -= quantity;
        }
    }

    pub fn release(&mut self, reservation: Reservation) {
        for (sku, quantity) in reservation.held {
            self.stock.entry(sku).or_default().reserved -= quantity;
        }
    }

    /// SKUs with fewer than `threshold` available, fewest first.
    pub fn low_stock(&self, threshold: u32) -> Vec<(&Sku, u32)> {
        let mut low: Vec<(&Sku, u32)> = self
            .stock
            .iter()
            .map(|(sku, stock)| (sku, stock.available()))
            .filter(|&(_, available)| available < threshold)
            .collect();
        low.sort_by(|a, b| a.1.cmp(&b.1).then_with(|| a.0.cmp(b.0)));
        low
    }
}
