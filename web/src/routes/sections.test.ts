import { meWith } from '../../test/memberFixtures';
import { opensRoute, SECTIONS, sidebarEntries } from './sections';

const national = meWith(1, { admin: true });
const associationAdmin = meWith(2, { associationAdmin: true });
const dojoAdmin = meWith(3, { dojoAdmin: true }, { associationId: 1, dojoId: 7 });
const member = meWith(4, {}, { associationId: 1, dojoId: 7 });

const offered = (me = national, narrow = false) =>
  sidebarEntries(me, narrow).map((entry) => (typeof entry.to === 'string' ? entry.to : entry.to(me)));

describe('the sidebar, from the registered modules (part 1 §2, part 3 §2)', () => {
  it('offers the national administrator every section, the inbox last', () => {
    expect(offered(national)).toEqual([
      'inicio',
      'asociaciones',
      'dojos/asoc_0',
      'asociados/dojo_0',
      'cuotas',
      'cobros',
      'mis-pagos',
      'cursos',
      'grados',
      'validaciones',
      'carnets',
      'domiciliaciones',
      'extractos',
      'listado',
      'auditoria',
      'mensajes',
    ]);
  });

  it('offers the other administrators all but the inbox, and a dojo administrator their dojo', () => {
    const admins = [
      'cuotas',
      'cobros',
      'mis-pagos',
      'cursos',
      'grados',
      'validaciones',
      'carnets',
      'listado',
      'auditoria',
    ];
    // Direct debits and bank statements are their collectors': an association, not a dojo.
    const collectors = [...admins.slice(0, 7), 'domiciliaciones', 'extractos', ...admins.slice(7)];
    expect(offered(associationAdmin)).toEqual([
      'inicio',
      'asociaciones',
      'dojos/asoc_0',
      'asociados/dojo_0',
      ...collectors,
    ]);
    expect(offered(dojoAdmin)).toEqual([
      'inicio',
      'asociaciones',
      'dojos/asoc_0',
      'asociados/dojo_7',
      ...admins,
    ]);
  });

  it('offers a member without roles the sections everyone may read', () => {
    expect(offered(member)).toEqual([
      'inicio',
      'asociaciones',
      'dojos/asoc_0',
      'asociados/dojo_7',
      'mis-pagos',
      'cursos',
      'grados',
    ]);
  });

  it('leaves Listado out at 768 px or less', () => {
    expect(offered(national, true)).not.toContain('listado');
    expect(offered(national, true)).toHaveLength(15);
  });

  it('sums the three pending counts on the validations inbox', () => {
    const badges = Object.fromEntries(
      sidebarEntries(national, false).map((entry) => [
        entry.segment,
        entry.badge?.({ fees: 1, grades: 20, courses: 300, contact: 4000 }),
      ]),
    );
    expect(badges).toMatchObject({ cuotas: 1, grados: 20, cursos: 300, validaciones: 321, mensajes: 4000 });
    expect(badges.carnets).toBeUndefined();
  });

  it('gives each route one section: no path registered twice', () => {
    const paths = SECTIONS.flatMap((section) => section.routes.map((route) => route.path ?? '(index)'));
    expect(new Set(paths).size).toBe(paths.length);
  });
});

/** The routes a member is sent home from, at this width. */
const closed = (me: typeof member, narrow = false) =>
  SECTIONS.flatMap((section) =>
    section.routes.filter((route) => !opensRoute(section, route, me, narrow)).map((route) => route.path),
  );

describe('who may open which route (part 1 §2, part 3 §2)', () => {
  it("closes the administrators' sections and the import to a member without roles", () => {
    expect(closed(member)).toEqual([
      'asociados/importar',
      'cuotas/:idReg?',
      'cobros/:idReg?',
      'cobros/tarifas',
      'cobros/liquidaciones',
      'carnets/:idReg?',
      'listado/:idReg?',
      'validaciones/:idReg?',
      'mensajes',
      'auditoria',
      'domiciliaciones',
      'extractos',
    ]);
  });

  it('closes only the inbox to the administrators of an association or a dojo, and collecting to a dojo', () => {
    expect(closed(associationAdmin)).toEqual(['mensajes']);
    expect(closed(dojoAdmin)).toEqual(['cobros/liquidaciones', 'mensajes', 'domiciliaciones', 'extractos']);
  });

  it('opens everything to the national administrator, but Listado at 768 px or less', () => {
    expect(closed(national)).toEqual([]);
    expect(closed(national, true)).toEqual(['listado/:idReg?']);
  });
});
