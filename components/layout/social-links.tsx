import type { ReactNode } from 'react';

interface SocialLink {
  name: string;
  href: string;
  icon: ReactNode;
}

// The networks' own home pages: the academy's profile addresses are not part of the spec.
const socialLinks: readonly SocialLink[] = [
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/',
    icon: (
      <>
        <rect x="2.5" y="9" width="4" height="12" rx="0.5" />
        <circle cx="4.5" cy="4.75" r="2.25" />
        <path d="M9.5 9h3.8v1.7h.05c.55-1 1.85-2 3.8-2 4.05 0 4.85 2.55 4.85 5.9V21h-4v-5.65c0-1.35-.05-3.1-1.9-3.1-1.9 0-2.2 1.45-2.2 3V21h-4z" />
      </>
    ),
  },
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/',
    icon: <path d="M13.5 22v-8h2.7l.45-3.2H13.5V8.8c0-.9.3-1.55 1.6-1.55h1.7V4.4a22 22 0 0 0-2.45-.13c-2.45 0-4.1 1.5-4.1 4.2v2.33H7.5V14h2.75v8z" />,
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/',
    icon: (
      <>
        <path d="M21.6 7.2a2.5 2.5 0 0 0-1.77-1.77C18.27 5 12 5 12 5s-6.27 0-7.83.43A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.77 1.77C5.73 19 12 19 12 19s6.27 0 7.83-.43a2.5 2.5 0 0 0 1.77-1.77A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8Z" />
        <path d="M10 15.2 15.2 12 10 8.8Z" className="fill-brand-900 transition-colors group-hover:fill-white" />
      </>
    ),
  },
  {
    name: 'X',
    href: 'https://x.com/',
    icon: (
      <path d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.84-6.32L5.46 21H2.38l7.17-8.2L2 3h6.33l4.37 5.78zm-1.08 16.18h1.7L7.4 4.72H5.58z" />
    ),
  },
];

/** Outbound social links; each opens a new tab, and its name says so for screen-reader users. */
export function SocialLinks() {
  return (
    <ul className="flex gap-3">
      {socialLinks.map((link) => (
        <li key={link.name}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.name} (opens in a new tab)`}
            className="group grid size-10 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-white hover:text-brand-900"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="size-5">
              {link.icon}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
