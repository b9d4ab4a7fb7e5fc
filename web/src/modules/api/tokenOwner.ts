/** Whose session a token is (its `id` claim), without verifying it: that is the server's job. */
export function tokenOwner(token: string | null): string {
  if (!token) return 'none';
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const { id } = JSON.parse(atob(payload)) as { id?: unknown };
    return id === undefined ? token : `member:${String(id)}`;
  } catch {
    return token;
  }
}
