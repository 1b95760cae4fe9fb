import type { ReactNode } from 'react';

/** Heading for pages whose features are still to be built. */
export function PagePlaceholder({ title, eyebrow }: { title: string; eyebrow?: ReactNode }) {
  return (
    <section className="space-y-1">
      {eyebrow ? <p className="text-sm font-medium text-primary">{eyebrow}</p> : null}
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
    </section>
  );
}
