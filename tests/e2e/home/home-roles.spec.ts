import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { HomePage, type RoleSwitch } from '../pom/HomePage';
import { ADMIN, ASSOCIATION_ADMIN, DOJO_ADMIN, MEMBER, signInAs, signInWithForm } from '../support/demo';
import { createValidatedMember } from '../support/membersApi';

type Expected = {
  mail: string;
  enabled: RoleSwitch[];
  checked: RoleSwitch[];
  association: boolean;
  dojo: boolean;
};

// Part 2 §6: toggles enabled by the roles held, checked by those in force; the association
// selector for the national administrator, the dojo selector for national and association ones.
const ROLES: Expected[] = [
  {
    mail: ADMIN.mail,
    enabled: ['admin', 'association', 'dojo'],
    checked: ['admin'],
    association: true,
    dojo: true,
  },
  {
    mail: ASSOCIATION_ADMIN.mail,
    enabled: ['association', 'dojo'],
    checked: ['association'],
    association: false,
    dojo: true,
  },
  { mail: DOJO_ADMIN.mail, enabled: ['dojo'], checked: ['dojo'], association: false, dojo: false },
  { mail: MEMBER.mail, enabled: [], checked: [], association: false, dojo: false },
];

for (const role of ROLES) {
  test(`the home of ${role.mail}: its toggles and selectors`, { tag: '@phone' }, async ({ page }) => {
    await signInAs(page, role.mail);
    const home = new HomePage(page);
    await expect(home.heading).toHaveText('Inicio');
    for (const name of ['admin', 'association', 'dojo'] as const) {
      await expect(home.toggle(name)).toBeEnabled({ enabled: role.enabled.includes(name) });
      await expect(home.toggle(name)).toBeChecked({ checked: role.checked.includes(name) });
    }
    await expect(home.associationSelect).toHaveCount(role.association ? 1 : 0);
    await expect(home.dojoSelect).toHaveCount(role.dojo ? 1 : 0);
    if (role.dojo) await expect(home.dojoSelect).toBeEnabled();
    for (const panel of ['fees', 'grades', 'own-courses', 'upcoming-courses'] as const)
      await expect(home.panel(panel)).toBeVisible();
    await expectNoSeriousViolations(page, `home of ${role.mail}`);
  });
}

test(
  'a member with nothing yet sees the empty states of part 2 §8',
  { tag: '@phone' },
  async ({ page, request }) => {
    const member = await createValidatedMember(request);
    await signInWithForm(page, member.mail, 'es', 'tenkan2025');
    const home = new HomePage(page);
    await expect(home.panel('fees')).toContainText('No hay cuotas pagadas');
    await expect(home.panel('grades')).toContainText('No tienes grados regulados');
    await expect(home.panel('grades')).toContainText('No tienes titulos regulados');
    await expect(home.panel('own-courses')).toContainText('No tienes cursos');
    await expect(home.associationSelect).toHaveCount(0);
    await expect(home.dojoSelect).toHaveCount(0);
  },
);
