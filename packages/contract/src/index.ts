export * from './account-rules.ts';
export * from './api/index.ts';
export * from './enums.ts';
export * from './envelope.ts';
export * from './payment-provider-codes.ts';
export * from './result-codes.ts';
export * from './text-guard.ts';
