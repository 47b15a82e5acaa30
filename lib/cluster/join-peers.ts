import { sql } from 'drizzle-orm';
import { forgetAllSessionsHere } from '../auth/session-cache';
import { forgetUserAccessHere } from '../auth/user-access';
import { forgetAllMetChallengesHere, forgetMetChallengesHere } from '../practice/challenges/met-memory';
import { endRefusalWaitHere, forgetAllRefusalWaitsHere, noteRefusalWaitHere } from '../practice/challenges/refusal-waits';
import { forgetAllPracticeCredentialsHere, forgetPracticeCredentialsHere } from '../practice/credentials/caller-cache';
import { wakeAllInboxesHere, wakeInboxHere } from '../practice/inbox/waiters';
import { forgetAllPracticeHere, forgetPracticeHere } from '../practice/state-cache';
import { expireTags, pauseCaching } from '../cache/tags';
import { getDb } from '../db/client';
import { env } from '../env';
import { setPeerPublisher } from './peer-events';
import { openPostgresPeerChannel, type PeerChannel, type PeerChannelHooks } from './postgres-peer-channel';

/** What this instance does with the others' events, and when its hearing of them stops or resumes. */
export const peerHooks: PeerChannelHooks = {
  receive(event) {
    if (event.type === 'invalidate') expireTags(event.tags);
    else if (event.type === 'forget-user') forgetUserAccessHere(event.userId);
    else if (event.type === 'forget-credentials') forgetPracticeCredentialsHere(event.userId);
    else if (event.type === 'forget-challenges') forgetMetChallengesHere(event.userId);
    else if (event.type === 'inbox-mail') wakeInboxHere(event.userId);
    else if (event.type === 'practice-wait') {
      if (event.until === null) endRefusalWaitHere(event.userId);
      else noteRefusalWaitHere(event.userId, event.until);
    }
    else forgetPracticeHere(event.userId, event.part);
  },
  listening(up) {
    // A session ended, a practice write or a revoked practice credential elsewhere while the channel was down
    // went unheard: read every one afresh.
    if (up) {
      forgetAllSessionsHere();
      forgetAllPracticeHere();
      forgetAllPracticeCredentialsHere();
      forgetAllMetChallengesHere();
      forgetAllRefusalWaitsHere();
      // Mail delivered elsewhere meanwhile went unheard too: waiting inbox reads read again.
      wakeAllInboxesHere();
    }
    pauseCaching(!up);
  },
};

/**
 * With PostgreSQL, any number of instances may serve the site, each with its own caches: this one
 * joins the others' change channel so their writes drop its cached pages and reads within
 * milliseconds. Until it listens (and whenever the channel is down) caching is held off, so it never
 * serves a page it could not hear was changed. The embedded database has one process: nothing to join.
 */
export async function joinPeers(): Promise<PeerChannel | null> {
  const { DATABASE_URL } = env();
  if (!DATABASE_URL) return null;
  pauseCaching(true);
  const db = await getDb();
  const channel = await openPostgresPeerChannel(DATABASE_URL, (name, payload) => db.execute(sql`select pg_notify(${name}, ${payload})`), peerHooks);
  setPeerPublisher(channel.publish);
  return channel;
}
