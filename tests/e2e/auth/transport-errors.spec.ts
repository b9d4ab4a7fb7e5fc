import { expect, test } from '../support/fixtures';
import { SignInPage } from '../pom/SignInPage';
import { MEMBER } from '../support/demo';

// Part 3 §8, client status codes: 1 when the server does not answer, 2 for a non-2xx answer.
test('no answer from the server shows code 1, an answer that is not 2xx code 2 with its status, text and type', async ({
  page,
}) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await page.route('**/graphql', (route) => route.abort('connectionrefused'));
  await signIn.signIn(MEMBER.mail, 'whatever1');
  await expect(signIn.errorLine).toHaveText('El microservicio no responde');

  await page.unroute('**/graphql');
  await page.route('**/graphql', (route) =>
    route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Service Unavailable</h1>' }),
  );
  await signIn.signIn(MEMBER.mail, 'whatever1');
  await expect(signIn.errorLine).toHaveText('Problema de conexión: 503 Service Unavailable (basic)');
});
