import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ApplicationsList, type ApplicationsListProps } from './applications-list';
import { REVEAL_STEP } from '../hooks/use-reveal-limit';
import { appModel } from '../testing/fixtures';
import type { ListedApp } from '../lib/list-model';

/** A stand-in IntersectionObserver whose targets the test brings into view by hand. */
class FakeObserver {
  static live = new Set<FakeObserver>();
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    FakeObserver.live.add(this);
  }
  disconnect() {
    FakeObserver.live.delete(this);
  }
  static scrollToEnd() {
    act(() => {
      for (const o of [...FakeObserver.live])
        o.callback([{ isIntersecting: true } as IntersectionObserverEntry], o as unknown as IntersectionObserver);
    });
  }
}

const item = (i: number, category = ''): ListedApp => {
  const name = `App ${String(i).padStart(4, '0')}`;
  return {
    key: name,
    name,
    version: '1.0',
    description: '',
    category,
    publishing: false,
    app: appModel({ name, version: '1.0', category }),
  };
};

function renderList(items: ListedApp[]) {
  const noop = () => undefined;
  const props: ApplicationsListProps = {
    items,
    categories: [],
    canEditCategories: false,
    showStats: false,
    isModifiable: () => false,
    selection: null,
    onSelect: noop,
    onLaunch: noop,
    onAction: noop,
    draftCategory: false,
    onCreateCategory: async () => true,
    onCancelDraft: noop,
    onRenameCategory: async () => true,
    onDeleteCategory: noop,
    memoryKey: 'FavouriteAndRecentApps:Sales:alice',
  };
  // The list keeps its search, category, sort and view in the address.
  render(
    <MemoryRouter>
      <ApplicationsList {...props} />
    </MemoryRouter>,
  );
}

const cardCount = () => document.querySelectorAll('[data-app-card]').length;

describe('applications list with many apps', () => {
  beforeEach(() => {
    FakeObserver.live.clear();
    Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  it('draws a first screenful of cards and more as the end of the list comes into view', () => {
    const total = 2 * REVEAL_STEP + 10;
    renderList(Array.from({ length: total }, (_, i) => item(i, i % 2 ? 'Planning' : '')));
    expect(cardCount()).toBe(REVEAL_STEP);
    expect(screen.getByPlaceholderText(`Search apps (${total} available)`)).toBeInTheDocument();
    FakeObserver.scrollToEnd();
    expect(cardCount()).toBe(2 * REVEAL_STEP);
    FakeObserver.scrollToEnd();
    expect(cardCount()).toBe(total);
    expect(FakeObserver.live.size).toBe(0);
  });

  it('starts over with a first screenful for a new search, counting every match', () => {
    renderList(Array.from({ length: 300 }, (_, i) => item(i)));
    FakeObserver.scrollToEnd();
    expect(cardCount()).toBe(2 * REVEAL_STEP);
    fireEvent.change(screen.getByPlaceholderText('Search apps (300 available)'), { target: { value: 'app 01' } });
    expect(screen.getByText('100 matching app(s) found')).toBeInTheDocument();
    expect(cardCount()).toBe(REVEAL_STEP);
    expect(screen.getByRole('article', { name: /App 0100/ })).toBeInTheDocument();
  });

  it('draws every card where the browser cannot tell what is in view', () => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    renderList(Array.from({ length: 130 }, (_, i) => item(i)));
    expect(cardCount()).toBe(130);
  });
});
