export * from './ModelError';
