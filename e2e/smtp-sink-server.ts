// The e2e suite's mail server: a real SMTP sink (same as the integration tests use) plus a tiny HTTP
// view of what it received, so browser tests can read the codes the app e-mailed.
import http from 'node:http';
import { startSmtpSink } from '../tests/helpers/smtp-sink';

const smtpPort = Number(process.env.SINK_SMTP_PORT ?? 3126);
const httpPort = Number(process.env.SINK_HTTP_PORT ?? 3125);

const sink = await startSmtpSink(smtpPort);
http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = sink.messages
      .filter((m) => !to || m.to.includes(to))
      .map(({ to: recipients, subject, code }) => ({ to: recipients, subject, code }));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(list));
  })
  .listen(httpPort, '127.0.0.1', () => console.log(`SMTP sink on ${smtpPort}, HTTP view on ${httpPort}`));
