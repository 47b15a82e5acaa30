import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const metadata: Metadata = { title: 'Search' };

export default function SearchPage() {
  return (
    <PagePlaceholder
      title="Search Course Content"
      note="Searching the courses by name arrives with the learning release."
    />
  );
}
