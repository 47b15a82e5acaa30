'use client';

import { useSyncExternalStore } from 'react';
import { SectionCard } from '@/components/practice/section-card';
import { INBOX_FIGURES } from '@/lib/practice/inbox/figures';

// How a test reads the practice inbox (docs/practice/practice-bank.md#reading-the-inbox): its address, and the calls
// in curl and Python with this site's own address filled in once the page is live (the server renders a
// placeholder, so hydration matches).

const INBOX = '/api/practice/v1/inbox';
const noSubscription = () => () => {};
const siteOrigin = () => window.location.origin;

function Command({ label, testId, text }: { label: string; testId: string; text: string }) {
  return (
    <figure className="mt-3">
      <figcaption className="text-sm font-medium text-slate-700">{label}</figcaption>
      <pre tabIndex={0} role="region" aria-label={label} data-test={testId} className="mt-1 overflow-x-auto rounded-lg bg-slate-900 p-3 text-sm text-slate-100">
        <code>{text}</code>
      </pre>
    </figure>
  );
}

export function InboxApiSection() {
  const origin = useSyncExternalStore(noSubscription, siteOrigin, () => 'https://this-site');
  const python = [
    'import re, requests',
    `inbox = '${origin}${INBOX}'`,
    "headers = {'Authorization': f'Bearer {token}'}",
    "last_id = requests.get(inbox, headers=headers).json()['lastId']",
    '# … open the account or ask for a sign-in code, then:',
    "reply = requests.get(inbox, params={'since': last_id, 'wait': 20}, headers=headers, timeout=30).json()",
    "code = re.search(r'\\b\\d{6}\\b', reply['messages'][0]['text']).group()",
  ].join('\n');
  return (
    <SectionCard headingId="inbox-api-title" title="Read the inbox from your tests" description="With a practice token made above: no sleeping, a long-poll waits for the mail." testId="inbox-api" size="roomy">
      <p className="mt-3 text-lg">
        <code className="rounded bg-slate-100 px-2 py-1 text-ink" data-test="inbox-api-url">
          {INBOX}
        </code>
      </p>
      <p className="mt-3 text-sm text-slate-700">
        <code>since</code> takes the <code>lastId</code> of your last read; <code>wait</code> (up to {INBOX_FIGURES.maxWaitSeconds} s) holds the reply until a
        message arrives; <code>to</code> keeps one address&apos;s mail. <code>{INBOX}/{'{id}'}/raw</code> is the whole message as <code>message/rfc822</code>,
        and DELETE empties the inbox.
      </p>
      <Command label="Your messages" testId="inbox-curl-list" text={`curl -H "Authorization: Bearer $TOKEN" ${origin}${INBOX}`} />
      <Command label="Wait up to 20 s for the next one" testId="inbox-curl-wait" text={`curl -H "Authorization: Bearer $TOKEN" "${origin}${INBOX}?since=$LAST_ID&wait=20"`} />
      <Command label="Python (requests)" testId="inbox-python" text={python} />
    </SectionCard>
  );
}
