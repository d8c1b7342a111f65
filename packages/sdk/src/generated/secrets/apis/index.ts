export * from './ItemAccessApi';
export * from './ItemsApi';
export * from './SpecificationApi';
