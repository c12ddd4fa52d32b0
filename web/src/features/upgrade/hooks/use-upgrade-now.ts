import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { toast } from '../../../components/ui/toast/toast-store';
import type { UpgradeTarget } from '../../../lib/feature-gate/upgrade-dialog-store';
import { useAuthUser } from '../../../lib/session/auth-store';
import { createCheckoutSession } from '../api/create-checkout-session';
import { pricesQueryOptions } from '../api/get-prices';
import { CHECKOUT_POPUP, createCheckoutFlow, popupFeatures } from '../utils/checkout-flow';

/** 'Upgrade Now' in the browser: the checkout flow with the real window, API and toasts; `starting` until redirected. */
export function useUpgradeNow(): { start: (target: UpgradeTarget) => void; starting: boolean } {
  const user = useAuthUser();
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);
  const startCheckout = useMemo(
    () =>
      createCheckoutFlow({
        openPopup: () => window.open('', CHECKOUT_POPUP.name, popupFeatures(window)),
        fetchPrices: () => queryClient.fetchQuery(pricesQueryOptions()),
        createSession: createCheckoutSession,
        origin: window.location.origin,
        reload: () => window.location.reload(),
        toast,
      }),
    [queryClient],
  );
  const start = useCallback(
    (target: UpgradeTarget) => {
      setStarting(true);
      void startCheckout(user, target).finally(() => setStarting(false));
    },
    [startCheckout, user],
  );
  return { start, starting };
}
