// A real SMTP server (smtp-server) that accepts every message and keeps only a count: the
// bench's mail peer, without parsing, so that it costs the shared cores as little as it can.
import { SMTPServer } from 'smtp-server';

export async function startSmtpSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    received: () => received,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
