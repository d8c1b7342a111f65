export { loginRoutes } from './routes';
export { LoginRedirectPage } from './login-redirect-page';
export { Unauthenticated } from './unauthenticated';
export { useLogout, useEndRefusedSession } from './hooks/use-logout';
export { fetchSignedInUser } from './api';
