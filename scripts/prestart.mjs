// `npm start` and `npm run admin` run this first, so a fresh clone or changed sources are built
// before the server or the admin command runs.
import { ensureBuild } from './ensure-build.mjs';

const status = ensureBuild();
if (status !== 0) process.exit(status);
