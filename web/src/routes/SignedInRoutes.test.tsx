/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import { clientOver } from '../../test/AppUnderTest';
import { meWith } from '../../test/memberFixtures';
import { RoutedUnderTest } from '../../test/RoutedUnderTest';
import type { Me } from '../modules/session/permissions';
import { SignedInRoutes } from './SignedInRoutes';

// jsdom has no media queries: the window's width is the test's.
let narrow = false;
window.matchMedia = (query: string) =>
  ({ matches: narrow, media: query, addEventListener() {}, removeEventListener() {} }) as never;

const national = meWith(1, { admin: true });
const associationAdmin = meWith(2, { associationAdmin: true });
const member = meWith(4, {}, { associationId: 1, dojoId: 7 });

/** Opens `path` under /es/app as `me`, inside the shell. */
function open(me: Me, path: string) {
  const { client } = clientOver({
    me: () => ({ ...me, originalRoles: me.roles }),
    warnings: () => ({ fees: 0, courses: 0, grades: 0, contact: 0 }),
    contactMessages: () => ({ items: [], returned: 0, total: 0, unread: 0 }),
  });
  render(
    <RoutedUnderTest client={client} at={`/es/app/${path}`} path="/:lang/app/*">
      <SignedInRoutes />
    </RoutedUnderTest>,
  );
}

const where = () => screen.getByTestId('location').textContent;

// Generous waits: the first render loads the shell's code, on a machine running other tests too.
const WAIT = { timeout: 15_000 };
/** Waits until the router is at `path`. */
const landsAt = (path: string) => waitFor(() => expect(where()).toBe(path), WAIT);

// Which route each member may open is tabled in sections.test.ts; these show the routes act on it.
describe('the signed-in routes (part 1 §2, part 3 §2)', () => {
  afterEach(() => {
    narrow = false;
  });

  it('send home a member who may not open the section', async () => {
    open(member, 'cuotas/12');
    await landsAt('/es/app/inicio');
  });

  it('send home a member who may not open one route of a section they may open', async () => {
    open(member, 'asociados/importar');
    await landsAt('/es/app/inicio');
  });

  it('send home from Listado at 768 px or less', async () => {
    narrow = true;
    open(national, 'listado');
    await landsAt('/es/app/inicio');
  });

  it('show the screen to a member who may open it', async () => {
    open(national, 'mensajes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mensajes' }, WAIT)).toBeTruthy();
    expect(where()).toBe('/es/app/mensajes');
  });

  it("open a bare address on its default: one's own dojo's members", async () => {
    open(member, 'asociados');
    await landsAt('/es/app/asociados/dojo_7');
  });

  it('send an unknown address home', async () => {
    open(associationAdmin, 'no/such/place');
    await landsAt('/es/app/inicio');
  });
});
