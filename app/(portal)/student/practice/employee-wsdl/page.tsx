import { redirectToCurrentVersion } from '@/components/practice/current-version-redirect';

export default async function CurrentEmployeeWsdlPage() {
  return redirectToCurrentVersion('employee-wsdl');
}
