/**
 * Every user-visible text the spec quotes, exactly as quoted (typos included); texts with
 * placeholders are functions. One module per kind, so a page's chunk carries only the kinds it shows.
 */
export * from './validation';
export * from './tunnel-hints';
export * from './permissions';
export * from './errors';
export * from './success';
export * from './ui-texts';
export * from './role-descriptions';
