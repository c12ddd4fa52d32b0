/**
 * The sidebar's footer: whose session this is (docs/product.md "Admin panel": the sidebar shows the signed-in user's
 * address).
 */
export function SignedInAs({ email, collapsed = false }: { email: string; collapsed?: boolean }) {
  return (
    <div className="admin-user" title={collapsed ? `Signed in as ${email}` : undefined}>
      <span className="admin-user__avatar" aria-hidden>
        {email.charAt(0).toUpperCase()}
      </span>
      <span className={collapsed ? 'visually-hidden' : 'admin-user__text'}>
        <span className="admin-user__label">Signed in as</span>
        <span className="admin-user__email">{email}</span>
      </span>
    </div>
  );
}
