// The session token lives in localStorage under the key the spec names (docs/product.md "Limits"), so a reload stays
// signed in. Storage can be unavailable (disabled cookies, some private modes); then the session simply lasts one page.
const AUTH_TOKEN_KEY = 'auth_token';

export function getStoredToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    localStorage.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // Not persisted: the cookie session the server also sets still authenticates this tab.
  }
}

export function clearStoredToken(): void {
  try {
    localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Nothing was stored.
  }
}
