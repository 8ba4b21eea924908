/** Types for ensure-build.mjs, so TypeScript tests can make sure a production build exists. */
export function ensureBuild(): number;
