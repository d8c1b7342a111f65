export * from './SessionsApi';
