import { act, fireEvent, render, screen } from '@testing-library/react';
import { AppCard } from './app-card';
import { UploadProgress, progressText } from './upload-progress';
import { appModel as app } from '../testing/fixtures';

const noop = () => undefined;
const advance = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

function renderCard(name: string, version: string, description = 'Short') {
  const item = {
    key: 'k',
    name,
    version,
    description,
    category: '',
    publishing: false,
    app: app({ name, version, description }),
  };
  render(<AppCard item={item} showStats={false} modifiable onSelect={noop} onLaunch={noop} onAction={noop} />);
}

/** Renders a card and hovers over `text` on it. */
function hoverOnCard(text: string, [name, version]: [string, string]) {
  renderCard(name, version);
  fireEvent.mouseOver(screen.getByText(text));
}

describe('app card tooltips', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the full name after 800 ms only when it is longer than 42 characters', async () => {
    const long = 'N'.repeat(43);
    hoverOnCard(long, [long, '1.0']);
    await advance(790);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await advance(20);
    expect(screen.getByRole('tooltip')).toHaveTextContent(long);
  });

  it('shows no tooltip for a name of 42 characters', async () => {
    const name = 'N'.repeat(42);
    hoverOnCard(name, [name, '1.0']);
    await advance(1000);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows a name of 42 characters or fewer in a tooltip when it is cut off on screen', async () => {
    const name = 'Warehouse Planner Northern Europe';
    renderCard(name, '1.0');
    const text = screen.getByText(name);
    Object.defineProperty(text, 'scrollHeight', { value: 80 });
    Object.defineProperty(text, 'clientHeight', { value: 48 });
    fireEvent.mouseEnter(text);
    fireEvent.mouseOver(text);
    await advance(810);
    expect(screen.getByRole('tooltip')).toHaveTextContent(name);
  });

  it('shows the version in a tooltip when it is longer than 10 characters', async () => {
    hoverOnCard('1.2.3.4.5.6', ['App', '1.2.3.4.5.6']);
    await advance(810);
    expect(screen.getByRole('tooltip')).toHaveTextContent('1.2.3.4.5.6');
  });

  it('shows the description in a tooltip only when it is cut off', async () => {
    renderCard('App', '1', 'A long description');
    const text = screen.getByText('A long description');
    Object.defineProperty(text, 'scrollHeight', { value: 80 });
    Object.defineProperty(text, 'clientHeight', { value: 40 });
    fireEvent.mouseEnter(text);
    fireEvent.mouseOver(text);
    await advance(810);
    expect(screen.getByRole('tooltip')).toHaveTextContent('A long description');
  });
});

describe('upload progress', () => {
  it('shows percent and bytes, and cancels', () => {
    const cancel = jest.fn();
    render(
      <UploadProgress
        progress={{ loaded: 1.5 * 1024 * 1024, total: 3 * 1024 * 1024, percent: 50 }}
        onCancel={cancel}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('50% (1.50 MB of 3.00 MB)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalled();
    expect(progressText({ loaded: 512, total: 1024, percent: 50 })).toBe('50% (0.50 KB of 1.00 KB)');
  });
});
