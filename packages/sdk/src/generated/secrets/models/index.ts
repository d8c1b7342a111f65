export * from './Access';
export * from './AccessEntry';
export * from './EntityType';
export * from './Item';
export * from './ItemCreate';
export * from './ItemType';
export * from './ItemUpdate';
export * from './ModelError';
