export * from './SessionsApi';
export * from './SpecificationApi';
