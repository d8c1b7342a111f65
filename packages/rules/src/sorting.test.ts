import { describe, expect, it } from '@jest/globals';
import {
  appSortKey,
  compareApps,
  groupAppsByCategory,
  matchesSearch,
  padVersion,
  searchApps,
  sortApps,
} from './sorting';

const app = (name: string, version: string, category = '') => ({ name, version, category });

describe('app sort key: name plus 3-digit zero-padded version', () => {
  it("pads each numeric part: 'MyApp' '1.2.10' -> 'MyApp 001.002.010'", () => {
    expect(padVersion('1.2.10')).toBe('001.002.010');
    expect(appSortKey(app('MyApp', '1.2.10'))).toBe('MyApp 001.002.010');
    expect(padVersion('2.0-beta3')).toBe('002.000-beta003');
  });

  it('orders by name, then numerically by version', () => {
    const sorted = sortApps([app('Zeta', '1.0'), app('alpha', '1.10'), app('Alpha', '1.2'), app('alpha', '1.9')]);
    expect(sorted.map((a) => `${a.name} ${a.version}`)).toEqual(['Alpha 1.2', 'alpha 1.9', 'alpha 1.10', 'Zeta 1.0']);
    expect(compareApps(app('A', '1.2.9'), app('A', '1.2.10'))).toBeLessThan(0);
  });
});

describe('grouping by category', () => {
  const apps = [
    app('Route', '1', 'Logistics'),
    app('Budget', '2', 'finance'),
    app('Misc', '1', ''),
    app('Plan', '1', 'Logistics'),
    app('Tool', '1', 'Other'),
  ];

  it("collects uncategorised apps in 'Other', listed last", () => {
    const groups = groupAppsByCategory(apps);
    expect(groups.map((g) => g.category)).toEqual(['finance', 'Logistics', 'Other']);
    expect(groups[2]?.apps.map((a) => a.name)).toEqual(['Misc', 'Tool']);
    expect(groups[1]?.apps.map((a) => a.name)).toEqual(['Plan', 'Route']);
  });

  it('adds empty groups for categories without apps, never a second Other', () => {
    const groups = groupAppsByCategory([app('Misc', '1')], ['Zoo', 'Alpha', 'other']);
    expect(groups.map((g) => [g.category, g.apps.length])).toEqual([
      ['Alpha', 0],
      ['Zoo', 0],
      ['Other', 1],
    ]);
  });
});

describe('search', () => {
  const apps = [app('Route Planner', '1.2'), app('Budget', '2.0')];

  it("matches 'name version' ignoring case", () => {
    expect(matchesSearch(apps[0]!, 'planner 1.2')).toBe(true);
    expect(matchesSearch(apps[0]!, 'ROUTE')).toBe(true);
    expect(matchesSearch(apps[1]!, 'planner')).toBe(false);
    expect(searchApps(apps, '')).toHaveLength(2);
    expect(searchApps(apps, '2.0')).toEqual([apps[1]]);
  });
});
