export * from './endpoint';
export * from './errors';
export * from './health';
export * from './user';
export * from './demo';
export * from './connections';
