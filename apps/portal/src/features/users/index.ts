export { usersRoutes } from './routes';
export type { UsersSlots, ExplainAccessProps } from './users-slots';
export { useAccountDirectory } from './api/account-directory';
