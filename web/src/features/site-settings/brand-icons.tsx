import type { SVGProps } from 'react';

// Brand marks drawn inline (the icon set carries no brand logos).
type IconProps = SVGProps<SVGSVGElement>;
const base = { viewBox: '0 0 24 24', fill: 'currentColor', 'aria-hidden': true } as const;

export const FacebookIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z" />
  </svg>
);
export const XIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.3L5.6 21h-3l7.1-8.1L2.2 3h6.2l4.3 5.7zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
  </svg>
);
export const InstagramIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21.9 8c0-1.5-.4-2.8-1.5-3.9S17.6 2.6 16.1 2.5C14.6 2.4 9.4 2.4 7.9 2.5 6.4 2.6 5.1 3 4 4S2.6 6.4 2.5 7.9c-.1 1.5-.1 6.7 0 8.2.1 1.5.4 2.8 1.5 3.9s2.4 1.4 3.9 1.5c1.5.1 6.7.1 8.2 0 1.5-.1 2.8-.4 3.9-1.5s1.4-2.4 1.5-3.9c.1-1.5.1-6.7 0-8.2zM19.8 18a3 3 0 0 1-1.7 1.7c-1.2.5-4 .4-5.3.4s-4.1.1-5.3-.4A3 3 0 0 1 5.8 18c-.5-1.2-.4-4-.4-5.3s-.1-4.1.4-5.3A3 3 0 0 1 7.5 5.7c1.2-.5 4-.4 5.3-.4s4.1-.1 5.3.4A3 3 0 0 1 19.8 7.4c.5 1.2.4 4 .4 5.3s.1 4.1-.4 5.3z" />
  </svg>
);
export const LinkedinIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M6.9 21H3.3V9h3.6zM5.1 7.4a2.1 2.1 0 1 1 0-4.2 2.1 2.1 0 0 1 0 4.2zM21 21h-3.6v-5.8c0-1.4 0-3.2-2-3.2s-2.2 1.5-2.2 3.1V21H9.6V9h3.4v1.6h.1a3.8 3.8 0 0 1 3.4-1.9c3.6 0 4.3 2.4 4.3 5.5z" />
  </svg>
);
export const YoutubeIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M22 7.2a2.8 2.8 0 0 0-2-2C18.3 4.8 12 4.8 12 4.8s-6.3 0-8 .4a2.8 2.8 0 0 0-2 2A29 29 0 0 0 1.6 12a29 29 0 0 0 .4 4.8 2.8 2.8 0 0 0 2 2c1.7.4 8 .4 8 .4s6.3 0 8-.4a2.8 2.8 0 0 0 2-2 29 29 0 0 0 .4-4.8 29 29 0 0 0-.4-4.8zM10 15V9l5.2 3z" />
  </svg>
);
