//! Plain-text renderings: an invoice as printed, and a stock list.

use std::fmt::Write;

use crate::inventory::Inventory;
use crate::invoice::Invoice;
use crate::item::Catalogue;

const WIDTH: usize = 72;

fn rule(out: &mut String, c: char) {
    out.extend(std::iter::repeat_n(c, WIDTH));
    out.push('\n');
}

fn truncate(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let mut short: String = text.chars().take(width - 1).collect();
    short.push('…');
    short
}

pub fn render_invoice(invoice: &Invoice) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "Invoice {}", invoice.number);
    let _ = writeln!(out, "Customer: {}", invoice.customer);
    rule(&mut out, '=');
    let _ = writeln!(out, "{:<12} {:<28} {:>5} {:>11} {:>11}", "SKU", "Item", "Qty", "Unit", "Net");
    rule(&mut out, '-');
    for line in &invoice.lines {
        let _ = writeln!(
            out,
            "{:<12} {:<28} {:>5} {:>11} {:>11}",
            line.sku,
            truncate(&line.description, 28),
            line.quantity,
            line.unit_price,
            line.net
        );
        if let Some(discount) = line.discount {
            let _ = writeln!(out, "{:<12} less {discount}", "");
        }
    }
    rule(&mut out, '-');
    for (class, rate, net, tax) in invoice.tax_rows() {
        let label = format!("{} {rate} on {net}", class.label());
        let _ = writeln!(out, "{:<58} {:>13}", label, tax);
    }
    let savings = invoice.savings();
    if !savings.is_zero() {
        let _ = writeln!(out, "{:<58} {:>13}", "You saved", savings);
    }
    let _ = writeln!(out, "{:<58} {:>13}", "Net total", invoice.net_total());
    let _ = writeln!(out, "{:<58} {:>13}", "Tax", invoice.tax_total());
    rule(&mut out, '=');
    let _ = writeln!(out, "{:<58} {:>13}", "Total due", invoice.gross_total());
    out
}

/// Every stocked item with what is on hand and available; those under `threshold`
/// marked.
pub fn render_stock(catalogue: &Catalogue, inventory: &Inventory, threshold: u32) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{:<12} {:<36} {:>8} {:>9}", "SKU", "Item", "On hand", "Available");
    rule(&mut out, '-');
    for item in catalogue.iter().filter(|item| item.unit.is_stocked()) {
        let stock = inventory.stock(&item.sku);
        let mark = if stock.available() < threshold { " !" } else { "" };
        let _ = writeln!(
            out,
            "{:<12} {:<36} {:>8} {:>9}{mark}",
            item.sku,
            truncate(&item.name, 36),
            stock.on_hand,
            stock.available()
        );
    }
    out
}
