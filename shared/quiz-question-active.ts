// §4 Quiz: a question is active while it has no `activeTo` or now is before it (both epoch seconds). After that it
// takes no answers and shows its results to everyone.
export function isQuestionActive(activeTo: number | null | undefined, nowS: number): boolean {
  return activeTo === null || activeTo === undefined || nowS < activeTo;
}
