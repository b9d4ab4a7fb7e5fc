import { useId, type ReactNode } from 'react';

type PanelProps = {
  title: string;
  /** A name for tests and styles: the panel's section carries it as data-panel. */
  name: string;
  /** Links or buttons next to the heading ('Ver todos', 'Gestionar grados'). */
  actions?: ReactNode;
  children: ReactNode;
};

/** One box of the member view and the home: a titled section the page outline can jump to. */
export function Panel({ title, name, actions, children }: PanelProps) {
  const headingId = useId();
  return (
    <section className="mv-panel" data-panel={name} aria-labelledby={headingId}>
      <header className="mv-panel-header">
        <h2 id={headingId}>{title}</h2>
        {actions}
      </header>
      {children}
    </section>
  );
}

/** A panel's empty state or note, a sentence of its own. */
export function PanelNote({ children }: { children: string }) {
  return <p className="mv-panel-note">{children}</p>;
}
