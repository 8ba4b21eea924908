import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Whether the module at `url` was started as the script itself (not imported by bench/run.mjs). */
export function isMain(url) {
  return Boolean(process.argv[1]) && pathToFileURL(resolve(process.argv[1])).href === url;
}
