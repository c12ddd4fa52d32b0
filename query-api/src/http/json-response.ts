// JSON answers assembled from bytes the indexes keep (the marketplace's pages, the admin's idea list): written straight
// into a buffer lent for the response and taken back once the response is sent. A fresh buffer of 100 kB or more per
// request cost more than the query and the copy behind it: glibc hands freed pages of that size back to the kernel, so
// every answer faulted fresh ones in (a 171 kB page: ~3,700 requests/s written into a new buffer each time, ~8,000 into
// a lent one, the same as sending one prepared buffer; docs/decisions.md "JSON answers are written into lent buffers").
import type { FastifyReply } from 'fastify';

/** A JSON answer that knows its size in bytes and writes itself into a buffer of that size. */
export interface JsonBody {
  readonly length: number;
  writeInto(out: Buffer): void;
}

/** The body's bytes in a buffer of their own (tests, measurements). */
export function bytesOf(body: JsonBody): Buffer {
  const out = Buffer.allocUnsafe(body.length);
  body.writeInto(out);
  return out;
}

export function sendJson(reply: FastifyReply, body: JsonBody): FastifyReply {
  const { bytes, release } = writtenIntoLent(body);
  // Only once the bytes are written out: a response closed before that ('close' without 'finish') may still have its
  // write pending, so its buffer is left to the garbage collector instead.
  if (release) reply.raw.once('finish', release);
  return reply.type('application/json; charset=utf-8').send(bytes);
}

/**
 * The body written into a lent buffer, with `release` to give the buffer back once nothing reads the bytes any more;
 * or into a buffer of its own (no `release`) when answers of its size are not lent.
 */
export function writtenIntoLent(body: JsonBody): { bytes: Buffer; release?: () => void } {
  const lent = responseBuffers.lend(body.length);
  const bytes = lent ? lent.subarray(0, body.length) : Buffer.allocUnsafe(body.length);
  body.writeInto(bytes);
  return lent ? { bytes, release: () => responseBuffers.giveBack(lent) } : { bytes };
}

/**
 * Smaller answers come from Node's own pool or the heap cheaply. The largest lent is the whole catalog's cards
 * (`limit=7100`, the trends' add-ideas dialog); larger ones are allocated per request.
 */
const SMALLEST_LENT = 16 * 1024;
const LARGEST_LENT = 16 * 1024 * 1024;
/** What idle buffers may hold at most: a whole catalog's cards and a few dozen pages. */
const IDLE_BYTES = 32 * 1024 * 1024;

/** Buffers by size class (powers of two from SMALLEST_LENT to LARGEST_LENT). */
export class ResponseBuffers {
  private readonly idle = new Map<number, Buffer[]>();
  private idleBytes = 0;

  constructor(private readonly idleLimit = IDLE_BYTES) {}

  /** A buffer of at least `length` bytes, or undefined when answers of that size are not lent. */
  lend(length: number): Buffer | undefined {
    if (length < SMALLEST_LENT || length > LARGEST_LENT) return undefined;
    const size = Math.max(SMALLEST_LENT, 2 ** Math.ceil(Math.log2(length)));
    const buffer = this.idle.get(size)?.pop();
    if (!buffer) return Buffer.allocUnsafeSlow(size);
    this.idleBytes -= size;
    return buffer;
  }

  giveBack(buffer: Buffer): void {
    if (this.idleBytes + buffer.length > this.idleLimit) return;
    const list = this.idle.get(buffer.length) ?? [];
    list.push(buffer);
    this.idle.set(buffer.length, list);
    this.idleBytes += buffer.length;
  }

  /** Bytes held by idle buffers. */
  get held(): number {
    return this.idleBytes;
  }
}

const responseBuffers = new ResponseBuffers();
