// The non-secret identity the browser keeps (docs/architecture.md#authentication-and-sessions): it mirrors the
// server session for display only.
export type Role = 'admin' | 'student';

export interface Identity {
  userId: string;
  role: Role;
  payment: 'yes' | 'no';
  username: string;
  email: string;
}

export interface IdentitySource {
  id: string;
  role?: string | null;
  payStatus?: string | null;
  username: string;
  email: string;
}

export function toIdentity(user: IdentitySource): Identity {
  const role: Role = user.role === 'admin' ? 'admin' : 'student';
  // Admins run the academy; they never pay, so they are never sent to /payment.
  const payment = role === 'admin' || user.payStatus === 'yes' ? 'yes' : 'no';
  return { userId: user.id, role, payment, username: user.username, email: user.email };
}

/** docs/product.md#routes: after login go to the role's page, or to /payment when payment is not 'yes'. */
export function landingPathFor(identity: Identity): string {
  return identity.payment !== 'yes' ? '/payment' : `/${identity.role}`;
}
