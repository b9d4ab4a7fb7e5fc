import { expect, test } from '../support/fixtures';
import { AppShell } from '../pom/AppShell';
import { CardsPage } from '../pom/CardsPage';
import { CourseModal } from '../pom/CourseModal';
import { CoursesPage } from '../pom/CoursesPage';
import { DojosPage } from '../pom/DojosPage';
import { FeesPage } from '../pom/FeesPage';
import { GradeModal } from '../pom/GradeModal';
import { GradesPage } from '../pom/GradesPage';
import { HomePage } from '../pom/HomePage';
import { ListPage } from '../pom/ListPage';
import { MembersPage } from '../pom/MembersPage';
import { MemberViewPage } from '../pom/MemberViewPage';
import { ValidationsPage } from '../pom/ValidationsPage';
import { expectNoSeriousViolations } from '../support/axe';
import { ADMIN, ASSOCIATION_ADMIN, DOJO_ADMIN, MEMBER, demoToken, signInAs } from '../support/demo';
import {
  expectCards,
  expectFitsFrame,
  expectNoSidewaysScroll,
  expectOneColumn,
  touchDrag,
} from '../support/layout';
import { photoLikeJpeg } from '../support/photo';

/**
 * What changes at 375 px (the mobile-375 project runs the files of this folder alone): the phone
 * menu, lists as cards sorted by a select, forms in one column, Listado out of reach, nothing
 * wider than the screen. What the screens do is the same at any width and is proved by the desktop
 * journeys and the component tests; here each screen of each domain is looked at once, as a phone
 * shows it. The screens signed in; the public ones and the forms before signing in: phone-public.spec.ts.
 */

test('the national administrator’s sections sit behind the phone menu, without Listado', async ({ page }) => {
  await signInAs(page, ADMIN.mail);
  const shell = new AppShell(page);
  await expect(shell.menuToggle).toBeVisible();
  await expect(shell.sidebar).toBeHidden();
  await shell.menuToggle.click();
  await expect(shell.menuToggle).toHaveAttribute('aria-expanded', 'true');
  // Listado is not offered at 768 px or less (part 3 §2).
  await expect(shell.entryNames).toHaveText([
    'Inicio',
    'Asociaciones',
    'Dojos',
    'Asociados',
    'Cuotas',
    'Facturación',
    'Mis pagos',
    'Cursos',
    'Grados',
    'Validaciones',
    'Carnets',
    'Domiciliaciones',
    'Extractos',
    'Actividad',
    'Mensajes',
  ]);
  await expectNoSeriousViolations(page, 'phone menu open');
  // The toggle closes the menu; an entry chosen takes the menu away with it.
  await shell.menuToggle.tap();
  await expect(shell.menuToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(shell.sidebar).toBeHidden();
  await shell.go('Asociaciones');
  await expect(page).toHaveURL('/es/app/asociaciones');
  await expect(shell.sidebar).toBeHidden();
  // Listado by its address sends home.
  await page.goto('/es/app/listado');
  await expect(page).toHaveURL('/es/app/inicio');
});

test('each other role finds its sections behind the phone menu', async ({ page }) => {
  test.slow();
  const shell = new AppShell(page);
  const roles: { mail: string; entries?: string[]; has?: string[] }[] = [
    {
      mail: MEMBER.mail,
      entries: ['Inicio', 'Asociaciones', 'Dojos', 'Asociados', 'Mis pagos', 'Cursos', 'Grados'],
    },
    { mail: DOJO_ADMIN.mail, has: ['Cuotas', 'Carnets'] },
    { mail: ASSOCIATION_ADMIN.mail, has: ['Cuotas', 'Validaciones'] },
  ];
  for (const role of roles) {
    await signInAs(page, role.mail);
    await expect(shell.sidebar).toBeHidden();
    if (role.entries) await shell.expectEntries(role.entries);
    for (const entry of role.has ?? []) await shell.expectEntry(entry, true);
    await shell.expectEntry('Listado', false);
  }
});

test('the home of each role stacks its toggles, selectors and panels; a toggle changes the menu', async ({
  page,
}) => {
  test.slow();
  const home = new HomePage(page);
  const shell = new AppShell(page);
  for (const mail of [MEMBER.mail, DOJO_ADMIN.mail, ASSOCIATION_ADMIN.mail, ADMIN.mail]) {
    await signInAs(page, mail);
    await expect(home.heading).toHaveText('Inicio');
    await expect(home.panel('fees')).toBeVisible();
    const panels = ['fees', 'grades', 'own-courses', 'upcoming-courses'] as const;
    const lefts = await Promise.all(panels.map(async (name) => (await home.panel(name).boundingBox())!.x));
    expect(new Set(lefts.map(Math.round)).size, `${mail}: panels in one column`).toBe(1);
    await expectNoSidewaysScroll(page);
  }
  await expectNoSeriousViolations(page, 'home at 375 px');
  await expect(home.associationSelect).toBeVisible();
  await expect(home.dojoSelect).toBeVisible();
  // The toggles switch the sections the phone menu offers.
  await home.setRole('admin', false);
  await shell.expectEntry('Carnets', false);
  await home.setRole('admin', true);
  await shell.expectEntry('Carnets', true);
});

test('associations: cards sorted by a select, the form in one column', async ({ page }) => {
  await signInAs(page, ADMIN.mail);
  await page.goto('/es/app/asociaciones');
  const list = new ListPage(page);
  await expect(list.rows.first()).toBeVisible();
  await expectCards(page);
  const series = async () => (await list.column(2)).map((cell) => cell.replace(/^Serie\s*/, ''));
  const initial = await series();
  await list.sortBy('Serie', 'serie', true);
  await expect.poll(series).toEqual([...initial].sort().reverse());
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'association cards');

  await page.getByRole('button', { name: 'Añadir asociación' }).click();
  await expect(list.modal).toBeVisible();
  await expectOneColumn(list.modal);
  await expectFitsFrame(list.modal.locator('.edit-modal-body'));
  await expectNoSeriousViolations(page, 'association form at 375 px');
});

test('dojos: cards sorted by a select, the form in one column, the logo cropped by touch', async ({
  page,
}) => {
  test.slow();
  const dojos = new DojosPage(page);
  await signInAs(page, ADMIN.mail);
  await dojos.goto();
  await expect(dojos.rows.first()).toBeVisible();
  await expectCards(page);
  await dojos.expectSort('Nombre', 'nombre', 'ascending');
  await dojos.sortBy('Nombre', 'nombre');
  await dojos.expectSort('Nombre', 'nombre', 'descending');
  await expectNoSidewaysScroll(page);

  await dojos.addButton.click();
  await expect(dojos.modal).toBeVisible();
  await expectOneColumn(dojos.modal.locator('.dojo-fields'));
  await dojos.pickLogo({
    name: 'dojo.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoLikeJpeg(900, 1200, 21),
  });
  await expect(dojos.cropDialog).toBeVisible();
  // A finger drags the picture inside the frame (react-easy-crop moves it by a transform).
  const picture = dojos.cropDialog.locator('img');
  const before = await picture.getAttribute('style');
  const frame = (await dojos.cropDialog.getByRole('group').boundingBox())!;
  await touchDrag(page, frame.x + frame.width / 2, frame.y + frame.height / 2, 0, 80);
  await expect.poll(() => picture.getAttribute('style')).not.toBe(before);
  await expectNoSidewaysScroll(page);
  await dojos.cropDialog.getByRole('button', { name: 'Usar imagen' }).tap();
  await expect(dojos.logoPreview).toHaveAttribute('src', /^data:image\/png;base64,/);
});

test('members: cards sorted by a select and paged, the new member form in one column', async ({ page }) => {
  await signInAs(page, ADMIN.mail);
  const members = new MembersPage(page);
  await members.goto();
  await expect(members.rows.first()).toBeVisible();
  await expectCards(page);
  await expect(members.summary).toHaveText(/^1–15 de \d+$/);
  await members.next.tap();
  await expect(members.summary).toHaveText(/^16–30 de \d+$/);
  await members.sortBy('Nombre', 'nombre', true);
  await expect(members.currentPage).toHaveText('1');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'member cards');

  await members.addButton.click();
  await expect(members.modal).toBeVisible();
  await expectOneColumn(members.modal);
  await expectFitsFrame(members.modal.locator('.edit-modal-body'));
});

test('a plain member opens their own record from the avatar, in one column', async ({ page }) => {
  await signInAs(page, MEMBER.mail);
  const shell = new AppShell(page);
  await shell.avatarLink.tap();
  await expect(page).toHaveURL('/es/app/asociados/dojo_0/4/mod');
  const modal = new ListPage(page).modal;
  await expect(modal).toBeVisible();
  await expectOneColumn(modal);
  await expectNoSidewaysScroll(page);
});

test('the member view shows its panels in one column to the member and to an administrator', async ({
  page,
}) => {
  test.slow();
  const view = new MemberViewPage(page);
  for (const mail of [MEMBER.mail, ADMIN.mail]) {
    await signInAs(page, mail);
    await view.goto('01A0004');
    const panels = page.locator('section.mv-panel').filter({ visible: true });
    await expect(panels.nth(1)).toBeVisible();
    const lefts = await panels.evaluateAll((nodes) =>
      nodes.map((node) => Math.round(node.getBoundingClientRect().left)),
    );
    expect(new Set(lefts).size, `${mail}: panels at ${lefts.join(', ')}`).toBe(1);
    await expectNoSidewaysScroll(page);
  }
  await expect(view.manageGrades).toBeVisible();
  await expectNoSeriousViolations(page, 'member view at 375 px');
});

test('fee batches: cards with ticks a finger can hit, the batch’s members scrolling in their frame', async ({
  page,
}) => {
  await signInAs(page, DOJO_ADMIN.mail);
  const fees = new FeesPage(page);
  await fees.goto();
  await expect(fees.rows.first()).toBeVisible();
  await expectCards(page);
  await expectNoSidewaysScroll(page);

  await fees.addButton.tap();
  await expect(fees.modalTitle).toHaveText('Nueva remesa de cuotas');
  await fees.year.selectOption(String(new Date().getFullYear() + 1));
  await expect(fees.memberTicks.first()).toBeVisible();
  // A finger's target (WCAG 2.5.8): 24 px at least, the tick-all too.
  for (const tick of [fees.memberTicks.first(), fees.selectAll]) {
    const size = (await tick.boundingBox())!;
    expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(24);
  }
  await fees.memberTicks.first().tap();
  await expect(fees.tickedCount).not.toHaveText('Marcados: 0 adultos, 0 niños');
  await expectNoSidewaysScroll(page);
  await expectFitsFrame(fees.modal.locator('.edit-modal-body'));
  await expectNoSeriousViolations(page, 'fee batch modal at 375 px');
});

test('courses: cards, a new course’s sessions stacked and its poster cropped on the phone', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, DOJO_ADMIN.mail);
  const courses = new CoursesPage(page);
  const modal = new CourseModal(page);
  await courses.goto();
  await expect(courses.rows.first()).toBeVisible();
  await expectCards(page);
  await expectNoSidewaysScroll(page);

  await courses.addButton.tap();
  await expect(modal.title).toHaveText('Nuevo curso');
  await modal.addSession.tap();
  await modal.addSession.tap();
  // Each session a card of its own, one under the other.
  const first = (await modal.session(1).boundingBox())!;
  const second = (await modal.session(2).boundingBox())!;
  expect(Math.round(second.x)).toBe(Math.round(first.x));
  expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
  await modal.pickPoster({
    name: 'cartel.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoLikeJpeg(900, 1200, 21),
  });
  await expect(modal.cropDialog).toBeVisible();
  await expectNoSidewaysScroll(page);
  await modal.cropDialog.getByRole('button', { name: 'Usar imagen' }).tap();
  await expect(modal.cropDialog).toBeHidden();
  await expect(modal.posterPreview).toBeVisible();
  await expectFitsFrame(modal.root.locator('.edit-modal-body'));
  await expectNoSeriousViolations(page, 'new course at 375 px');
});

test('grades: the pending list as cards and the grade modal within the screen', async ({ page }) => {
  await signInAs(page, DOJO_ADMIN.mail);
  const grades = new GradesPage(page);
  const modal = new GradeModal(page);
  await grades.goto();
  await expect(grades.rows.first()).toBeVisible();
  await expectCards(page);
  await expectNoSidewaysScroll(page);

  await grades.gotoMember('01A0004');
  await grades.manageButton.tap();
  await expect(modal.title).toHaveText('Nuevo grado');
  await expect(modal.status('3º Kyu')).toHaveText('Regulado');
  await expectNoSidewaysScroll(page);
  await expectFitsFrame(modal.root.locator('.edit-modal-body'));
});

test('validations: the inbox as cards opens each kind’s screen on its row', async ({ page }) => {
  test.slow();
  await signInAs(page, ADMIN.mail);
  const inbox = new ValidationsPage(page);
  for (const [kind, url] of [
    ['Remesas', /\/es\/app\/cuotas\/\d+$/],
    ['Grados', /\/es\/app\/grados\/\d+$/],
    ['Títulos', /\/es\/app\/grados\/\d+\?tipo=titulo$/],
    ['Cursos', /\/es\/app\/cursos\/\d+$/],
  ] as const) {
    await inbox.goto();
    await expectCards(page, { sorted: false });
    await inbox.filter(kind);
    await expect(inbox.rows.first().locator('td[data-label="Tipo"]')).toHaveText(kind);
    await inbox.rowLink(inbox.rows.first()).tap();
    await expect(page).toHaveURL(url);
    await expect(inbox.highlightedRow).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
});

test('cards: the name column hidden, ticks in the cards', async ({ page }) => {
  await signInAs(page, ADMIN.mail);
  const cards = new CardsPage(page);
  await cards.goto();
  await expect(cards.rows.first()).toBeVisible();
  await expectCards(page);
  await expect(cards.cell(cards.rows.first(), 'Nombre')).toBeHidden();
  await expect(cards.cell(cards.rows.first(), 'Dojo')).toBeVisible();
  // Nothing ticked prints the whole list; one tick, that card alone.
  const tick = cards.tick(cards.printableRows.first());
  await expect(tick).not.toBeChecked();
  await tick.tap();
  await expect(tick).toBeChecked();
  await cards.expectPrintCount(1);
  await expectNoSidewaysScroll(page);
});

test('activity: the log as cards, an opened change within the screen', async ({ page, request }) => {
  // A change to read: dojo 1's city, through the API (as the desktop audit journey makes one).
  const headers = { authorization: `Bearer ${await demoToken(request, ADMIN.mail)}` };
  const fields =
    'name city associationId country province address contactPerson email maps phone schedule visible web';
  const stored = await request.post('/graphql', {
    headers,
    data: { query: `{ dojo(id: 1) { ${fields} } }` },
  });
  const dojo = (await stored.json()).data.dojo;
  const city = `Ciudad ${Date.now() % 100000}`;
  await request.post('/graphql', {
    headers,
    data: {
      query: 'mutation ($input: DojoInput!) { updateDojo(id: 1, input: $input) { city } }',
      variables: { input: { ...dojo, city } },
    },
  });

  await signInAs(page, ADMIN.mail, { at: '/es/app/auditoria' });
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de actividad' })).toBeVisible();
  await page.getByLabel('Registro', { exact: true }).selectOption({ label: 'Dojo' });
  await page.getByLabel('Acción', { exact: true }).selectOption({ label: 'Cambio' });
  const row = page.locator('tr, .list-card', { hasText: 'Dojo 1' }).first();
  await expect(row).toBeVisible();
  await expectCards(page, { sorted: false });
  await row.locator('summary').tap();
  await expect(row.locator('.audit-change', { hasText: 'ciudad' })).toContainText(city);
  await expectNoSidewaysScroll(page);
});
