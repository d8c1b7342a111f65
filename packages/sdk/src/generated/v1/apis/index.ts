export * from './AimmsVersionsApi';
export * from './ApiKeysApi';
export * from './ApplicationsApi';
export * from './CustomizationApi';
export * from './PortalModeApi';
export * from './SpecificationApi';
export * from './TasksApi';
