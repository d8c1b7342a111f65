export * from './AuthApi';
