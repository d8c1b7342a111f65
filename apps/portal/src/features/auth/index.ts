export { loginRoutes, loginRedirectRoute } from './routes';
export { Unauthenticated } from './unauthenticated';
export { useLogout, useForgetUser } from './hooks/use-logout';
export { fetchSignedInUser } from './api';
