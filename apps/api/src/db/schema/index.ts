export * from './audit';
export * from './auth';
export * from './enums';
export * from './partners';
export * from './users';
export * from './catalogue';
export * from './limits';
export * from './network';
