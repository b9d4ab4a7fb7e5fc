/** The claims that decide what a session may see (graph/src/modules/auth/token.ts). */
const ROLE_CLAIMS = [
  'admin',
  'adm_asoc',
  'adm_dojo',
  'admin_orig',
  'adm_asoc_orig',
  'adm_dojo_orig',
] as const;

/**
 * Whose session a token is and what it sees: the member (`id`), the roles in force and held, and
 * the place it works as (`dojo`, `asoc`), read without verifying the token (that is the server's
 * job). A role toggle or a profile switch changes it, so the cache of the former scope goes; a
 * token renewed with the same claims (a password change) keeps it.
 */
export function tokenOwner(token: string | null): string {
  if (!token) return 'none';
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(payload)) as Record<string, unknown>;
    if (claims.id === undefined) return token;
    const roles = ROLE_CLAIMS.map((claim) => (claims[claim] ? '1' : '0')).join('');
    return `member:${String(claims.id)} roles:${roles} dojo:${String(claims.dojo)} asoc:${String(claims.asoc)}`;
  } catch {
    return token;
  }
}
