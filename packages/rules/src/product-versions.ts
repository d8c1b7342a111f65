/**
 * Choosing the modelling-system ({product}) version in the publish and update forms.
 * Ids look like '24.5.3.1-linux64-x64-vc143': a dotted number, then build details.
 */
import { PRODUCT_VERSION_HIDDEN_MARKERS } from './constants';

export interface ProductVersion {
  id: string;
}

/** The leading dotted number of an id: '24.5.3.1-linux64' -> [24, 5, 3, 1]. */
export const versionNumbers = (id: string): number[] => {
  const match = /^\d+(\.\d+)*/.exec(id.trim());
  return match ? match[0].split('.').map(Number) : [];
};

/** 'major.minor' of an id ('24.5'), or the id itself when it has no number. */
export const majorMinorOf = (id: string): string => {
  const [major, minor] = versionNumbers(id);
  if (major == null) return id;
  return minor == null ? String(major) : `${major}.${minor}`;
};

/** x86, integration_test and internal builds are listed only with the dev flag. */
export const isHiddenProductVersion = (id: string): boolean =>
  PRODUCT_VERSION_HIDDEN_MARKERS.some((marker) => id.toLowerCase().includes(marker));

const compareNumbers = (a: number[], b: number[]): number => {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const diff = (a[i] ?? -1) - (b[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
};

/** Newest first: by the dotted number, then by id. */
export const compareProductVersionsNewestFirst = (a: ProductVersion, b: ProductVersion): number =>
  compareNumbers(versionNumbers(b.id), versionNumbers(a.id)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The versions the form offers: hidden builds dropped unless `dev`, newest first. */
export const visibleProductVersions = <T extends ProductVersion>(versions: readonly T[], dev = false): T[] =>
  versions.filter((v) => dev || !isHiddenProductVersion(v.id)).sort(compareProductVersionsNewestFirst);

export interface ProductVersionGroup<T> {
  majorMinor: string;
  versions: T[];
}

/** Visible versions grouped by major.minor, newest group and newest version first. */
export const groupProductVersions = <T extends ProductVersion>(
  versions: readonly T[],
  dev = false,
): ProductVersionGroup<T>[] => {
  const groups: ProductVersionGroup<T>[] = [];
  for (const version of visibleProductVersions(versions, dev)) {
    const key = majorMinorOf(version.id);
    const group = groups.find((g) => g.majorMinor === key);
    if (group) group.versions.push(version);
    else groups.push({ majorMinor: key, versions: [version] });
  }
  return groups;
};

/**
 * The version preselected: the newest visible one; when updating an app published with
 * `currentVersionId`, the newest with the same major.minor (falling back to the newest).
 */
export const preselectProductVersion = <T extends ProductVersion>(
  versions: readonly T[],
  options: { dev?: boolean; currentVersionId?: string | null } = {},
): T | undefined => {
  const visible = visibleProductVersions(versions, options.dev);
  if (options.currentVersionId) {
    const wanted = majorMinorOf(options.currentVersionId);
    const same = visible.find((v) => majorMinorOf(v.id) === wanted);
    if (same) return same;
  }
  return visible[0];
};
