import 'server-only';
import crypto from 'node:crypto';
import { authSecret } from '../../auth/secret';
import type { PlantedDefects } from '../defects/planted';
import type { PlantedDefect } from '../defects/types';
import type { HostedExercise } from '../registry';
import { defectsOf } from '../server-registry';
import { BUG_HUNT_FIGURES } from './figures';

// The page's codes (docs/architecture.md#bug-hunt): for each page-side slot of an exercise, a code the server issues to
// one learner for one page view. Stateless, so any instance checks what another issued: the view names its issue time
// and a random part, and a code is an HMAC (the auth secret) of the learner, the exercise, the view, the slot and
// whether the slot's defect was live (bug mode on, or that defect pinned alone), cut to 96 bits. Nothing the browser holds names a defect; a code is worthless to anyone
// else, after its lifetime, or for another slot, and one issued while its defect was off is as well-formed as any but counts
// for nothing, so the reply says nothing about which defects are live.

const LIFETIME_MS = BUG_HUNT_FIGURES.probeLifetimeHours * 60 * 60 * 1000;
/** Clocks of two instances may differ a little; a view from further in the future was not issued by us. */
const CLOCK_SLACK_MS = 60 * 1000;
const VIEW_PATTERN = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{16})$/;

export interface ProbeView {
  view: string;
  expiresAt: string;
  probes: Record<string, string>;
}

export interface ProbeClaim {
  exercise: HostedExercise;
  view: string;
  slot: string;
  code: string;
}

export type ProbeCheck =
  | { kind: 'counted'; defect: PlantedDefect; issuedAt: Date }
  /** Issued to this learner while the slot's defect was not live: genuine, and worth nothing. */
  | { kind: 'inert' }
  | { kind: 'rejected'; reason: 'forged' | 'expired' };

/** The exercise's page-side defects by slot key. */
export function slotsOf(exercise: HostedExercise): Map<string, PlantedDefect> {
  return new Map(defectsOf(exercise).flatMap((defect) => (defect.evidence.slot ? [[defect.evidence.slot, defect] as const] : [])));
}

function codeFor(userId: string, exercise: string, view: string, slot: string, live: boolean): string {
  return crypto
    .createHmac('sha256', authSecret())
    .update(['bug-hunt-probe', userId, exercise, view, slot, live ? 'on' : 'off'].join('\0'))
    .digest('base64url')
    .slice(0, 16);
}

/**
 * A fresh view's codes: one per page-side slot of the exercise, in the same shape whichever defects are live; a slot's
 * code counts only if its own defect was live, so with one defect pinned only that one's page evidence can count.
 */
export function issueProbeView(userId: string, exercise: HostedExercise, planted: PlantedDefects, now: Date = new Date()): ProbeView {
  const view = `${now.getTime().toString(36)}.${crypto.randomBytes(12).toString('base64url')}`;
  const probes = Object.fromEntries([...slotsOf(exercise)].map(([slot, defect]) => [slot, codeFor(userId, exercise, view, slot, planted.has(defect.id))]));
  return { view, expiresAt: new Date(now.getTime() + LIFETIME_MS).toISOString(), probes };
}

const same = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Whether the code is one this learner was issued for this view and slot, still live, and with its defect live. */
export function checkProbe(userId: string, claim: ProbeClaim, now: Date = new Date()): ProbeCheck {
  const defect = slotsOf(claim.exercise).get(claim.slot);
  const match = VIEW_PATTERN.exec(claim.view);
  if (!defect || !match) return { kind: 'rejected', reason: 'forged' };
  const issuedAt = new Date(parseInt(match[1], 36));
  const on = same(claim.code, codeFor(userId, claim.exercise, claim.view, claim.slot, true));
  if (!on && !same(claim.code, codeFor(userId, claim.exercise, claim.view, claim.slot, false))) return { kind: 'rejected', reason: 'forged' };
  if (issuedAt.getTime() > now.getTime() + CLOCK_SLACK_MS) return { kind: 'rejected', reason: 'forged' };
  if (now.getTime() - issuedAt.getTime() > LIFETIME_MS) return { kind: 'rejected', reason: 'expired' };
  return on ? { kind: 'counted', defect, issuedAt } : { kind: 'inert' };
}
