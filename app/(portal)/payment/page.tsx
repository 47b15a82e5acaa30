import type { Metadata } from 'next';
import { DetailList } from '@/components/ui/detail-list';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { requireUser } from '@/lib/auth/guards';
import type { SessionInfo } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Payment' };

/** Paid with the method in upper case (SPEC §2.4), or not paid; admins never pay (lib/auth/identity). */
function paymentStatusText({ identity, user }: SessionInfo): string {
  if (identity.role === 'admin') return 'Not needed for admin accounts';
  if (identity.payment !== 'yes') return 'Not paid';
  return user.payMethod ? `Paid (${user.payMethod.toUpperCase()})` : 'Paid';
}

export default async function PaymentPage() {
  const session = await requireUser();
  return (
    <PagePlaceholder title="Payment" note="The card payment form arrives with the payments release.">
      <DetailList
        title="Your account"
        details={[
          { label: 'Username', value: session.identity.username },
          { label: 'Payment status', value: paymentStatusText(session) },
        ]}
      />
    </PagePlaceholder>
  );
}
