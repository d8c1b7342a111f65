/** The AIMMS versions the sandbox offers. Entries of the x86, integration_test and internal channels are
 *  development builds: listed only when the caller asks with dev=true. */
interface CatalogueEntry {
  id: string;
  name: string;
  description: string;
  architecture: 'x64' | 'x86';
  channel: 'release' | 'x86' | 'integration_test' | 'internal';
}

const releases = ['4.96.4.6', '4.98.1.3', '24.5.3.1', '24.6.2.4', '25.1.2.2', '25.2.1.7', '25.3.1.2', '25.4.0.9'];

function sortKey(id: string): string {
  return id
    .split(/[.-]/)
    .map((part) => (/^\d+$/.test(part) ? part.padStart(6, '0') : part))
    .join('.');
}

const versionCatalogue: CatalogueEntry[] = [
  ...releases.map((v) => ({
    id: `${v}-linux64-x64-vc143`,
    name: `AIMMS ${v}`,
    description: `AIMMS ${v} (Linux, 64-bit)`,
    architecture: 'x64' as const,
    channel: 'release' as const,
  })),
  ...['4.96.4.6', '24.6.2.4'].map((v) => ({
    id: `${v}-windows-x86-vc143`,
    name: `AIMMS ${v} x86`,
    description: `AIMMS ${v} (Windows, 32-bit x86)`,
    architecture: 'x86' as const,
    channel: 'x86' as const,
  })),
  {
    id: '25.5.0.1-linux64-x64-integration_test',
    name: 'AIMMS 25.5.0.1 integration_test',
    description: 'AIMMS 25.5.0.1 integration test build',
    architecture: 'x64',
    channel: 'integration_test',
  },
  {
    id: '25.5.0.0-linux64-x64-internal',
    name: 'AIMMS 25.5.0.0 internal',
    description: 'AIMMS 25.5.0.0 internal build',
    architecture: 'x64',
    channel: 'internal',
  },
];

/** SQL inserting the catalogue (used by the migration). */
export function catalogueInsertSql(): string {
  const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
  const rows = versionCatalogue.map(
    (e) => `(${[e.id, e.name, e.description, e.architecture, e.channel, sortKey(e.id)].map(quote).join(', ')})`,
  );
  return `insert into aimms_versions (id, name, description, architecture, channel, sort_key) values\n${rows.join(',\n')};`;
}
