// The accounts the e2e server starts with: the admin (ADMIN_EMAIL, ADMIN_PASSWORD) and the seeded tier accounts
// free@test.com, premium@test.com and pro@test.com with SEED_PASSWORD. serve.ts hands these to the server; tests
// sign in with them. The seed also loads the catalog (1,000+ ideas and the trends) that the browsing tests read.
export const ADMIN_EMAIL = 'admin@test.com';
export const ADMIN_PASSWORD = 'Admin-e2e-pass1!';
export const SEED_PASSWORD = 'Seed-e2e-pass1!';
export const SEEDED_ACCOUNTS = { free: 'free@test.com', premium: 'premium@test.com', pro: 'pro@test.com' } as const;
