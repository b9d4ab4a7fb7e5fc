import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SignInPage } from '../pom/SignInPage';

// The demo federation's fixed accounts (graph/src/tools/demo/accounts.ts): ids 1 to 5, always.
export const DEMO_PASSWORD = 'aikido123';
export const ADMIN = { mail: 'admin@demo.federa' };
export const MEMBER = { mail: 'miembro@demo.federa', name: 'Pablo Santos Lería' };
// Wrong-password journeys use another account than the sign-in journey: five failures lock an
// account for a while, and the suite must not lock itself out.
export const DOJO_ADMIN = { mail: 'dojo@demo.federa' };
export const NEW_MEMBER = {
  id: 5,
  mail: 'nuevo@demo.federa',
  numAcae: '01A0005',
  code: 'demo-validacion-federa',
};

/** The validation link the demo hands to its one unvalidated member. */
export const DEMO_VALIDATION_LINK = `/es/app/asociados/usuario/${NEW_MEMBER.numAcae}?mail=${NEW_MEMBER.mail}&valCode=${NEW_MEMBER.code}`;

async function graphql<T>(request: APIRequestContext, query: string, variables: object, token?: string) {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return (await response.json()) as { data?: T; errors?: { message: string }[] };
}

/**
 * A usable validation link for the new member: the demo's own link while it is unspent (the first
 * run on a fresh database), otherwise a new one issued by the global administrator, as the member
 * screen's reset-password button does. Keeps the journey independent of order and retries.
 */
export async function usableValidationLink(request: APIRequestContext): Promise<string> {
  const check = await graphql<{ validationLink: { mail: string } }>(
    request,
    'query ($mail: String!, $code: String!) { validationLink(mail: $mail, code: $code) { mail } }',
    { mail: NEW_MEMBER.mail, code: NEW_MEMBER.code },
  );
  if (check.data?.validationLink) return DEMO_VALIDATION_LINK;

  const reset = await graphql<{ resetMemberPassword: { link: string } }>(
    request,
    'mutation ($id: Int!) { resetMemberPassword(memberId: $id) { link } }',
    { id: NEW_MEMBER.id },
    await demoToken(request, ADMIN.mail),
  );
  expect(reset.errors).toBeUndefined();
  return reset.data!.resetMemberPassword.link;
}

export const ASSOCIATION_ADMIN = { mail: 'asoc@demo.federa' };

/** Signs in through the form, as a person does, and waits for the shell's home. */
export async function signInWithForm(
  page: Page,
  mail: string,
  lang: 'es' | 'en' | 'fr' = 'es',
  password = DEMO_PASSWORD,
) {
  const form = new SignInPage(page, lang);
  await form.goto();
  await form.signIn(mail, password);
  await expect(page).toHaveURL(`/${lang}/app/inicio`);
  await expect(page.locator('.member-name')).toBeAttached();
}

// One sign-in per demo account and worker, shared by its journeys (a worker process serves one
// database and server: fixtures.ts). A journey that signs out ends that sign-in for every later
// journey of its worker: such journeys use signInWithForm.
const tokens = new Map<string, Promise<string>>();

/** The worker's token of a demo account, signed in through the API the first time it is asked. */
export function demoToken(
  request: APIRequestContext,
  mail: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  let token = tokens.get(mail);
  if (!token) {
    token = graphql<{ signIn: { token: string } }>(
      request,
      'mutation ($mail: String!, $password: String!) { signIn(mail: $mail, password: $password) { token } }',
      { mail, password },
    ).then((answer) => {
      expect(answer.errors).toBeUndefined();
      return answer.data!.signIn.token;
    });
    tokens.set(mail, token);
    token.catch(() => tokens.delete(mail));
  }
  return token;
}

type Lang = 'es' | 'en' | 'fr';

/**
 * Opens the app signed in, for journeys that are not about signing in: the storage state the web
 * client keeps after signing in (its token in localStorage, see
 * web/src/modules/session/tokenStore.ts) with the worker's one sign-in of that account, given
 * before the first page loads. It opens the home, or the screen `at` (one page load, not two).
 * A demo account by default; `password` for an account a journey made (membersApi.ts).
 */
export async function signInAs(
  page: Page,
  mail: string,
  where: Lang | { lang?: Lang; at?: string; password?: string } = 'es',
) {
  const { lang = 'es', at, password } = typeof where === 'string' ? { lang: where } : where;
  // The origin the state belongs to: the page's base URL (the worker's server, or a name for it).
  const origin = new URL((await page.request.head('/')).url()).origin;
  const token = await demoToken(page.request, mail, password);
  await page.context().setStorageState({
    cookies: [],
    origins: [{ origin, localStorage: [{ name: 'token', value: token }] }],
  });
  await page.goto(at ?? `/${lang}/app/inicio`);
  if (!at) await expect(page).toHaveURL(`/${lang}/app/inicio`);
  await expect(page.locator('.member-name')).toBeAttached();
}
