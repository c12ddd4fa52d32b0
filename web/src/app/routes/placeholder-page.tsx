import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../config/product';

// A route without its page yet still renders its name, so the address, title and navigation hold.
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="page container">
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <h1 className="page__title">{title}</h1>
      {children ?? <p className="page__lead">This page is being built.</p>}
    </section>
  );
}
