import type { Metadata } from 'next';
import { ShoppingPractice } from '@/components/shopping/shopping-practice';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Shopping Practice' };

export default async function StudentShoppingPracticePage() {
  await requireRole('student');
  return <ShoppingPractice />;
}
