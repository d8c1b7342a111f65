import type { ColumnType, Generated } from 'kysely';

/** A column the database fills in (a default or a serial) that may still be given on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** timestamptz: read as a Date, written as a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type GroupKind = 'regular' | 'everyone' | 'role';

/** Every table of the migrations in ./migrations, as the services read and write them. */
export interface Database {
  environments: EnvironmentsTable;
  groups: GroupsTable;
  users: UsersTable;
  group_members: GroupMembersTable;
  login_sessions: LoginSessionsTable;
  verification_tokens: VerificationTokensTable;
  api_keys: ApiKeysTable;
  app_access: AppAccessTable;
  settings: SettingsTable;
  images: ImagesTable;
  tunnels: TunnelsTable;
  storage_buckets: StorageBucketsTable;
  storage_objects: StorageObjectsTable;
  app_categories: AppCategoriesTable;
  aimms_versions: AimmsVersionsTable;
  apps: AppsTable;
  publish_jobs: PublishJobsTable;
  sessions: SessionsTable;
  launches: LaunchesTable;
  tasks: TasksTable;
  session_logs: SessionLogsTable;
  session_events: SessionEventsTable;
  secret_items: SecretItemsTable;
  secret_access: SecretAccessTable;
  stored_files: StoredFilesTable;
  file_chunks: FileChunksTable;
  job_runs: JobRunsTable;
  sign_in_attempts: SignInAttemptsTable;
  used_saml_responses: UsedSamlResponsesTable;
}

export interface EnvironmentsTable {
  id: number;
  name: string;
  name_lower: string;
  description: Defaulted<string>;
  is_default: Defaulted<boolean>;
  is_root: Defaulted<boolean>;
  saml_metadata_url: string | null;
  domain: string | null;
  created_at: DefaultedTimestamp;
}

export interface GroupsTable {
  id: Generated<number>;
  /** (id << 8) | (roleFlag << 7) | environmentId */
  entity: number;
  environment_id: number;
  name: string;
  name_lower: string;
  description: Defaulted<string>;
  kind: Defaulted<GroupKind>;
  role: string | null;
  max_users: number | null;
  is_default: Defaulted<boolean>;
  created_at: DefaultedTimestamp;
}

export interface UsersTable {
  id: Generated<number>;
  environment_id: number;
  name: string;
  name_lower: string;
  full_name: Defaulted<string>;
  email: Defaulted<string>;
  password_hash: string | null;
  mfa_secret: string | null;
  mfa_enabled: Defaulted<boolean>;
  is_protected: Defaulted<boolean>;
  created_at: DefaultedTimestamp;
}

export interface GroupMembersTable {
  group_id: number;
  user_id: number;
  added_at: DefaultedTimestamp;
}

export interface LoginSessionsTable {
  token_hash: string;
  user_id: number;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
}

export interface VerificationTokensTable {
  token_hash: string;
  user_id: number;
  /** mfa-login | mfa-enrol | verify-password */
  purpose: string;
  data: string | null;
  expires_at: Timestamp;
}

export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  name_lower: string;
  secret_hash: string;
  /** A JSON array of scope names. */
  scopes: string;
  /** date, written as 'YYYY-MM-DD' */
  expiration_date: ColumnType<Date, string, string>;
  created_at: DefaultedTimestamp;
  last_used_at: Timestamp | null;
}

export interface AppAccessTable {
  app_id: number;
  /** A group entity or a user entity. */
  entity: number;
  created_at: DefaultedTimestamp;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface ImagesTable {
  id: string;
  kind: string;
  file_key: string;
  content_type: string;
  width: number;
  height: number;
  created_at: DefaultedTimestamp;
}

export interface TunnelsTable {
  id: Generated<number>;
  context: string;
  socket_address: string;
  user_groups: string;
  created_at: DefaultedTimestamp;
}

export interface StorageBucketsTable {
  id: Generated<number>;
  path: string;
  label: Defaulted<string>;
  description: string | null;
  is_public: Defaulted<boolean>;
  created_at: DefaultedTimestamp;
}

export interface StorageObjectsTable {
  id: Generated<number>;
  path: string;
  label: string;
  file_key: string;
  size: Defaulted<number>;
  content_type: Defaulted<string>;
  description: string | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface AppCategoriesTable {
  /** A UUID string, as the platform's category ids are. */
  id: Generated<string>;
  value: string;
  value_key: string;
}

export interface AimmsVersionsTable {
  id: string;
  name: string;
  description: string;
  architecture: string;
  channel: string;
  sort_key: string;
}

export interface AppsTable {
  id: Generated<number>;
  stored_id: string;
  name: string;
  version: string;
  name_key: string;
  version_key: string;
  description: Defaulted<string>;
  category_id: string | null;
  is_latest: Defaulted<boolean>;
  aimms_version_id: string;
  architecture: string | null;
  resource_profile: string | null;
  is_webui: string | null;
  icon_url: string | null;
  file_name: string | null;
  file_size: Defaulted<number>;
  published_at: DefaultedTimestamp;
  published_by: string | null;
  published_by_user_id: number | null;
  /** A JSON object of strings. */
  extra_attributes: Defaulted<string>;
}

export interface PublishJobsTable {
  stored_id: string;
  app_id: number | null;
  name: string;
  version: string;
  behavior: number;
  old_app_id: number | null;
  pack_name: string | null;
  requested_webui: string | null;
  icon_label: string | null;
  state: string;
  reason: string | null;
  due_at: Timestamp | null;
  created_at: DefaultedTimestamp;
  finished_at: Timestamp | null;
}

/** The columns sessions and tasks share: who runs which app, in which state. */
interface JobColumns {
  state: string;
  app_id: number | null;
  app_name: string;
  app_version: string;
  app_deleted: Defaulted<boolean>;
  user_id: number | null;
  user_name: string;
  created_at: DefaultedTimestamp;
  started_at: Timestamp | null;
  ended_at: Timestamp | null;
  next_step_at: Timestamp | null;
  /** Peak memory (Mi) and CPU (millicores) the job reaches once it runs. */
  peak_memory_mi: Generated<number>;
  peak_cpu_m: Generated<number>;
}

export interface SessionsTable extends JobColumns {
  id: string;
  kind: 'webui' | 'solve';
  environment: string;
  description: string | null;
  running_at: Timestamp | null;
}

export interface LaunchesTable {
  instance_id: string;
  app_id: number | null;
  app_name: string;
  app_version: string;
  device_id: string | null;
  is_webui: boolean;
  session_id: string | null;
  user_id: number | null;
  user_name: string;
  environment: string;
  created_at: DefaultedTimestamp;
}

export interface TasksTable extends JobColumns {
  id: string;
  group_index: number;
  user_environment: string;
  service_name: string;
  schedule_for: Timestamp | null;
  schedule_interval: number | null;
  pretty_format: Defaulted<boolean>;
  hook_url: string | null;
  request_file: string | null;
  request_size: Defaulted<number>;
  /** The Content-Type the request data was sent with; null when none was named. */
  request_content_type: string | null;
  response_file: string | null;
  should_fail: Defaulted<boolean>;
  interrupt: string | null;
  solving_at: Timestamp | null;
  assigned_at: Timestamp | null;
}

/** A state a session (kind webui, solve or task) entered, and when. */
export interface SessionEventsTable {
  id: Generated<number>;
  kind: string;
  session_id: string;
  event: string;
  at: DefaultedTimestamp;
}

export interface SessionLogsTable {
  id: Generated<number>;
  kind: string;
  session_id: string;
  time: DefaultedTimestamp;
  level: string;
  message: string;
}

export type SecretItemType = 'directory' | 'secret';
export type SecretAccess = 'read' | 'read_write';

export interface SecretItemsTable {
  /** From the root with a leading '/'; the root is '/'. */
  path: string;
  /** null for the root only. */
  parent_path: string | null;
  name: string;
  type: SecretItemType;
  /** A secret's content encrypted (see services/secret-sealing.ts); null for a directory. */
  sealed_value: string | null;
  /** A secret's content stored in clear before values were encrypted; sealed and emptied at start. */
  plain_value: string | null;
  created_at: DefaultedTimestamp;
  created_by: string;
  modified_at: DefaultedTimestamp;
  modified_by: string;
}

export interface SecretAccessTable {
  item_path: string;
  /** A group entity or a user entity. */
  entity: number;
  access: SecretAccess;
}

export interface StoredFilesTable {
  key: string;
  blob_id: string;
  size: number;
  stored_at: DefaultedTimestamp;
}

export interface FileChunksTable {
  blob_id: string;
  seq: number;
  /** Read as a Buffer (PostgreSQL) or a Uint8Array (embedded). */
  data: ColumnType<Uint8Array, Buffer, Buffer>;
  /** The instance that wrote it (see the database's connection names). */
  instance_id: string;
  written_at: DefaultedTimestamp;
}

export interface JobRunsTable {
  /** The periodic job: 'retention' (with the sweep of unfinished files). */
  name: string;
  last_run_at: Timestamp;
}

/**
 * The sign-in attempts of one person from one source address within the throttling window that have
 * not succeeded (a success empties them), and the key's temporary block and how often it was blocked.
 */
export interface SignInAttemptsTable {
  /** `{environment id}/{lower-case user name}@{source address}`, or `mfa/{user id}@{source address}` for the MFA step. */
  account_key: string;
  attempted_at: Date[];
  last_attempt_at: Timestamp;
  blocked_until: Timestamp | null;
  /** Blocks within the escalation period (each one lasts twice as long as the one before). */
  blocks: Defaulted<number>;
  last_blocked_at: Timestamp | null;
}

/** A SAML response that has signed someone in, kept until it could no longer be accepted anyway. */
export interface UsedSamlResponsesTable {
  response_id: string;
  valid_until: Timestamp;
}
