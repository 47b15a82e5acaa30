/** Learners automate this page, so the sandbox's test cards are documented right where they are needed. */
export function SandboxNote() {
  return (
    <p data-test="payment-sandbox-note" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm leading-relaxed text-amber-900">
      <span className="font-semibold">Sandbox:</span> use <span className="font-mono whitespace-nowrap">4242 4242 4242 4242</span> to
      pay, <span className="font-mono whitespace-nowrap">4000 0000 0000 0002</span> to see a decline. Any future expiry and any
      3-digit CVC work; no money is charged.
    </p>
  );
}
