interface SearchInputProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  /** Called with the new text on every keystroke. */
  onChange: (value: string) => void;
  'data-test': string;
  /** The input's name, e.g. 'q' where the surrounding form falls back to the site search without JavaScript. */
  name?: string;
  /**
   * 'icon' (default): the label is for screen readers only and a magnifier sits inside the box.
   * 'labelled': a visible label above a plain box.
   */
  variant?: 'icon' | 'labelled';
}

/** A filter-as-you-type search box (type="search", no autocomplete); the caller supplies the surrounding form. */
export function SearchInput({
  id,
  label,
  placeholder,
  value,
  onChange,
  'data-test': dataTest,
  name,
  variant = 'icon',
}: SearchInputProps) {
  const labelled = variant === 'labelled';
  const input = (
    <input
      id={id}
      type="search"
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      autoComplete="off"
      data-test={dataTest}
      className={
        labelled
          ? 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none'
          : 'w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-10 text-base shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none'
      }
    />
  );
  return (
    <>
      <label htmlFor={id} className={labelled ? 'mb-1 block text-sm font-medium text-slate-700' : 'sr-only'}>
        {label}
      </label>
      {labelled ? (
        input
      ) : (
        <div className="relative">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="currentColor"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          >
            <path
              fillRule="evenodd"
              d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.45 4.39l3.08 3.08a.75.75 0 1 1-1.06 1.06l-3.08-3.08A7 7 0 0 1 2 9Z"
              clipRule="evenodd"
            />
          </svg>
          {input}
        </div>
      )}
    </>
  );
}
