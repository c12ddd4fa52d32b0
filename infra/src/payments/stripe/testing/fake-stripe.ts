// A small stand-in for Stripe's API on 127.0.0.1, for tests: it answers the calls the Stripe provider makes (create a
// Checkout Session; retrieve and update a subscription, whose one item is `fakeItemId`; preview the invoice a plan
// change raises) with the shapes Stripe answers, and keeps every request it received, form fields flattened as Stripe's
// client encodes them (`metadata[userId]`, `line_items[0][price]`). A POST repeated with the same Idempotency-Key gets
// the first answer again, as at Stripe.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
}

export interface FakeStripe {
  /** For STRIPE_API_URL. */
  url: string;
  requests: FakeStripeRequest[];
  /** The `amount_due` of the next invoice previews, in cents (Stripe's own proration arithmetic is not imitated). */
  previewAmountDue: number;
  /** When true, a subscription update that raises an invoice is left pending, as when the card is declined. */
  declinePayments: boolean;
  close(): Promise<void>;
}

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/** The id of the one item the fake's subscription `id` has. */
export function fakeItemId(subscriptionId: string): string {
  return `si_${subscriptionId}`;
}

/** The price every fake subscription starts on, and the end of its period (seconds). */
const START_PRICE = 'price_premium';
const PERIOD_END = 1_797_000_000;

function subscription(id: string, form: Record<string, string>, pending: boolean) {
  const price = !pending && form['items[0][price]'] ? form['items[0][price]'] : START_PRICE;
  return {
    id,
    object: 'subscription',
    status: 'active',
    cancel_at_period_end: form.cancel_at_period_end === 'true',
    metadata: {},
    items: { object: 'list', data: [{ id: fakeItemId(id), object: 'subscription_item', price: { id: price, object: 'price' }, current_period_end: PERIOD_END }] },
    latest_invoice: `in_${id}`,
    // With payment_behavior=pending_if_incomplete and a failed payment, the change waits here and is not applied.
    pending_update: pending
      ? { expires_at: PERIOD_END, subscription_items: [{ id: fakeItemId(id), object: 'subscription_item', price: { id: form['items[0][price]'], object: 'price' } }] }
      : null,
  };
}

/** An invoice preview of a plan change: the credit for the old price's unused time and the new price's charge. */
function invoicePreview(form: Record<string, string>, amountDue: number) {
  const subscriptionId = form.subscription ?? '';
  const prorationDate = Number(form['subscription_details[proration_date]'] ?? 0);
  const credit = Math.round(amountDue * 0.9);
  const line = (amount: number, price: string) => ({
    id: `il_tmp_${price}`,
    object: 'line_item',
    amount,
    currency: 'usd',
    period: { start: prorationDate, end: PERIOD_END },
    pricing: { type: 'price_details', price_details: { price } },
    parent: {
      type: 'subscription_item_details',
      subscription_item_details: { proration: true, subscription: subscriptionId, subscription_item: fakeItemId(subscriptionId) },
    },
  });
  return {
    id: `upcoming_in_${subscriptionId}`,
    object: 'invoice',
    amount_due: amountDue,
    currency: 'usd',
    status: 'draft',
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, subscription_proration_date: prorationDate, metadata: {} } },
    lines: { object: 'list', has_more: false, data: [line(-credit, START_PRICE), line(amountDue + credit, form['subscription_details[items][0][price]'] ?? '')] },
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const answered = new Map<string, object>();
  let sessions = 0;
  const fake: FakeStripe = {
    url: '',
    requests,
    previewAmountDue: 517,
    declinePayments: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request, response) => {
    void readForm(request).then((form) => {
      const path = request.url ?? '';
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization, idempotencyKey, form });
      const reply = (status: number, body: object) => {
        if (idempotencyKey && request.method === 'POST' && status === 200) answered.set(idempotencyKey, body);
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const replayed = idempotencyKey ? answered.get(idempotencyKey) : undefined;
      if (replayed) return reply(200, replayed);
      const subscriptionPath = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${++sessions}`;
        return reply(200, { id, object: 'checkout.session', mode: 'subscription', url: `https://checkout.stripe.com/c/pay/${id}` });
      }
      if (request.method === 'POST' && path === '/v1/invoices/create_preview') return reply(200, invoicePreview(form, fake.previewAmountDue));
      if (request.method === 'GET' && subscriptionPath) return reply(200, subscription(subscriptionPath[1]!, {}, false));
      if (request.method === 'POST' && subscriptionPath) {
        const raisesInvoice = form.proration_behavior === 'always_invoice';
        return reply(200, subscription(subscriptionPath[1]!, form, raisesInvoice && fake.declinePayments && form.payment_behavior === 'pending_if_incomplete'));
      }
      return reply(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method} ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  return fake;
}
