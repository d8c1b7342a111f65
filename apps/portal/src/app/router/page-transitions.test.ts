import { startTransition } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { withPageTransitions } from './page-transitions';

jest.mock('react', () => ({
  ...jest.requireActual<typeof import('react')>('react'),
  startTransition: jest.fn((scope: () => void) => scope()),
}));

describe('withPageTransitions: how the router hears a move', () => {
  it('hears a change of the same page’s query at once, and a move to another page as a transition', () => {
    const transition = jest.mocked(startTransition);
    const history = createMemoryHistory({ initialEntries: ['/applications'], v5Compat: true });
    const heard: string[] = [];
    const stop = withPageTransitions(history).listen(({ location }) => {
      heard.push(`${location.pathname}${location.search} ${transition.mock.calls.length}`);
    });

    history.push('/applications?sort=name-desc');
    history.push('/applications?sort=name-desc&q=risk');
    history.push('/users');
    history.go(-1);
    history.go(-1);
    stop();

    expect(heard).toEqual([
      '/applications?sort=name-desc 0',
      '/applications?sort=name-desc&q=risk 0',
      '/users 1',
      '/applications?sort=name-desc&q=risk 2',
      '/applications?sort=name-desc 2',
    ]);
  });
});
