/** Reads an error body: parsed JSON when it is JSON, else its text (undefined when empty). */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
