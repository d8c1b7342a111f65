export * from './before-all';
export * from './cookies';
export * from './images';
export * from './publish';
export * from './sandbox';
export * from './sign-in';
export * from './wait-for';
