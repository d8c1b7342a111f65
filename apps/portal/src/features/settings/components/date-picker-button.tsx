import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Box, ButtonBase, IconButton, Popover, Stack, Typography } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { isIsoDate } from '@pro-portal/rules';
import { apiKeyTexts } from '../../../shared/texts/api-key-texts';
import { addDays } from '../lib/expiry';
import { monthGrid, monthOf, shiftMonth, spokenDate, weekdayNames, type Month } from '../lib/calendar';

interface DatePickerButtonProps {
  /** The field's value (YYYY-MM-DD, or anything the person typed). */
  value: string;
  /** The earliest and latest day that can be chosen (YYYY-MM-DD). */
  min: string;
  max: string;
  /** Names the button and the calendar, e.g. 'expiration date'. */
  label: string;
  onChange: (isoDate: string) => void;
}

const clamp = (day: string, min: string, max: string) => (day < min ? min : day > max ? max : day);

/** Arrow keys move a day or a week, Page Up/Down a month, Home/End to the week's start and end. */
const KEY_STEPS: Record<string, (day: string) => string> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  PageUp: (day) => shiftMonth(day, -1),
  PageDown: (day) => shiftMonth(day, 1),
  Home: (day) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7)),
  End: (day) => addDays(day, 6 - ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7)),
};

/**
 * A calendar button beside a date field: it opens a month (weeks from Monday) where a day between
 * `min` and `max` is chosen by click, or by keyboard (arrows, Page Up/Down, Home/End, Enter); the
 * chosen day is written into the field as YYYY-MM-DD and focus returns to the button.
 */
export function DatePickerButton({ value, min, max, label, onChange }: DatePickerButtonProps) {
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(min);
  const [month, setMonth] = useState<Month>(monthOf(min));
  const grid = useRef<HTMLTableElement>(null);

  // The calendar opens with the chosen (else the earliest) day focused.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() =>
      grid.current?.querySelector<HTMLElement>('[tabindex="0"][data-day]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [open]);
  const show = () => {
    const start = clamp(isIsoDate(value) ? value : min, min, max);
    setFocused(start);
    setMonth(monthOf(start));
    setOpen(true);
  };
  // The day moved to takes the keyboard focus at once, so that a key pressed right after (a month's
  // Page Up replaces every day of the grid) reaches the calendar, not the page.
  const moveTo = (day: string) => {
    const next = clamp(day, min, max);
    flushSync(() => {
      setFocused(next);
      setMonth(monthOf(next));
    });
    grid.current?.querySelector<HTMLElement>(`[data-day="${next}"]`)?.focus();
  };
  const choose = (day: string) => {
    onChange(day);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    moveTo(step(focused));
  };
  const turn = (months: number) => {
    const next = monthOf(shiftMonth(month.first, months));
    setMonth(next);
    setFocused(clamp(next.first, min, max));
  };
  const weeks = monthGrid(month);
  const titleId = `${label.replace(/\W+/g, '-')}-calendar-title`;
  const canGoBack = month.first > min;
  const canGoOn = month.last < max;

  return (
    <>
      <IconButton ref={anchor} aria-label={apiKeyTexts.chooseDate(label)} aria-haspopup="dialog" onClick={show}>
        <CalendarMonthIcon />
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 1 } } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <IconButton aria-label={apiKeyTexts.previousMonth} disabled={!canGoBack} onClick={() => turn(-1)}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography id={titleId} component="h2" variant="subtitle1" aria-live="polite">
            {month.name}
          </Typography>
          <IconButton aria-label={apiKeyTexts.nextMonth} disabled={!canGoOn} onClick={() => turn(1)}>
            <ChevronRightIcon />
          </IconButton>
        </Stack>
        <Box
          component="table"
          ref={grid}
          role="grid"
          aria-labelledby={titleId}
          onKeyDown={onKeyDown}
          sx={{ borderCollapse: 'collapse', mx: 'auto' }}
        >
          <thead>
            <tr>
              {weekdayNames().map(({ short, long }) => (
                <Box
                  component="th"
                  key={long}
                  scope="col"
                  abbr={long}
                  sx={{ fontWeight: 'normal', fontSize: 12, p: 0 }}
                >
                  {short}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]}>
                {week.map((day) => {
                  const inMonth = day >= month.first && day <= month.last;
                  const selectable = inMonth && day >= min && day <= max;
                  const selected = day === value;
                  return (
                    <td key={day} aria-selected={inMonth ? selected : undefined}>
                      {inMonth && (
                        <ButtonBase
                          data-day={day}
                          aria-label={spokenDate(day)}
                          disabled={!selectable}
                          tabIndex={day === focused ? 0 : -1}
                          onClick={() => choose(day)}
                          onFocus={() => setFocused(day)}
                          sx={{
                            width: 36,
                            height: 36,
                            borderRadius: '50%',
                            fontSize: 14,
                            color: selectable ? 'text.primary' : 'text.disabled',
                            ...(selected && { bgcolor: 'primary.main', color: 'primary.contrastText' }),
                            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
                            '&:hover': selectable && !selected ? { bgcolor: 'action.hover' } : undefined,
                          }}
                        >
                          {Number(day.slice(8))}
                        </ButtonBase>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </Popover>
    </>
  );
}
