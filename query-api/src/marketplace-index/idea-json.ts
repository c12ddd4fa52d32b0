// Idea cards serialized once, when they enter the index, so a page of the marketplace is a copy of bytes. A list shows
// an idea's card only (docs/decisions.md "List answers carry card fields only"); one idea with its long texts and whole
// scorecard is read from Postgres (../read-models/catalog.ts `findIdea`). The JSON is laid out so the gate's variants
// (docs/product.md "Marketplace and idea detail") are cuts of the same bytes: the mockup sits in a run of its own, and
// `locked` comes first, from a shared constant. Characters outside ASCII are written as \u escapes, so the bytes are
// the string's characters one for one. The bytes live in a few large slabs rather than a buffer per idea: 100,000
// ideas are then a few dozen objects for the garbage collector to trace, not 200,000.
import { SCORE_DIMENSIONS } from '@app/domain/scoring/scorecard';
import type { CatalogRow } from '../read-models/catalog';
import type { JsonBody } from '../http/json-response';
import { asciiJson } from '../memory-index/ascii-json';

/**
 * How a viewer sees an idea: everything; a premium idea without its mockup (below PRO); locked (below PREMIUM: its
 * mockup withheld too, and the detail's body).
 */
export type IdeaVariant = 'full' | 'no-mockup' | 'locked';

/** Where a card's JSON members are cut, from their first byte: `"id":...` up to the mockup, the mockup, the rest. */
export interface CardCuts {
  mockupStart: number;
  tailStart: number;
}

export interface CardJsonText extends CardCuts {
  /** ASCII only. */
  json: string;
}

/** The same, stored in a slab of a JsonArena as `,{"locked":false,` and the members (cut `members` bytes on). */
export interface SerializedIdea {
  slab: Slab;
  start: number;
  end: number;
  cuts: CardCuts;
}

interface Slab {
  bytes: Buffer;
  used: number;
  live: number;
  ideas: Set<SerializedIdea>;
}

/**
 * Every stored idea starts with this (after a comma, for when it follows another in a list), so the full variant is
 * one run of bytes.
 */
const UNLOCKED = '{"locked":false,';
const LOCKED = Buffer.from(',{"locked":true,');
const NULL_MOCKUP = Buffer.from('"mockup":null,');
/** Bytes from a stored idea's start to its members. */
const MEMBERS = 1 + UNLOCKED.length;
/** What JSON.stringify would change in a string (quotes, backslashes, control characters), or this module escapes. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be found
const SPECIAL = /["\\\u0000-\u001f\u0080-\uffff]/;

// Most texts need no escaping at all; a test is several times cheaper than JSON.stringify.
const text = (value: string | null) => (value === null ? 'null' : SPECIAL.test(value) ? asciiJson(JSON.stringify(value)) : `"${value}"`);
const list = (values: readonly string[]) => asciiJson(JSON.stringify(values));

/** The card's members (ideaCardViewSchema but `locked`, which the arena puts first) and its closing brace. */
export function serializeCard(row: CatalogRow): CardJsonText {
  const head =
    `"id":${row.id},"source":${text(row.source)},"title":${text(row.title)},"description":${text(row.description)},` +
    `"category":${text(row.category)},"type":${text(row.type)},"status":${text(row.status)},"stamp":${text(row.stamp)},` +
    `"marketSize":${text(row.market_size)},"businessModel":${text(row.business_model)},"competition":${text(row.competition)},` +
    `"wowFactor":${text(row.wow_factor)},"tags":${list(row.tags)},`;
  const mockup = `"mockup":${text(row.mockup)},`;
  const { score } = row;
  const tail =
    `"country":${text(row.country)},"private":${row.private},"autoDeleted":${row.auto_deleted},` +
    `"autoDeleteActivatedAt":${text(row.auto_delete_activated_at?.toISOString() ?? null)},"archived":${row.archived},"score":` +
    (score
      ? `{"overall":${score.overall},"dimensions":{${SCORE_DIMENSIONS.map((dimension) => `"${dimension}":${score.dimensions[dimension]}`).join(',')}},` +
        `"rubricVersion":${score.rubricVersion}}`
      : 'null');
  return { json: `${head}${mockup}${tail}}`, mockupStart: head.length, tailStart: head.length + mockup.length };
}

const SLAB_BYTES = 4 * 1024 * 1024;

/**
 * Holds serialized ideas in slabs. A released idea leaves a hole; a slab less than half full of live ideas has them
 * moved to the current slab and is dropped, so holes never add up to more than the live bytes.
 */
export class JsonArena {
  private current: Slab = newSlab(SLAB_BYTES);
  private readonly slabs = new Set<Slab>([this.current]);

  store(text: CardJsonText): SerializedIdea {
    const { json: members, ...cuts } = text;
    const idea: SerializedIdea = { slab: this.current, start: 0, end: 0, cuts };
    const json = `,${UNLOCKED}${members}`;
    this.place(idea, json.length, (slab, at) => slab.bytes.write(json, at, 'latin1'));
    return idea;
  }

  release(idea: SerializedIdea): void {
    const { slab } = idea;
    if (!slab.ideas.delete(idea)) return;
    slab.live -= idea.end - idea.start;
    if (slab !== this.current && slab.live * 2 < slab.used) this.compact(slab);
  }

  /** Bytes held by the slabs, for reports. */
  get bytes(): number {
    let bytes = 0;
    for (const slab of this.slabs) bytes += slab.bytes.length;
    return bytes;
  }

  private place(idea: SerializedIdea, length: number, write: (slab: Slab, at: number) => void): void {
    if (this.current.used + length > this.current.bytes.length) {
      this.current = newSlab(Math.max(SLAB_BYTES, length));
      this.slabs.add(this.current);
    }
    const slab = this.current;
    write(slab, slab.used);
    idea.slab = slab;
    idea.start = slab.used;
    idea.end = slab.used + length;
    slab.used += length;
    slab.live += length;
    slab.ideas.add(idea);
  }

  private compact(slab: Slab): void {
    this.slabs.delete(slab);
    for (const idea of slab.ideas) {
      const { start, end } = idea;
      this.place(idea, end - start, (target, at) => slab.bytes.copy(target.bytes, at, start, end));
    }
  }
}

function newSlab(size: number): Slab {
  return { bytes: Buffer.allocUnsafeSlow(size), used: 0, live: 0, ideas: new Set() };
}

/** Builds a JSON answer from byte ranges, copied once into the buffer it is sent from. */
export class JsonWriter implements JsonBody {
  private readonly buffers: Buffer[] = [];
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  private bytesListed = 0;

  get length(): number {
    return this.bytesListed;
  }

  /** ASCII text (or any text: it is encoded as UTF-8). */
  text(value: string): this {
    return this.bytes(Buffer.from(value));
  }

  bytes(buffer: Buffer, start = 0, end = buffer.length): this {
    this.buffers.push(buffer);
    this.starts.push(start);
    this.ends.push(end);
    this.bytesListed += end - start;
    return this;
  }

  /**
   * Cards as the elements of a JSON array (the brackets are the caller's); `extra` (`,"name":value` pairs) goes before
   * a card's closing brace.
   */
  ideas<T>(items: Iterable<T>, each: (item: T) => { idea: SerializedIdea; variant: IdeaVariant; extra?: string } | undefined): this {
    let listed = false;
    for (const item of items) {
      const shown = each(item);
      if (!shown) continue;
      const { idea, variant, extra } = shown;
      const { bytes } = idea.slab;
      const members = idea.start + MEMBERS;
      const { mockupStart, tailStart } = idea.cuts;
      // The members after the mockup, without the closing brace when something goes before it.
      const tailEnd = extra === undefined ? idea.end : idea.end - 1;
      if (variant === 'full') this.bytes(bytes, listed ? idea.start : idea.start + 1, tailEnd);
      else {
        if (variant === 'no-mockup') this.bytes(bytes, listed ? idea.start : idea.start + 1, members + mockupStart);
        else this.bytes(LOCKED, listed ? 0 : 1).bytes(bytes, members, members + mockupStart);
        this.bytes(NULL_MOCKUP).bytes(bytes, members + tailStart, tailEnd);
      }
      if (extra !== undefined) this.text(`${extra}}`);
      listed = true;
    }
    return this;
  }

  writeInto(out: Buffer): void {
    let offset = 0;
    for (let index = 0; index < this.buffers.length; index++) {
      offset += this.buffers[index]!.copy(out, offset, this.starts[index], this.ends[index]);
    }
  }
}
