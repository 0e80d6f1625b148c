//! The two text formats the shop is fed with.
//!
//! A catalogue is CSV without quoting: `sku,name,price,currency,unit,tax class`.
//!
//! An order is one header line and one line per item:
//!
//! ```text
//! order 1042 EUR Hoffmann & Söhne KG
//! line WID-001 3
//! line GAD-17 1 10%
//! ```
//!
//! Blank lines and lines starting with `#` are skipped in both.

use crate::error::{Error, Result};
use crate::item::{Catalogue, Item, Sku, Unit};
use crate::money::{Currency, Money};
use crate::order::Order;
use crate::ratio::Ratio;
use crate::tax::TaxClass;

/// The lines that carry data, numbered from 1.
fn content_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(i, line)| (i + 1, line.trim()))
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'))
}

pub fn parse_catalogue(text: &str) -> Result<Catalogue> {
    let mut catalogue = Catalogue::new();
    for (number, line) in content_lines(text) {
        let fields: Vec<&str> = line.split(',').map(str::trim).collect();
        let [sku, name, price, currency, unit, class] = fields[..] else {
            return Err(Error::parse(number, format!("expected 6 fields, found {}", fields.len())));
        };
        let sku = Sku::new(sku).map_err(|e| e.at_line(number))?;
        let currency: Currency = currency.parse().map_err(|e: Error| e.at_line(number))?;
        let unit_price = Money::parse(price, currency).map_err(|e| e.at_line(number))?;
        let unit = Unit::from_abbreviation(unit)
            .ok_or_else(|| Error::parse(number, format!("unknown unit {unit:?}")))?;
        let tax_class = TaxClass::from_label(class)
            .ok_or_else(|| Error::parse(number, format!("unknown tax class {class:?}")))?;
        let item = Item { sku, name: name.to_string(), unit_price, unit, tax_class };
        if let Some(earlier) = catalogue.insert(item) {
            return Err(Error::parse(number, format!("SKU {} listed twice", earlier.sku)));
        }
    }
    Ok(catalogue)
}

pub fn parse_order(text: &str) -> Result<Order> {
    let mut lines = content_lines(text);
    let (number, header) = lines.next().ok_or_else(|| Error::parse(1, "empty order"))?;
    let mut words = header.splitn(4, ' ');
    if words.next() != Some("order") {
        return Err(Error::parse(number, "an order starts with an `order` line"));
    }
    let id = words
        .next()
        .and_then(|id| id.parse().ok())
        .ok_or_else(|| Error::parse(number, "missing order number"))?;
    let currency: Currency = words
        .next()
        .ok_or_else(|| Error::parse(number, "missing currency"))?
        .parse()
        .map_err(|e: Error| e.at_line(number))?;
    let customer = words.next().map(str::trim).unwrap_or("");
    if customer.is_empty() {
        return Err(Error::parse(number, "missing customer"));
    }
    let mut order = Order::new(id, customer, currency);
    for (number, line) in lines {
        let words: Vec<&str> = line.split_whitespace().collect();
        let (sku, quantity, discount) = match words[..] {
            ["line", sku, quantity] => (sku, quantity, None),
            ["line", sku, quantity, discount] => (sku, quantity, Some(discount)),
            _ => return Err(Error::parse(number, "expected `line SKU QUANTITY [DISCOUNT]`")),
        };
        let sku = Sku::new(sku).map_err(|e| e.at_line(number))?;
        let quantity: u32 = quantity
            .parse()
            .ok()
            .filter(|&q| q > 0)
            .ok_or_else(|| Error::parse(number, format!("bad quantity {quantity:?}")))?;
        let discount = match discount {
            Some(text) => Some(text.parse::<Ratio>().map_err(|e| e.at_line(number))?),
            None => None,
        };
        order.add_line(sku, quantity, discount);
    }
    Ok(order)
}
