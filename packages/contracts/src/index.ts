export * from './endpoint';
export * from './errors';
export * from './health';
