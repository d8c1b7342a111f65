import { act, fireEvent, render, screen } from '@testing-library/react';
import { TooltipOnDemand } from './tooltip-on-demand';

const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

function renderText() {
  render(
    <TooltipOnDemand title="The whole text">
      <p>The whole…</p>
    </TooltipOnDemand>,
  );
  return screen.getByText('The whole…');
}

describe('TooltipOnDemand', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens 800 ms after the first hover, then closes when the pointer leaves', async () => {
    const text = renderText();
    fireEvent.mouseOver(text);
    await advance(790);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await advance(20);
    expect(screen.getByRole('tooltip')).toHaveTextContent('The whole text');
    fireEvent.mouseLeave(screen.getByText('The whole…'));
    await advance(500);
    expect(screen.getByRole('tooltip')).toHaveClass('MuiTooltip-popperClose');
    fireEvent.mouseOver(screen.getByText('The whole…'));
    await advance(810);
    expect(screen.getByRole('tooltip')).not.toHaveClass('MuiTooltip-popperClose');
  });

  it('does not open when the pointer leaves within 800 ms, and opens on the next hover', async () => {
    const text = renderText();
    fireEvent.mouseOver(text);
    await advance(400);
    fireEvent.mouseLeave(screen.getByText('The whole…'));
    await advance(1000);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.mouseOver(screen.getByText('The whole…'));
    await advance(810);
    expect(screen.getByRole('tooltip')).toHaveTextContent('The whole text');
  });

  it('draws only the element while there is no title', async () => {
    render(
      <TooltipOnDemand title="">
        <p>Short</p>
      </TooltipOnDemand>,
    );
    fireEvent.mouseOver(screen.getByText('Short'));
    await advance(1000);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
