import { redirectToCurrentVersion } from '@/components/practice/current-version-redirect';

export default async function CurrentWebElementsPage() {
  return redirectToCurrentVersion('web-elements');
}
