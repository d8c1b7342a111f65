// What forms need to describe and send a call; the snippets are built in api-call-snippets.ts, loaded with the dialog.
export { apiCall, sendApiCall, type ApiCall } from '@pro-portal/sdk';
