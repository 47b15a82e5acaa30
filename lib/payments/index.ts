import 'server-only';
import { env, type Env } from '../env';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox';
import { processSlot } from '../cache/process-singleton';

export type { PaymentProvider } from './provider';

// One entry per name PAYMENT_PROVIDER accepts (lib/env.ts); a real processor is one more entry in both.
const PROVIDERS: Record<Env['PAYMENT_PROVIDER'], () => PaymentProvider> = {
  sandbox: () => createSandboxProvider(),
};

const memo = () => processSlot<{ name: Env['PAYMENT_PROVIDER']; provider: PaymentProvider }>('payment-provider');

/** The configured provider (PAYMENT_PROVIDER, default 'sandbox'); rebuilt only when the setting changes. */
export function paymentProvider(): PaymentProvider {
  const name = env().PAYMENT_PROVIDER;
  const current = memo();
  if (current.value?.name !== name) current.value = { name, provider: PROVIDERS[name]() };
  return current.value.provider;
}
