/** A local 'YYYY-MM-DDTHH:mm' of a datetime-local field as an ISO moment; '' when empty or invalid. */
export const localInputToIso = (value: string): string => {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
};
