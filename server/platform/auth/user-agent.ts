import Bowser from 'bowser';
import { createHash } from 'node:crypto';

/** A session's browser and device in words ('Chrome 140', 'macOS · Desktop'), from its user agent. */
export function describeUserAgent(userAgent: string | null | undefined): { browser: string; device: string } {
  if (!userAgent) return { browser: 'Unknown browser', device: 'Unknown device' };
  const p = Bowser.parse(userAgent);
  const major = p.browser.version?.split('.')[0];
  const browser = p.browser.name ? `${p.browser.name}${major ? ` ${major}` : ''}` : 'Unknown browser';
  const type = p.platform.type ? p.platform.type[0]!.toUpperCase() + p.platform.type.slice(1) : '';
  const os = p.os.name ?? '';
  const device = [os, type].filter(Boolean).join(' · ') || 'Unknown device';
  return { browser, device };
}

/**
 * What makes a browser 'new' for an account: its name, system and kind of device, not its
 * version (an update is not a new browser). Hashed: the known-browsers table keeps no user agent.
 */
export function browserKey(userAgent: string | null | undefined): string {
  const p = Bowser.parse(userAgent || 'unknown');
  return createHash('sha256')
    .update(`${p.browser.name ?? '?'}|${p.os.name ?? '?'}|${p.platform.type ?? '?'}`)
    .digest('hex');
}
