"""Order fulfilment pipeline: parse orders, apply promotions, allocate stock
from warehouses and produce shipping manifests."""

from dataclasses import dataclass, field
from decimal import Decimal, ROUND_HALF_UP
from collections import defaultdict
import itertools


CENT = Decimal("0.01")


@dataclass
class Line:
    sku: str
    quantity: int
    unit_price: Decimal
    discount: Decimal = Decimal("0")

    @property
    def total(self):
        gross = self.unit_price * self.quantity
        return (gross - gross * self.discount).quantize(CENT, ROUND_HALF_UP)


@dataclass
class Order:
    order_id: str
    customer: str
    region: str
    lines: list = field(default_factory=list)
    coupons: list = field(default_factory=list)

    def subtotal(self):
        return sum((line.total for line in self.lines), Decimal("0"))


@dataclass
class Warehouse:
    name: str
    region: str
    stock: dict

    def available(self, sku):
        return self.stock.get(sku, 0)

    def take(self, sku, quantity):
        if quantity > self.available(sku):
            raise LookupError(f"{self.name}: only {self.available(sku)} of {sku}")
        self.stock[sku] -= quantity


CATALOG = {
    "KB-104": ("Mechanical keyboard", Decimal("89.90")),
    "MS-220": ("Wireless mouse", Decimal("24.50")),
    "MN-27Q": ("27in monitor", Decimal("279.00")),
    "CB-USB": ("USB-C cable", Decimal("9.99")),
    "HS-700": ("Headset", Decimal("59.00")),
    "DK-010": ("Docking station", Decimal("149.00")),
}

RAW_ORDERS = [
    "A-1001|alice|eu|KB-104:1,MS-220:2|WELCOME10",
    "A-1002|bob|us|MN-27Q:2,CB-USB:3|",
    "A-1003|carol|eu|HS-700:1,CB-USB:1,DK-010:1|BUNDLE",
    "A-1004|dave|us|KB-104:3,MS-220:-2|",
    "A-1005|erin|eu|DK-010:2|WELCOME10",
]


def parse_line_item(text):
    sku, _, qty = text.partition(":")
    sku = sku.strip()
    if sku not in CATALOG:
        raise KeyError(f"unknown SKU {sku!r}")
    return Line(sku=sku, quantity=int(qty), unit_price=CATALOG[sku][1])


def parse_order(raw):
    order_id, customer, region, items, coupons = raw.split("|")
    order = Order(order_id=order_id, customer=customer, region=region)
    for item in filter(None, items.split(",")):
        order.lines.append(parse_line_item(item))
    order.coupons = [c for c in coupons.split(",") if c]
    return order


class Promotion:
    code = None

    def applies(self, order):
        return self.code in order.coupons

    def apply(self, order):
        raise NotImplementedError


class PercentOff(Promotion):
    def __init__(self, code, percent):
        self.code = code
        self.rate = Decimal(percent) / 100

    def apply(self, order):
        for line in order.lines:
            line.discount = max(line.discount, self.rate)


class BundleDeal(Promotion):
    code = "BUNDLE"
    members = {"HS-700", "DK-010"}

    def apply(self, order):
        skus = {line.sku for line in order.lines}
        if self.members <= skus:
            for line in order.lines:
                if line.sku in self.members:
                    line.discount = max(line.discount, Decimal("0.15"))


PROMOTIONS = [PercentOff("WELCOME10", 10), BundleDeal()]


def apply_promotions(order):
    for promo in PROMOTIONS:
        if promo.applies(order):
            promo.apply(order)
    return order


def warehouses():
    return [
        Warehouse("fra-1", "eu", {"KB-104": 5, "MS-220": 10, "HS-700": 3, "CB-USB": 40, "DK-010": 2}),
        Warehouse("ams-2", "eu", {"KB-104": 1, "MN-27Q": 4, "DK-010": 4}),
        Warehouse("iad-1", "us", {"KB-104": 8, "MS-220": 6, "MN-27Q": 6, "CB-USB": 25}),
    ]


def candidate_sources(region, all_warehouses):
    local = [w for w in all_warehouses if w.region == region]
    remote = [w for w in all_warehouses if w.region != region]
    return itertools.chain(local, remote)


def allocate_stock(sku, quantity, sources):
    if quantity <= 0:
        raise ValueError(f"cannot allocate {quantity} units of SKU {sku!r}")
    plan = []
    remaining = quantity
    for wh in sources:
        take = min(remaining, wh.available(sku))
        if take:
            plan.append((wh, take))
            remaining -= take
        if remaining == 0:
            break
    if remaining:
        raise LookupError(f"short {remaining} of {sku}")
    for wh, take in plan:
        wh.take(sku, take)
    return [(wh.name, take) for wh, take in plan]


def allocate_order(order, all_warehouses):
    allocation = {}
    for line in order.lines:
        sources = list(candidate_sources(order.region, all_warehouses))
        allocation[line.sku] = allocate_stock(line.sku, line.quantity, sources)
    return allocation


def build_manifest(order, allocation):
    by_wh = defaultdict(list)
    for sku, parts in allocation.items():
        for wh_name, qty in parts:
            by_wh[wh_name].append((sku, qty))
    return {
        "order": order.order_id,
        "customer": order.customer,
        "total": str(order.subtotal()),
        "shipments": {wh: sorted(items) for wh, items in sorted(by_wh.items())},
    }


def process_order(raw, all_warehouses):
    order = apply_promotions(parse_order(raw))
    allocation = allocate_order(order, all_warehouses)
    return build_manifest(order, allocation)


def format_manifest(m):
    out = [f"{m['order']} for {m['customer']}: {m['total']}"]
    for wh, items in m["shipments"].items():
        desc = ", ".join(f"{qty}x {sku}" for sku, qty in items)
        out.append(f"  from {wh}: {desc}")
    return "\n".join(out)


def run(raw_orders):
    stock = warehouses()
    manifests = []
    for raw in raw_orders:
        manifests.append(process_order(raw, stock))
    return manifests


def main():
    for manifest in run(RAW_ORDERS):
        print(format_manifest(manifest))


if __name__ == "__main__":
    main()
