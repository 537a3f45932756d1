// One file per server domain (named as its server/domains folder), plus the platform tables and the
// catalogs several domains reference. Everything is re-exported here: drizzle-kit reads this file.
export * from './reference';
export * from './access-profiles';
export * from './offices';
export * from './users';
export * from './auth';
export * from './files';
export * from './modalities';
export * from './cancellation-reasons';
export * from './insurers';
export * from './brokers';
export * from './judiciary';
export * from './economic-groups';
export * from './pessoas';
export * from './audit';
export * from './settings';
export * from './rate-limits';
export * from './idempotency';
export * from './jobs';
export * from './credit-limits';
export * from './quotations';
export * from './policies';
export * from './agro-quotations';
export * from './critiques';
export * from './endorsement-requests';
export * from './invoices';
export * from './legacy-import';
