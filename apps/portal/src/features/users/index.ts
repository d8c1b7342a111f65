export { usersRoutes } from './routes';
export { useAccountDirectory } from './api/account-directory';
