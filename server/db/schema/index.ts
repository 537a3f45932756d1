export * from './reference';
export * from './users';
export * from './auth';
export * from './judiciary';
