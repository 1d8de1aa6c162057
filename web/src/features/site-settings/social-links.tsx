import { Globe, Mail, Phone } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { FacebookIcon, InstagramIcon, LinkedinIcon, XIcon, YoutubeIcon } from './brand-icons.tsx';
import { useSocialLinks, type SocialLink } from './api.ts';

const ICONS: Record<SocialLink['platform'], ComponentType<SVGProps<SVGSVGElement>>> = {
  facebook: FacebookIcon,
  twitter: XIcon,
  instagram: InstagramIcon,
  linkedin: LinkedinIcon,
  youtube: YoutubeIcon,
  email: Mail,
  phone: Phone,
  website: Globe,
};

const LABELS: Record<SocialLink['platform'], string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  email: 'E-mail',
  phone: 'Phone',
  website: 'Website',
};

/** SPEC 2 footer: social links from the site setting with key social. */
export function SocialLinks() {
  const { data } = useSocialLinks();
  const links = (data ?? []).filter((l) => l.platform in ICONS);
  if (links.length === 0) return null;
  return (
    <ul className="mt-5 flex flex-wrap gap-2" aria-label="Follow us">
      {links.map((link) => {
        const Icon = ICONS[link.platform];
        const external = link.url.startsWith('http');
        return (
          <li key={`${link.platform}-${link.url}`}>
            <a
              href={link.url}
              aria-label={LABELS[link.platform]}
              title={LABELS[link.platform]}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className="flex size-9 items-center justify-center rounded-full bg-slate-800 text-slate-300 transition hover:bg-brand-500 hover:text-slate-950"
            >
              <Icon className="size-4" aria-hidden />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
