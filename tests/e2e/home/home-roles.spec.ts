import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { HomePage, type RoleSwitch } from '../pom/HomePage';
import { ADMIN, ASSOCIATION_ADMIN, DOJO_ADMIN, MEMBER, signInAs } from '../support/demo';

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

// Which toggle and selector each role gets is HomeControls.test.tsx's; the panels' empty states
// are panels.test.tsx's. Here each role opens its real home once, with its real session.
test('each role opens its home: its toggles, selectors and panels', async ({ page }) => {
  // Merged journeys (issue 28): several screens' worth of steps on a busy machine.
  test.slow();
  for (const role of ROLES) {
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
    // The national administrator's home holds every control the others' do.
    if (role.mail === ADMIN.mail) await expectNoSeriousViolations(page, `home of ${role.mail}`);
  }
});
