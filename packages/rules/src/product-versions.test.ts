import { describe, expect, it } from '@jest/globals';
import {
  groupProductVersions,
  isHiddenProductVersion,
  majorMinorOf,
  preselectProductVersion,
  visibleProductVersions,
} from './product-versions';

const versions = [
  { id: '24.5.3.1-linux64-x64-vc143' },
  { id: '24.5.10.2-linux64-x64-vc143' },
  { id: '25.1.0.4-linux64-x64-vc143' },
  { id: '25.2.0.1-x86-vc143' },
  { id: '25.3.0.1-integration_test' },
  { id: '25.3.0.2-internal' },
  { id: '23.1.0.9-linux64-x64-vc143' },
];
const ids = (list: { id: string }[]) => list.map((v) => v.id);

describe('modelling-system version choice', () => {
  it('hides x86, integration_test and internal versions unless dev', () => {
    expect(isHiddenProductVersion('25.2.0.1-X86')).toBe(true);
    expect(ids(visibleProductVersions(versions))).toEqual([
      '25.1.0.4-linux64-x64-vc143',
      '24.5.10.2-linux64-x64-vc143',
      '24.5.3.1-linux64-x64-vc143',
      '23.1.0.9-linux64-x64-vc143',
    ]);
    expect(visibleProductVersions(versions, true)).toHaveLength(7);
  });

  it('groups by major.minor, newest first', () => {
    expect(majorMinorOf('24.5.3.1-linux64')).toBe('24.5');
    expect(groupProductVersions(versions).map((g) => [g.majorMinor, g.versions.length])).toEqual([
      ['25.1', 1],
      ['24.5', 2],
      ['23.1', 1],
    ]);
  });

  it('preselects the newest version', () => {
    expect(preselectProductVersion(versions)?.id).toBe('25.1.0.4-linux64-x64-vc143');
    expect(preselectProductVersion(versions, { dev: true })?.id).toBe('25.3.0.2-internal');
    expect(preselectProductVersion([])).toBeUndefined();
  });

  it("on update preselects the newest with the app's major.minor", () => {
    expect(preselectProductVersion(versions, { currentVersionId: '24.5.3.1-linux64-x64-vc143' })?.id).toBe(
      '24.5.10.2-linux64-x64-vc143',
    );
    expect(preselectProductVersion(versions, { currentVersionId: '4.2.0.0' })?.id).toBe('25.1.0.4-linux64-x64-vc143');
  });
});
