import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tooltip } from './tooltip';

const advance = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

function hover(kind?: 'general' | 'info') {
  render(
    <Tooltip title="Full description" kind={kind}>
      <button>target</button>
    </Tooltip>,
  );
  fireEvent.mouseOver(screen.getByText('target'));
}

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens after 800 ms', async () => {
    hover();
    await advance(790);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await advance(20);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Full description');
  });

  it('opens info tooltips after 500 ms', async () => {
    hover('info');
    await advance(490);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await advance(20);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('starts closing 100 ms after the pointer leaves', async () => {
    hover('info');
    await advance(510);
    fireEvent.mouseLeave(screen.getByText('target'));
    await advance(90);
    expect(screen.getByRole('tooltip')).not.toHaveClass('MuiTooltip-popperClose');
    await advance(20);
    expect(screen.getByRole('tooltip')).toHaveClass('MuiTooltip-popperClose');
  });
});
