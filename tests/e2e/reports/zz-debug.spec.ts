import { test } from '../support/fixtures';
import { ADMIN, signInAs } from '../support/demo';

test('debug', async ({ page }) => {
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  page.on('response', async (r) => {
    if (r.url().includes('graphql')) console.log('GQL', r.status(), (await r.text()).slice(0, 300));
  });
  await signInAs(page, ADMIN.mail);
  await page.goto('/es/app/listado/999999');
  await page.waitForTimeout(4000);
});
