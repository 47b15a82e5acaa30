import { ACADEMY_CONTACT } from '@/lib/contact/details';

const linkClass = 'font-medium text-brand-700 hover:underline';

/** How else to reach the academy, beside the form. */
export function ContactDetails() {
  const { email, phone, hours, support } = ACADEMY_CONTACT;
  return (
    <section aria-labelledby="contact-details-title" className="space-y-6">
      <h2 id="contact-details-title" className="text-xl font-semibold text-ink">
        Contact details
      </h2>
      <dl className="space-y-5 text-slate-700">
        <div>
          <dt className="text-sm font-semibold uppercase tracking-wide text-slate-500">Email</dt>
          <dd className="mt-1">
            <a href={`mailto:${email}`} className={linkClass}>
              {email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold uppercase tracking-wide text-slate-500">Phone</dt>
          <dd className="mt-1">
            <a href={`tel:${phone.dial}`} className={linkClass}>
              {phone.display}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold uppercase tracking-wide text-slate-500">Office hours</dt>
          {hours.map((line) => (
            <dd key={line} className="mt-1">
              {line}
            </dd>
          ))}
          <dd className="mt-2 text-sm text-slate-600">{support}</dd>
        </div>
      </dl>
    </section>
  );
}
