export * from './ApiKeysApi';
export * from './EnvironmentsApi';
export * from './SpecificationApi';
export * from './UsersApi';
