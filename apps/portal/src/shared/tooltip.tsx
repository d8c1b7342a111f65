import { Tooltip as MuiTooltip, type TooltipProps as MuiTooltipProps } from '@mui/material';
import { TOOLTIP_DELAYS_MS } from './timings';

export interface TooltipProps extends Omit<MuiTooltipProps, 'enterDelay' | 'enterNextDelay' | 'leaveDelay'> {
  /** 'info' tooltips open sooner (500 ms) than the general and description ones (800 ms). */
  kind?: 'general' | 'info';
}

/** The portal's one tooltip: opens after 800 ms (500 ms for info), closes after 100 ms. */
export function Tooltip({ kind = 'general', children, ...props }: TooltipProps) {
  const enter = kind === 'info' ? TOOLTIP_DELAYS_MS.infoEnter : TOOLTIP_DELAYS_MS.enter;
  return (
    <MuiTooltip enterDelay={enter} enterNextDelay={enter} leaveDelay={TOOLTIP_DELAYS_MS.leave} {...props}>
      {children}
    </MuiTooltip>
  );
}
