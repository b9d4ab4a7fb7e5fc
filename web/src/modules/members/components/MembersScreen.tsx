export function MembersScreen() {
  return null;
}
