// Rounds in the order they start (by their first match): the openfootball import and the data sync
// both number a season's rounds this way, so a synced season sorts like an imported one.

/** Each round's place (0, 1, …) by its earliest start; rounds that start together keep their first appearance's order. */
export function roundOrder<T extends string | number>(
  items: Iterable<{ round: string; start: T }>,
): Map<string, number> {
  const starts = new Map<string, T>();
  for (const { round, start } of items) if (!starts.has(round) || start < starts.get(round)!) starts.set(round, start);
  return new Map(
    [...starts].sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0)).map(([round], index) => [round, index]),
  );
}
