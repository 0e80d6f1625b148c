// Order history page of a storefront, rendered on the server with a small JSX
// factory that builds HTML strings (no client-side framework).

type Child = string | number | boolean | null | undefined | Child[];

declare global {
  namespace JSX {
    type Element = string;
    interface ElementChildrenAttribute {
      children: {};
    }
    interface IntrinsicElements {
      [tag: string]: Record<string, unknown>;
    }
  }
}

const VOID_TAGS = new Set(['br', 'hr', 'img', 'input', 'meta', 'link']);

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function renderChildren(children: Child[]): string {
  return children
    .flat(Infinity as 1)
    .filter((child) => child !== null && child !== undefined && child !== false && child !== true)
    .map((child) => (typeof child === 'string' && child.startsWith('<') ? child : escapeHtml(String(child))))
    .join('');
}

export function h(
  tag: string | ((props: any) => string),
  props: Record<string, unknown> | null,
  ...children: Child[]
): string {
  if (typeof tag === 'function') {
    return tag({ ...(props ?? {}), children });
  }
  const attributes = Object.entries(props ?? {})
    .filter(([, value]) => value !== false && value !== null && value !== undefined)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name === 'className' ? 'class' : name}="${escapeHtml(String(value))}"`))
    .join('');
  if (VOID_TAGS.has(tag)) {
    return `<${tag}${attributes}>`;
  }
  return `<${tag}${attributes}>${renderChildren(children)}</${tag}>`;
}

export type OrderStatus = 'pending' | 'paid' | 'shipped' | 'delivered' | 'refunded' | 'cancelled';

export interface OrderLine {
  sku: string;
  title: string;
  quantity: number;
  unitCents: number;
}

export interface Order {
  id: string;
  placedAt: string;
  status: OrderStatus;
  lines: OrderLine[];
  shippingCents: number;
  trackingUrl?: string;
}

const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

function formatCents(cents: number, currency = 'EUR'): string {
  return new Intl.NumberFormat('de-DE', { style: 'currency', currency }).format(cents / 100);
}

function orderTotal(order: Order): number {
  return order.lines.reduce((sum, line) => sum + line.quantity * line.unitCents, order.shippingCents);
}

interface BadgeProps {
  status: OrderStatus;
}

function StatusBadge({ status }: BadgeProps): string {
  const tone = status === 'refunded' || status === 'cancelled' ? 'muted' : status === 'delivered' ? 'ok' : 'info';
  return <span className={`badge badge-${tone}`}>{STATUS_LABELS[status]}</span>;
}

interface PagerProps {
  page: number;
  pages: number;
  baseUrl: string;
  label: string;
}

function Pager({ page, pages, baseUrl, label }: PagerProps): string {
  if (pages <= 1) {
    return '';
  }
  const links: string[] = [];
  for (let p = Math.max(1, page - 2); p <= Math.min(pages, page + 2); p++) {
    links.push(
      p === page
        ? <strong aria-current="page">{p}</strong>
        : <a href={`${baseUrl}?page=${p}`}>{p}</a>,
    );
  }
  return <nav aria-label={label} className="pager">{links}</nav>;
}

interface OrderRowProps {
  order: Order;
  highlight: boolean;
}

function OrderRow({ order, highlight }: OrderRowProps): string {
  const items = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <tr className={highlight ? 'order highlight' : 'order'}>
      <td><a href={`/orders/${order.id}`}>{order.id}</a></td>
      <td>{new Date(order.placedAt).toLocaleDateString('de-DE')}</td>
      <td>{items} {items === 1 ? 'item' : 'items'}</td>
      <td className="amount">{formatCents(orderTotal(order))}</td>
      <td><StatusBadge status={order.status} /></td>
      <td>{order.trackingUrl ? <a href={order.trackingUrl} rel="noopener">Track</a> : null}</td>
    </tr>
  );
}

export interface HistoryPageProps {
  customerName: string;
  orders: Order[];
  page: number;
  perPage: number;
  highlightId?: string;
}

export function OrderHistoryPage({ customerName, orders, page, perPage, highlightId }: HistoryPageProps): string {
  const pages = Math.max(1, Math.ceil(orders.length / perPage));
  const visible = orders
    .slice()
    .sort((a, b) => b.placedAt.localeCompare(a.placedAt))
    .slice((page - 1) * perPage, page * perPage);
  const spent = orders
    .filter((order) => order.status !== 'refunded' && order.status !== 'cancelled')
    .reduce((sum, order) => sum + orderTotal(order), 0);
  return (
    <main className="orders">
      <h1>Orders of {customerName}</h1>
      <p className="summary">{orders.length} orders, {formatCents(spent)} in total</p>
      <table>
        <thead>
          <tr><th>Order</th><th>Date</th><th>Items</th><th>Total</th><th>Status</th><th></th></tr>
        </thead>
        <tbody>
          {visible.map((order) => <OrderRow order={order} highlight={order.id === highlightId} />)}
        </tbody>
      </table>
      <Pager page={page} pages={pages} baseUrl="/orders" label={pages} />
    </main>
  );
}
