import type { SearchTermMemory } from '../../lib/search-term-memory';

/** What the admin plugin gives the routes of its lists. */
export type AdminListOptions = { memory: SearchTermMemory };
