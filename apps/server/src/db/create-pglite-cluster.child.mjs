// Runs as a child process of create-pglite-cluster.ts: PGlite's initdb for a new folder, then exit.
import { PGlite } from '@electric-sql/pglite';

const [dataDir, settings] = process.argv.slice(2);
const client = await PGlite.create({ dataDir, postgresqlconf: JSON.parse(settings) });
await client.close();
