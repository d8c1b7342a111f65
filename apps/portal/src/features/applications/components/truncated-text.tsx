import { useState, type MouseEvent } from 'react';
import { Typography, type TypographyProps } from '@mui/material';
import { TooltipOnDemand } from '../../../shared/components/tooltip-on-demand';

interface TruncatedTextProps extends Omit<TypographyProps, 'children'> {
  text: string;
  /** Show the tooltip whenever the text is longer than this; without it, only when it is cut off on screen. */
  threshold?: number;
  lines?: number;
}

const isCutOff = (el: HTMLElement) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight;

/** Text cut off with an ellipsis, with a tooltip holding all of it when it is long (or cut off). */
export function TruncatedText({ text, threshold, lines = 1, sx, ...props }: TruncatedTextProps) {
  const [cutOff, setCutOff] = useState(false);
  const long = threshold === undefined ? cutOff : text.length > threshold;
  const clamp =
    lines > 1
      ? { display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical' as const, overflow: 'hidden' }
      : { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };
  const onEnter = (event: MouseEvent<HTMLElement>) => {
    if (threshold === undefined) setCutOff(isCutOff(event.currentTarget));
  };
  const body = (
    <Typography {...props} onMouseEnter={onEnter} sx={{ ...clamp, ...sx }}>
      {text}
    </Typography>
  );
  // A short text under a fixed threshold never needs a tooltip: lists of many cards stay light.
  if (threshold !== undefined && !long) return body;
  return <TooltipOnDemand title={long ? text : ''}>{body}</TooltipOnDemand>;
}
