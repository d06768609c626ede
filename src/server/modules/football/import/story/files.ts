// Reading openfootball's World Cup TXT files (data/openfootball/worldcup-txt/<year>_full.txt and
// <year>_squads.txt); an unreadable file throws with its name.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { StoryTournament } from './plan';
import { parseSquadsTxt, parseWorldCupTxt } from './worldcup-txt';

export const STORY_FOLDER = 'worldcup-txt';

export function readStoryFiles(dataDir: string): StoryTournament[] {
  const folder = path.join(dataDir, STORY_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map((file) => /^(\d{4})_full\.txt$/.exec(file)?.[1])
    .filter((year): year is string => Boolean(year))
    .sort()
    .map((year) => {
      const read = (name: string) => readFileSync(path.join(folder, name), 'utf8');
      try {
        const squadsFile = `${year}_squads.txt`;
        return {
          year,
          tournament: parseWorldCupTxt(read(`${year}_full.txt`)),
          squads: existsSync(path.join(folder, squadsFile)) ? parseSquadsTxt(read(squadsFile)) : [],
        };
      } catch (error) {
        throw new Error(`${STORY_FOLDER}/${year}: ${(error as Error).message}`, { cause: error });
      }
    });
}
