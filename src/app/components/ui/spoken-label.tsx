/**
 * The spoken name of a link whose visible parts read badly in page order (a match row: status,
 * teams, then the scores). Use it as the link's first child and mark the visible parts
 * `aria-hidden`: screen readers say this sentence once, and voice control still finds the visible
 * words (team names, 'Hoje') inside it. Preferred to `aria-label`, whose name must contain the
 * visible text in the same order (WCAG 2.5.3, axe `label-content-name-mismatch`).
 */
export function SpokenLabel({ children }: { children: string }) {
  return (
    <span className="sr-only" data-spoken-label="">
      {children}
    </span>
  );
}
