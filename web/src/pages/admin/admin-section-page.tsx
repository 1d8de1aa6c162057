import { PageHeader } from '../../ui/page.tsx';
import { ADMIN_SECTIONS } from './admin-layout.tsx';

export function AdminSectionPage({ section }: { section: (typeof ADMIN_SECTIONS)[number]['path'] }) {
  const s = ADMIN_SECTIONS.find((x) => x.path === section) ?? ADMIN_SECTIONS[0];
  return <PageHeader title={s.label} subtitle={s.line} />;
}
