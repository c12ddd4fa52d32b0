// The browser-grade headers every answer carries (docs/operations.md "Security"), from one place: the one-process
// platform, the command API and the query API install them here, and deploy/web/nginx.conf sends the same ones for the
// SPA (system-tests/src/deploy/nginx-headers.test.ts keeps the two equal).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The SPA's Content-Security-Policy. Everything it loads comes from its own origin; why each other source is
 * allowed is in docs/decisions.md ("Browser-grade headers").
 */
export const CONTENT_SECURITY_POLICY_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // No inline event handlers (onclick="...") either.
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  // Radix's modal layers lock the page's scroll with a <style> element they write at run time, sized to the
  // scrollbar (react-remove-scroll-bar), so no hash can name it. `style` attributes need nothing: React writes them
  // through the CSSOM, which CSP does not govern.
  'style-src-elem': ["'self'", "'unsafe-inline'"],
  // Icons drawn as CSS `url("data:image/svg+xml,...")` masks and backgrounds.
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  // The SPA's forms are submitted by script; nothing is posted elsewhere (Stripe Checkout is a navigation).
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

/** A year: browsers remember to use https for this host (only sent when PUBLIC_URL is https). */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface SecurityHeadersOptions {
  /** Where users reach the site (PUBLIC_URL): https turns on Strict-Transport-Security. */
  publicUrl: string;
}

/** Installs the headers on every route of `app`, its 404s and errors included; call before registering routes. */
export async function installSecurityHeaders(app: FastifyInstance, { publicUrl }: SecurityHeadersOptions): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY_DIRECTIVES },
    // None: the upgrade pop-up goes to Stripe Checkout and back to our payment page, and the page that opened it
    // polls it until it closes. Measured in Chromium: `same-origin` cuts the opener off the moment the pop-up reaches
    // Stripe, `same-origin-allow-popups` the moment it comes back to our page, and either reload the page early.
    crossOriginOpenerPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    // Over plain http browsers ignore it, and on a laptop it would pin localhost to https for every other project.
    strictTransportSecurity: new URL(publicUrl).protocol === 'https:' ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
  });
}
