export function AdminStripePage() {
  return null;
}
