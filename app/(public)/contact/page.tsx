import type { Metadata } from 'next';
import { ContactDetails } from '@/components/contact/contact-details';
import { ContactForm } from '@/components/contact/contact-form';
import { LocationMap } from '@/components/contact/location-map';
import { PageHeader } from '@/components/layout/page-header';

export const metadata: Metadata = {
  title: 'Contact',
  description: 'Ask QA Academy about courses, schedules and enrolment: send us a message, call or visit.',
};

// Static: the form is the only client part, and it posts to /api/contact.
export default function ContactPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader
        eyebrow="Contact"
        title="Get in Touch"
        intro="Questions about a course, the schedule or enrolment? Send us a message and our team will answer within one business day."
      />
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_2fr]">
        <ContactDetails />
        <section aria-labelledby="contact-form-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="contact-form-title" className="mb-6 text-xl font-semibold text-ink">
            Send us a message
          </h2>
          <ContactForm />
        </section>
      </div>
      <LocationMap />
    </div>
  );
}
