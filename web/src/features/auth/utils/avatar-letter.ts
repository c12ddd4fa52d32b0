/**
 * docs/product.md "Accounts and sessions": the avatar shows the email's first letter in upper case, or 'U' when there
 * is none.
 */
export function avatarLetter(email: string | null | undefined): string {
  const first = email?.trim().charAt(0);
  return first ? first.toUpperCase() : 'U';
}
