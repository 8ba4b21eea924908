// `npm start` runs this first, so a fresh clone or changed sources are built before serving.
import { ensureBuild } from './ensure-build.mjs';

const status = ensureBuild();
if (status !== 0) process.exit(status);
