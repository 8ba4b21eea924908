// A CPU profile of the built server under load: starts apps/server/dist/server.js with
// `node --cpu-prof`, keeps autocannon's 50 connections on the small JSON routes, stops the
// server (the profile is written as it exits) and prints the functions and packages with the
// most self time while under load. The .cpuprofile stays in the folder printed (open it in Chrome's DevTools).
// Run after `npm run build`:  node bench/profile-http.mjs [seconds-per-path=10] [paths, comma-separated]
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requestsPerSecond } from './http-overhead.mjs';
import { startServer } from './lib/start-server.mjs';

const SECONDS = Number(process.argv[2] ?? 10);
const PATHS = process.argv[3]?.split(',') ?? ['/api/auth/session', '/api/health'];
const TOP = 15;

/** Where a function lives: its package under node_modules, or our file, or Node's own. */
function placeOf(url) {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1];
  if (url.includes('/dist/')) return 'our server (dist)';
  if (url.startsWith('node:') || url === '') return 'node';
  return url;
}

/** Self time per function and per place, as shares of the samples of the last `lastMs`. */
export function selfTimes(profile, lastMs = Infinity) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const from = profile.endTime - lastMs * 1000;
  const self = new Map();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at >= from) self.set(id, (self.get(id) ?? 0) + delta);
  });
  const total = [...self.values()].reduce((sum, value) => sum + value, 0);
  const functions = new Map();
  const places = new Map();
  for (const [id, micros] of self) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const file = url.split('/').slice(-1)[0];
    const name = `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`;
    const key = `${name.trim()} [${placeOf(url)}]`;
    functions.set(key, (functions.get(key) ?? 0) + micros);
    places.set(placeOf(url), (places.get(placeOf(url)) ?? 0) + micros);
  }
  const top = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([name, micros]) => ({ name, share: micros / total }));
  return { functions: top(functions), places: top(places) };
}

const percent = (share) => `${(share * 100).toFixed(1)} %`;

const profileDir = mkdtempSync(join(tmpdir(), 'toko-cpu-prof-'));
const server = await startServer('apps/server/dist/server.js', {
  execArgv: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  readyPath: '/api/health',
});
const rates = {};
const loadStarted = performance.now();
for (const path of PATHS) rates[path] = await requestsPerSecond(server.base + path, SECONDS);
await server.stop();
// Only the samples since the load began: the server's start (migrations) is not what we look at.
const underLoadMs = performance.now() - loadStarted;
const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile written in ${profileDir}`);
const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8'));
const { functions, places } = selfTimes(profile, underLoadMs);
for (const [path, rate] of Object.entries(rates))
  console.log(`${path}: ${Math.round(rate)} req/s for ${SECONDS} s`);
console.log(`profile: ${join(profileDir, file)} (shares below: the samples under load)\n`);
console.log('| function (self time) | share |\n| --- | ---: |');
for (const { name, share } of functions) console.log(`| ${name} | ${percent(share)} |`);
console.log('\n| package | share |\n| --- | ---: |');
for (const { name, share } of places) console.log(`| ${name} | ${percent(share)} |`);
