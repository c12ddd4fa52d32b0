// Read-your-writes (docs/architecture.md): the server tags responses with the event-store position they reflect or
// produced.
// Sending the latest one back lets the query API wait until its projections have caught up with our own writes.
// The position is opaque to the client, so "latest" means the last one received.
let lastPosition: string | null = null;

export function rememberEventPosition(position: string | null): void {
  if (position) lastPosition = position;
}

export function lastEventPosition(): string | null {
  return lastPosition;
}
