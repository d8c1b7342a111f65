export * from './PortalModeApi';
