import { StandalonePage } from '@/components/layout/standalone-page';
import { ButtonLink } from '@/components/ui/button-link';

// Rendered with status 403 when a guard calls forbidden() (requireRole('admin') for a student).
// Server-only markup: Next ships this file with every route, so it carries no client code.
export default function Forbidden() {
  return (
    <StandalonePage>
      <p className="text-5xl font-extrabold text-brand-600" aria-hidden="true">
        403
      </p>
      <h1 className="mt-3 text-2xl font-bold text-ink">Access denied</h1>
      <p className="mt-2 text-slate-700">
        This page needs a different role than the one you are signed in with. Log in with an account that has access,
        or head back to the home page.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <ButtonLink href="/">Back to Home</ButtonLink>
        <ButtonLink href="/login" variant="secondary">
          Go to Login
        </ButtonLink>
      </div>
    </StandalonePage>
  );
}
