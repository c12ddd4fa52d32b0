// The site's Content-Security-Policy allows no eval (infra/src/http/security-headers.ts). Zod compiles its object
// parsers with `new Function` where it may, and even its probe for that is reported as a CSP violation: jitless
// mode does neither. Imported first by main.tsx, before any schema parses.
import { z } from 'zod';

z.config({ jitless: true });
