export * from './audit';
export * from './auth';
export * from './enums';
export * from './partners';
export * from './users';
