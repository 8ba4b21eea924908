// A TCP proxy in front of the server that counts the bytes going each way. Counted on the wire
// rather than from CDP's Network events: those give a response's encoded length but not what an
// upload's headers and body put on the link, nor the bytes of a request cut or sent again.
import { connect, createServer } from 'node:net';

export async function startByteCountingProxy(targetPort) {
  const counts = { up: 0, down: 0, connections: 0 };
  const sockets = new Set();
  const server = createServer((client) => {
    counts.connections += 1;
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('data', (chunk) => (counts.up += chunk.length));
    upstream.on('data', (chunk) => (counts.down += chunk.length));
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    /** The counts so far; subtract two of them for what went in between. */
    counts: () => ({ ...counts }),
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
