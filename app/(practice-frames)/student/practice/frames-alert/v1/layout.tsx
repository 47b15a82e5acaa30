import type { Metadata } from 'next';
import type { ReactNode } from 'react';

// The bare pages of Frames & Alert (docs/practice/frames-alert.md): what its iframes and new windows load.
// This route group has no portal layout (no sidebar, no header): a frame shows only its own content. The
// root layout still gives <html lang> and <body>. Each page checks the role itself (frameLearnerPlanted) and
// has its own <main>, named by its heading: axe compares landmarks across a page and its frames, and the
// portal page around the frames has an unnamed <main> already.
// Same-origin framing is allowed by the site's headers (frame-ancestors 'self', X-Frame-Options SAMEORIGIN).

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function PracticeFramesLayout({ children }: { children: ReactNode }) {
  return <div className="min-h-screen bg-white p-4 text-ink sm:p-5">{children}</div>;
}
