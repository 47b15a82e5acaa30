import type { Metadata } from 'next';
import { NestedFramePage } from '@/lib/practice/exercises/frames-alert/ui/nested-frame-page';

export const metadata: Metadata = { title: 'Left frame' };

export default async function LeftFramePage() {
  return <NestedFramePage side="left" />;
}
