//! tillroll: catalogue, stock and invoices for a small shop.
//!
//! ```ignore
//! let mut shop = tillroll::Shop::from_catalogue(CATALOGUE, tillroll::tax::TaxTable::germany())?;
//! shop.receive_text("WID-001 40\nGAD-17 5")?;
//! let printed = shop.process_order(ORDER)?;
//! ```

pub mod error;
pub mod inventory;
pub mod invoice;
pub mod item;
pub mod money;
pub mod order;
pub mod parse;
pub mod ratio;
pub mod report;
pub mod tax;

pub use error::{Error, Result};
pub use money::{Currency, Money};

use inventory::Inventory;
use invoice::{Invoice, InvoiceLine, invoice_number};
use item::{Catalogue, Sku};
use order::Order;
use ratio::Ratio;
use tax::TaxTable;

/// Items below this many available are flagged in the stock list.
pub const LOW_STOCK: u32 = 5;

/// The net price of a line: unit price times quantity, less the line's discount.
fn extended_price(unit_price: Money, quantity: u32, discount: Option<Ratio>) -> Money {
    let gross = unit_price * quantity;
    match discount {
        Some(discount) => gross * discount.complement(),
        None => gross,
    }
}

pub struct Shop {
    catalogue: Catalogue,
    inventory: Inventory,
    taxes: TaxTable,
    year: u16,
    next_invoice: u32,
    issued: Vec<Invoice>,
}

impl Shop {
    pub fn new(catalogue: Catalogue, taxes: TaxTable) -> Shop {
        Shop {
            catalogue,
            inventory: Inventory::new(),
            taxes,
            year: 2026,
            next_invoice: 1,
            issued: Vec::new(),
        }
    }

    pub fn from_catalogue(text: &str, taxes: TaxTable) -> Result<Shop> {
        Ok(Shop::new(parse::parse_catalogue(text)?, taxes))
    }

    pub fn catalogue(&self) -> &Catalogue {
        &self.catalogue
    }

    pub fn issued(&self) -> &[Invoice] {
        &self.issued
    }

    /// A delivery: lines of `SKU QUANTITY`.
    pub fn receive_text(&mut self, text: &str) -> Result<()> {
        for (index, line) in text.lines().enumerate() {
            let number = index + 1;
            let Some((sku, quantity)) = line.trim().split_once(' ') else {
                continue;
            };
            let sku = Sku::new(sku).map_err(|e| e.at_line(number))?;
            self.catalogue.get(&sku).map_err(|e| e.at_line(number))?;
            let quantity = quantity
                .trim()
                .parse()
                .map_err(|_| Error::parse(number, format!("bad quantity {quantity:?}")))?;
            self.inventory.receive(&sku, quantity);
        }
        Ok(())
    }

    /// Checks the order, reserves its stock, writes the invoice and only then takes the
    /// goods out of stock.
    pub fn place(&mut self, order: &Order) -> Result<&Invoice> {
        order.validate(&self.catalogue)?;
        let reservation = self.inventory.reserve(&order.wanted(&self.catalogue))?;
        let number = invoice_number(self.year, self.next_invoice);
        let mut invoice = Invoice::new(number, &order.customer, order.currency, &self.taxes);
        for line in &order.lines {
            let item = match self.catalogue.get(&line.sku) {
                Ok(item) => item,
                Err(e) => {
                    self.inventory.release(reservation);
                    return Err(e);
                }
            };
            invoice.push(InvoiceLine {
                sku: line.sku.clone(),
                description: item.name.clone(),
                quantity: line.quantity,
                unit_price: item.unit_price,
                discount: line.discount,
                net: extended_price(item.unit_price, line.quantity, line.discount),
                tax_class: item.tax_class,
            });
        }
        self.inventory.commit(reservation);
        self.next_invoice += 1;
        self.issued.push(invoice);
        Ok(self.issued.last().expect("just pushed"))
    }

    /// Parses an order, places it and returns the printed invoice.
    pub fn process_order(&mut self, text: &str) -> Result<String> {
        let order = parse::parse_order(text)?;
        let invoice = self.place(&order)?;
        Ok(report::render_invoice(invoice))
    }

    pub fn stock_list(&self) -> String {
        report::render_stock(&self.catalogue, &self.inventory, LOW_STOCK)
    }

    /// Takings per currency over every invoice issued.
    pub fn takings(&self) -> Vec<Money> {
        let mut totals: Vec<Money> = Vec::new();
        for invoice in &self.issued {
            let gross = invoice.gross_total();
            match totals.iter_mut().find(|t| t.currency() == gross.currency()) {
                Some(total) => *total += gross,
                None => totals.push(gross),
            }
        }
        totals.sort_by_key(|t| t.currency());
        totals
    }
}
