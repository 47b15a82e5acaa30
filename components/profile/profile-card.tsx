import Link from 'next/link';
import type { ReactNode } from 'react';
import { profileImageUrl } from '@/lib/users/profile-image';
import type { UserProfile } from '@/lib/users/profile-types';
import { DefaultAvatar } from './default-avatar';

interface ProfileCardProps {
  user: UserProfile;
  /** docs/product.md#profile: the student ID is hidden on an admin's profile. */
  showStudentId?: boolean;
}

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

/** The profile screen's card (docs/product.md#profile): photo, name, verification state and the account details. */
export function ProfileCard({ user, showStudentId = true }: ProfileCardProps) {
  const photoUrl = profileImageUrl(user.profile);

  return (
    <article
      aria-labelledby="profile-name"
      data-test="profile-card"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <header className="flex flex-col items-center gap-4 border-b border-slate-200 bg-linear-to-br from-brand-50 to-white px-5 py-6 text-center sm:flex-row sm:px-6 sm:text-left">
        {photoUrl ? (
          // Our own API route serves the photo under an immutable, server-generated name; no optimiser copy is needed.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={photoUrl}
            alt={`Profile photo of ${user.username}`}
            width={96}
            height={96}
            data-test="profile-photo"
            className="size-24 shrink-0 rounded-full object-cover ring-4 ring-white shadow"
          />
        ) : (
          <span data-test="profile-photo" className="rounded-full ring-4 ring-white shadow">
            <DefaultAvatar />
          </span>
        )}
        <div className="min-w-0">
          <h2 id="profile-name" data-test="profile-heading" className="break-words text-2xl font-bold text-ink">
            {user.username}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{user.role === 'admin' ? 'Administrator' : 'Student'}</p>
          {user.email_verified ? null : (
            <p className="mt-3 flex flex-wrap items-center justify-center gap-3 sm:justify-start">
              <span
                data-test="email-unverified-badge"
                className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
              >
                E-mail not verified
              </span>
              <Link href="/verifyEmail" data-test="verify-link" className={`text-sm ${linkClass}`}>
                Verify
              </Link>
            </p>
          )}
        </div>
      </header>

      <dl className="divide-y divide-slate-200">
        {showStudentId ? (
          <Row label="Student ID" testId="profile-student-id">
            {user.student_id ?? 'Not assigned yet'}
          </Row>
        ) : null}
        <Row label="Username" testId="profile-username">
          {user.username}
        </Row>
        <Row label="E-mail" testId="profile-email">
          {user.email}
        </Row>
        <Row label="Payment" testId="profile-payment">
          <Payment user={user} />
        </Row>
        <Row label="Courses" testId="profile-courses">
          {user.courses.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {user.courses.map((course) => (
                <li
                  key={course}
                  data-test="profile-course"
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200"
                >
                  {course}
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-slate-600">No courses yet</span>
          )}
        </Row>
      </dl>
    </article>
  );
}

function Row({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 px-5 py-4 sm:grid-cols-3 sm:gap-4 sm:px-6">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd data-test={testId} className="break-words text-ink sm:col-span-2">
        {children}
      </dd>
    </div>
  );
}

function Payment({ user }: { user: UserProfile }) {
  if (user.pay_status === 'yes') {
    return (
      <span className="inline-flex items-center rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-semibold text-green-800">
        {(user.pay_method ?? 'paid').toUpperCase()}
      </span>
    );
  }
  // Admins run the academy and never pay (lib/auth/identity.ts), so there is no bill to send them to.
  if (user.role === 'admin') return <span className="text-slate-600">Not required</span>;
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="inline-flex items-center rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-semibold text-red-800">
        Not Pay
      </span>
      <Link href="/payment" data-test="pay-bill-link" className={`text-sm ${linkClass}`}>
        Pay your bill
      </Link>
    </span>
  );
}
