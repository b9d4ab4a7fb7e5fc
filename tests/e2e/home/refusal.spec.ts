import { expect, test } from '../support/fixtures';
import { HomePage } from '../pom/HomePage';
import { DOJO_ADMIN, MEMBER, demoToken, signInAs } from '../support/demo';

/**
 * The server refuses a toggle beyond the roles a member holds (tests/integration/auth proves it
 * over HTTP); the home never offers one, since it enables toggles by the same roles, and a change
 * of a member's roles ends their tokens. So the browser gets the server's own refusal, asked for
 * by a plain member wanting the national role, in answer to its toggle.
 */
test(
  'a refused permission change says Permiso denegado / No puedes ponerte este permiso',
  { tag: '@phone' },
  async ({ page, request }) => {
    const refused = await request.post('/graphql', {
      data: {
        query:
          'mutation SetPermission($role: RoleToggle!, $enabled: Boolean!) { setPermission(role: $role, enabled: $enabled) { token } }',
        variables: { role: 'ADMIN', enabled: true },
      },
      headers: { authorization: `Bearer ${await demoToken(request, MEMBER.mail)}`, 'accept-language': 'es' },
    });
    const answer = (await refused.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    await signInAs(page, DOJO_ADMIN.mail);
    const home = new HomePage(page);
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (body.operationName !== 'SetPermission') return route.fallback();
      await route.fulfill({
        status: refused.status(),
        contentType: 'application/json',
        body: JSON.stringify(answer),
      });
    });
    await home.toggle('dojo').click();
    await expect(home.refusal).toBeVisible();
    await expect(home.refusal).toContainText('No puedes ponerte este permiso');
    await home.refusal.getByRole('button').click();
    // Nothing changed: the dojo administrator is still one.
    await expect(home.toggle('dojo')).toBeChecked();
    await expect(home.toggle('dojo')).toBeEnabled();
  },
);
