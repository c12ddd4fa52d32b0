import type { Role } from '@app/domain/shared/roles';
import { useAuthUser } from '../../../lib/session/auth-store';
import { useAuthDialogActions } from '../../../lib/session/auth-dialog-store';
import { Link } from 'react-router';
import { ADMIN_TIER_FEATURES, PURCHASABLE_TIERS, type Tier } from '../content/tiers';
import { useUpgradeButton } from '../hooks/use-upgrade-button';
import { LandingIcon } from './landing-icon';

/**
 * docs/product.md "Overview", "Landing page", "Limits": the tier comparison with prices, feature lists and the upgrade
 * buttons.
 */
export function PricingSection() {
  const user = useAuthUser();
  return (
    <section className="landing-section landing-pricing" id="pricing" aria-labelledby="landing-pricing-title">
      <div className="container">
        <header className="landing-section__header">
          <p className="landing-section__eyebrow">Pricing</p>
          <h2 id="landing-pricing-title" className="landing-section__title">
            Pick the plan that fits your stage
          </h2>
          <p className="landing-section__lead">Start for free. Upgrade when you are ready to build; cancel any time.</p>
        </header>
        <ul className="tier-cards">
          {PURCHASABLE_TIERS.map((tier) => (
            <li key={tier.role} className="tier-card" data-highlighted={tier.highlighted ? '' : undefined}>
              <TierCard tier={tier} current={user?.role === tier.role} />
            </li>
          ))}
        </ul>
        <aside className="tier-admin" aria-labelledby="tier-admin-title">
          <h3 id="tier-admin-title" className="tier-admin__title">
            Admin
          </h3>
          <p className="tier-admin__text">
            Not a plan for sale: the platform team&apos;s own accounts, with{' '}
            {ADMIN_TIER_FEATURES.map((feature) => feature.charAt(0).toLowerCase() + feature.slice(1)).join(', ')}.
          </p>
        </aside>
      </div>
    </section>
  );
}

function TierCard({ tier, current }: { tier: Tier; current: boolean }) {
  const headingId = `tier-${tier.role.toLowerCase()}-title`;
  return (
    <article className="tier-card__body" aria-labelledby={headingId}>
      <div className="tier-card__header">
        <h3 id={headingId} className="tier-card__name">
          {tier.name}
        </h3>
        {tier.highlighted && <span className="tier-card__flag">Most popular</span>}
        {current && <span className="tier-card__current">Your plan</span>}
      </div>
      <p className="tier-card__tagline">{tier.tagline}</p>
      <p className="tier-card__price">
        <span className="tier-card__amount">${tier.price}</span>
        <span className="tier-card__period">/month</span>
        {tier.regularPrice !== undefined && (
          <s className="tier-card__regular">
            <span className="visually-hidden">regular price </span>${tier.regularPrice}/month
          </s>
        )}
      </p>
      {tier.priceNote && <p className="tier-card__note">{tier.priceNote}</p>}
      <TierAction role={tier.role} />
      <ul className="tier-card__features" aria-label={`${tier.name} features`}>
        {tier.features.map((feature) => (
          <li key={feature} className="tier-card__feature">
            <LandingIcon name="check" size={18} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}

function TierAction({ role }: { role: Role }) {
  const user = useAuthUser();
  const { open: openAuthDialog } = useAuthDialogActions();
  const upgrade = useUpgradeButton();
  if (role === 'PREMIUM' || role === 'PRO') {
    return (
      <button
        type="button"
        className={`button ${role === 'PRO' ? 'button--accent' : 'button--primary'} tier-card__action`}
        onClick={() => upgrade(role)}
      >
        {role === 'PRO' ? 'Upgrade to Pro' : 'Upgrade to Premium'}
      </button>
    );
  }
  // The free plan is an account: signed out, create one; signed in, go and browse.
  return user ? (
    <Link to="/marketplace" className="button button--secondary tier-card__action">
      Browse Ideas
    </Link>
  ) : (
    <button type="button" className="button button--secondary tier-card__action" onClick={() => openAuthDialog('register')}>
      Start for Free
    </button>
  );
}
