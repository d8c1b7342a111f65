export * from './runtime';
export * from './apis';
export * from './models';
