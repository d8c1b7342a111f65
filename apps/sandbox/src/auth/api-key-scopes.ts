// The scope table lives in packages/rules so that the portal's "Show API call" names the scope this server enforces.
export {
  API_KEY_SCOPES,
  SCOPE_NAMES,
  LEGACY_SCOPES,
  documentedScopes,
  requiredScope,
  scopeAllows,
} from '@pro-portal/rules';
