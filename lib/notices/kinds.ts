// The notices the server sends a learner (docs/product.md#notices): what each says and where it leads. One place for
// the wording, so the portal list and the e-mail say the same thing.

export const NOTICE_KINDS = ['certificate-issued', 'certificate-revoked', 'bug-hunt-credit', 'payment'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export interface NoticeText {
  kind: NoticeKind;
  title: string;
  body: string;
  /** A same-site path. */
  href: string;
}

export const certificateIssuedNotice = (courseName: string, code: string): NoticeText => ({
  kind: 'certificate-issued',
  title: `Certificate issued: ${courseName}`,
  body: `You met the certificate rule of ${courseName}. Your certificate ${code} is ready to download and share.`,
  href: `/certificates/${code}`,
});

export const certificateRevokedNotice = (courseName: string, code: string, reason: string): NoticeText => ({
  kind: 'certificate-revoked',
  title: `Certificate revoked: ${courseName}`,
  body: `Your certificate ${code} for ${courseName} was revoked. Reason: ${reason}`,
  href: `/certificates/${code}`,
});

export const bugHuntCreditNotice = (exerciseTitle: string): NoticeText => ({
  kind: 'bug-hunt-credit',
  title: `Bug hunt credit: ${exerciseTitle}`,
  body: `Your defect report on ${exerciseTitle} was credited. See your score board for the points.`,
  href: '/student/practice/bug-hunt',
});

export const paymentNotice = (amount: string): NoticeText => ({
  kind: 'payment',
  title: 'Payment received',
  body: `We received your payment of ${amount}. The training videos are open to you now.`,
  href: '/student/progress',
});
