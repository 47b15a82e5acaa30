import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CreateCredentialForm } from '@/components/practice/practice-credentials/create-credential-form';
import { CredentialRow } from '@/components/practice/practice-credentials/credential-row';
import { PracticeCredentials } from '@/components/practice/practice-credentials/practice-credentials';
import { ReadStateView } from '@/components/practice/practice-credentials/read-state-view';
import { SecretReveal } from '@/components/practice/practice-credentials/secret-reveal';
import { PRACTICE_CREDENTIALS_MSG } from '@/lib/messages';

// The practice credentials panel (components/practice/practice-credentials/), rendered to HTML: the hooks a learner's
// test selects by, an accessible name on every control, and each state a list can be in. The panel is not on a page
// yet; the exercise that shows it adds its journey to the e2e suite.

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const html = (node: React.ReactElement) => renderToStaticMarkup(node);

describe('the practice credentials panel', () => {
  it('opens with both lists loading, each with its create form', () => {
    const page = html(<PracticeCredentials />);
    for (const hook of ['practice-credentials', 'token-section', 'client-section', 'token-list-loading', 'client-list-loading']) {
      expect(page).toContain(`data-test="${hook}"`);
    }
    for (const kind of ['token', 'client']) {
      expect(page).toContain(`data-test="${kind}-name-input"`);
      expect(page).toContain(`data-test="${kind}-create"`);
    }
    expect(page).toMatch(/<h2 id="practice-credentials-title"[^>]*>Practice credentials<\/h2>/);
    expect(page).toContain('>Personal access tokens</h3>');
    expect(page).toContain('>OAuth 2.0 clients</h3>');
    // Every text field is labelled.
    for (const [, id] of page.matchAll(/<input[^>]*id="([^"]+)"/g)) expect(page).toContain(`for="${id}"`);
  });

  it('names each row action after its credential, and shows "Never" for one not used yet', () => {
    const row = html(
      <CredentialRow kind="client" id={7} name="k6 run" createdAt="2031-03-01T10:00:00.000Z" lastUsedAt={null} detail={{ label: 'client_id', value: 'qac_0123' }} removeLabel="Delete" onRotate={vi.fn()} onRemove={vi.fn()} />,
    );
    expect(row).toContain('aria-label="Rotate k6 run"');
    expect(row).toContain('aria-label="Delete k6 run"');
    expect(row).toContain('data-test="client-rotate"');
    expect(row).toContain('data-test="client-delete"');
    expect(row).toContain('data-id="7"');
    expect(row).toMatch(/data-test="client-last-used">Never</);
    expect(row).toContain('<time dateTime="2031-03-01T10:00:00.000Z" data-test="client-created">');
    expect(row).toContain('<code data-test="client-client-id">qac_0123</code>');
    const tokenRow = html(<CredentialRow kind="token" id={1} name="Postman" createdAt="2031-03-01T10:00:00.000Z" lastUsedAt="2031-03-02T09:30:00.000Z" removeLabel="Revoke" onRotate={vi.fn()} onRemove={vi.fn()} />);
    expect(tokenRow).toContain('data-test="token-revoke"');
    expect(tokenRow).toContain('<time dateTime="2031-03-02T09:30:00.000Z" data-test="token-last-used">');
  });

  it("shows a new secret once: selectable, with Copy, the client_id beside it, and that it won't be shown again", () => {
    const reveal = html(
      <SecretReveal revealed={{ title: 'Client secret of "k6 run"', secret: 'qas_secret', detail: { label: 'client_id', value: 'qac_0123' } }} onDone={vi.fn()} />,
    );
    expect(reveal).toContain('data-test="secret-reveal"');
    expect(reveal).toMatch(/<input[^>]*readOnly=""[^>]*value="qas_secret"|<input[^>]*value="qas_secret"[^>]*readOnly/);
    expect(reveal).toContain('aria-label="Client secret of &quot;k6 run&quot;: secret"');
    expect(reveal).toContain('aria-label="Copy the secret of Client secret of &quot;k6 run&quot;"');
    expect(reveal).toContain('data-test="secret-copy"');
    expect(reveal).toContain('data-test="secret-done"');
    expect(reveal).toContain("won&#x27;t see this again");
    expect(reveal).toContain('<code data-test="secret-detail">qac_0123</code>');
    expect(PRACTICE_CREDENTIALS_MSG.shownOnce).toMatch(/you won't see this again/);
  });

  it('a create form labels its name field and caps it at 60 characters', () => {
    const form = html(<CreateCredentialForm kind="token" label="Token name" submitLabel="Create token" create={vi.fn()} onCreated={vi.fn()} onSessionExpired={vi.fn()} />);
    expect(form).toMatch(/<label for="([^"]+)"[^>]*>Token name<\/label><input[^>]*id="\1"/);
    expect(form).toContain('maxLength="60"');
    expect(form).toMatch(/<button type="submit"[^>]*data-test="token-create"[^>]*>Create token<\/button>/);
  });

  it('a list that could not be read says so, with Try again', () => {
    const failed = html(
      <ReadStateView state={{ phase: 'failed', status: 500, message: PRACTICE_CREDENTIALS_MSG.listFailed }} retry={vi.fn()} kind="token" loadingText="Loading…">
        {() => <p>never</p>}
      </ReadStateView>,
    );
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('data-test="token-list-error"');
    expect(failed).toContain(PRACTICE_CREDENTIALS_MSG.listFailed);
    expect(failed).toContain('data-test="token-list-retry"');
    expect(failed).not.toContain('never');
  });
});
