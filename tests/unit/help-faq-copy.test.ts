// Issue 35 point 5: the Help FAQ sold "estatísticas avançadas com gráficos" as Pro while /plans gives
// statistics and charts to every plan. What the FAQ says Pro adds must be what the comparison says only
// some plans get.
import { expect, test } from 'vitest';
import { HELP_TOPICS } from '@shared/help-faq';
import { COMPARISON } from '@app/features/billing/labels';
import type { Plan } from '@shared/billing';

const proAnswer = HELP_TOPICS.flatMap((topic) => topic.questions).find((q) =>
  q.question.startsWith('O que o Pro tem a mais'),
)!.answer;

test('the FAQ does not sell as Pro what every plan has', () => {
  const free = { entitlements: { fullPredictions: false, maxFollowedTeams: 3 } } as Plan;
  const everyPlan = COMPARISON.filter((row) => row.value(free) === true).map((row) => row.feature);
  expect(everyPlan).toContain('Classificação, estatísticas e gráficos de times e ligas');
  const [proPart] = proAnswer.split('O Grátis tem');
  expect(proPart).not.toMatch(/estatísticas|gráficos/i);
  expect(proPart).toContain('Previsões completas da IA');
});
