import { tokenOwner } from './tokenOwner';

const token = (payload: object) =>
  ['e30', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'sig'].join('.');

describe('token owner', () => {
  it('is the member of the token, whatever else the token carries', () => {
    expect(tokenOwner(token({ id: 7, admin: false }))).toBe('member:7');
    expect(tokenOwner(token({ id: 7, admin: true }))).toBe('member:7');
    expect(tokenOwner(token({ id: 8 }))).toBe('member:8');
  });

  it('is none without a token, and the token itself when it cannot be read', () => {
    expect(tokenOwner(null)).toBe('none');
    expect(tokenOwner('not-a-token')).toBe('not-a-token');
  });
});
