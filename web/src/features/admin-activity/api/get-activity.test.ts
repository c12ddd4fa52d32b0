import { describe, expect, it } from 'vitest';
import { json, useStubbedFetch } from '../../../testing/stub-fetch';
import { activityEntry } from '../utils/activity-fixtures';
import { getActivityPage } from './get-activity';

const { fetchMock, sent } = useStubbedFetch('tok-admin');

describe('getActivityPage', () => {
  it('reads GET /api/admin/activity with the filters set, the cursor and the session', async () => {
    fetchMock.mockResolvedValue(json({ entries: [activityEntry()], next: 'p-2' }));

    await expect(getActivityPage({ actor: 'admin@example.com', kind: 'ideas', type: '' }, 'p-1')).resolves.toEqual({ entries: [activityEntry()], next: 'p-2' });
    expect(sent()).toMatchObject({ input: '/api/admin/activity?actor=admin%40example.com&kind=ideas&before=p-1', method: 'GET', authorization: 'Bearer tok-admin' });
  });

  it("rejects with the server's reason for a refused filter", async () => {
    fetchMock.mockResolvedValue(json({ message: 'type must be an event type' }, 400));
    await expect(getActivityPage({ actor: '', kind: null, type: 'Nope' }, null)).rejects.toMatchObject({ status: 400, message: 'type must be an event type' });
    expect(sent().input).toBe('/api/admin/activity?type=Nope');
  });
});
