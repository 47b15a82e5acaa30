import { redirectToCurrentVersion } from '@/components/practice/current-version-redirect';

export default async function CurrentReservationPage() {
  return redirectToCurrentVersion('reservation');
}
