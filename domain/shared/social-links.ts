// The footer's social links, read from the stored `social` setting. No zod here: the footer is on every page's
// first paint (decision 009), and an admin saved the links through admin-settings' socialSettingsInput.
import type { SocialLink } from './public-settings.ts';

/** The links of the `social` setting's value; none when it holds none. */
export function socialLinksOf(value: unknown): SocialLink[] {
  const links = typeof value === 'object' && value !== null && 'links' in value ? value.links : undefined;
  return Array.isArray(links) ? (links as SocialLink[]) : [];
}
