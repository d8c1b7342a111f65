export * from './ApiKeysApi';
export * from './EnvironmentsApi';
export * from './GroupsApi';
export * from './SpecificationApi';
export * from './UsersApi';
