import { redirectToCurrentVersion } from '@/components/practice/current-version-redirect';

export default async function CurrentBookListPage() {
  return redirectToCurrentVersion('book-list');
}
