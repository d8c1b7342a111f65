import { useState } from 'react';
import { useNavigationType } from 'react-router';
import { anyText, useQueryState } from './use-query-state';

/**
 * A search field's text kept in the query parameter `name`. The field follows each keystroke at once
 * (the address updates a moment later and would move the caret); each keystroke replaces the history
 * entry, so Back leaves the search instead of stepping through its letters. A Back, Forward or link
 * to another text brings that text into the field.
 */
export function useQueryText(name: string): [string, (text: string) => void] {
  const [value, setValue] = useQueryState(name, '', anyText);
  const navigation = useNavigationType();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    // The field's own writes replace; any other change of the address is one to show.
    if (navigation !== 'REPLACE') setText(value);
  }
  const change = (next: string) => {
    setText(next);
    setValue(next, { replace: true });
  };
  return [text, change];
}
