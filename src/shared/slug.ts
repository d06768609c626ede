// Slug helpers of spec §3 ("Match slug").

/** Removes accents and non-alphanumeric characters, trims, turns spaces into hyphens, lowercases. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
}

export function matchSlug(homeTeamName: string, awayTeamName: string): string {
  return `${slugify(homeTeamName)}-vs-${slugify(awayTeamName)}`;
}

/** The other direction: "sao-paulo" → "Sao Paulo". */
export function unslugify(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
