import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UpgradePlanDetails } from './upgrade-dialog';

describe('UpgradePlanDetails', () => {
  it('shows the price per month and every feature of the tier', () => {
    const html = renderToStaticMarkup(<UpgradePlanDetails target="PREMIUM" />);
    expect(html).toContain('$9</span><span class="upgrade-plan__period">/month</span>');
    expect(html).toContain('aria-label="Premium features"');
    expect(html.match(/<li /g)).toHaveLength(4);
    expect(html).toContain('Basic analytics');
  });

  it('notes the early-bird price of PRO', () => {
    const html = renderToStaticMarkup(<UpgradePlanDetails target="PRO" />);
    expect(html).toContain('$19</span>');
    expect(html).toContain('Early-bird price');
    expect(html.match(/<li /g)).toHaveLength(11);
  });
});
