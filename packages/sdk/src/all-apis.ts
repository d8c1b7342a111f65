export { ALL_APIS } from './generated/all-apis';
