//! The catalogue: what the shop sells, under which SKU, at which price.

use std::collections::BTreeMap;
use std::fmt;

use crate::error::{Error, Result};
use crate::money::Money;
use crate::tax::TaxClass;

/// A stock-keeping unit: 3 to 16 upper-case letters, digits and dashes, not starting
/// with a dash.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sku(String);

impl Sku {
    pub fn new(text: &str) -> Result<Sku> {
        let valid_char = |c: char| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '-';
        if !(3..=16).contains(&text.len()) || text.starts_with('-') || !text.chars().all(valid_char) {
            return Err(Error::InvalidSku(text.to_string()));
        }
        Ok(Sku(text.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Sku {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&self.0)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    Piece,
    Kilogram,
    Hour,
    Metre,
}

impl Unit {
    pub fn abbreviation(self) -> &'static str {
        match self {
            Unit::Piece => "pc",
            Unit::Kilogram => "kg",
            Unit::Hour => "h",
            Unit::Metre => "m",
        }
    }

    pub fn from_abbreviation(text: &str) -> Option<Unit> {
        [Unit::Piece, Unit::Kilogram, Unit::Hour, Unit::Metre]
            .into_iter()
            .find(|unit| unit.abbreviation() == text)
    }

    /// Services are not kept in stock.
    pub fn is_stocked(self) -> bool {
        self != Unit::Hour
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Item {
    pub sku: Sku,
    pub name: String,
    pub unit_price: Money,
    pub unit: Unit,
    pub tax_class: TaxClass,
}

#[derive(Debug, Clone, Default)]
pub struct Catalogue {
    items: BTreeMap<Sku, Item>,
}

impl Catalogue {
    pub fn new() -> Catalogue {
        Catalogue::default()
    }

    /// Adds `item`, replacing (and returning) an earlier item with the same SKU.
    pub fn insert(&mut self, item: Item) -> Option<Item> {
        self.items.insert(item.sku.clone(), item)
    }

    pub fn get(&self, sku: &Sku) -> Result<&Item> {
        self.items.get(sku).ok_or_else(|| Error::UnknownSku(sku.to_string()))
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = &Item> {
        self.items.values()
    }

    /// Items whose name contains `words`, ignoring case.
    pub fn search<'a>(&'a self, words: &'a str) -> impl Iterator<Item = &'a Item> + 'a {
        let needle = words.to_lowercase();
        self.items.values().filter(move |item| item.name.to_lowercase().contains(&needle))
    }
}
