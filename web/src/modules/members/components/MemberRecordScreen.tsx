export function MemberRecordScreen() {
  return null;
}
