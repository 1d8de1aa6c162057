export function AdminContentPage() {
  return null;
}
