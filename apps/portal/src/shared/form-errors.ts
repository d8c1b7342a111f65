/** A field shows its error once the user has left it (touched) or a submit was tried, not before. */
export const shown = (touched: unknown, submitCount: number): boolean => touched === true || submitCount > 0;
