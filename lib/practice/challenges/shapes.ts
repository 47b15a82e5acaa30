import type { Challenge } from '../challenge';

// The reply of GET /api/practice/v1/challenges (docs/product.md#challenges), shared by the route and the page's
// list. Client-safe.

export interface ChallengeStatus extends Challenge {
  /** The exercise it belongs to. */
  exercise: string;
  met: boolean;
  /** When it was first met (ISO 8601); null while it is not. */
  metAt: string | null;
}

export interface ChallengeListReply {
  challenges: ChallengeStatus[];
  /** How many of them are met. */
  met: number;
  total: number;
}

const isStatus = (value: unknown): value is ChallengeStatus => {
  const item = value as Partial<ChallengeStatus> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.id === 'string' &&
    typeof item.title === 'string' &&
    typeof item.description === 'string' &&
    typeof item.met === 'boolean' &&
    (item.metAt === null || typeof item.metAt === 'string')
  );
};

/** The reply's body as a list, or null when it is not one (the page then says the list could not be read). */
export function parseChallengeList(body: unknown): ChallengeListReply | null {
  const reply = body as Partial<ChallengeListReply> | null;
  if (typeof reply !== 'object' || reply === null || !Array.isArray(reply.challenges) || !reply.challenges.every(isStatus)) return null;
  if (typeof reply.met !== 'number' || typeof reply.total !== 'number') return null;
  return reply as ChallengeListReply;
}
