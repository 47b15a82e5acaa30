import type { Metadata } from 'next';
import { AuthPlaceholder } from '@/components/ui/auth-placeholder';

export const metadata: Metadata = { title: 'Register' };

export default function RegisterPage() {
  return (
    <AuthPlaceholder
      title="Create an Account"
      note="Registration, with your details and the courses you want to take, arrives with the accounts release. If you already have an account, you can log in now."
    />
  );
}
