export type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
};

export const DIST_DIR: string;
export const PAGE_ROUTE_MODULES: {
  home: string[];
  buy: string[];
  registration: string[];
  registrationStep1: string[];
};
export function readDist(file: string): Buffer;
export function gzipSize(files: Iterable<string>): number;
export function htmlAssets(html: string): { scripts: string[]; styles: string[] };
export function initialAssets(
  routeModules: string[],
  htmlFile: string,
): { chunks: ManifestChunk[]; jsFiles: Set<string>; cssFiles: Set<string> };
