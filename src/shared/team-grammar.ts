// "Gol da Suíça!", "Gol do Flamengo!", "Gol dos Estados Unidos!", "Gol de Portugal!": Portuguese
// joins "de" with the team's article, and the article depends on the team. A club is "o" (o clube)
// unless fans say "a" (a Juventus, a Ponte Preta); a country takes its own article, or none
// (Portugal, Gana, Cabo Verde). Names are the Portuguese ones the app shows (football/catalog.ts).

export type TeamContraction = 'do' | 'da' | 'dos' | 'das' | 'de';

/** Every national team the data has (catalog's COUNTRIES and NATIONAL_TEAMS), by its Portuguese name. */
export const NATIONAL_TEAM_CONTRACTIONS: Record<string, TeamContraction> = {
  'África do Sul': 'da',
  Alemanha: 'da',
  'Arábia Saudita': 'da',
  Argélia: 'da',
  Argentina: 'da',
  Austrália: 'da',
  Áustria: 'da',
  Bélgica: 'da',
  Bolívia: 'da',
  'Bósnia e Herzegovina': 'da',
  Brasil: 'do',
  'Cabo Verde': 'de',
  Camarões: 'de',
  Canadá: 'do',
  Catar: 'do',
  Chile: 'do',
  Colômbia: 'da',
  'Coreia do Sul': 'da',
  'Costa do Marfim': 'da',
  'Costa Rica': 'da',
  Croácia: 'da',
  Curaçao: 'de',
  Dinamarca: 'da',
  Egito: 'do',
  'Emirados Árabes': 'dos',
  Equador: 'do',
  Escócia: 'da',
  Eslováquia: 'da',
  Espanha: 'da',
  'Estados Unidos': 'dos',
  França: 'da',
  Gana: 'de',
  Haiti: 'do',
  Holanda: 'da',
  Inglaterra: 'da',
  Irã: 'do',
  Iraque: 'do',
  Itália: 'da',
  Japão: 'do',
  Jordânia: 'da',
  Marrocos: 'do',
  México: 'do',
  Mônaco: 'de',
  'Nova Zelândia': 'da',
  Noruega: 'da',
  'País de Gales': 'do',
  Panamá: 'do',
  Paraguai: 'do',
  Peru: 'do',
  Polônia: 'da',
  Portugal: 'de',
  'RD Congo': 'da',
  Senegal: 'do',
  Sérvia: 'da',
  Suécia: 'da',
  Suíça: 'da',
  Tchéquia: 'da',
  Tunísia: 'da',
  Turquia: 'da',
  Ucrânia: 'da',
  Uruguai: 'do',
  Uzbequistão: 'do',
  Venezuela: 'da',
};

/** Clubs fans call "a" (the default for a club is "o": o Flamengo, o Real Madrid, o Milan). */
const FEMININE_CLUBS = new Set([
  'Atalanta',
  'Chapecoense',
  'Cremonese',
  'Ferroviária',
  'Fiorentina',
  'Inter de Milão',
  'Juventus',
  'Lazio',
  'LDU',
  'Ponte Preta',
  'Portuguesa',
  'Real Sociedad',
  'Roma',
  'Salernitana',
  'Sampdoria',
  'Udinese',
]);

/** "de" joined with the team's article: 'da' for Suíça, 'do' for Flamengo, 'de' for Portugal. */
export function teamContraction(name: string): TeamContraction {
  const national = NATIONAL_TEAM_CONTRACTIONS[name];
  if (national) return national;
  return FEMININE_CLUBS.has(name) ? 'da' : 'do';
}

/** 'da Suíça', 'do Flamengo', 'dos Estados Unidos', 'de Portugal'. */
export function ofTeam(name: string): string {
  return `${teamContraction(name)} ${name}`;
}
