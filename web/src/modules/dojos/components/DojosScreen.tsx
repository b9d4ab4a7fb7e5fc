export function DojosScreen() {
  return null;
}
