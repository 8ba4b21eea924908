// The readiness check open-source nginx lacks
// (docs/deploy.md, "nginx in front of several instances"): asks GET /api/ready of every
// `server` in the site file's upstream each interval, marks one that does not answer 200 `down`
// (and takes the mark off once it does), and reloads nginx when a mark changed. nginx's reload
// lets the old workers finish what they carry.
//
//   node scripts/nginx-readiness.mjs --site /etc/nginx/conf.d/toko-edc.conf \
//     [--every 1] [--reload 'nginx -s reload']
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    site: { type: 'string' },
    every: { type: 'string', default: '1' },
    reload: { type: 'string', default: 'nginx -s reload' },
  },
});
if (!values.site) {
  console.error('usage: nginx-readiness.mjs --site FILE [--every SECONDS] [--reload COMMAND]');
  process.exit(2);
}
const site = values.site;
const everyMs = Number(values.every) * 1000;

/** A busy instance still answers its readiness within this; one that does not is taken out. */
const PROBE_TIMEOUT_MS = 3000;

/** An upstream `server ADDRESS [options];` line; `server {` and `server_name` are not. */
const SERVER_LINE = /^(\s*server\s+)((?!\{)\S+?)((?:\s+(?!down\b)[^\s;]+)*)(\s+down)?;/gm;

async function ready(address) {
  try {
    const answer = await fetch(`http://${address}/api/ready`, {
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return answer.status === 200;
  } catch {
    return false;
  }
}

async function check() {
  const text = readFileSync(site, 'utf8');
  const addresses = [...text.matchAll(SERVER_LINE)].map((match) => match[2]);
  const states = new Map(
    await Promise.all(addresses.map(async (address) => [address, await ready(address)])),
  );
  // With none ready (the database is down: every instance answers 503 itself), keep them all.
  const noneReady = [...states.values()].every((isReady) => !isReady);
  const next = text.replace(SERVER_LINE, (_line, head, address, options) =>
    states.get(address) || noneReady
      ? `${head}${address}${options};`
      : `${head}${address}${options} down;`,
  );
  if (next === text) return;
  writeFileSync(site, next);
  const down = addresses.filter((address) => !states.get(address) && !noneReady);
  console.log(`${new Date().toISOString()} down: ${down.join(', ') || 'none'}; reloading nginx`);
  execSync(values.reload, { stdio: 'inherit' });
}

process.on('SIGTERM', () => process.exit(0));
for (;;) {
  await check().catch((error) => console.error(`readiness check failed: ${error.message}`));
  await new Promise((resolve) => setTimeout(resolve, everyMs));
}
