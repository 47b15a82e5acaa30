import { redirectToCurrentVersion } from '@/components/practice/current-version-redirect';

export default async function CurrentMouseActionPage() {
  return redirectToCurrentVersion('mouse-action');
}
