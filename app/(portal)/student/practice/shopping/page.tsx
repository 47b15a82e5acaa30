import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Grocery Shopping Practice' };

export default async function StudentShoppingPracticePage() {
  await requireRole('student');
  return (
    <PagePlaceholder
      eyebrow="Student Portal"
      title="Grocery Shopping Practice"
      note="The grocery shop to practise on (product search, a cart, checkout and a choice of payment methods) arrives with the practice release."
    />
  );
}
