import type { AdminAnalytics } from '@app/domain/analytics/analytics-api';
import { Link } from 'react-router';
import '../../../components/ui/data-table.css';
import { formatCount } from '../../../lib/number-format';
import { DataTableWrap } from '../../../components/ui/data-table-wrap';

type Ranked = AdminAnalytics['topCategories'][number] & { href?: string };

/** What has momentum: activity (views, saves, shares, documents) of the last 7 days against the 7 before. */
export function TopLists({ analytics }: { analytics: AdminAnalytics }) {
  return (
    <div className="analytics-top">
      <TopTable title="Top ideas" noun="Idea" rows={analytics.topIdeas.map((row) => ({ ...row, href: `/marketplace/${row.ideaId}` }))} />
      <TopTable title="Top categories" noun="Category" rows={analytics.topCategories} />
      <TopTable title="Top trends" noun="Trend" rows={analytics.topTrends.map((row) => ({ ...row, href: `/trends/${row.trendId}` }))} />
    </div>
  );
}

function TopTable({ title, noun, rows }: { title: string; noun: string; rows: readonly Ranked[] }) {
  return (
    <section className="card analytics-top__card">
      <DataTableWrap label={title}>
        <table className="data-table data-table--figures">
          <caption className="analytics-top__caption">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{noun}</th>
              <th scope="col" className="data-table__number">
                Last 7 days
              </th>
              <th scope="col" className="data-table__number">
                7 days before
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={3}>No activity in these 14 days.</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.href ? <Link to={row.href}>{row.label}</Link> : row.label}</th>
                  <td className="data-table__number">{formatCount(row.last7)}</td>
                  <td className="data-table__number">{formatCount(row.previous7)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </DataTableWrap>
    </section>
  );
}
