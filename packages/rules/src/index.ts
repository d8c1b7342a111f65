export * from './constants';
export * from './messages';
export * from './text';
export * from './dates';
export * from './roles';
export * from './schemas';
export * from './validation';
