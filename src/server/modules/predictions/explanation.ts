// A short pt-BR explanation of a prediction, written from the numbers alone: each sentence is one
// figure of the data or of the model, so nothing is said that the numbers do not say.
import type { Forecast, TeamStrength } from './dixon-coles';

export interface SideRecord {
  name: string;
  /** Finished matches of the current season on this side of the pitch (home for the home team). */
  games: number;
  scored: number;
  conceded: number;
  /** The team's strengths in the fit, and how much recent data carried them. */
  strength: TeamStrength & { weight: number };
}

const decimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const percent = (p: number) => `${Math.round(p * 100)}%`;
const goals = (n: number) => `${decimal.format(n)} ${decimal.format(n) === '1,0' ? 'gol' : 'gols'}`;
const games = (n: number) => `${n} ${n === 1 ? 'jogo' : 'jogos'}`;

/** Below this much recent match weight the fit leans on the prior more than on the team's results. */
const THIN_DATA_WEIGHT = 6;

function record(side: SideRecord, where: 'em casa' | 'fora de casa'): string | null {
  if (!side.games) return null;
  return `${side.name} marca em média ${goals(side.scored / side.games)} ${where} e sofre ${decimal.format(
    side.conceded / side.games,
  )} (${games(side.games)} na temporada).`;
}

/** A change of a rate as a whole percentage, or null when it is within ±3 % (the league's average). */
function percentChange(change: number): number | null {
  const rounded = Math.round(Math.abs(change) * 100);
  return rounded < 3 ? null : rounded;
}

function attackText(attack: number): string {
  const change = Math.exp(attack) - 1;
  const n = percentChange(change);
  return n === null ? 'ataque na média da liga' : `ataque ${n}% ${change > 0 ? 'acima' : 'abaixo'} da média da liga`;
}

function defenceText(defence: number): string {
  // A better defence concedes fewer goals: the rate of goals conceded is exp(−defence).
  const change = Math.exp(-defence) - 1;
  const n = percentChange(change);
  return n === null
    ? 'defesa na média da liga'
    : `defesa que sofre ${n}% ${change > 0 ? 'mais' : 'menos'} gols que a média`;
}

export function explainPrediction(home: SideRecord, away: SideRecord, forecast: Forecast): string[] {
  const sentences: string[] = [];
  const homeRecord = record(home, 'em casa');
  const awayRecord = record(away, 'fora de casa');
  if (homeRecord) sentences.push(homeRecord);
  if (awayRecord) sentences.push(awayRecord);

  sentences.push(
    `No modelo, ${home.name} tem ${attackText(home.strength.attack)}, e ${away.name} tem ${defenceText(away.strength.defence)}.`,
  );

  const [best] = forecast.topScores;
  sentences.push(
    `Gols esperados: ${home.name} ${decimal.format(forecast.expectedGoals.home)} x ${decimal.format(
      forecast.expectedGoals.away,
    )} ${away.name}; o placar mais provável é ${best.home} x ${best.away} (${percent(best.probability)}).`,
  );

  const favourite = Math.max(forecast.pHome, forecast.pDraw, forecast.pAway);
  sentences.push(
    favourite === forecast.pDraw
      ? `Resultado mais provável: empate, com ${percent(forecast.pDraw)} (${home.name} ${percent(forecast.pHome)}, ${away.name} ${percent(forecast.pAway)}).`
      : `Favorito: ${favourite === forecast.pHome ? home.name : away.name}, com ${percent(favourite)} de chance de vitória (empate ${percent(forecast.pDraw)}).`,
  );

  const thin = [home, away].filter((side) => side.strength.weight < THIN_DATA_WEIGHT).map((side) => side.name);
  if (thin.length)
    sentences.push(
      `Poucos jogos recentes nos dados para ${thin.join(' e ')}: a previsão se apoia mais no ponto de partida do modelo (a temporada anterior; para um promovido, abaixo da média da liga) e é menos segura.`,
    );
  return sentences;
}

/** Strength gaps (attack + defence, log scale) below this are "close" in the model. */
const CLOSE_GAP = 0.15;

/**
 * Why the favourite is the favourite, in one or two sentences without figures (everyone sees it,
 * free users included, who get the band, not the numbers): who is stronger in the model, where the
 * match is played, and whether the data on a side is thin.
 */
export function favouriteReason(
  home: SideRecord,
  away: SideRecord,
  favourite: 'home' | 'draw' | 'away',
  neutral: boolean,
): string {
  const total = (side: SideRecord) => side.strength.attack + side.strength.defence;
  const gap = total(home) - total(away);
  const stronger = gap > 0 ? home : away;
  let reason: string;
  if (favourite === 'draw')
    reason = `Os dois times estão próximos no modelo (ataque e defesa somados), e nenhum resultado se destaca.`;
  else if (Math.abs(gap) < CLOSE_GAP)
    reason =
      favourite === 'home' && !neutral
        ? `Os dois times estão próximos no modelo; o fator casa pesa a favor de ${home.name}.`
        : `Os dois times estão próximos no modelo, com leve vantagem para ${favourite === 'home' ? home.name : away.name}.`;
  else if ((favourite === 'home') === (stronger === home))
    reason =
      favourite === 'home'
        ? `${home.name} tem ataque e defesa mais fortes no modelo${neutral ? '' : ' e joga em casa'}.`
        : `${away.name} tem ataque e defesa mais fortes no modelo${neutral ? '' : ', o que compensa jogar fora de casa'}.`;
  else reason = `${home.name} é um pouco mais fraco no modelo, mas jogar em casa faz a diferença.`;
  const thin = [home, away].filter((side) => side.strength.weight < THIN_DATA_WEIGHT).map((side) => side.name);
  return thin.length ? `${reason} Há poucos jogos recentes de ${thin.join(' e ')}: a previsão é menos segura.` : reason;
}
