// Server timestamps for match payloads: milliseconds since epoch that never go backwards, so a
// client can drop a sync older than what it already has (spec §4 "Sync").
let last = 0;

export function serverTimestamp(): number {
  last = Math.max(last, Date.now());
  return last;
}
