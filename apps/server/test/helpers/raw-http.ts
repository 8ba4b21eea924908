import { connect } from 'node:net';

export type RawAnswer = {
  status: number;
  headers: Record<string, string>;
  body: string;
};

/**
 * Sends `bytes` as they are over a new connection (no client library tidies them) and reads the
 * first answer: what a probe or a broken proxy sends, and what it gets back.
 */
export function sendRaw(
  port: number,
  bytes: string | Buffer,
  timeoutMs = 5000,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const finish = () => {
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const headEnd = text.indexOf('\r\n\r\n');
      if (headEnd === -1) return reject(new Error(`no answer head: ${JSON.stringify(text)}`));
      const [statusLine, ...lines] = text.slice(0, headEnd).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      const length = Number(headers['content-length'] ?? NaN);
      const rest = Buffer.from(text.slice(headEnd + 4), 'latin1');
      const body = (Number.isNaN(length) ? rest : rest.subarray(0, length)).toString('utf8');
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body });
    };
    const answered = () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const headEnd = text.indexOf('\r\n\r\n');
      if (headEnd === -1) return false;
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, headEnd));
      return length !== null && text.length - headEnd - 4 >= Number(length[1]);
    };
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      if (answered()) finish();
    });
    socket.on('error', () => finish());
    socket.on('close', finish);
    socket.setTimeout(timeoutMs, finish);
    socket.write(bytes);
  });
}
