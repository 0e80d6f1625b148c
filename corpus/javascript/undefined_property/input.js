'use strict';
// Invoice renderer for a small billing service: line items with discounts and taxes,
// grouped by project, rendered as fixed-width text for the monthly e-mail.

const CURRENCIES = {
  EUR: { symbol: '\u20ac', decimals: 2, position: 'after' },
  USD: { symbol: '$', decimals: 2, position: 'before' },
  JPY: { symbol: '\u00a5', decimals: 0, position: 'before' },
};

const TAX_RATES = {
  standard: 0.2,
  reduced: 0.055,
  exempt: 0,
};

class Money {
  constructor(amount, currency) {
    if (!CURRENCIES[currency]) {
      throw new Error(`unknown currency ${currency}`);
    }
    this.amount = amount;
    this.currency = currency;
  }

  add(other) {
    if (other.currency !== this.currency) {
      throw new Error(`cannot add ${other.currency} to ${this.currency}`);
    }
    return new Money(this.amount + other.amount, this.currency);
  }

  times(factor) {
    return new Money(this.amount * factor, this.currency);
  }

  format() {
    const spec = CURRENCIES[this.currency];
    const digits = this.amount.toFixed(spec.decimals);
    const [whole, fraction] = digits.split('.');
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    const text = fraction ? `${grouped}.${fraction}` : grouped;
    return spec.position === 'before' ? `${spec.symbol}${text}` : `${text} ${spec.symbol}`;
  }
}

function parseQuantity(raw) {
  if (typeof raw === 'number') {
    return raw;
  }
  const match = /^(\d+(?:\.\d+)?)\s*(h|d|pcs)?$/.exec(String(raw).trim());
  if (!match) {
    throw new Error(`bad quantity: ${raw}`);
  }
  const value = Number(match[1]);
  return match[2] === 'd' ? value * 8 : value;
}

function lineTotal(item, currency) {
  const quantity = parseQuantity(item.quantity);
  const gross = new Money(item.unitPrice * quantity, currency);
  const discount = item.discount ? gross.times(item.discount) : new Money(0, currency);
  const net = gross.add(discount.times(-1));
  const rate = TAX_RATES[item.tax || 'standard'];
  return { quantity, gross, discount, net, tax: net.times(rate) };
}

function groupByProject(items) {
  const groups = new Map();
  for (const item of items) {
    const key = item.project || 'General';
    if (!groups.has(key)) {
      groups.set(key, []);
    }
    groups.get(key).push(item);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

function pad(text, width, right = false) {
  const s = String(text);
  if (s.length >= width) {
    return s.slice(0, width);
  }
  const fill = ' '.repeat(width - s.length);
  return right ? fill + s : s + fill;
}

function formatLine(item, totals) {
  const description = pad(item.description, 34);
  const quantity = pad(totals.quantity.toFixed(1), 7, true);
  const price = pad(item.unitPrice.toFixed(2), 10, true);
  const net = pad(totals.net.format(), 14, true);
  return `${description}${quantity}${price}${net}`;
}

function renderInvoice(invoice) {
  const currency = invoice.currency || 'EUR';
  const lines = [];
  lines.push(`Invoice ${invoice.number} for ${invoice.customer.name}`);
  lines.push(`Period: ${invoice.period.from} to ${invoice.period.to}`);
  lines.push('');
  let net = new Money(0, currency);
  let tax = new Money(0, currency);
  for (const [project, items] of groupByProject(invoice.items)) {
    lines.push(`== ${project}`);
    let subtotal = new Money(0, currency);
    for (const item of items) {
      const totals = lineTotal(item, currency);
      lines.push(formatLine(item, totals));
      subtotal = subtotal.add(totals.net);
      tax = tax.add(totals.tax);
    }
    lines.push(pad(`subtotal ${subtotal.format()}`, 65, true));
    net = net.add(subtotal);
  }
  lines.push('');
  lines.push(pad(`Net: ${net.format()}`, 65, true));
  lines.push(pad(`Tax: ${tax.format()}`, 65, true));
  lines.push(pad(`Total: ${net.add(tax).format()}`, 65, true));
  if (invoice.customer.vatId) {
    lines.push(`VAT ID: ${invoice.customer.vatId}`);
  }
  return lines.join('\n');
}

function dueDate(issued, terms) {
  const date = new Date(`${issued}T00:00:00Z`);
  const days = { net15: 15, net30: 30, net60: 60 }[terms] ?? 30;
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function csvEscape(value) {
  const s = value === undefined || value === null ? '' : String(value);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function exportCsv(invoice) {
  const currency = invoice.currency || 'EUR';
  const header = ['project', 'description', 'quantity', 'unit_price', 'net', 'tax'];
  const rows = [header.join(',')];
  for (const item of invoice.items) {
    const totals = lineTotal(item, currency);
    rows.push([
      item.project || 'General',
      item.description,
      totals.quantity,
      item.unitPrice,
      totals.net.amount.toFixed(2),
      totals.tax.amount.toFixed(2),
    ].map(csvEscape).join(','));
  }
  return rows.join('\n') + '\n';
}

function reminderSchedule(invoice, today) {
  const due = dueDate(invoice.issued, invoice.terms);
  const dueTime = Date.parse(`${due}T00:00:00Z`);
  const todayTime = Date.parse(`${today}T00:00:00Z`);
  const overdueDays = Math.floor((todayTime - dueTime) / 86400000);
  if (overdueDays < 0) {
    return { level: 'none', due };
  }
  if (overdueDays < 14) {
    return { level: 'friendly', due, overdueDays };
  }
  if (overdueDays < 30) {
    return { level: 'firm', due, overdueDays };
  }
  return { level: 'final', due, overdueDays, fee: new Money(40, invoice.currency || 'EUR') };
}

function summarizeHours(items) {
  let hours = 0;
  for (const item of items) {
    const raw = String(item.quantity);
    if (/[hd]$/.test(raw)) {
      hours += parseQuantity(raw);
    }
  }
  return hours;
}

const invoice = {
  number: '2024-0117',
  issued: '2024-03-01',
  terms: 'net30',
  currency: 'EUR',
  customer: { name: 'Nordlicht Logistik GmbH', vatId: 'DE813452117' },
  period: { from: '2024-02-01', to: '2024-02-29' },
  items: [
    { project: 'Routing API', description: 'Backend development', quantity: '3d', unitPrice: 95 },
    { project: 'Routing API', description: 'Load testing', quantity: '6h', unitPrice: 95, discount: 0.1 },
    { project: 'Routing API', description: 'Map tiles licence', quantity: 1, unitPrice: 240, tax: 'reduced' },
    { project: 'Warehouse app', description: 'Barcode scanner integration', quantity: '2d', unitPrice: 95 },
    { project: 'Warehouse app', description: 'Code review', quantity: '4h', unitPrice: 80 },
    { project: 'Warehouse app', description: 'Device rental', quantity: '3 pcs', unitPrice: 35, tax: 'exempt' },
    { description: 'Support retainer', quantity: 1, unitPrice: 300 },
    { project: 'Warehouse app', description: 'Travel expenses', quantity: 1, price: 118.4, tax: 'exempt' },
  ],
};

console.log(`Hours billed: ${summarizeHours(invoice.items)}`);
console.log(JSON.stringify(reminderSchedule(invoice, '2024-04-20')));
console.log(renderInvoice(invoice));
process.stdout.write(exportCsv(invoice));
console.log(`Due: ${dueDate(invoice.issued, invoice.terms)}`);
