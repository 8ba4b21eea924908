// A CPU profile of the built server under load: starts apps/server/dist/server.js with
// `node --cpu-prof`, keeps autocannon's 50 connections on the small JSON routes (or the paths given), stops the
// server (the profile is written as it exits) and prints the functions and packages with the
// most self time while under load. The .cpuprofile stays in the folder printed (open it in Chrome's DevTools).
// Run after `npm run build`:  node bench/profile-http.mjs [seconds-per-path=10] [paths, comma-separated]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BROWSER_ENCODINGS, requestsPerSecond } from './http-overhead.mjs';
import { profileTables, readProfile } from './lib/cpu-profile.mjs';
import { startServer } from './lib/start-server.mjs';

const SECONDS = Number(process.argv[2] ?? 10);
const PATHS = process.argv[3]?.split(',') ?? ['/api/auth/session', '/api/health'];

const profileDir = mkdtempSync(join(tmpdir(), 'toko-cpu-prof-'));
const server = await startServer('apps/server/dist/server.js', {
  execArgv: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  readyPath: '/api/ready',
});
const rates = {};
const loadStarted = performance.now();
for (const path of PATHS) {
  // Pages and files are asked for as a browser does (http-overhead.mjs measures them so too).
  const headers = path.startsWith('/api/') ? {} : BROWSER_ENCODINGS;
  rates[path] = await requestsPerSecond(server.base + path, SECONDS, headers);
}
await server.stop();
// Only the samples since the load began: the server's start (migrations) is not what we look at.
const underLoadMs = performance.now() - loadStarted;
const { path, profile } = readProfile(profileDir);
for (const [route, rate] of Object.entries(rates))
  console.log(`${route}: ${Math.round(rate)} req/s for ${SECONDS} s`);
console.log(`profile: ${path} (shares below: the samples under load)\n`);
console.log(profileTables(profile, underLoadMs));
