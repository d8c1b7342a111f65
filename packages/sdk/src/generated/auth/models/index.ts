export * from './LoginRequest';
export * from './LoginResponse';
export * from './ModelError';
export * from './SamlAssertionForm';
export * from './SamlLoginForm';
export * from './TotpMfaRequest';
