import crypto from 'node:crypto';
import type { Client, Notification } from 'pg';
import type { PeerEvent } from './peer-events';

// Every instance of one PostgreSQL database listens here; the payload names the sender so an
// instance skips its own messages (it acted before sending).
const CHANNEL = 'qa_academy_peers';
const RECONNECT_MS = 1_000;

export interface PeerChannelHooks {
  /** Another instance's event, to act on here. */
  receive(event: PeerEvent): void;
  /** False while the channel is down (events may be missed), true once listening again. */
  listening(up: boolean): void;
}

export interface PeerChannel {
  publish(event: PeerEvent): void;
  close(): Promise<void>;
}

/**
 * PostgreSQL LISTEN/NOTIFY between the instances that share DATABASE_URL: no further service.
 * One dedicated connection listens, reconnecting every second after a loss; sending goes through
 * `send` (a pooled query), so a write's NOTIFY leaves after the write itself has committed.
 */
export async function openPostgresPeerChannel(
  url: string,
  send: (channel: string, payload: string) => Promise<unknown>,
  hooks: PeerChannelHooks,
): Promise<PeerChannel> {
  const { Client: PgClient } = await import('pg');
  const instance = crypto.randomUUID();
  let client: Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const onNotification = (message: Notification) => {
    try {
      const { from, event } = JSON.parse(message.payload ?? '{}') as { from?: string; event?: PeerEvent };
      if (from !== instance && event) hooks.receive(event);
    } catch (error) {
      console.error('[peers] an unreadable message was ignored', error);
    }
  };

  const lost = (error?: Error) => {
    if (closed) return;
    if (error) console.error(`[peers] the change channel to the other instances was lost: ${error.message}`);
    hooks.listening(false);
    const dead = client;
    client = null;
    dead?.removeAllListeners();
    dead?.end().catch(() => {});
    retry ??= setTimeout(() => {
      retry = null;
      void connect();
    }, RECONNECT_MS);
  };

  const connect = async () => {
    const next = new PgClient({ connectionString: url });
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', onNotification);
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      client = next;
      hooks.listening(true);
    } catch (error) {
      next.removeAllListeners();
      next.end().catch(() => {});
      lost(error as Error);
    }
  };

  await connect();
  return {
    publish(event) {
      send(CHANNEL, JSON.stringify({ from: instance, event })).catch((error: unknown) => {
        // The others then notice within their own bounds (media access) or keep stale pages: say so.
        console.error('[peers] a change could not be announced to the other instances', error);
      });
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      current?.removeAllListeners();
      await current?.end().catch(() => {});
    },
  };
}
