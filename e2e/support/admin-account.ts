// The one account the e2e server starts with (it runs with SEED=false): the admin, created from ADMIN_EMAIL and
// ADMIN_PASSWORD on first start. serve.ts hands these to the server; tests sign in with them.
export const ADMIN_EMAIL = 'admin@test.com';
export const ADMIN_PASSWORD = 'Admin-e2e-pass1!';
