import type { EventStore } from '@app/infra/event-store/event-store';
import type { ConfiguredPayments } from '@app/infra/payments/create-payments';
import type { CommandHandler } from '../../commands/command-handler';

export interface PaymentsDeps {
  eventStore: EventStore;
  payments: ConfiguredPayments;
  /** The webhook runs commands on behalf of a provider event, not of the request: it makes its own envelope. */
  commands: CommandHandler;
}
