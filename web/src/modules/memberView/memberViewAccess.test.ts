import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { sendsHome } from './memberViewAccess';

const refusal = (code: string) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code } }] });

describe('sendsHome: which answers about a member send the caller home (part 2 §8)', () => {
  it('sends home when the member is missing or not visible: null, or NOT_FOUND', () => {
    expect(sendsHome({ member: null }, undefined)).toBe(true);
    expect(sendsHome(undefined, refusal('NOT_FOUND'))).toBe(true);
  });

  it('keeps the caller on the view for a member, a failed call or another refusal', () => {
    expect(sendsHome({ member: { id: 1 } }, undefined)).toBe(false);
    expect(sendsHome(undefined, new TypeError('Failed to fetch'))).toBe(false);
    expect(sendsHome(undefined, refusal('INTERNAL_SERVER_ERROR'))).toBe(false);
    expect(sendsHome(undefined, undefined)).toBe(false);
  });
});
