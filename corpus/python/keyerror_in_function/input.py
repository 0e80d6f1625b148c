"""Greengrocer's invoicing: price each order line from the wholesale price list,
apply category discounts and regional tax, and print invoices with a stock report."""

from collections import defaultdict
from dataclasses import dataclass
from decimal import Decimal, ROUND_HALF_UP

CENT = Decimal("0.01")

PRICES = {
    "apple": Decimal("0.45"),
    "banana": Decimal("0.30"),
    "cherry": Decimal("6.80"),
    "date": Decimal("9.50"),
    "fig": Decimal("1.20"),
}

DISCOUNTS = {
    "fruit": Decimal("0.05"),
    "dried": Decimal("0.10"),
    "exotic": Decimal("0"),
}

TAX = {
    "domestic": Decimal("0.07"),
    "export": Decimal("0"),
}

DEFAULT_TAX = TAX["domestic"]

UNITS = {"each": 1, "dozen": 12, "kg": 1}


@dataclass
class Item:
    name: str
    price_key: str
    category: str
    unit: str = "each"


@dataclass
class OrderLine:
    item: Item
    quantity: int


CATALOG = {
    "Granny Smith": Item("Granny Smith", "apple", "fruit"),
    "Cavendish": Item("Cavendish", "banana", "fruit", "dozen"),
    "Morello": Item("Morello", "cherry", "fruit", "kg"),
    "Medjool": Item("Medjool", "date", "dried", "kg"),
    "Black Mission": Item("Black Mission", "fig", "exotic"),
    "Sambucus": Item("Sambucus", "elderberry", "exotic", "kg"),
}

ORDERS = [
    ("market-hall", "domestic", [("Granny Smith", 40), ("Cavendish", 3), ("Medjool", 2)]),
    ("harbour-deli", "export", [("Morello", 5), ("Black Mission", 24)]),
    ("corner-shop", "domestic", [("Cavendish", 1), ("Sambucus", 2), ("Granny Smith", 10)]),
]


def parse_order(lines):
    parsed = []
    for name, quantity in lines:
        parsed.append(OrderLine(CATALOG[name], quantity))
    return parsed


def discount_for(item):
    return DISCOUNTS[item.category]


def tax_rate(region):
    if region not in TAX:
        return DEFAULT_TAX
    return TAX[region]


def unit_price(item):
    base = PRICES[item.price_key]
    per = UNITS[item.unit]
    return base * per


def line_total(line):
    discount = discount_for(line.item)
    price = unit_price(line.item)
    gross = price * line.quantity
    return (gross - gross * discount).quantize(CENT, ROUND_HALF_UP)


def invoice(customer, region, lines):
    subtotal = sum((line_total(line) for line in lines), Decimal("0"))
    tax = (subtotal * tax_rate(region)).quantize(CENT, ROUND_HALF_UP)
    return {"customer": customer, "subtotal": subtotal, "tax": tax, "total": subtotal + tax}


def format_invoice(inv):
    return "{customer:<14} {subtotal:>9} + {tax:>7} = {total:>9}".format(**inv)


def stock_report(orders):
    demand = defaultdict(int)
    for _, _, lines in orders:
        for name, quantity in lines:
            demand[CATALOG[name].price_key] += quantity
    rows = []
    for key in sorted(demand):
        rows.append(f"  {key:<12}{demand[key]:>5}")
    return "\n".join(rows)


def busiest_category(orders):
    counts = defaultdict(int)
    for _, _, lines in orders:
        for name, quantity in lines:
            counts[CATALOG[name].category] += quantity
    return max(counts.items(), key=lambda kv: kv[1])[0]


def run(orders):
    invoices = []
    for customer, region, lines in orders:
        invoices.append(invoice(customer, region, parse_order(lines)))
    return invoices


def main():
    print("demand:")
    print(stock_report(ORDERS))
    print("busiest category:", busiest_category(ORDERS))
    for inv in run(ORDERS):
        print(format_invoice(inv))


if __name__ == "__main__":
    main()
