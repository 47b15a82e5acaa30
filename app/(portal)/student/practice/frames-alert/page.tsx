import { redirectToCurrentVersion } from '@/components/practice/current-version-redirect';

export default async function CurrentFramesAlertPage() {
  return redirectToCurrentVersion('frames-alert');
}
