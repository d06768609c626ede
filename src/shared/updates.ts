// The updates contract (issue 12, point 4): the product changelog as the app shows it on /updates,
// from CHANGELOG.md and from entries written by admins, newest first. The server validates with
// these schemas; the app imports their types only.
import { z } from 'zod';
import { UPDATE_ICONS, VERSION_PATTERN } from './updates-rules';

export const updateHighlightSchema = z.object({
  icon: z.enum(UPDATE_ICONS),
  text: z.string().trim().min(3).max(240),
});
export type UpdateHighlight = z.infer<typeof updateHighlightSchema>;

export const updateEntrySchema = z.object({
  /** "changelog:<version>" or "admin:<id>": unique across both sources. */
  id: z.string(),
  source: z.enum(['changelog', 'admin']),
  version: z.string(),
  title: z.string(),
  /** When it was published (ISO 8601); a changelog entry's day starts at midnight in São Paulo. */
  publishedAt: z.string(),
  highlights: z.array(updateHighlightSchema),
  /** Only the newest entry, and only for UPDATE_NEW_DAYS after it was published. */
  isNew: z.boolean(),
});
export type UpdateEntry = z.infer<typeof updateEntrySchema>;

export const updateListSchema = z.object({ updates: z.array(updateEntrySchema) });
export type UpdateList = z.infer<typeof updateListSchema>;

/** What an admin writes (the admin area sends this; the service validates it). */
export const updateInputSchema = z.object({
  version: z.string().trim().regex(VERSION_PATTERN, 'A versão deve ter o formato 1.2.3.'),
  title: z.string().trim().min(3).max(80),
  /** Defaults to now; a later time schedules the entry (hidden until then). */
  publishedAt: z.iso.datetime({ offset: true }).optional(),
  highlights: z.array(updateHighlightSchema).min(1).max(12),
});
export type UpdateInput = z.infer<typeof updateInputSchema>;
export const updatePatchSchema = updateInputSchema.partial();
export type UpdatePatch = z.infer<typeof updatePatchSchema>;
