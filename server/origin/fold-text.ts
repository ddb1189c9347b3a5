// Diacritics-insensitive comparison key (közélet → kozelet), for autocomplete and title-prefix ranking.
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}
