import { describe, expect, it } from 'vitest';
import { pageTitle, withSiteName } from '../../../domain/shared/page-titles.ts';
import { ADMIN_SECTIONS, adminHref } from '../pages/admin/admin-sections.ts';

// An admin page's title (domain/shared/page-titles.ts, which the server also reads) is its section's name.
describe('admin page titles', () => {
  it.each(ADMIN_SECTIONS.map((s) => [adminHref(s.path), s.label]))('%s is named %s', (path, label) => {
    expect(pageTitle(path)).toBe(withSiteName(`Admin: ${label}`));
  });
});
