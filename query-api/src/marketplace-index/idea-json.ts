// Ideas serialized once, the first time they are shown, so a page of the marketplace is a copy of bytes. The JSON is
// laid out so the gate's variants (docs/product.md "Marketplace and idea detail") are cuts of the same bytes: the body
// fields and the mockup sit in runs of their own, and `locked` comes first, from a shared constant. The score comes
// last: a list shows the card's part of it (cut before the verdict), one idea the whole scorecard and the market
// sizing, with the reasons, flags and lights in a run of their own that a locked viewer gets as nulls. Characters outside
// ASCII are written as \u escapes, so the bytes are the string's characters one for one. The bytes live in a few large
// slabs rather than a buffer per idea: 100,000 ideas are then a few dozen objects for the garbage collector to trace,
// not 200,000.
import type { IdeaView } from '@app/domain/ideas/idea-view';
import { SCORE_DIMENSIONS } from '@app/domain/scoring/scorecard';
import type { ActiveScore } from '../read-models/catalog';
import type { JsonBody } from '../http/json-response';
import { asciiJson } from '../memory-index/ascii-json';

/** How a viewer sees an idea: everything; a premium idea without its mockup (below PRO); without its body either. */
export type IdeaVariant = 'full' | 'no-mockup' | 'locked';

/**
 * Where an idea's JSON members are cut, from their first byte: `"id":...` up to the body, the body fields, the mockup,
 * the rest up to the score's card part (`"score":{"overall":...,"rubricVersion":n` or `"score":null`), then the
 * score's detail (its reasons in a run of their own) and the market sizing, ending with `}`.
 */
export interface IdeaCuts {
  bodyStart: number;
  mockupStart: number;
  tailStart: number;
  /** The card's score ends here (its object still open when `scored`). */
  cardEnd: number;
  reasonsStart: number;
  reasonsEnd: number;
  scored: boolean;
}

export interface IdeaJsonText extends IdeaCuts {
  /** ASCII only. */
  json: string;
}

/** The same, stored in a slab of a JsonArena as `,{"locked":false,` and the members (cut `members` bytes on). */
export interface SerializedIdea {
  slab: Slab;
  start: number;
  end: number;
  cuts: IdeaCuts;
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
const NULL_BODY_AND_MOCKUP = Buffer.from('"problem":null,"solution":null,"differentiation":null,"goToMarket":null,"revenue":null,"mockup":null,');
const NULL_MOCKUP = Buffer.from('"mockup":null,');
const NULL_REASONS = Buffer.from('"reasons":null,"redFlags":null,"greenLights":null');
const CLOSE = Buffer.from('}');
const CLOSE_SCORE = Buffer.from('}}');
/** Bytes from a stored idea's start to its members. */
const MEMBERS = 1 + UNLOCKED.length;
/** What JSON.stringify would change in a string (quotes, backslashes, control characters), or this module escapes. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be found
const SPECIAL = /["\\\u0000-\u001f\u0080-\uffff]/;

// Most texts need no escaping at all; a test is several times cheaper than JSON.stringify.
const text = (value: string | null) => (value === null ? 'null' : SPECIAL.test(value) ? asciiJson(JSON.stringify(value)) : `"${value}"`);
const list = (values: readonly string[]) => asciiJson(JSON.stringify(values));

export function serializeIdea(view: IdeaView, score: ActiveScore | null): IdeaJsonText {
  const head =
    `"id":${view.id},"batchNumber":${view.batchNumber ?? 'null'},"source":${text(view.source)},"title":${text(view.title)},` +
    `"description":${text(view.description)},"category":${text(view.category)},"type":${text(view.type)},` +
    `"status":${text(view.status)},"stamp":${text(view.stamp)},"marketSize":${text(view.marketSize)},` +
    `"businessModel":${text(view.businessModel)},"competition":${text(view.competition)},"wowFactor":${text(view.wowFactor)},`;
  const body =
    `"problem":${text(view.problem)},"solution":${text(view.solution)},"differentiation":${text(view.differentiation)},` +
    `"goToMarket":${text(view.goToMarket)},"revenue":${text(view.revenue)},`;
  const mockup = `"mockup":${text(view.mockup)},`;
  const tail =
    `"timeline":${text(view.timeline)},"teamSize":${text(view.teamSize)},"technologies":${list(view.technologies)},` +
    `"tags":${list(view.tags)},"country":${text(view.country)},"views":${view.views},"private":${view.private},` +
    `"autoDeleted":${view.autoDeleted},"autoDeleteActivatedAt":${text(view.autoDeleteActivatedAt)},` +
    `"archived":${view.archived},"createdAt":${text(view.createdAt)},"updatedAt":${text(view.updatedAt)},"score":`;
  let card = 'null';
  let verdict = '';
  let reasons = '';
  let sizing = ',"marketSizing":null}';
  if (score) {
    const { scorecard } = score;
    const marks = SCORE_DIMENSIONS.map((dimension) => `${text(dimension)}:${scorecard.dimensions[dimension].score}`).join(',');
    card = `{"overall":${scorecard.overall},"dimensions":{${marks}},"rubricVersion":${score.rubricVersion}`;
    verdict = `,"verdict":${text(scorecard.verdict)},`;
    const why = SCORE_DIMENSIONS.map((dimension) => `${text(dimension)}:${text(scorecard.dimensions[dimension].reason)}`).join(',');
    reasons = `"reasons":{${why}},"redFlags":${list(scorecard.redFlags)},"greenLights":${list(scorecard.greenLights)}`;
    sizing = `},"marketSizing":${asciiJson(JSON.stringify(scorecard.marketSizing))}}`;
  }
  const bodyStart = head.length;
  const mockupStart = bodyStart + body.length;
  const tailStart = mockupStart + mockup.length;
  const cardEnd = tailStart + tail.length + card.length;
  const reasonsStart = cardEnd + verdict.length;
  const reasonsEnd = reasonsStart + reasons.length;
  return {
    json: head + body + mockup + tail + card + verdict + reasons + sizing,
    bodyStart,
    mockupStart,
    tailStart,
    cardEnd,
    reasonsStart,
    reasonsEnd,
    scored: score !== null,
  };
}

const SLAB_BYTES = 4 * 1024 * 1024;

/**
 * Holds serialized ideas in slabs. A released idea leaves a hole; a slab less than half full of live ideas has them
 * moved to the current slab and is dropped, so holes never add up to more than the live bytes.
 */
export class JsonArena {
  private current: Slab = newSlab(SLAB_BYTES);
  private readonly slabs = new Set<Slab>([this.current]);

  store(text: IdeaJsonText): SerializedIdea {
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

  /** One idea's JSON object as the variant shows it, with its whole scorecard and market sizing. */
  idea(idea: SerializedIdea, variant: IdeaVariant): this {
    this.cut(idea, variant, false);
    const members = idea.start + MEMBERS;
    const { cuts } = idea;
    if (variant !== 'locked' || !cuts.scored) return this.bytes(idea.slab.bytes, members + cuts.tailStart, idea.end);
    return this.bytes(idea.slab.bytes, members + cuts.tailStart, members + cuts.reasonsStart)
      .bytes(NULL_REASONS)
      .bytes(idea.slab.bytes, members + cuts.reasonsEnd, idea.end);
  }

  /**
   * Ideas as the elements of a JSON array (the brackets are the caller's), each with its score's card part; `extra`
   * (`,"name":value` pairs) goes before an idea's closing brace.
   */
  ideas<T>(items: Iterable<T>, each: (item: T) => { idea: SerializedIdea; variant: IdeaVariant; extra?: string } | undefined): this {
    let listed = false;
    for (const item of items) {
      const shown = each(item);
      if (!shown) continue;
      const { idea } = shown;
      this.cut(idea, shown.variant, listed);
      this.bytes(idea.slab.bytes, idea.start + MEMBERS + idea.cuts.tailStart, idea.start + MEMBERS + idea.cuts.cardEnd);
      if (shown.extra === undefined) this.bytes(idea.cuts.scored ? CLOSE_SCORE : CLOSE);
      else this.text(`${idea.cuts.scored ? '}' : ''}${shown.extra}}`);
      listed = true;
    }
    return this;
  }

  /** The idea's members up to the tail, as the variant shows them; `listed`: it follows another in a list (a comma goes first). */
  private cut(idea: SerializedIdea, variant: IdeaVariant, listed: boolean): void {
    const { bytes } = idea.slab;
    const members = idea.start + MEMBERS;
    const { bodyStart, mockupStart, tailStart } = idea.cuts;
    if (variant === 'full') this.bytes(bytes, listed ? idea.start : idea.start + 1, members + tailStart);
    else if (variant === 'no-mockup') this.bytes(bytes, listed ? idea.start : idea.start + 1, members + mockupStart).bytes(NULL_MOCKUP);
    else this.bytes(LOCKED, listed ? 0 : 1).bytes(bytes, members, members + bodyStart).bytes(NULL_BODY_AND_MOCKUP);
  }

  writeInto(out: Buffer): void {
    let offset = 0;
    for (let index = 0; index < this.buffers.length; index++) {
      offset += this.buffers[index]!.copy(out, offset, this.starts[index], this.ends[index]);
    }
  }
}
