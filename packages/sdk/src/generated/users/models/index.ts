export * from './ApiKey';
export * from './ApiKeyCreate';
export * from './AuthorizationScope';
export * from './Environment';
export * from './Group';
export * from './ModelError';
export * from './User';
