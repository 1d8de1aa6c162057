import { SettingsForms } from '../../features/admin-site/settings-form.tsx';

export function AdminSettingsPage() {
  return <SettingsForms />;
}
