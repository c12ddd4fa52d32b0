import { useLiveStatus } from '../../lib/live/live-status';

// The change feed is cut and reconnecting: the screen may be behind until it is back (docs/product.md "Screens and
// navigation"). The status region stays mounted while connected, empty, so screen readers announce the message when it
// appears.
export function LiveIndicator() {
  const reconnecting = useLiveStatus() === 'reconnecting';
  return (
    <div role="status" className="live-indicator">
      {reconnecting && <span className="live-indicator__message">Reconnecting…</span>}
    </div>
  );
}
