import type { Migration } from '../migrate.js';
import { accounts } from './0001-accounts.js';
import { appsJobsMigration } from './0002-apps-jobs.js';
import { documentedScopesMigration } from './0003-documented-scopes.js';
import { appAttributesMigration } from './0004-app-attributes.js';
import { taskRequestTypeMigration } from './0005-task-request-type.js';
import { categoryUuidsMigration } from './0006-category-uuids.js';
import { secretManagerMigration } from './0007-secret-manager.js';
import { storedFilesMigration } from './0008-stored-files.js';
import { jobRunsMigration } from './0009-job-runs.js';
import { sharedAuthStateMigration } from './0010-shared-auth-state.js';
import { signInProtectionMigration } from './0011-sign-in-protection.js';
import { sealedSecretsMigration } from './0012-sealed-secrets.js';
import { sessionFiguresMigration } from './0013-session-figures.js';

/** Every migration, in order. Add one line per new migration file. */
export const migrations: Migration[] = [
  accounts,
  appsJobsMigration,
  documentedScopesMigration,
  appAttributesMigration,
  taskRequestTypeMigration,
  categoryUuidsMigration,
  secretManagerMigration,
  storedFilesMigration,
  jobRunsMigration,
  sharedAuthStateMigration,
  signInProtectionMigration,
  sealedSecretsMigration,
  sessionFiguresMigration,
];
