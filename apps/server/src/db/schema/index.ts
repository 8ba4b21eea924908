export * from './auth';
export * from './operations';
export * from './orders';
export * from './registrations';
export * from './two-factor';
export * from './notifications';
export * from './backups';
export * from './corrections';
