// A real SMTP server for the e2e run (the app's SMTP_URL points here), with a tiny HTTP API the
// tests read the received mail from: GET /messages?to=<address>, GET /health.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 2525);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 2526);

interface Received {
  to: string[];
  raw: string;
  at: number;
}
const received: Received[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        raw,
        at: Date.now(),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  response.setHeader('content-type', 'application/json');
  if (url.pathname === '/health') return response.end('{"ok":true}');
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    return response.end(JSON.stringify(received.filter((m) => !to || m.to.includes(to))));
  }
  response.statusCode = 404;
  response.end('{}');
}).listen(httpPort, '127.0.0.1');
