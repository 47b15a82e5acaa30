import type { Metadata } from 'next';
import { NestedFramePage } from '@/components/practice/frames-alert/nested-frame-page';

export const metadata: Metadata = { title: 'Right frame' };

export default async function RightFramePage() {
  return <NestedFramePage side="right" />;
}
