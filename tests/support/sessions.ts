import { DEMO_PASSWORD } from './constants';
import type { TestServer } from './test-server';

/** Signs in over REST as the legacy client does, and returns the token. */
export async function signIn(t: TestServer, mail: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await t.rest('POST', '/login', { headers: { mail, psw: password } });
  if (answer.body.estado !== 0 || typeof answer.body.token !== 'string') {
    throw new Error(`sign-in of ${mail} failed: ${JSON.stringify(answer.body)}`);
  }
  return answer.body.token;
}

export function decodePayload(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}
