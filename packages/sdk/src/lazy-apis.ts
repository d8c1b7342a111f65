export { LAZY_APIS } from './generated/lazy-apis';
