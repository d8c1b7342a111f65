import { finishedPublishing, isPublishing, mergeApps } from './list-model';
import { appModel as app } from '../testing/fixtures';

describe('the list model', () => {
  const publishing = [
    { name: 'New', version: '1', description: '', storedId: 'a', category: '' },
    { name: 'Done', version: '2', description: '', storedId: 'b', category: '' },
  ];

  it('treats an app without isWebUI as still publishing', () => {
    expect(isPublishing(app({ name: 'A', version: '1', isWebUI: null }))).toBe(true);
    expect(isPublishing(app({ name: 'A', version: '1', isWebUI: 'false' }))).toBe(false);
  });

  it('adds the PublishingApps entries the server does not list, as publishing', () => {
    const merged = mergeApps([app({ name: 'done', version: '2', isWebUI: null })], publishing);
    expect(merged.map((m) => [m.name, m.version, m.publishing])).toEqual([
      ['done', '2', true],
      ['New', '1', true],
    ]);
  });

  it('finishes the entries the server lists with isWebUI (name and version ignoring case)', () => {
    expect(finishedPublishing([app({ name: 'DONE', version: '2' })], publishing)).toEqual([publishing[1]]);
    expect(finishedPublishing([app({ name: 'Done', version: '2', isWebUI: null })], publishing)).toEqual([]);
  });
});
