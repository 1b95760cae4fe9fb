/** Whether the text holds every word of the query (any case, any spacing): an empty query matches everything. */
export function matchesEveryWord(query: string, texts: readonly string[]): boolean {
  const words = query.toLocaleLowerCase('en').split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const text = texts.join('\n').toLocaleLowerCase('en');
  return words.every((word) => text.includes(word));
}
