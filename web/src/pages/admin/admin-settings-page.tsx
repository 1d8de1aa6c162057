export function AdminSettingsPage() {
  return null;
}
