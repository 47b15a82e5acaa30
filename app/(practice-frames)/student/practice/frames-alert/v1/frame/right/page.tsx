import type { Metadata } from 'next';
import { NestedFramePage } from '@/lib/practice/exercises/frames-alert/ui/nested-frame-page';

export const metadata: Metadata = { title: 'Right frame' };

export default async function RightFramePage() {
  return <NestedFramePage side="right" />;
}
