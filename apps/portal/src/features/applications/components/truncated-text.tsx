import { useState, type MouseEvent } from 'react';
import { Typography, type TypographyProps } from '@mui/material';
import { TooltipOnDemand } from '../../../shared/components/tooltip-on-demand';

interface TruncatedTextProps extends Omit<TypographyProps, 'children'> {
  text: string;
  /** Show the tooltip whenever the text is longer than this, as well as whenever it is cut off on screen. */
  threshold?: number;
  lines?: number;
}

const isCutOff = (el: HTMLElement) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight;

/** Text cut off with an ellipsis, with a tooltip holding all of it when it is long or cut off. */
export function TruncatedText({ text, threshold, lines = 1, sx, ...props }: TruncatedTextProps) {
  const [cutOff, setCutOff] = useState(false);
  const long = cutOff || (threshold !== undefined && text.length > threshold);
  const clamp =
    lines > 1
      ? { display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical' as const, overflow: 'hidden' }
      : { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };
  const onEnter = (event: MouseEvent<HTMLElement>) => setCutOff(isCutOff(event.currentTarget));
  return (
    <TooltipOnDemand title={long ? text : ''}>
      <Typography {...props} onMouseEnter={onEnter} sx={{ ...clamp, ...sx }}>
        {text}
      </Typography>
    </TooltipOnDemand>
  );
}
