import { firstOfGroups } from './use-reveal-limit';

const group = (category: string, n: number) => ({
  category,
  apps: Array.from({ length: n }, (_, i) => `${category}${i}`),
});

describe('firstOfGroups', () => {
  it('cuts the group where the limit falls and leaves the later groups out', () => {
    const { shown, more } = firstOfGroups([group('A', 3), group('B', 4), group('C', 2)], 5);
    expect(shown.map((g) => [g.category, g.apps.length])).toEqual([
      ['A', 3],
      ['B', 2],
    ]);
    expect(more).toBe(true);
  });

  it('leaves out a group that starts exactly at the limit', () => {
    const { shown, more } = firstOfGroups([group('A', 3), group('B', 4)], 3);
    expect(shown.map((g) => g.category)).toEqual(['A']);
    expect(more).toBe(true);
  });

  it('shows everything, empty groups included, when it fits', () => {
    const { shown, more } = firstOfGroups([group('A', 3), group('Empty', 0), group('B', 1)], 4);
    expect(shown.map((g) => [g.category, g.apps.length])).toEqual([
      ['A', 3],
      ['Empty', 0],
      ['B', 1],
    ]);
    expect(more).toBe(false);
    expect(firstOfGroups([group('A', 3)], Infinity)).toEqual({ shown: [group('A', 3)], more: false });
  });
});
