// Splits idn-area-data's CSVs (data ODbL) into one small JSON file per parent, written into the
// web build output (never committed): regions/provinces.json, then regions/<parent code>.json
// holding the regencies of a province, the districts of a regency or the villages of a district.
// Each file is a list of [code, name] pairs sorted by name. Usage: node build-regions.mjs [outDir]
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(process.argv[2] ?? path.join(here, '..', 'dist'), 'regions');
const dataDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('idn-area-data/package.json')),
  'data',
);

/** RFC 4180 rows: a few names carry quoted commas or doubled quotes. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += char;
    } else if (char === ',') {
      endCell();
    } else if (char === '\n') {
      endRow();
    } else if (char !== '\r') {
      cell += char;
    }
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows.slice(1).filter((cells) => cells.length > 1);
}

async function readLevel(file, hasParent) {
  const rows = parseCsv(await readFile(path.join(dataDir, file), 'utf8'));
  return rows.map((cells) =>
    hasParent
      ? { code: cells[0], parent: cells[1], name: cells[2] }
      : { code: cells[0], name: cells[1] },
  );
}

const byName = (a, b) => a[1].localeCompare(b[1], 'id');

async function writeChildren(entries) {
  const groups = new Map();
  for (const { code, parent, name } of entries) {
    if (!groups.has(parent)) groups.set(parent, []);
    groups.get(parent).push([code, name]);
  }
  for (const [parent, children] of groups) {
    await writeFile(path.join(outDir, `${parent}.json`), JSON.stringify(children.sort(byName)));
  }
  return groups.size;
}

await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
const provinces = await readLevel('provinces.csv', false);
await writeFile(
  path.join(outDir, 'provinces.json'),
  JSON.stringify(provinces.map(({ code, name }) => [code, name]).sort(byName)),
);
let files = 1;
for (const level of ['regencies.csv', 'districts.csv', 'villages.csv']) {
  files += await writeChildren(await readLevel(level, true));
}
console.log(`regions: ${files} files in ${path.relative(process.cwd(), outDir)}`);
