import type { EventStore } from '@app/infra/event-store/event-store';
import type { ConfiguredPayments } from '@app/infra/payments/create-payments';

/** What the payment workflows need: the streams they read before asking the provider, and the provider. */
export interface PaymentsDeps {
  eventStore: EventStore;
  payments: ConfiguredPayments;
}
