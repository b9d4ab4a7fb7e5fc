import { useState, type ReactNode } from 'react';

/** The slots the server fills with its lists (graph/src/modules/public/landing-lists.ts). */
export const EVENTS_SLOT = 'eventos-servidor';
export const DOJOS_SLOT = 'dojos-servidor';

/**
 * What the server wrote in place of `fallback` (the events or dojos as HTML, escaped there from
 * its own read), kept as it is until the page's own list replaces this component. React hydrates
 * a dangerouslySetInnerHTML element without looking inside, and it is given the very markup it
 * finds, so taking the page over changes nothing on screen. Built at build time, or reached by a
 * link inside the application, the page has no such slot: `fallback` ('Cargando…') then.
 */
export function ServerList({ id, fallback }: { id: string; fallback: ReactNode }) {
  const [html] = useState(() =>
    typeof document === 'undefined' ? '' : (document.getElementById(id)?.innerHTML ?? ''),
  );
  if (!html) return fallback;
  return <div id={id} className="server-list" dangerouslySetInnerHTML={{ __html: html }} />;
}
