'use strict';

class Cart {
  constructor(owner) {
    this.owner = owner;
    this.items = [];
  }

  add(name, price, qty = 1) {
    if (qty <= 0) {
      throw new Error('bad quantity');
    }
    this.items.push({ name, price, qty });
    return this;
  }

  total() {
    return this.items.reduce((sum, item) => sum + item.price * item.qty, 0);
  }
}

async function checkout(cart) {
  const total = await Promise.resolve(cart.total());
  const discount = cart.owner?.vip ? 0.1 : 0;
  for (const item of cart.items) {
    console.log(`${item.name}: ${item.qty}`);
  }
  return total * (1 - discount) + MARKER.value;
}

const cart = new Cart({ name: 'ann', vip: true });
cart.add('pen', 2, 3).add('book', 12);
checkout(cart).then((t) => console.log(t));
