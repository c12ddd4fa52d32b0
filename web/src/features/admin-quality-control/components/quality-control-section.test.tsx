import type { QualityControlView } from '@app/domain/quality-control/quality-control-view';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { qualityControlKeys } from '../api/quality-control-keys';
import { NO_FILTERS, REPORT_PAGE_SIZE, type QualityControlFilters } from '../utils/quality-control';
import { qcIdea, qcPages, qcReport } from '../utils/quality-control-fixtures';
import { QualityControlSection } from './quality-control-section';
import { ReportFilters } from './report-filters';

// The section as it first renders from a cached report: the filters, both tables or their empty states.

// A server render reads a zustand store's initial state, so the section renders with no filter chosen; the filters'
// own test passes its choice in.
function render(report: QualityControlView) {
  const client = new QueryClient();
  client.setQueryData(qualityControlKeys.list('groups', NO_FILTERS), qcPages(report));
  client.setQueryData(qualityControlKeys.list('pairs', NO_FILTERS), qcPages(report));
  return renderToStaticMarkup(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <QualityControlSection categories={['Fintech', 'Health']} batches={[7, 3]} ideaDetail={() => null} />
      </QueryClientProvider>
    </MemoryRouter>,
  ).replace(/<!-- -->/g, '');
}

const card = (html: string, title: string) => {
  const start = html.indexOf(`>${title}</h2>`);
  if (start < 0) throw new Error(`no card titled ${title}`);
  const end = html.indexOf('</section>', start);
  return html.slice(start, end);
};
const buttons = (html: string) => [...html.matchAll(/<button[^>]*aria-label="([^"]+)"/g)].map(([, label]) => label);

describe('QualityControlSection', () => {
  it('shows each duplicate group with its ideas, each with View and Delete', () => {
    const duplicates = card(render(qcReport()), 'Exact Duplicates');
    expect(duplicates).toContain('2 groups');
    expect(duplicates).toContain('Group 1: 3 identical ideas');
    expect(duplicates).toContain('Group 2: 2 identical ideas');
    expect(buttons(duplicates)).toEqual([1, 2, 3, 4, 5].flatMap((id) => [`View idea #${id}`, `Delete idea #${id}`]));
  });

  it("titles the pairs 'Similar Ideas (75%+ Similarity)', with each pair's similarity, a group's size, and only View", () => {
    const similar = card(render(qcReport()), 'Similar Ideas (75%+ Similarity)');
    expect(similar).toContain('>Idea 1</th><th scope="col">Idea 2</th><th scope="col">Similarity</th>');
    expect([...similar.matchAll(/class="qc-similarity">([^<]+)</g)].map(([, percent]) => percent)).toEqual(['87%', '75%']);
    expect([...similar.matchAll(/class="qc-compared__group">([^<]+)</g)].map(([, size]) => size)).toEqual(['3 identical ideas']);
    expect(buttons(similar)).toEqual(['View idea #6', 'View idea #7', 'View idea #1', 'View idea #8']);
  });

  it('says when there are no exact duplicates and no similar ideas', () => {
    const html = render({ exactDuplicates: [], exactDuplicatesTotal: 0, similarIdeas: [], similarIdeasTotal: 0 });
    expect(card(html, 'Exact Duplicates')).toContain('No exact duplicates found');
    expect(card(html, 'Similar Ideas (75%+ Similarity)')).toContain('No similar ideas found');
  });

  it(`counts every pair, shows the first page of ${REPORT_PAGE_SIZE}, and offers the next`, () => {
    const pairs = Array.from({ length: REPORT_PAGE_SIZE }, (_, index) => ({ idea1: qcIdea(index + 1), idea2: qcIdea(index + 1000), idea1GroupSize: 1, idea2GroupSize: 1, similarity: 0.8 }));
    const similar = card(render({ exactDuplicates: [], exactDuplicatesTotal: 0, similarIdeas: pairs, similarIdeasTotal: 1447 }), 'Similar Ideas (75%+ Similarity)');
    expect(similar.match(/class="qc-similarity"/g)).toHaveLength(REPORT_PAGE_SIZE);
    expect(similar).toContain('1447 pairs');
    expect(similar).toContain(`Showing ${REPORT_PAGE_SIZE} of 1447 pairs`);
    expect(similar).toMatch(/<button[^>]*>Show 100 more<\/button>/);
    expect(card(render(qcReport()), 'Similar Ideas (75%+ Similarity)')).not.toContain('Show ');
  });
});

describe('the filters', () => {
  const select = (html: string, label: string) => {
    const id = new RegExp(`<label class="field__label" for="([^"]+)">${label}</label>`).exec(html)?.[1];
    const element = new RegExp(`<select[^>]* id="${id}"[^>]*>(.*?)</select>`).exec(html)?.[1] ?? '';
    return [...element.matchAll(/<option value="([^"]*)"( selected="")?>([^<]+)</g)].map(([, value, selected, text]) => `${value}=${text}${selected ? ' *' : ''}`);
  };
  const clearButton = (html: string) => /<button[^>]*>Clear filters<\/button>/.exec(html)?.[0] ?? '';

  it('offer every category and batch, all of them chosen at first, and nothing to clear', () => {
    const html = render(qcReport());
    expect(select(html, 'Category')).toEqual(['=All categories *', 'Fintech=Fintech', 'Health=Health']);
    expect(select(html, 'Batch')).toEqual(['=All batches *', '7=7', '3=3']);
    expect(clearButton(html)).toContain('disabled');
  });

  it('keep a choice the choices do not hold (yet), and can be cleared', () => {
    const filters: QualityControlFilters = { category: 'Climate', batch: 9 };
    const html = renderToStaticMarkup(<ReportFilters categories={[]} batches={[7]} filters={filters} />);
    expect(select(html, 'Category')).toEqual(['=All categories', 'Climate=Climate *']);
    expect(select(html, 'Batch')).toEqual(['=All batches', '9=9 *', '7=7']);
    expect(clearButton(html)).not.toContain('disabled');
  });
});
