// What the raw openfootball data does not say: which files to load, the competitions' names in
// Portuguese, their time zones and zones, and the clubs' names as fans say them.

export interface CompetitionInfo {
  code: string;
  name: string;
  country: string;
  /** Country code of the clubs of a domestic league (cup files write it after each club). */
  clubCountry: string | null;
  kind: 'league' | 'cup';
  /** Place in AUDIENCE_ORDER: lower comes first in every list. */
  priority: number;
  /** Time zone of the kick-off times written in the files. */
  timeZone: string;
  /** Table zones by position: [from, to] inclusive; negative counts from the bottom. */
  zones?: { title?: number; continental?: [number, number]; continental2?: [number, number]; relegation?: number };
  zoneLabels?: { continental?: string; continental2?: string };
  tieBreak?: 'standard' | 'wins-first';
  /** True when every club is a national team. */
  national?: boolean;
}

/** What the catalogue says of a competition; its `priority` comes from AUDIENCE_ORDER. */
const DEFINITIONS: Record<string, Omit<CompetitionInfo, 'priority'>> = {
  'br.1': {
    code: 'br.1',
    name: 'Brasileirão Série A',
    country: 'Brasil',
    clubCountry: 'BRA',
    kind: 'league',
    timeZone: 'America/Sao_Paulo',
    tieBreak: 'wins-first',
    zones: { title: 1, continental: [1, 6], continental2: [7, 12], relegation: 4 },
    zoneLabels: { continental: 'Libertadores', continental2: 'Sul-Americana' },
  },
  'copa.l': {
    code: 'copa.l',
    name: 'Copa Libertadores',
    country: 'América do Sul',
    clubCountry: null,
    kind: 'cup',
    timeZone: 'America/Sao_Paulo',
    zones: { continental: [1, 2], continental2: [3, 3] },
    zoneLabels: { continental: 'Oitavas de final', continental2: 'Sul-Americana' },
  },
  'en.1': {
    code: 'en.1',
    name: 'Premier League',
    country: 'Inglaterra',
    clubCountry: 'ENG',
    kind: 'league',
    timeZone: 'Europe/London',
    zones: { title: 1, continental: [1, 4], continental2: [5, 6], relegation: 3 },
    zoneLabels: { continental: 'Champions League', continental2: 'Liga Europa / Conference' },
  },
  'es.1': {
    code: 'es.1',
    name: 'La Liga',
    country: 'Espanha',
    clubCountry: 'ESP',
    kind: 'league',
    timeZone: 'Europe/Madrid',
    zones: { title: 1, continental: [1, 4], continental2: [5, 6], relegation: 3 },
    zoneLabels: { continental: 'Champions League', continental2: 'Liga Europa / Conference' },
  },
  'uefa.cl': {
    code: 'uefa.cl',
    name: 'Champions League',
    country: 'Europa',
    clubCountry: null,
    kind: 'cup',
    timeZone: 'Europe/Paris',
    zones: { continental: [1, 8], continental2: [9, 24] },
    zoneLabels: { continental: 'Oitavas de final', continental2: 'Playoffs' },
  },
  'it.1': {
    code: 'it.1',
    name: 'Serie A (Itália)',
    country: 'Itália',
    clubCountry: 'ITA',
    kind: 'league',
    timeZone: 'Europe/Rome',
    zones: { title: 1, continental: [1, 4], continental2: [5, 6], relegation: 3 },
    zoneLabels: { continental: 'Champions League', continental2: 'Liga Europa / Conference' },
  },
  'de.1': {
    code: 'de.1',
    name: 'Bundesliga',
    country: 'Alemanha',
    clubCountry: 'GER',
    kind: 'league',
    timeZone: 'Europe/Berlin',
    zones: { title: 1, continental: [1, 4], continental2: [5, 6], relegation: 2 },
    zoneLabels: { continental: 'Champions League', continental2: 'Liga Europa / Conference' },
  },
  'fr.1': {
    code: 'fr.1',
    name: 'Ligue 1',
    country: 'França',
    clubCountry: 'FRA',
    kind: 'league',
    timeZone: 'Europe/Paris',
    zones: { title: 1, continental: [1, 4], continental2: [5, 6], relegation: 2 },
    zoneLabels: { continental: 'Champions League', continental2: 'Liga Europa / Conference' },
  },
  'pt.1': {
    code: 'pt.1',
    name: 'Liga Portugal',
    country: 'Portugal',
    clubCountry: 'POR',
    kind: 'league',
    timeZone: 'Europe/Lisbon',
    zones: { title: 1, continental: [1, 2], continental2: [3, 5], relegation: 2 },
    zoneLabels: { continental: 'Champions League', continental2: 'Liga Europa / Conference' },
  },
  'nl.1': {
    code: 'nl.1',
    name: 'Eredivisie',
    country: 'Holanda',
    clubCountry: 'NED',
    kind: 'league',
    timeZone: 'Europe/Amsterdam',
    zones: { title: 1, continental: [1, 2], continental2: [3, 5], relegation: 2 },
    zoneLabels: { continental: 'Champions League', continental2: 'Liga Europa / Conference' },
  },
  'br.2': {
    code: 'br.2',
    name: 'Brasileirão Série B',
    country: 'Brasil',
    clubCountry: 'BRA',
    kind: 'league',
    timeZone: 'America/Sao_Paulo',
    tieBreak: 'wins-first',
    zones: { continental: [1, 4], relegation: 4 },
    zoneLabels: { continental: 'Acesso à Série A' },
  },
  'ar.1': {
    code: 'ar.1',
    name: 'Liga Profesional Argentina',
    country: 'Argentina',
    clubCountry: 'ARG',
    kind: 'league',
    timeZone: 'America/Argentina/Buenos_Aires',
  },
  worldcup: {
    code: 'worldcup',
    name: 'Copa do Mundo',
    country: 'Mundo',
    clubCountry: null,
    kind: 'cup',
    timeZone: 'Asia/Qatar',
    national: true,
    zones: { continental: [1, 2] },
    zoneLabels: { continental: 'Mata-mata' },
  },
  clubworldcup: {
    code: 'clubworldcup',
    name: 'Mundial de Clubes',
    country: 'Mundo',
    clubCountry: null,
    kind: 'cup',
    timeZone: 'America/New_York',
    zones: { continental: [1, 2] },
    zoneLabels: { continental: 'Oitavas de final' },
  },
};

/**
 * The order every list follows (the leagues page, a day's matches grouped by competition, search
 * ties), for fans in Brazil: Brazilian competitions first (with the Libertadores, where the
 * Brazilian clubs play), then the big European leagues and the Champions League, then the rest
 * (the World Cups, where Brazil and its clubs play, before the other national leagues).
 */
export const AUDIENCE_ORDER = [
  'br.1',
  'br.2',
  'copa.l',
  'en.1',
  'es.1',
  'it.1',
  'de.1',
  'fr.1',
  'uefa.cl',
  'worldcup',
  'clubworldcup',
  'pt.1',
  'ar.1',
  'nl.1',
] as const;

/**
 * Competitions played at a host's stadiums, whose data names the first team "home" only by the draw:
 * their matches show no side (neither "casa" nor "fora"; decision 0118).
 */
const TOURNAMENT_VENUES = new Set(['worldcup', 'clubworldcup']);

/** Whether a competition's matches are all played at its own venues (a tournament). */
export function tournamentVenues(code: string): boolean {
  return TOURNAMENT_VENUES.has(code);
}

/**
 * Whether a match is at a neutral venue: a tournament's, or a cup's one-match final (the Champions
 * League's, the Libertadores' since 2019). Round as the data writes it ("Final", "Finals, Final").
 */
export function neutralVenue(code: string, kind: string, round: string | null): boolean {
  return tournamentVenues(code) || (kind === 'cup' && /(^|,\s*)final$/i.test(round?.trim() ?? ''));
}

/** Every competition the app loads, with its place in the audience order (1 first). */
export const COMPETITIONS: Record<string, CompetitionInfo> = Object.fromEntries(
  AUDIENCE_ORDER.map((code, index) => [code, { ...DEFINITIONS[code], priority: index + 1 }]),
);

/** Country codes used by the data (FIFA-style) → Portuguese names. */
export const COUNTRIES: Record<string, string> = {
  BRA: 'Brasil',
  ENG: 'Inglaterra',
  ESP: 'Espanha',
  ITA: 'Itália',
  GER: 'Alemanha',
  FRA: 'França',
  POR: 'Portugal',
  NED: 'Holanda',
  ARG: 'Argentina',
  URU: 'Uruguai',
  COL: 'Colômbia',
  ECU: 'Equador',
  BOL: 'Bolívia',
  CHI: 'Chile',
  PER: 'Peru',
  PAR: 'Paraguai',
  VEN: 'Venezuela',
  CZE: 'Tchéquia',
  MCO: 'Mônaco',
  SUI: 'Suíça',
  SCO: 'Escócia',
  BEL: 'Bélgica',
  AUT: 'Áustria',
  SRB: 'Sérvia',
  UKR: 'Ucrânia',
  CRO: 'Croácia',
  SVK: 'Eslováquia',
  EGY: 'Egito',
  UAE: 'Emirados Árabes',
  KSA: 'Arábia Saudita',
  NZL: 'Nova Zelândia',
  MEX: 'México',
  TUN: 'Tunísia',
  USA: 'Estados Unidos',
  RSA: 'África do Sul',
  KOR: 'Coreia do Sul',
  JPN: 'Japão',
  MAR: 'Marrocos',
};

/** National teams as the World Cup files name them → Portuguese. */
export const NATIONAL_TEAMS: Record<string, string> = {
  Algeria: 'Argélia',
  Argentina: 'Argentina',
  Australia: 'Austrália',
  Austria: 'Áustria',
  Belgium: 'Bélgica',
  'Bosnia & Herzegovina': 'Bósnia e Herzegovina',
  Brazil: 'Brasil',
  Cameroon: 'Camarões',
  Canada: 'Canadá',
  'Cape Verde': 'Cabo Verde',
  Colombia: 'Colômbia',
  'Costa Rica': 'Costa Rica',
  Croatia: 'Croácia',
  Curaçao: 'Curaçao',
  'Czech Republic': 'Tchéquia',
  'DR Congo': 'RD Congo',
  Denmark: 'Dinamarca',
  Ecuador: 'Equador',
  Egypt: 'Egito',
  England: 'Inglaterra',
  France: 'França',
  Germany: 'Alemanha',
  Ghana: 'Gana',
  Haiti: 'Haiti',
  Iran: 'Irã',
  Iraq: 'Iraque',
  'Ivory Coast': 'Costa do Marfim',
  Japan: 'Japão',
  Jordan: 'Jordânia',
  Mexico: 'México',
  Morocco: 'Marrocos',
  Netherlands: 'Holanda',
  'New Zealand': 'Nova Zelândia',
  Norway: 'Noruega',
  Panama: 'Panamá',
  Paraguay: 'Paraguai',
  Poland: 'Polônia',
  Portugal: 'Portugal',
  Qatar: 'Catar',
  'Saudi Arabia': 'Arábia Saudita',
  Scotland: 'Escócia',
  Senegal: 'Senegal',
  Serbia: 'Sérvia',
  'South Africa': 'África do Sul',
  'South Korea': 'Coreia do Sul',
  Spain: 'Espanha',
  Sweden: 'Suécia',
  Switzerland: 'Suíça',
  Tunisia: 'Tunísia',
  Turkey: 'Turquia',
  USA: 'Estados Unidos',
  Uruguay: 'Uruguai',
  Uzbekistan: 'Uzbequistão',
  Wales: 'País de Gales',
};

export interface ClubInfo {
  /** Name as fans say it; never the same as another club's, nor a bare city another club is named after. */
  name: string;
  /** Country code of the league the club plays in. */
  country: string;
  /** Country code of the club itself when it is not the league's (Monaco in the French league). */
  nation?: string;
  /** Every name the data uses for the club (without the "(XXX)" suffix of cup files); the first is the official one. */
  names: string[];
  /** Extra words fans search with. */
  aliases?: string[];
  colors: [string, string];
}

export const CLUBS: ClubInfo[] = [
  // Brasileirão 2025 and recent Série A clubs.
  {
    name: 'Flamengo',
    country: 'BRA',
    names: ['CR Flamengo', 'Flamengo RJ'],
    aliases: ['Mengão', 'Clube de Regatas do Flamengo'],
    colors: ['#c8102e', '#111111'],
  },
  {
    name: 'Palmeiras',
    country: 'BRA',
    names: ['SE Palmeiras', 'Palmeiras'],
    aliases: ['Verdão', 'Sociedade Esportiva Palmeiras'],
    colors: ['#006437', '#ffffff'],
  },
  {
    name: 'Corinthians',
    country: 'BRA',
    names: ['SC Corinthians Paulista', 'Corinthians SP'],
    aliases: ['Timão'],
    colors: ['#111111', '#ffffff'],
  },
  {
    name: 'São Paulo',
    country: 'BRA',
    names: ['São Paulo FC'],
    aliases: ['Tricolor Paulista', 'SPFC'],
    colors: ['#e4002b', '#111111'],
  },
  { name: 'Santos', country: 'BRA', names: ['Santos FC'], aliases: ['Peixe'], colors: ['#ffffff', '#111111'] },
  {
    name: 'Atlético-MG',
    country: 'BRA',
    names: ['CA Mineiro', 'Atlético Mineiro'],
    aliases: ['Atlético Mineiro', 'Galo', 'Clube Atlético Mineiro'],
    colors: ['#111111', '#ffffff'],
  },
  {
    name: 'Cruzeiro',
    country: 'BRA',
    names: ['Cruzeiro EC', 'Cruzeiro'],
    aliases: ['Raposa'],
    colors: ['#003da5', '#ffffff'],
  },
  {
    name: 'Grêmio',
    country: 'BRA',
    names: ['Grêmio FBPA', 'Grêmio Porto Alegre'],
    aliases: ['Tricolor Gaúcho'],
    colors: ['#0d80bf', '#111111'],
  },
  {
    name: 'Internacional',
    country: 'BRA',
    names: ['SC Internacional', 'Internacional'],
    aliases: ['Inter', 'Colorado'],
    colors: ['#e30613', '#ffffff'],
  },
  {
    name: 'Fluminense',
    country: 'BRA',
    names: ['Fluminense FC', 'Fluminense RJ'],
    aliases: ['Flu', 'Tricolor Carioca'],
    colors: ['#7a0026', '#006241'],
  },
  {
    name: 'Botafogo',
    country: 'BRA',
    names: ['Botafogo FR', 'Botafogo RJ'],
    aliases: ['Fogão', 'Glorioso'],
    colors: ['#111111', '#ffffff'],
  },
  {
    name: 'Vasco',
    country: 'BRA',
    names: ['CR Vasco da Gama', 'Vasco da Gama RJ'],
    aliases: ['Vasco da Gama', 'Gigante da Colina'],
    colors: ['#111111', '#ffffff'],
  },
  {
    name: 'Bahia',
    country: 'BRA',
    names: ['EC Bahia', 'Bahia BA'],
    aliases: ['Esquadrão de Aço'],
    colors: ['#0057a8', '#e30613'],
  },
  {
    name: 'Vitória',
    country: 'BRA',
    names: ['EC Vitória'],
    aliases: ['Leão da Barra'],
    colors: ['#e30613', '#111111'],
  },
  {
    name: 'Fortaleza',
    country: 'BRA',
    names: ['Fortaleza EC', 'Fortaleza CE'],
    aliases: ['Leão do Pici'],
    colors: ['#0033a0', '#e30613'],
  },
  {
    name: 'Ceará',
    country: 'BRA',
    names: ['Ceará SC', 'Ceará CE'],
    aliases: ['Vozão'],
    colors: ['#111111', '#ffffff'],
  },
  {
    name: 'Bragantino',
    country: 'BRA',
    names: ['RB Bragantino', 'Red Bull Bragantino'],
    aliases: ['Red Bull Bragantino', 'Massa Bruta'],
    colors: ['#ffffff', '#d6001c'],
  },
  { name: 'Juventude', country: 'BRA', names: ['EC Juventude'], aliases: ['Ju'], colors: ['#007a33', '#ffffff'] },
  {
    name: 'Mirassol',
    country: 'BRA',
    names: ['Mirassol FC'],
    aliases: ['Leão Caipira'],
    colors: ['#ffd200', '#00843d'],
  },
  {
    name: 'Sport',
    country: 'BRA',
    names: ['SC Recife', 'Sport Recife PE'],
    aliases: ['Sport Recife', 'Leão da Ilha'],
    colors: ['#e30613', '#111111'],
  },
  {
    name: 'Athletico-PR',
    country: 'BRA',
    names: ['Athletico Paranaense'],
    aliases: ['Athletico Paranaense', 'Furacão', 'Atlético-PR'],
    colors: ['#c8102e', '#111111'],
  },
  {
    name: 'Atlético-GO',
    country: 'BRA',
    names: ['Atlético Goianiense'],
    aliases: ['Atlético Goianiense', 'Dragão'],
    colors: ['#e30613', '#111111'],
  },
  { name: 'Coritiba', country: 'BRA', names: ['Coritiba PR'], aliases: ['Coxa'], colors: ['#00703c', '#ffffff'] },
  { name: 'Goiás', country: 'BRA', names: ['Goiás GO'], aliases: ['Esmeraldino'], colors: ['#00843d', '#ffffff'] },
  { name: 'Avaí', country: 'BRA', names: ['Avaí SC'], aliases: ['Leão da Ilha'], colors: ['#0057a8', '#ffffff'] },
  { name: 'Chapecoense', country: 'BRA', names: ['Chapecoense'], aliases: ['Chape'], colors: ['#00843d', '#ffffff'] },
  {
    name: 'CSA',
    country: 'BRA',
    names: ['CSA AL'],
    aliases: ['Centro Sportivo Alagoano'],
    colors: ['#0033a0', '#ffffff'],
  },
  { name: 'América-MG', country: 'BRA', names: ['América MG'], aliases: ['Coelho'], colors: ['#00843d', '#111111'] },
  {
    name: 'Botafogo-SP',
    country: 'BRA',
    names: ['Botafogo SP'],
    aliases: ['Botafogo de Ribeirão Preto'],
    colors: ['#e30613', '#ffffff'],
  },
  { name: 'Cuiabá', country: 'BRA', names: ['Cuiabá MT'], aliases: ['Dourado'], colors: ['#00843d', '#ffd200'] },
  { name: 'Criciúma', country: 'BRA', names: ['Criciúma SC'], aliases: ['Tigre'], colors: ['#ffd200', '#111111'] },
  {
    name: 'Novorizontino',
    country: 'BRA',
    names: ['Grêmio Novorizontino SP'],
    aliases: ['Tigre do Vale'],
    colors: ['#ffd200', '#111111'],
  },
  { name: 'Remo', country: 'BRA', names: ['Remo PA'], aliases: ['Leão Azul'], colors: ['#0a2463', '#ffffff'] },
  { name: 'Paysandu', country: 'BRA', names: ['Paysandu PA'], aliases: ['Papão'], colors: ['#0081c6', '#ffffff'] },
  { name: 'Vila Nova', country: 'BRA', names: ['Vila Nova GO'], aliases: ['Tigrão'], colors: ['#e30613', '#ffffff'] },
  {
    name: 'Operário-PR',
    country: 'BRA',
    names: ['Operário Ferroviário PR'],
    aliases: ['Operário Ferroviário', 'Fantasma'],
    colors: ['#111111', '#ffffff'],
  },
  {
    name: 'Ferroviária',
    country: 'BRA',
    names: ['Ferroviária SP'],
    aliases: ['Locomotiva'],
    colors: ['#7a0026', '#ffffff'],
  },
  {
    name: 'Volta Redonda',
    country: 'BRA',
    names: ['Volta Redonda RJ'],
    aliases: ['Voltaço'],
    colors: ['#ffd200', '#111111'],
  },
  {
    name: 'Amazonas',
    country: 'BRA',
    names: ['Amazonas FC AM'],
    aliases: ['Onça-Pintada'],
    colors: ['#ffd200', '#111111'],
  },
  {
    name: 'Athletic-MG',
    country: 'BRA',
    names: ['Athletic MG'],
    aliases: ['Athletic Club'],
    colors: ['#111111', '#ffffff'],
  },
  {
    name: 'CRB',
    country: 'BRA',
    names: ['CR Brasil AL'],
    aliases: ['Clube de Regatas Brasil'],
    colors: ['#e30613', '#ffffff'],
  },
  // England.
  { name: 'Arsenal', country: 'ENG', names: ['Arsenal FC'], aliases: ['Gunners'], colors: ['#ef0107', '#ffffff'] },
  {
    name: 'Manchester City',
    country: 'ENG',
    names: ['Manchester City FC', 'Manchester City'],
    aliases: ['Man City', 'City'],
    colors: ['#6cabdd', '#1c2c5b'],
  },
  {
    name: 'Manchester United',
    country: 'ENG',
    names: ['Manchester United FC'],
    aliases: ['Man United', 'Man Utd'],
    colors: ['#da291c', '#111111'],
  },
  { name: 'Liverpool', country: 'ENG', names: ['Liverpool FC'], aliases: ['Reds'], colors: ['#c8102e', '#00b2a9'] },
  { name: 'Chelsea', country: 'ENG', names: ['Chelsea FC'], aliases: ['Blues'], colors: ['#034694', '#ffffff'] },
  {
    name: 'Tottenham',
    country: 'ENG',
    names: ['Tottenham Hotspur FC'],
    aliases: ['Tottenham Hotspur', 'Spurs'],
    colors: ['#132257', '#ffffff'],
  },
  {
    name: 'Newcastle',
    country: 'ENG',
    names: ['Newcastle United FC'],
    aliases: ['Newcastle United', 'Magpies'],
    colors: ['#111111', '#ffffff'],
  },
  { name: 'Aston Villa', country: 'ENG', names: ['Aston Villa FC'], colors: ['#670e36', '#95bfe5'] },
  {
    name: 'West Ham',
    country: 'ENG',
    names: ['West Ham United FC'],
    aliases: ['West Ham United', 'Hammers'],
    colors: ['#7a263a', '#1bb1e7'],
  },
  {
    name: 'Brighton',
    country: 'ENG',
    names: ['Brighton & Hove Albion FC'],
    aliases: ['Brighton & Hove Albion'],
    colors: ['#0057b8', '#ffffff'],
  },
  {
    name: 'Wolverhampton',
    country: 'ENG',
    names: ['Wolverhampton Wanderers FC'],
    aliases: ['Wolves', 'Wolverhampton Wanderers'],
    colors: ['#fdb913', '#231f20'],
  },
  {
    name: 'Nottingham Forest',
    country: 'ENG',
    names: ['Nottingham Forest FC'],
    aliases: ['Forest'],
    colors: ['#dd0000', '#ffffff'],
  },
  {
    name: 'Bournemouth',
    country: 'ENG',
    names: ['AFC Bournemouth'],
    aliases: ['Cherries'],
    colors: ['#da291c', '#111111'],
  },
  { name: 'Everton', country: 'ENG', names: ['Everton FC'], aliases: ['Toffees'], colors: ['#003399', '#ffffff'] },
  {
    name: 'Crystal Palace',
    country: 'ENG',
    names: ['Crystal Palace FC'],
    aliases: ['Palace'],
    colors: ['#1b458f', '#c4122e'],
  },
  {
    name: 'Leeds United',
    country: 'ENG',
    names: ['Leeds United FC'],
    aliases: ['Leeds'],
    colors: ['#ffffff', '#1d428a'],
  },
  // Spain.
  {
    name: 'Real Madrid',
    country: 'ESP',
    names: ['Real Madrid CF', 'Real Madrid'],
    aliases: ['Merengues', 'Madrid'],
    colors: ['#ffffff', '#febe10'],
  },
  {
    name: 'Barcelona',
    country: 'ESP',
    names: ['FC Barcelona'],
    aliases: ['Barça', 'Barca'],
    colors: ['#a50044', '#004d98'],
  },
  {
    name: 'Atlético de Madrid',
    country: 'ESP',
    names: ['Club Atlético de Madrid', 'Atlético Madrid'],
    aliases: ['Atlético Madrid', 'Atleti'],
    colors: ['#cb3524', '#ffffff'],
  },
  { name: 'Sevilla', country: 'ESP', names: ['Sevilla FC'], colors: ['#ffffff', '#d4001f'] },
  {
    name: 'Real Betis',
    country: 'ESP',
    names: ['Real Betis Balompié'],
    aliases: ['Betis'],
    colors: ['#00954c', '#ffffff'],
  },
  { name: 'Real Sociedad', country: 'ESP', names: ['Real Sociedad de Fútbol'], colors: ['#0067b1', '#ffffff'] },
  {
    name: 'Villarreal',
    country: 'ESP',
    names: ['Villarreal CF'],
    aliases: ['Submarino Amarelo'],
    colors: ['#ffe667', '#005187'],
  },
  {
    name: 'Athletic Bilbao',
    country: 'ESP',
    names: ['Athletic Club'],
    aliases: ['Athletic Club', 'Bilbao'],
    colors: ['#ee2523', '#ffffff'],
  },
  { name: 'Valencia', country: 'ESP', names: ['Valencia CF'], colors: ['#ffffff', '#ee3524'] },
  {
    name: 'Celta de Vigo',
    country: 'ESP',
    names: ['RC Celta de Vigo'],
    aliases: ['Celta'],
    colors: ['#8ac3ee', '#ffffff'],
  },
  { name: 'Alavés', country: 'ESP', names: ['Deportivo Alavés'], colors: ['#0057b8', '#ffffff'] },
  { name: 'Espanyol', country: 'ESP', names: ['RCD Espanyol de Barcelona'], colors: ['#0074c8', '#ffffff'] },
  { name: 'Rayo Vallecano', country: 'ESP', names: ['Rayo Vallecano de Madrid'], colors: ['#ffffff', '#e30613'] },
  // Italy.
  {
    name: 'Inter de Milão',
    country: 'ITA',
    names: ['FC Internazionale Milano', 'Inter'],
    aliases: ['Inter', 'Internazionale', 'Inter Milan'],
    colors: ['#0068a8', '#111111'],
  },
  { name: 'Milan', country: 'ITA', names: ['AC Milan'], aliases: ['Rossoneri'], colors: ['#fb090b', '#111111'] },
  {
    name: 'Juventus',
    country: 'ITA',
    names: ['Juventus FC', 'Juventus'],
    aliases: ['Juve', 'Velha Senhora'],
    colors: ['#111111', '#ffffff'],
  },
  { name: 'Napoli', country: 'ITA', names: ['SSC Napoli'], aliases: ['Nápoles'], colors: ['#12a0d7', '#ffffff'] },
  { name: 'Roma', country: 'ITA', names: ['AS Roma'], colors: ['#8e1f2f', '#f0bc42'] },
  { name: 'Lazio', country: 'ITA', names: ['SS Lazio'], colors: ['#87d8f7', '#ffffff'] },
  { name: 'Atalanta', country: 'ITA', names: ['Atalanta BC'], colors: ['#1e71b8', '#111111'] },
  { name: 'Fiorentina', country: 'ITA', names: ['ACF Fiorentina'], colors: ['#482e92', '#ffffff'] },
  // Germany.
  {
    name: 'Bayern de Munique',
    country: 'GER',
    names: ['FC Bayern München', 'Bayern München'],
    aliases: ['Bayern', 'Bayern Munich', 'Bayern München'],
    colors: ['#dc052d', '#ffffff'],
  },
  {
    name: 'Borussia Dortmund',
    country: 'GER',
    names: ['Borussia Dortmund'],
    aliases: ['Dortmund', 'BVB'],
    colors: ['#fde100', '#111111'],
  },
  {
    name: 'Bayer Leverkusen',
    country: 'GER',
    names: ['Bayer 04 Leverkusen'],
    aliases: ['Leverkusen'],
    colors: ['#e32221', '#111111'],
  },
  { name: 'RB Leipzig', country: 'GER', names: ['RB Leipzig'], aliases: ['Leipzig'], colors: ['#dd0741', '#ffffff'] },
  {
    name: 'Eintracht Frankfurt',
    country: 'GER',
    names: ['Eintracht Frankfurt'],
    aliases: ['Frankfurt'],
    colors: ['#e1000f', '#111111'],
  },
  { name: 'Stuttgart', country: 'GER', names: ['VfB Stuttgart'], colors: ['#ffffff', '#e32219'] },
  {
    name: "Borussia M'gladbach",
    country: 'GER',
    names: ['Borussia Mönchengladbach'],
    aliases: ['Gladbach', 'Mönchengladbach'],
    colors: ['#111111', '#ffffff'],
  },
  { name: 'Hoffenheim', country: 'GER', names: ['TSG 1899 Hoffenheim'], colors: ['#1961b5', '#ffffff'] },
  // France.
  {
    name: 'PSG',
    country: 'FRA',
    names: ['Paris Saint-Germain FC', 'Paris Saint-Germain'],
    aliases: ['Paris Saint-Germain', 'Paris SG'],
    colors: ['#004170', '#da291c'],
  },
  {
    name: 'Olympique de Marseille',
    country: 'FRA',
    names: ['Olympique de Marseille'],
    aliases: ['Marseille', 'OM'],
    colors: ['#2faee0', '#ffffff'],
  },
  {
    name: 'Lyon',
    country: 'FRA',
    names: ['Olympique Lyonnais'],
    aliases: ['Olympique Lyonnais', 'OL'],
    colors: ['#ffffff', '#1a4d9c'],
  },
  // Monaco plays in Ligue 1: cup files write it '(MCO)', the French league without a suffix.
  {
    name: 'Monaco',
    country: 'FRA',
    nation: 'MCO',
    names: ['AS Monaco FC'],
    colors: ['#e51b22', '#ffffff'],
  },
  { name: 'Paris FC', country: 'FRA', names: ['Paris FC'], colors: ['#0a1f44', '#7fb2e5'] },
  { name: 'Lille', country: 'FRA', names: ['Lille OSC'], colors: ['#e01e13', '#20325f'] },
  {
    name: 'Lens',
    country: 'FRA',
    names: ['Racing Club de Lens'],
    aliases: ['RC Lens'],
    colors: ['#ffd200', '#e30613'],
  },
  { name: 'Strasbourg', country: 'FRA', names: ['RC Strasbourg Alsace'], colors: ['#0072ce', '#ffffff'] },
  {
    name: 'Rennes',
    country: 'FRA',
    names: ['Stade Rennais FC 1901'],
    aliases: ['Stade Rennais'],
    colors: ['#e30613', '#111111'],
  },
  // Portugal and the Netherlands.
  {
    name: 'Benfica',
    country: 'POR',
    names: ['Sport Lisboa e Benfica', 'SL Benfica'],
    aliases: ['SL Benfica', 'Encarnados'],
    colors: ['#e30613', '#ffffff'],
  },
  { name: 'Porto', country: 'POR', names: ['FC Porto'], aliases: ['Dragões'], colors: ['#003893', '#ffffff'] },
  {
    name: 'Sporting',
    country: 'POR',
    names: ['Sporting Clube de Portugal'],
    aliases: ['Sporting CP', 'Sporting Lisboa'],
    colors: ['#008057', '#ffffff'],
  },
  {
    name: 'Braga',
    country: 'POR',
    names: ['Sporting Clube de Braga'],
    aliases: ['Sporting de Braga'],
    colors: ['#e30613', '#ffffff'],
  },
  { name: 'Ajax', country: 'NED', names: ['AFC Ajax'], colors: ['#ffffff', '#d2122e'] },
  { name: 'PSV', country: 'NED', names: ['PSV'], aliases: ['PSV Eindhoven'], colors: ['#ed1c24', '#ffffff'] },
  { name: 'Feyenoord', country: 'NED', names: ['Feyenoord Rotterdam'], colors: ['#ee2e24', '#111111'] },
  // South America and the Club World Cup.
  {
    name: 'Boca Juniors',
    country: 'ARG',
    names: ['CA Boca Juniors', 'Boca Juniors'],
    aliases: ['Boca'],
    colors: ['#103f79', '#f3b229'],
  },
  {
    name: 'River Plate',
    country: 'ARG',
    names: ['CA River Plate', 'River Plate'],
    aliases: ['River'],
    colors: ['#ffffff', '#e30613'],
  },
  { name: 'Racing', country: 'ARG', names: ['Racing Club'], aliases: ['Racing Club'], colors: ['#6cabdd', '#ffffff'] },
  {
    name: 'Estudiantes',
    country: 'ARG',
    names: ['Estudiantes de La Plata', 'Estudiantes'],
    aliases: ['Estudiantes de La Plata'],
    colors: ['#e30613', '#ffffff'],
  },
  {
    name: 'Vélez Sarsfield',
    country: 'ARG',
    names: ['CA Vélez Sarsfield', 'Vélez Sarsfield'],
    aliases: ['Vélez'],
    colors: ['#ffffff', '#0033a0'],
  },
  {
    name: 'Talleres',
    country: 'ARG',
    names: ['CA Talleres', 'Talleres de Córdoba'],
    aliases: ['Talleres de Córdoba'],
    colors: ['#002b5c', '#ffffff'],
  },
  {
    name: 'Central Córdoba',
    country: 'ARG',
    names: ['CA Central Córdoba', 'Central Córdoba SdE'],
    colors: ['#111111', '#ffffff'],
  },
  { name: 'Peñarol', country: 'URU', names: ['CA Peñarol'], colors: ['#ffd200', '#111111'] },
  // Three clubs called Nacional, two Barcelonas, two Américas: fans tell them apart this way.
  {
    name: 'Nacional-URU',
    country: 'URU',
    names: ['Club Nacional de Football'],
    aliases: ['Nacional', 'Nacional de Montevidéu'],
    colors: ['#ffffff', '#0033a0'],
  },
  {
    name: 'Nacional-PAR',
    country: 'PAR',
    names: ['Club Nacional'],
    aliases: ['Nacional', 'Nacional de Assunção'],
    colors: ['#ffffff', '#0033a0'],
  },
  {
    name: 'Nacional da Madeira',
    country: 'POR',
    names: ['CD Nacional'],
    aliases: ['Nacional', 'Nacional Funchal'],
    colors: ['#111111', '#ffffff'],
  },
  {
    name: 'Barcelona de Guayaquil',
    country: 'ECU',
    names: ['Barcelona SC'],
    aliases: ['Barcelona SC', 'Barcelona-EQU', 'Ídolo do Astillero'],
    colors: ['#ffd200', '#111111'],
  },
  {
    name: 'América-MEX',
    country: 'MEX',
    names: ['CF América'],
    aliases: ['América do México', 'Club América'],
    colors: ['#ffd200', '#0a2463'],
  },
  // City names alone would read as another club ('Paris' as PSG, 'Los Angeles' as the Galaxy).
  {
    name: 'Los Angeles FC',
    country: 'USA',
    names: ['Los Angeles FC'],
    aliases: ['LAFC'],
    colors: ['#111111', '#c39e6d'],
  },
  {
    name: 'Club Brugge',
    country: 'BEL',
    names: ['Club Brugge KV'],
    aliases: ['Brugge'],
    colors: ['#0057b8', '#111111'],
  },
  {
    name: 'Sporting Cristal',
    country: 'PER',
    names: ['CS Cristal'],
    aliases: ['Cristal'],
    colors: ['#5bc2e7', '#ffffff'],
  },
  // Names Brazilian fans use for these clubs.
  {
    name: 'Estrela Vermelha',
    country: 'SRB',
    names: ['FK Crvena Zvezda'],
    aliases: ['Crvena Zvezda', 'Red Star'],
    colors: ['#d6001c', '#ffffff'],
  },
  {
    name: 'Sparta Praga',
    country: 'CZE',
    names: ['AC Sparta Praha'],
    aliases: ['Sparta Praha'],
    colors: ['#8b1538', '#ffffff'],
  },
  {
    name: 'Slovan Bratislava',
    country: 'SVK',
    names: ['ŠK Slovan Bratislava'],
    colors: ['#5bc2e7', '#ffffff'],
  },
  {
    name: 'LDU',
    country: 'ECU',
    names: ['LDU de Quito'],
    aliases: ['LDU Quito', 'Liga de Quito'],
    colors: ['#ffffff', '#0033a0'],
  },
  {
    name: 'Red Bull Salzburg',
    country: 'AUT',
    names: ['FC Red Bull Salzburg', 'RB Salzburg'],
    aliases: ['Salzburg'],
    colors: ['#ffffff', '#d6001c'],
  },
  { name: 'Inter Miami', country: 'USA', names: ['Inter Miami CF'], colors: ['#f7b5cd', '#231f20'] },
  { name: 'Al-Hilal', country: 'KSA', names: ['Al Hilal'], aliases: ['Al Hilal'], colors: ['#0033a0', '#ffffff'] },
];

/**
 * Clubs an older file spells otherwise than the newer ones (key "<country>:<as written>", value the
 * name the newer files use): the openfootball 2022/23 files write "AZ Alkmaar" where 2023/24 on write
 * "AZ". Without these a club would be two teams, and its history would not carry into the next season.
 */
export const TEAM_NAME_VARIANTS: Record<string, string> = {
  'FRA:AS Monaco': 'AS Monaco FC',
  'FRA:Olympique Marseille': 'Olympique de Marseille',
  'FRA:RC Lens': 'Racing Club de Lens',
  'FRA:RC Strasbourg': 'RC Strasbourg Alsace',
  'FRA:Stade Rennais': 'Stade Rennais FC 1901',
  'NED:AZ Alkmaar': 'AZ',
  'NED:FC Twente': "FC Twente '65",
  'NED:Feyenoord': 'Feyenoord Rotterdam',
  'NED:NEC Nijmegen': 'NEC',
  'NED:PSV Eindhoven': 'PSV',
  'NED:Vitesse': 'SBV Vitesse',
  'POR:Boavista': 'Boavista FC',
  'POR:GD Estoril': 'GD Estoril Praia',
  'POR:Gil Vicente': 'Gil Vicente FC',
  'POR:Sporting Braga': 'Sporting Clube de Braga',
  'POR:Sporting CP': 'Sporting Clube de Portugal',
};
