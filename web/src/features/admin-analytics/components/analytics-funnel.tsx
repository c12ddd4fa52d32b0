import type { AdminAnalytics } from '@app/domain/analytics/analytics-api';
import { formatCount } from '../../../lib/number-format';
import { funnelSteps } from '../utils/analytics-figures';

/**
 * Sign-up → verified → paid for the members who signed up in the window, as of its end: a list (read as it is by a
 * screen reader) whose bars show each step's share of the sign-ups.
 */
export function AnalyticsFunnel({ analytics }: { analytics: AdminAnalytics }) {
  const steps = funnelSteps(analytics);
  const whole = Math.max(analytics.funnel.signedUp, 1);
  return (
    <section className="card analytics-funnel" aria-labelledby="analytics-funnel-title">
      <h3 id="analytics-funnel-title" className="chart-figure__title">
        Funnel
      </h3>
      <p className="analytics-note">Members who signed up in the window, and how many of them verified and paid by its end.</p>
      <ol className="analytics-funnel__steps">
        {steps.map((step) => (
          <li key={step.label} className="analytics-funnel__step">
            <span className="analytics-funnel__label">{step.label}</span>
            <span className="analytics-funnel__figure">
              {formatCount(step.count)} <span className="analytics-funnel__share">({step.share})</span>
            </span>
            <span className="analytics-funnel__bar" aria-hidden="true">
              <span style={{ width: `${(step.count / whole) * 100}%` }} />
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
