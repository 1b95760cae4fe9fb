/**
 * A skill name as it is stored and compared: NFC (a composed and a decomposed 'Café' are one skill), without
 * control and invisible format characters (a lone zero-width space is no name, 'Python\u200B' is 'Python'; the
 * zero-width joiner and non-joiner stay, as words of some scripts need them), runs of white space as one space.
 */
export function normalizeSkillName(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/(?![\u200C\u200D])[\p{Cc}\p{Cf}]/gu, (c) => (/\s/.test(c) ? ' ' : ''))
    .replace(/\s+/g, ' ')
    .trim();
}
