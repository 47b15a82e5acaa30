import { ACADEMY_CONTACT, MAP_EMBED_URL, MAP_LINK_URL } from '@/lib/contact/details';

/**
 * 'Our Location': an OpenStreetMap embed, loaded lazily. The address and a plain link sit outside
 * the frame, so the section still says where we are when the map cannot load (offline, blocked).
 */
export function LocationMap() {
  return (
    <section aria-labelledby="location-title" className="mt-16">
      <h2 id="location-title" className="text-2xl font-bold tracking-tight text-ink">
        Our Location
      </h2>
      <figure className="mt-6 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="relative aspect-[4/3] bg-slate-100 sm:aspect-[16/7]">
          <p aria-hidden="true" className="absolute inset-0 flex items-center justify-center px-4 text-center text-sm text-slate-500">
            Loading the map…
          </p>
          <iframe
            title="Our Location"
            src={MAP_EMBED_URL}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 h-full w-full border-0"
            data-test="contact-map"
          />
        </div>
        <figcaption className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
          <address className="not-italic text-slate-700">
            {ACADEMY_CONTACT.address.map((line, index) => (
              <span key={line} className={index === 0 ? 'block font-semibold text-ink' : 'block'}>
                {line}
              </span>
            ))}
          </address>
          <a href={MAP_LINK_URL} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 hover:underline">
            Open in OpenStreetMap
          </a>
        </figcaption>
      </figure>
    </section>
  );
}
