/**
 * An e-mail address as an admin must read it: it may wrap before its '@' (not between any two
 * letters), and the font's contextual alternates are off, so "3x9" never turns into "3×9".
 */
export function StudentEmail({ email, className = '', testId }: { email: string; className?: string; testId?: string }) {
  const at = email.indexOf('@');
  return (
    <span data-test={testId} className={`break-words [font-feature-settings:'calt'_0] ${className}`}>
      {at < 0 ? (
        email
      ) : (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      )}
    </span>
  );
}
