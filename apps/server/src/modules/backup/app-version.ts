import serverPackage from '../../../package.json' with { type: 'json' };

/** The server's version, as its package.json gives it. */
export const APP_VERSION: string = serverPackage.version;
