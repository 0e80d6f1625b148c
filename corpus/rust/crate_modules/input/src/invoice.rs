//! Invoices: numbered, one line per order line, with the tax summed per class.

use crate::item::Sku;
use crate::money::{Currency, Money};
use crate::ratio::Ratio;
use crate::tax::{TaxBreakdown, TaxClass, TaxTable};

#[derive(Debug, Clone, PartialEq)]
pub struct InvoiceLine {
    pub sku: Sku,
    pub description: String,
    pub quantity: u32,
    pub unit_price: Money,
    pub discount: Option<Ratio>,
    pub net: Money,
    pub tax_class: TaxClass,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Invoice {
    pub number: String,
    pub customer: String,
    pub currency: Currency,
    pub lines: Vec<InvoiceLine>,
    taxes: TaxBreakdown,
    table: TaxTable,
}

/// "INV-2026-00042".
pub fn invoice_number(year: u16, sequence: u32) -> String {
    format!("INV-{year}-{sequence:05}")
}

impl Invoice {
    pub fn new(number: String, customer: &str, currency: Currency, table: &TaxTable) -> Invoice {
        Invoice {
            number,
            customer: customer.to_string(),
            currency,
            lines: Vec::new(),
            taxes: TaxBreakdown::new(currency),
            table: table.clone(),
        }
    }

    pub fn push(&mut self, line: InvoiceLine) {
        self.taxes.add(line.tax_class, line.net);
        self.lines.push(line);
    }

    pub fn net_total(&self) -> Money {
        self.taxes.total_net()
    }

    pub fn tax_total(&self) -> Money {
        self.taxes.total_tax(&self.table)
    }

    pub fn gross_total(&self) -> Money {
        self.net_total() + self.tax_total()
    }

    /// (class, rate, net, tax) per tax class, as printed under the lines.
    pub fn tax_rows(&self) -> Vec<(TaxClass, Ratio, Money, Money)> {
        self.taxes.rows(&self.table)
    }

    /// What the customer saved through line discounts.
    pub fn savings(&self) -> Money {
        self.lines
            .iter()
            .filter(|line| line.discount.is_some())
            .fold(Money::zero(self.currency), |sum, line| {
                let undiscounted = line.unit_price * i64::from(line.quantity);
                sum + (undiscounted - line.net)
            })
    }
}
