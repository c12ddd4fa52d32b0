import { DEFAULT_PROMPTS } from '@app/domain/prompts/default-prompts';
import { PROMPTS_STREAM_ID, type PromptsUpdated } from '@app/domain/prompts/prompts-events';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../event-store/event-store';
import { createPostgresEventStore, migrateEventStore } from '../event-store/postgres/postgres-event-store';
import { uuidv7 } from '../ids/uuid';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { loadPrompts } from './prompt-store';
import { createPool } from '../database/kysely';

let database: TestDatabase;
let pool: pg.Pool;
let store: EventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, 4);
  await migrateEventStore(pool);
  store = createPostgresEventStore({ pool });
});

afterAll(async () => {
  await store.close();
  await pool.end();
  await database.drop();
});

const appendUpdate = (prompts: PromptsUpdated['data']['prompts']) =>
  store.append(PROMPTS_STREAM_ID, [
    {
      id: uuidv7(),
      type: 'PromptsUpdated',
      data: { prompts, at: new Date().toISOString() } satisfies PromptsUpdated['data'],
      metadata: { userId: 'admin', commandId: uuidv7(), correlationId: uuidv7(), causationId: uuidv7(), at: new Date().toISOString() },
    },
  ]);

describe('loadPrompts', () => {
  it('gives the defaults while the prompts stream does not exist', async () => {
    expect(await loadPrompts(store)).toEqual(DEFAULT_PROMPTS);
  });

  it('applies every edit on the stream, latest last, keeping defaults for the rest', async () => {
    await appendUpdate({ DOC_PRD: { title: 'PRD (short)', content: 'One page PRD for {{title}}' } });
    await appendUpdate({ DOC_PRD: { title: 'PRD (tight)', content: 'Half a page for {{title}}: {{problem}}' }, PU_HACKS: { title: 'Hacks', content: 'Hack {{title}}' } });
    const prompts = await loadPrompts(store);
    expect(prompts.DOC_PRD).toMatchObject({ title: 'PRD (tight)', content: 'Half a page for {{title}}: {{problem}}', variables: ['title', 'problem'] });
    expect(prompts.PU_HACKS.title).toBe('Hacks');
    expect(prompts.IDEA_UGI).toEqual(DEFAULT_PROMPTS.IDEA_UGI);
  });
});
