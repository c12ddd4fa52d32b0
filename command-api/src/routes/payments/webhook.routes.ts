// POST /api/stripe/webhook: a provider event, checked against its signature on the raw bytes (so this scope reads
// every body as a Buffer, untouched by the JSON parser). A bad or missing signature records nothing.
import type { FastifyInstance } from 'fastify';
import { paymentsApi } from '@app/domain/payments/payments-api';
import { route } from '@app/infra/http/contract-route';
import { InvalidSignature, type PaymentEvent } from '@app/infra/payments/payments';
import { scopeOf } from '../../http/command-context';
import { handlePaymentEvent } from '../../payments/handle-payment-event';
import type { PaymentsDeps } from '../../payments/payments-deps';

export const INVALID_SIGNATURE = 'Invalid signature';

export function webhookRoutes(app: FastifyInstance, deps: PaymentsDeps): void {
  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, parsed) => parsed(null, body));
    route(scope, paymentsApi.webhook, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event: PaymentEvent;
      try {
        event = deps.payments.readWebhook(payload, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof InvalidSignature) return reply.status(400).send({ message: INVALID_SIGNATURE });
        throw error;
      }
      await handlePaymentEvent(scopeOf(app, request), event);
      return { received: true as const };
    });
    done();
  });
}
