import type { SearchTermMemory } from '../../lib/search-term-memory';

/** How many data rows an XLSX export may hold (`XLSX_MAX_DATA_ROWS`; tests lower it). */
export type ExportLimits = { xlsxMaxRows: number };

/** What the admin plugin gives the routes of its lists. */
export type AdminListOptions = { memory: SearchTermMemory; exportLimits: ExportLimits };
