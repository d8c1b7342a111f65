import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createEnvironmentSchema,
  createGroupSchema,
  ENVIRONMENT_NAME_CONTRACT_PATTERN,
  fieldErrorsSync,
  GROUP_NAME_CONTRACT_PATTERN,
  ICON_ADDRESS_PATTERN,
  JOB_RETENTION_MAX_DAYS,
  SAML_METADATA_URL_CONTRACT_PATTERN,
  SECRET_ITEM_PATH_PATTERN,
  STORAGE_LABEL_PATTERN,
  STORAGE_PATH_PATTERN,
  TUNNEL_CONTEXT_CONTRACT_PATTERN,
  TUNNEL_SOCKET_ADDRESS_CONTRACT_PATTERN,
  USERNAME_CONTRACT_PATTERN,
} from '@pro-portal/rules';
import { parse } from 'yaml';

const main: unknown = parse(readFileSync(join(__dirname, 'pro-api-v2.yaml'), 'utf8'));
const secrets = parse(readFileSync(join(__dirname, 'secret-manager-v1.yaml'), 'utf8')) as {
  components: { parameters: { itemPath: { schema: { pattern: string } } } };
};
interface SessionsSpec {
  paths: Record<string, { get: { parameters: { name?: string; schema?: { pattern?: string } }[] } }>;
  components: {
    schemas: { OverviewSession: { properties: Record<string, unknown> } };
    parameters: { overviewFilter: { schema: { items: { pattern: string } } } };
  };
}
const sessions = parse(readFileSync(join(__dirname, 'session-manager-v1.yaml'), 'utf8')) as SessionsSpec;
/** The node at a path of keys in the main spec. */
const at = (...keys: string[]) => keys.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], main);
const property = (schema: string, name: string) => at('components', 'schemas', schema, 'properties', name, 'pattern');
const parameter = (name: string) => at('components', 'parameters', name, 'schema', 'pattern');

describe('the name rules the contract declares are the rules package', () => {
  it.each([
    ['GroupCreate.groupname', property('GroupCreate', 'groupname'), GROUP_NAME_CONTRACT_PATTERN],
    ['GroupUpdate.groupname', property('GroupUpdate', 'groupname'), GROUP_NAME_CONTRACT_PATTERN],
    ['EnvironmentCreate.name', property('EnvironmentCreate', 'name'), ENVIRONMENT_NAME_CONTRACT_PATTERN],
    ['EnvironmentUpdate.name', property('EnvironmentUpdate', 'name'), ENVIRONMENT_NAME_CONTRACT_PATTERN],
    ['UserCreate.username', property('UserCreate', 'username'), USERNAME_CONTRACT_PATTERN],
    ['UserUpdate.username', property('UserUpdate', 'username'), USERNAME_CONTRACT_PATTERN],
    ['TunnelInput.context', property('TunnelInput', 'context'), TUNNEL_CONTEXT_CONTRACT_PATTERN],
    ['TunnelInput.socketAddress', property('TunnelInput', 'socketAddress'), TUNNEL_SOCKET_ADDRESS_CONTRACT_PATTERN],
    ['the storage path', parameter('storagePath'), STORAGE_PATH_PATTERN],
    ['the storage label', parameter('storageLabel'), STORAGE_LABEL_PATTERN],
    ['StorageObjectUpdate.label', property('StorageObjectUpdate', 'label'), STORAGE_LABEL_PATTERN],
    [
      'EnvironmentCreate.samlMetadataUrl',
      property('EnvironmentCreate', 'samlMetadataUrl'),
      SAML_METADATA_URL_CONTRACT_PATTERN,
    ],
    [
      'EnvironmentUpdate.samlMetadataUrl',
      property('EnvironmentUpdate', 'samlMetadataUrl'),
      SAML_METADATA_URL_CONTRACT_PATTERN,
    ],
    [
      'the icon address',
      at('paths', '/portal/app-icon-url', 'get', 'parameters', '0', 'schema', 'pattern'),
      ICON_ADDRESS_PATTERN,
    ],
    ['the secret manager item path', secrets.components.parameters.itemPath.schema.pattern, SECRET_ITEM_PATH_PATTERN],
  ])('%s', (_, declared, rule) => {
    expect(declared).toBe(rule);
  });

  it("names the overview's columns, the properties of OverviewSession, in its sort and filter patterns", () => {
    const columns = Object.keys(sessions.components.schemas.OverviewSession.properties).join('|');
    const sort = sessions.paths['/sessions'].get.parameters.find((p) => p.name === 'sort');
    expect(sort?.schema?.pattern).toBe(`^(${columns})$`);
    expect(sessions.components.parameters.overviewFilter.schema.items.pattern).toBe(
      `^((${columns})(!=|>=|<=|=|~|>|<).*)?$`,
    );
  });

  it("declares the retention form's longest time as jobRetentionTime's maximum", () => {
    expect(at('components', 'schemas', 'RetentionSettings', 'properties', 'jobRetentionTime', 'maximum')).toBe(
      JOB_RETENTION_MAX_DAYS,
    );
  });

  it.each(['Planners', ' North-West region_2 ', 'a', '   ', '', 'North/West', 'Nörd', 'x.y', '-'])(
    'accepts %j as a group and environment name exactly when the forms do',
    (name) => {
      const contract = new RegExp(GROUP_NAME_CONTRACT_PATTERN, 'u').test(name);
      expect(contract).toBe(fieldErrorsSync(createGroupSchema(), { groupname: name }).groupname === undefined);
      expect(contract).toBe(fieldErrorsSync(createEnvironmentSchema(), { name }).name === undefined);
    },
  );
});
