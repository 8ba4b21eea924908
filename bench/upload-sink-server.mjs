// The upload baseline: a bare node:http server that pipes each request's bytes, as they come,
// into a new file in DATA_DIR (the same kind of temp dir our server stores its files in),
// flushed to disk on close like our disk storage's files, and answers 201 once it is written.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

const dataDir = process.env.DATA_DIR;

createServer(async (request, response) => {
  if (request.method !== 'POST') return response.writeHead(200).end('ok');
  try {
    await pipeline(request, createWriteStream(join(dataDir, randomUUID()), { flush: true }));
    response.writeHead(201, { 'content-type': 'application/json' }).end('{}');
  } catch {
    response.writeHead(500).end();
  }
}).listen(Number(process.env.PORT), process.env.HOST);
