import { expect, test } from '@playwright/test';
import { AppShell } from '../pom/AppShell';
import { chromium } from '../support/chromium';
import { ADMIN, signInAs } from '../support/demo';

// Opened from another computer the address is an ordinary http:// one, which the browser does not
// treat as secure as it does 127.0.0.1. Chromium resolves this LAN-like name to the loopback
// address, so the traffic never leaves the machine.
const port = Number(process.env.E2E_PORT ?? 4173);
const LAN_NAME = 'federa.lan';

test.use({
  launchOptions: { ...chromium, args: [...chromium.args, `--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`] },
  baseURL: `http://${LAN_NAME}:${port}`,
});

test('under a LAN name over plain HTTP the app loads its scripts and styles, and signs in', async ({
  page,
}) => {
  const upgraded: string[] = [];
  page.on('requestfailed', (request) => upgraded.push(request.url()));

  await signInAs(page, ADMIN.mail);
  const shell = new AppShell(page);
  await shell.openMenuIfCollapsed();
  await expect(shell.memberName).toBeVisible();
  await expect(shell.sidebar).toBeVisible();
  await expect(page).toHaveURL(`http://${LAN_NAME}:${port}/es/app/inicio`);
  // Styles applied: the page is not the browser's unstyled default.
  await expect(page.locator('body')).toHaveCSS('margin-top', '0px');
  expect(upgraded.filter((url) => url.startsWith('https://'))).toEqual([]);
});
