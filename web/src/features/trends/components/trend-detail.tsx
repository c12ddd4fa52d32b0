import type { IdeaCardView } from '@app/domain/ideas/idea-view';
import { meetsRole } from '@app/domain/shared/roles';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { MomentumFigure } from '../../../components/idea-charts/momentum-figure';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, SessionExpiredError } from '../../../lib/api-client';
import { useAuthUser } from '../../../lib/session/auth-store';
import type { AuthUser } from '../../../lib/session/auth-user';
import { useTrend } from '../api/get-trend';
import { useTrendIdeas } from '../api/get-trend-ideas';
import { useTrendMomentum } from '../api/get-trend-momentum';
import { TREND_FETCH_FAILED, TREND_IDEAS_FETCH_FAILED, failureText } from '../utils/trends-toasts';
import { AddIdeasDialog } from './add-ideas-dialog';
import { DeleteTrendButton } from './delete-trend-button';
import { PlusIcon } from './icons';
import { TrendAccessNotice } from './trend-access-notice';
import { TrendBadges } from './trend-badges';
import { TrendIdeaCard } from './trend-idea-card';
import './trends.css';

/**
 * /trends/{id} (docs/product.md "Trends"): the trend, its ideas' 30-day activity (docs/features.md "Momentum"), its
 * ideas (each opens on its own page) and 'View All Ideas', which opens the marketplace on this trend's ideas. Needs a signed-in user with a verified email (docs/product.md "Trends");
 * anyone else who opens the address is told what is missing instead of being shown a failure.
 */
export function TrendDetail({ trendId, verifyAction }: { trendId: number | null; verifyAction: ReactNode }) {
  const user = useAuthUser();
  if (!user) return <TrendAccessNotice reason="sign-in" />;
  if (!user.emailVerified) return <TrendAccessNotice reason="verify" verifyAction={verifyAction} />;
  if (trendId === null) return <TrendMissing message="Trend not found" />;
  return <TrendPage trendId={trendId} user={user} verifyAction={verifyAction} />;
}

function TrendPage({ trendId, user, verifyAction }: { trendId: number; user: AuthUser; verifyAction: ReactNode }) {
  const trend = useTrend(trendId);
  const ideas = useTrendIdeas(trendId);
  const [now] = useState(() => Date.now());
  const navigate = useNavigate();

  if (trend.isPending) {
    return (
      <div className="trends-state">
        <Spinner size="large" label="Loading trend" />
      </div>
    );
  }
  if (trend.isError) {
    const error = trend.error;
    // The session lapsed or the email is unverified after all: the server's 401 / 403 becomes the same notice.
    if (error instanceof SessionExpiredError) return <TrendAccessNotice reason="session-expired" />;
    if (error instanceof ApiError && error.status === 403) return <TrendAccessNotice reason="verify" message={failureText(error, TREND_FETCH_FAILED)} verifyAction={verifyAction} />;
    if (error instanceof ApiError && error.status === 404) return <TrendMissing message={failureText(error, 'Trend not found')} />;
    return <TrendMissing message={failureText(error, TREND_FETCH_FAILED)} onRetry={() => void trend.refetch()} retrying={trend.isFetching} />;
  }

  const isAdmin = user.role === 'ADMIN';
  const data = trend.data;
  const count = ideas.data?.length ?? 0;
  return (
    <article className="trend-detail" aria-labelledby="trend-title">
      <header className="trend-detail__header">
        <div className="trend-detail__top">
          <TrendBadges trend={data} now={now} />
          {isAdmin && (
            <DeleteTrendButton
              trend={data}
              appearance="labelled"
              // Back to the list, in place of the page of a trend that is gone (Back must not lead to it).
              onDeleted={() => void navigate('/exploration', { replace: true })}
            />
          )}
        </div>
        <h1 id="trend-title" className="page__title trend-detail__title">
          {data.title}
        </h1>
        <p className="trend-detail__description">{data.description}</p>
      </header>

      <TrendMomentum trendId={trendId} />

      <section className="trend-detail__ideas" aria-labelledby="trend-ideas-title" aria-busy={ideas.isFetching}>
        <div className="trend-detail__toolbar">
          <h2 id="trend-ideas-title" className="trend-detail__subtitle">
            Ideas for this trend
            {ideas.data && <span className="trends-group__count">{count}</span>}
          </h2>
          <div className="trend-detail__actions">
            {isAdmin && ideas.data && <AddIdeasButton trendId={trendId} trendTitle={data.title} hasIdeas={count > 0} />}
            <Link to={`/marketplace?trendId=${trendId}`} className="button button--secondary">
              View All Ideas
            </Link>
          </div>
        </div>
        <TrendIdeas ideas={ideas} trendId={trendId} user={user} />
      </section>
    </article>
  );
}

function TrendMomentum({ trendId }: { trendId: number }) {
  const momentum = useTrendMomentum(trendId);
  return (
    <section className="trend-detail__momentum card" aria-label="Activity">
      {momentum.isPending && <Spinner label="Loading activity" />}
      {momentum.isError && <p className="trends-state__text">Failed to load the activity</p>}
      {momentum.data && <MomentumFigure title="Its ideas' activity, last 30 days" days={momentum.data.days} />}
    </section>
  );
}

function TrendIdeas({ ideas, trendId, user }: { ideas: ReturnType<typeof useTrendIdeas>; trendId: number; user: AuthUser }) {
  if (ideas.isPending) {
    return (
      <div className="trends-state">
        <Spinner size="large" label="Loading ideas" />
      </div>
    );
  }
  if (ideas.isError) {
    return (
      <div className="trends-state trends-state--error" role="alert">
        <p className="trends-state__text">{failureText(ideas.error, TREND_IDEAS_FETCH_FAILED)}</p>
        <button type="button" className="button button--secondary" onClick={() => void ideas.refetch()} disabled={ideas.isFetching}>
          {ideas.isFetching ? 'Retrying...' : 'Try again'}
        </button>
      </div>
    );
  }
  if (ideas.data.length === 0) {
    return (
      <div className="trends-state trends-empty">
        <p className="trends-state__text">No ideas have been added to this trend yet.</p>
      </div>
    );
  }
  const isAdmin = user.role === 'ADMIN';
  return (
    <div className="trend-ideas-grid">
      {ideas.data.map((idea) => (
        <TrendIdeaCard key={idea.id} idea={idea} trendId={trendId} locked={isLockedFor(idea, user)} isAdmin={isAdmin} />
      ))}
    </div>
  );
}

/** A premium idea is locked for a viewer below PREMIUM (the server also says so with `locked`). */
function isLockedFor(idea: Pick<IdeaCardView, 'type' | 'locked'>, user: Pick<AuthUser, 'role'>): boolean {
  return idea.locked || (idea.type === 'PREMIUM' && !meetsRole(user.role, 'PREMIUM'));
}

function AddIdeasButton({ trendId, trendTitle, hasIdeas }: { trendId: number; trendTitle: string; hasIdeas: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        <PlusIcon />
        {hasIdeas ? 'Add More Ideas' : 'Add Ideas'}
      </button>
      <AddIdeasDialog trendId={trendId} trendTitle={trendTitle} open={open} onOpenChange={setOpen} />
    </>
  );
}

function TrendMissing({ message, onRetry, retrying = false }: { message: string; onRetry?: () => void; retrying?: boolean }) {
  return (
    <div className="trends-state trends-state--error" role="alert">
      <h1 className="trends-state__title">{message}</h1>
      <div className="trends-state__actions">
        {onRetry && (
          <button type="button" className="button button--secondary" onClick={onRetry} disabled={retrying}>
            {retrying ? 'Retrying...' : 'Try again'}
          </button>
        )}
        <Link to="/exploration" className="button button--primary">
          Explore Trends
        </Link>
      </div>
    </div>
  );
}
