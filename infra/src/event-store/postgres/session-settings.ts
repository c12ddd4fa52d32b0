// Readers of $all cannot pass a transaction that is still open (docs/architecture.md "Event store"), so a session left
// idle inside a transaction would stall every subscriber on the server. Sessions that open explicit transactions set
// this limit. The store's own statements are single statements (one implicit transaction each); every pool from
// `createPool` sets the limit, because projector pages and other explicit transactions share the server.

export const IDLE_IN_TRANSACTION_TIMEOUT = '10s';

/** For a connection's `options` startup parameter, e.g. `new pg.Pool({ connectionString, options })`. */
export const IDLE_IN_TRANSACTION_OPTION = `-c idle_in_transaction_session_timeout=${IDLE_IN_TRANSACTION_TIMEOUT}`;
