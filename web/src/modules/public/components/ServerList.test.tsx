/** @jest-environment jsdom */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EVENTS_SLOT, ServerList } from './ServerList';

const waiting = <p className="events-waiting">Cargando eventos…</p>;
// What the server writes in place of the placeholder (graph/src/modules/public/landing-lists.ts).
const SERVER = `<div id="${EVENTS_SLOT}" class="server-list"><ul class="server-events"><li class="server-event"><h3 class="server-event-title">Curso &amp; $' 1</h3></li></ul></div>`;

async function hydrate(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  const before = root.innerHTML;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(root, <ServerList id={EVENTS_SLOT} fallback={waiting} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return { root, before, errors };
}

describe('the server’s list in the landing page', () => {
  it('is what the build renders with no slot: the placeholder', () => {
    expect(renderToString(<ServerList id={EVENTS_SLOT} fallback={waiting} />)).toBe(
      '<p class="events-waiting">Cargando eventos…</p>',
    );
  });

  it('is taken over as the server wrote it: no mismatch, nothing changed on screen', async () => {
    const { root, before, errors } = await hydrate(SERVER);
    expect(errors).toEqual([]);
    expect(root.innerHTML).toBe(before);
    expect(root.querySelector('.server-event-title')!.textContent).toBe("Curso & $' 1");
  });

  it('leaves the placeholder where the server wrote none', async () => {
    const { root, errors } = await hydrate('<p class="events-waiting">Cargando eventos…</p>');
    expect(errors).toEqual([]);
    expect(root.textContent).toBe('Cargando eventos…');
  });
});
