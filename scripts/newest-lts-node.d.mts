/** Types for newest-lts-node.mjs, so TypeScript code (test/) can import it. */
export function newestSupportedMajor(enginesRange: string): number;
export function installNewestLtsNode():
  | { major: number; bin: string; version: string; error?: undefined }
  | { major: number; error: string };
