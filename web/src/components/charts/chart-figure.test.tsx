import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChartFigure } from '.';

// The kit's markup before recharts has loaded (the plot itself is drawn in a browser: e2e/tests/admin-analytics).

const rows = [
  { day: '2026-11-01', views: 1200, saves: 3 },
  { day: '2026-11-02', views: 0, saves: 14 },
];
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

function render(): string {
  return renderToStaticMarkup(
    <ChartFigure
      title="Activity per day"
      kind="bar"
      rows={rows}
      x="day"
      formatX={(day) => `day ${String(day).slice(-2)}`}
      series={[
        { key: 'views', label: 'Views', color: 'primary' },
        { key: 'saves', label: 'Saves', color: 'accent' },
      ]}
    />,
  );
}

describe('ChartFigure', () => {
  it('is a figure named by its title, whose plot is hidden from screen readers and loads on its own', () => {
    const html = render();
    expect(html).toMatch(/<figure[^>]*aria-labelledby="([^"]+)"[^>]*><figcaption[^>]*>.*<span id="\1">Activity per day<\/span>/);
    expect(html).toMatch(/<div class="chart-figure__plot" style="height:240px" aria-hidden="true"><div class="chart-figure__loading">Loading chart…<\/div><\/div>/);
  });

  it('holds the same numbers as a table, visually hidden behind a Show table button that controls it', () => {
    const html = render();
    const [, tableId] = html.match(/<button[^>]*aria-expanded="false" aria-controls="([^"]+)"[^>]*>Show table<\/button>/) ?? [];
    expect(tableId).toBeDefined();
    expect(html).toContain(`<div id="${tableId}" class="visually-hidden">`);
    const table = text(html.slice(html.indexOf('<table')));
    expect(table).toBe('Activity per day Date Views Saves day 01 1,200 3 day 02 0 14');
  });
});
