import type { AdminAnalytics } from '@app/domain/analytics/analytics-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminAnalyticsKeys } from '../api/get-analytics';
import { analyticsAnswer } from '../utils/analytics-fixtures';
import { rangeWindow, utcToday } from '../utils/analytics-range';
import { AnalyticsSection } from './analytics-section';

// What the section shows of an answer, rendered to markup (the charts are drawn in a browser: e2e/admin-analytics).

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

function renderSection(search: string, answer: AdminAnalytics | null): string {
  const client = new QueryClient();
  const window = rangeWindow(search.includes('range=7') ? { kind: 'preset', days: 7 } : { kind: 'preset', days: 30 }, utcToday());
  if (answer) client.setQueryData(adminAnalyticsKeys.window(window.from, window.to), answer);
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[`/admin?section=analytics${search}`]}>
      <QueryClientProvider client={client}>
        <AnalyticsSection />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('AnalyticsSection', () => {
  it('shows the key figures, a chart with its table for each series, the funnel and the top lists', () => {
    const html = renderSection('&range=7', analyticsAnswer());
    expect(text(html)).toContain('Sign-ups 1,202 in the window Verified 3 emails verified in the window Paying PREMIUM 3');
    for (const title of ['Sign-ups and verified per day', 'Paying members by tier', 'Monthly recurring revenue', 'AI generations per day', 'AI cost per day']) {
      expect(html).toContain(`>${title}</span>`);
      expect(html).toContain(`<caption class="visually-hidden">${title}</caption>`);
    }
    expect(text(html)).toContain('Monthly recurring revenue Date MRR Nov 1 $37.00 Nov 2 $46.00 Nov 3 $65.00');
    expect(text(html)).toContain('Signed up 1,202 (100%) Verified 601 (50%) Paid 60 (5%)');
    expect(html).toMatch(/<a href="\/marketplace\/12"[^>]*>Solar kiosks<\/a>/);
    expect(text(html)).toContain('Top trends Trend Last 7 days 7 days before No activity in these 14 days.');
  });

  it('marks the chosen preset, and offers 7, 30 and 90 days and a custom window', () => {
    const html = renderSection('&range=7', analyticsAnswer());
    expect(html).toMatch(/aria-pressed="true"[^>]*>7 days</);
    expect(html).toMatch(/aria-pressed="false"[^>]*>30 days</);
    expect(html).toMatch(/aria-pressed="false"[^>]*>90 days</);
    expect(html).toMatch(/aria-pressed="false"[^>]*>Custom</);
  });

  it('shows a spinner while the window loads', () => {
    expect(renderSection('', null)).toContain('Loading analytics');
  });
});
