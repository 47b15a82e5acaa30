import { afterAll, beforeAll } from 'vitest';
import { resetEnvCache } from '@/lib/env';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/** Sends this file's mail through a real SMTP sink (SMTP_URL) and gives access to what it received. */
export function setupSmtpSink(): () => SmtpSink {
  let sink: SmtpSink | null = null;
  beforeAll(async () => {
    sink = await startSmtpSink();
    process.env.SMTP_URL = sink.url;
    resetEnvCache();
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    resetEnvCache();
    await sink?.close();
  });
  return () => {
    if (!sink) throw new Error('SMTP sink not started yet');
    return sink;
  };
}
