/** The API keys' own texts beyond the spec's: the expiry mark and notice, the scope help and the date picker. */
export const apiKeyTexts = {
  /** The mark beside a key's expiration date once it is within the warning window. */
  expiryMark: (daysLeft: number) =>
    daysLeft < 0
      ? 'Expired'
      : daysLeft === 0
        ? 'Expires today'
        : daysLeft === 1
          ? 'Expires tomorrow'
          : `Expires in ${daysLeft} days`,
  /** The notice at sign-in: the keys that expire soon, soonest first. */
  expiringNotice: (keys: { name: string; daysLeft: number }[], windowDays: number) =>
    keys.length === 1
      ? `Your API key ${keys[0].name}: ${apiKeyTexts.expiryMark(keys[0].daysLeft).toLowerCase()}.`
      : `${keys.length} of your API keys expire within ${windowDays} days: ${keys.map((key) => key.name).join(', ')}.`,
  createNewKey: 'Create a new key',
  scopeHelp: 'Each scope lets the key call one area of the API.',
  chooseDate: (label: string) => `Choose ${label}`,
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  renewing: (name: string) => `Replaces ${name}: its scopes are chosen.`,
};
