export * from './reference';
export * from './users';
export * from './auth';
export * from './judiciary';
export * from './idempotency';
export * from './files';
export * from './admin';
