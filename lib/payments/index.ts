import 'server-only';
import { env, type Env } from '../env';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox';

export type { PaymentProvider } from './provider';

// One entry per name PAYMENT_PROVIDER accepts (lib/env.ts); a real processor is one more entry in both.
const PROVIDERS: Record<Env['PAYMENT_PROVIDER'], () => PaymentProvider> = {
  sandbox: () => createSandboxProvider(),
};

let current: { name: Env['PAYMENT_PROVIDER']; provider: PaymentProvider } | null = null;

/** The configured provider (PAYMENT_PROVIDER, default 'sandbox'); rebuilt only when the setting changes. */
export function paymentProvider(): PaymentProvider {
  const name = env().PAYMENT_PROVIDER;
  if (current?.name !== name) current = { name, provider: PROVIDERS[name]() };
  return current.provider;
}
