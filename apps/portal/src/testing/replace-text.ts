/** Replaces the text of an input as a user pasting it would. */
export async function replaceText(
  user: {
    clear: (el: Element) => Promise<void>;
    click: (el: Element) => Promise<void>;
    paste: (text: string) => Promise<void>;
  },
  field: Element,
  text: string,
) {
  await user.clear(field);
  await user.click(field);
  if (text) await user.paste(text);
}
