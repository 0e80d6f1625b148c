interface Item {
  sku: string;
  count: number;
  tags?: string[];
}

type Stock = Map<string, Item>;

function restock(stock: Stock, sku: string, amount: number): Item {
  const item: Item = stock.get(sku) ?? { sku, count: 0 };
  item.count += amount;
  stock.set(sku, item);
  return item;
}

class Warehouse<T extends Item> {
  private readonly items: T[] = [];

  add(item: T): void {
    if (item.count < 0) {
      throw new Error("negative");
    }
    this.items.push(item);
  }

  find(sku: string): T | undefined {
    return this.items.find((i) => i.sku === sku);
  }
}

const stock: Stock = new Map();
const w = new Warehouse<Item>();
w.add(restock(stock, "a-1", 3));
const found = w.find("a-1")!;
const wrong: number = found.sku as unknown as string + MARKER;
console.log(wrong);
