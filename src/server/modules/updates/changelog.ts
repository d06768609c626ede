// CHANGELOG.md as entries of /updates: one `## VERSION — YYYY-MM-DD — Title` heading per version,
// then one `- icon: text` item per highlight (the format is written at the top of the file). A line
// that breaks the format is reported with its number, never guessed at; the rest still counts.
import { UPDATE_ICONS, VERSION_PATTERN, type UpdateIcon } from '@shared/updates-rules';
import { isValidYmd, zonedToUtc } from '@shared/datetime';
import { TIME_ZONE } from '@shared/constants';

export interface ChangelogEntry {
  version: string;
  /** São Paulo day of the release. */
  date: string;
  /** Midnight of that day in São Paulo. */
  publishedAt: Date;
  title: string;
  highlights: { icon: UpdateIcon; text: string }[];
}

export interface ParsedChangelog {
  entries: ChangelogEntry[];
  /** "linha N: ..." for every line that breaks the format. */
  problems: string[];
}

const HEADING = /^##\s+(\S+)\s+[—–-]\s+(\S+)\s+[—–-]\s+(.+?)\s*$/;
const HIGHLIGHT = /^[-*]\s+([a-z]+):\s+(.+?)\s*$/;

export function parseChangelog(markdown: string): ParsedChangelog {
  const entries: ChangelogEntry[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  let current: ChangelogEntry | null = null;
  const lines = markdown.split(/\r?\n/);
  lines.forEach((line, index) => {
    const where = `linha ${index + 1}`;
    if (line.startsWith('## ')) {
      current = null;
      const match = HEADING.exec(line);
      if (!match) return problems.push(`${where}: título de versão fora do formato "## 1.2.3 — AAAA-MM-DD — Título"`);
      const [, version, date, title] = match as unknown as [string, string, string, string];
      if (!VERSION_PATTERN.test(version)) return problems.push(`${where}: versão "${version}" fora do formato 1.2.3`);
      if (!isValidYmd(date)) return problems.push(`${where}: data "${date}" inválida`);
      if (seen.has(version)) return problems.push(`${where}: versão ${version} repetida`);
      seen.add(version);
      current = { version, date, publishedAt: zonedToUtc(date, '00:00', TIME_ZONE), title, highlights: [] };
      entries.push(current);
      return;
    }
    const entry = current as ChangelogEntry | null;
    if (!entry || !/^[-*]\s/.test(line)) return;
    const match = HIGHLIGHT.exec(line);
    if (!match) return problems.push(`${where}: destaque fora do formato "- ícone: texto"`);
    const [, icon, text] = match as unknown as [string, string, string];
    if (!(UPDATE_ICONS as readonly string[]).includes(icon))
      return problems.push(`${where}: ícone "${icon}" desconhecido (use ${UPDATE_ICONS.join(', ')})`);
    entry.highlights.push({ icon: icon as UpdateIcon, text });
  });
  for (const entry of entries) if (!entry.highlights.length) problems.push(`versão ${entry.version}: nenhum destaque`);
  return { entries: entries.filter((entry) => entry.highlights.length), problems };
}
