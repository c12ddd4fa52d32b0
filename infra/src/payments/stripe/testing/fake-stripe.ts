// A small stand-in for Stripe's API on 127.0.0.1, for tests: it answers the calls the Stripe provider makes (create a
// Checkout Session, retrieve and update a subscription, whose one item is `fakeItemId`) and keeps every request it
// received, form fields flattened as Stripe's client encodes them (`metadata[userId]`, `line_items[0][price]`).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

export interface FakeStripe {
  /** For STRIPE_API_URL. */
  url: string;
  requests: FakeStripeRequest[];
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

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  let sessions = 0;
  const server = createServer((request, response) => {
    void readForm(request).then((form) => {
      const path = request.url ?? '';
      requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization, form });
      const reply = (status: number, body: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const subscription = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${++sessions}`;
        return reply(200, { id, object: 'checkout.session', mode: 'subscription', url: `https://checkout.stripe.com/c/pay/${id}` });
      }
      if (request.method === 'GET' && subscription) {
        const id = subscription[1]!;
        return reply(200, { id, object: 'subscription', status: 'active', items: { object: 'list', data: [{ id: fakeItemId(id), object: 'subscription_item' }] } });
      }
      if (request.method === 'POST' && subscription) {
        return reply(200, { id: subscription[1], object: 'subscription', status: 'active', cancel_at_period_end: form.cancel_at_period_end === 'true' });
      }
      return reply(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method} ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
