// Reading a `node --cpu-prof` profile: the functions and packages with the most self time.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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

/** The one profile a server wrote into `dir` as it exited. */
export function readProfile(dir) {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile written in ${dir}`);
  return { path: join(dir, file), profile: JSON.parse(readFileSync(join(dir, file), 'utf8')) };
}

export const percent = (share) => `${(share * 100).toFixed(1)} %`;

/** The two tables (functions, packages) of a profile's last `lastMs`, as Markdown. */
export function profileTables(profile, lastMs) {
  const { functions, places } = selfTimes(profile, lastMs);
  return [
    '| function (self time) | share |\n| --- | ---: |',
    ...functions.map(({ name, share }) => `| ${name} | ${percent(share)} |`),
    '\n| package | share |\n| --- | ---: |',
    ...places.map(({ name, share }) => `| ${name} | ${percent(share)} |`),
  ].join('\n');
}
