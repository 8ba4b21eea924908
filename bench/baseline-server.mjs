// The bare baseline for http-overhead.mjs: node:http answering the same bytes from memory.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const page = readFileSync('apps/web/dist/produk/index.html');
const json = JSON.stringify({ user: null });

http
  .createServer((request, response) => {
    const isApi = request.url === '/api/auth/session';
    response.writeHead(200, {
      'content-type': isApi ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    });
    response.end(isApi ? json : page);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
