import { tokenOwner } from './tokenOwner';

const token = (payload: object) =>
  ['e30', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'sig'].join('.');

const session = {
  id: 7,
  admin: true,
  adm_asoc: false,
  adm_dojo: false,
  admin_orig: true,
  adm_asoc_orig: false,
  adm_dojo_orig: false,
  dojo: 3,
  asoc: 1,
  avatar: 'a.jpg',
  ver: 0,
  jti: 'one',
  sid: 'sign-in',
  exp: 100,
};

describe('token owner', () => {
  it('tells members apart', () => {
    expect(tokenOwner(token(session))).not.toBe(tokenOwner(token({ ...session, id: 8 })));
  });

  it('changes with a role switched on or off, or another association or dojo', () => {
    const owner = tokenOwner(token(session));
    expect(tokenOwner(token({ ...session, admin: false }))).not.toBe(owner);
    expect(tokenOwner(token({ ...session, adm_dojo: true }))).not.toBe(owner);
    expect(tokenOwner(token({ ...session, adm_asoc: true }))).not.toBe(owner);
    expect(tokenOwner(token({ ...session, dojo: 4 }))).not.toBe(owner);
    expect(tokenOwner(token({ ...session, asoc: 2, dojo: 9 }))).not.toBe(owner);
    // Roles held change with a save of one's own record, and with them the toggles offered.
    expect(tokenOwner(token({ ...session, adm_asoc_orig: true }))).not.toBe(owner);
  });

  it('is the same for a renewed token with the same claims', () => {
    const renewed = { ...session, jti: 'two', exp: 200, ver: 1, avatar: 'b.jpg' };
    expect(tokenOwner(token(renewed))).toBe(tokenOwner(token(session)));
  });

  it('is none without a token, and the token itself when it cannot be read', () => {
    expect(tokenOwner(null)).toBe('none');
    expect(tokenOwner('not-a-token')).toBe('not-a-token');
  });
});
