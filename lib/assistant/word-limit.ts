/**
 * Cuts a reply to at most `maxWords` words, ending at the last complete sentence that fits.
 * When not even the first sentence fits, the reply ends after the last whole word with an ellipsis.
 */
export function cutToWordLimit(text: string, maxWords: number): string {
  const trimmed = text.trim();
  const words = [...trimmed.matchAll(/\S+/g)];
  if (words.length <= maxWords) return trimmed;

  const last = words[Math.max(0, maxWords - 1)]!;
  const within = trimmed.slice(0, last.index + last[0].length);
  // A sentence ends at . ! or ? (optionally followed by closing quotes or brackets) before a space or the end.
  let end = -1;
  for (const m of within.matchAll(/[.!?…]["'”’)\]]*(?=\s|$)/g)) end = m.index + m[0].length;
  if (end > 0) return within.slice(0, end).trim();
  return `${within.replace(/[,;:\-–—]+$/, "")}…`;
}

export function countWords(text: string): number {
  return text.trim() ? text.trim().split(/\s+/).length : 0;
}
