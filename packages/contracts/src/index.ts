export * from './errors';
export * from './envelope';
export * from './primitives';
export * from './config';
export * from './endpoint';
export * from './member';
export * from './identity';
export * from './admin';
export { memberApi, adminApi } from './api';
