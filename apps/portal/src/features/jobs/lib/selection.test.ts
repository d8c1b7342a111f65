import { EMPTY_SELECTION, keepVisible, selectRow } from './selection';

const rows = ['a', 'b', 'c', 'd', 'e'];
const click = { toggle: false, range: false };
const ctrl = { toggle: true, range: false };
const shift = { toggle: false, range: true };

describe('row selection', () => {
  it('selects one row on a plain click and replaces the selection on the next', () => {
    const one = selectRow(EMPTY_SELECTION, rows, 'b', click);
    expect(one.keys).toEqual(['b']);
    expect(selectRow(one, rows, 'd', click).keys).toEqual(['d']);
  });

  it('clears the selection when the only selected row is clicked again', () => {
    expect(selectRow({ keys: ['b'], anchor: 'b' }, rows, 'b', click).keys).toEqual([]);
  });

  it('adds and removes rows with ctrl or meta', () => {
    let s = selectRow(EMPTY_SELECTION, rows, 'a', click);
    s = selectRow(s, rows, 'd', ctrl);
    s = selectRow(s, rows, 'c', ctrl);
    expect(s.keys).toEqual(['a', 'c', 'd']);
    expect(selectRow(s, rows, 'a', ctrl).keys).toEqual(['c', 'd']);
  });

  it('selects the range from the anchor with shift, in both directions', () => {
    const anchored = selectRow(EMPTY_SELECTION, rows, 'b', click);
    expect(selectRow(anchored, rows, 'd', shift).keys).toEqual(['b', 'c', 'd']);
    const back = selectRow(selectRow(EMPTY_SELECTION, rows, 'd', click), rows, 'a', shift);
    expect(back.keys).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the anchor so a second shift-click changes the range, and ctrl+shift adds a range', () => {
    let s = selectRow(EMPTY_SELECTION, rows, 'c', click);
    s = selectRow(s, rows, 'e', shift);
    s = selectRow(s, rows, 'a', shift);
    expect(s.keys).toEqual(['a', 'b', 'c']);
    const added = selectRow({ keys: ['e'], anchor: 'a' }, rows, 'b', { toggle: true, range: true });
    expect(added.keys).toEqual(['a', 'b', 'e']);
  });

  it('treats shift without an anchor as a plain click', () => {
    expect(selectRow(EMPTY_SELECTION, rows, 'c', shift).keys).toEqual(['c']);
  });

  it('drops rows that are no longer shown', () => {
    expect(keepVisible({ keys: ['a', 'x'], anchor: 'x' }, rows)).toEqual({ keys: ['a'], anchor: null });
  });
});
