import { redirectToCurrentVersion } from '@/components/practice/current-version-redirect';

export default async function CurrentPracticeBankPage() {
  return redirectToCurrentVersion('practice-bank');
}
