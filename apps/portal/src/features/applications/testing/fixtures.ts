import {
  WebUIFlag,
  type Application,
  type ApplicationCategory,
  type AimmsVersion,
  type JsonOf,
  type ResourceProfile,
} from '@pro-portal/sdk';
import { mockOperation } from '@pro-portal/sdk/testing';
import type { HttpHandler } from 'msw';

export interface AppFixture {
  name: string;
  version: string;
  description?: string;
  category?: string;
  isLatest?: boolean;
  isModifiable?: boolean;
  aimmsVersionId?: string;
  architecture?: string | null;
  resourceProfile?: string | null;
  isWebUI?: 'true' | 'false' | null;
}

/** An Application as GET /applications answers it. */
export const app = (a: AppFixture) => {
  const attributes: { isWebUI?: 'true' | 'false' } = a.isWebUI === null ? {} : { isWebUI: a.isWebUI ?? 'true' };
  return {
    name: a.name,
    version: a.version,
    description: a.description ?? `${a.name} description`,
    category: a.category ?? '',
    isLatest: a.isLatest ?? false,
    isModifiable: a.isModifiable ?? true,
    storedId: `st-${a.name}-${a.version}`,
    aimmsDescription: '',
    aimmsName: '',
    aimmsVersionId: a.aimmsVersionId ?? '24.5.3.1-linux64-x64-vc143',
    architecture: a.architecture === undefined ? 'x64' : a.architecture,
    resourceProfile: a.resourceProfile ?? null,
    attributes,
  } satisfies JsonOf<Application>;
};

/** The same app as the SDK hands it to the portal. */
export const appModel = (a: AppFixture): Application => ({
  ...app(a),
  attributes: a.isWebUI === null ? {} : { isWebUI: a.isWebUI === 'false' ? WebUIFlag.False : WebUIFlag.True },
});

const CATEGORIES = [
  { id: '5f0c1a52-8d1e-4c61-9a57-0b6c2f3e9a01', value: 'Planning' },
  { id: 'c3b7e2d4-1f6a-4e8b-b2c9-7d5e4a3f1b02', value: 'Logistics' },
] satisfies JsonOf<ApplicationCategory>[];

const VERSIONS = [
  { id: '24.4.1.2-linux64-x64-vc143' },
  { id: '24.5.3.1-linux64-x64-vc143' },
  { id: '24.5.2.7-linux64-x64-vc143' },
  { id: '25.1.0.3-linux64-x64-vc143' },
  { id: '25.2.0.1-x86-internal' },
] satisfies JsonOf<AimmsVersion>[];

const PROFILES = [
  { name: 'small', description: 'For light interactive use' },
  { name: 'medium', description: 'The default for most apps' },
  { name: 'large', description: 'For heavy solves' },
] satisfies JsonOf<ResourceProfile>[];

/** The calls the applications page makes, answered with `apps`, after the test's own `extra`. */
export function appRoutes(apps: ReturnType<typeof app>[], extra: HttpHandler[] = []): HttpHandler[] {
  return [
    ...extra,
    // The internal builds only when asked for with dev=true, as the server does.
    mockOperation('main', 'listAimmsVersions', ({ query }) => ({
      status: 200,
      body: { versions: query.dev === 'true' ? VERSIONS : VERSIONS.filter((v) => !v.id.includes('internal')) },
    })),
    mockOperation('main', 'listApplications', { status: 200, body: { applications: apps } }),
    mockOperation('main', 'listCategories', { status: 200, body: CATEGORIES }),
    mockOperation('main', 'listResourceProfiles', { status: 200, body: { profiles: PROFILES } }),
  ];
}
