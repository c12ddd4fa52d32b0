// The fields of a platform idea (docs/product.md "Data model"), as commands carry them and events record them.
import type { DocumentType, IdeaType } from './idea-enumerations';

/** What an admin writes about an idea; every text is plain text ('' when unknown). */
export interface IdeaContent {
  title: string;
  description: string;
  /** Comma-separated categories. */
  category: string;
  businessModel: string;
  /** Free text naming an amount, e.g. '$5B global edtech market'. */
  marketSize: string;
  /** Free text, level first: 'Medium — three incumbents, none mobile-first'. */
  competition: string;
  problem: string;
  solution: string;
  differentiation: string;
  goToMarket: string;
  wowFactor: string;
  revenue: string;
  timeline: string;
  teamSize: string;
  technologies: string[];
  tags: string[];
  /** https link or null. */
  mockup: string | null;
  /** 'Global' or comma-separated countries. */
  country: string;
}

export interface NewIdea extends IdeaContent {
  type: IdeaType;
  batchNumber: number | null;
  stamp: string | null;
}

/** A new idea's content: its fields without its type, batch and stamp. */
export function ideaContentOf(idea: NewIdea): IdeaContent {
  const {
    title, description, category, businessModel, marketSize, competition, problem, solution, differentiation, goToMarket,
    wowFactor, revenue, timeline, teamSize, technologies, tags, mockup, country,
  } = idea;
  return {
    title, description, category, businessModel, marketSize, competition, problem, solution, differentiation, goToMarket,
    wowFactor, revenue, timeline, teamSize, technologies, tags, mockup, country,
  };
}

/**
 * The fields an edit really changes: an edit form sends every field back, and an edit records (and its history line
 * names) only those whose value differs.
 */
export function changedFields<Fields extends object>(current: Fields, changes: Partial<Fields>): Partial<Fields> {
  const entries = Object.entries(changes).filter(([field, value]) => JSON.stringify(current[field as keyof Fields]) !== JSON.stringify(value));
  return Object.fromEntries(entries) as Partial<Fields>;
}

export interface NewDocument {
  documentId: number;
  type: DocumentType;
  content: string;
}
