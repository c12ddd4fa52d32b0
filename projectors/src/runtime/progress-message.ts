// The `projections.progress` bus message: published after every checkpoint commit so waiters (read-your-writes)
// react at once instead of polling. It is only a hint: the registry table stays the truth.
import type { GenerationStatus } from './registry';

export interface ProgressMessage {
  name: string;
  version: number;
  generation: number;
  status: Exclude<GenerationStatus, 'retired'>;
  /** The checkpoint as `formatPosition` writes it; null before the first position was reached. */
  position: string | null;
}

export function encodeProgress(message: ProgressMessage): string {
  return JSON.stringify(message);
}

/** Undefined for anything that is not a progress message (another publisher, another version of this code). */
export function decodeProgress(text: string): ProgressMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { name, version, generation, status, position } = value as Record<string, unknown>;
  if (typeof name !== 'string' || typeof version !== 'number' || typeof generation !== 'number') return undefined;
  if (status !== 'building' && status !== 'active') return undefined;
  if (position !== null && typeof position !== 'string') return undefined;
  return { name, version, generation, status, position };
}
