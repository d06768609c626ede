-- The plans on sale (issue 11): Grátis, Pro Mensal (R$ 19,90 / mês), Pro Anual (R$ 179,90 / ano).
-- Prices in centavos. Inserted once: later edits (admin) are never overwritten by a restart.
INSERT INTO plans (id, name, description, price_cents, interval, tier, features, sort_order) VALUES
  ('free', 'Grátis', 'Para acompanhar os jogos do seu time.', 0, NULL, 'free',
   '["Placares ao vivo, mesmo com internet instável","Ligas, times, partidas e confrontos diretos","Classificação e estatísticas básicas","Palpite resumido da IA para cada jogo","Até 3 times seguidos com alertas"]'::jsonb, 0),
  ('pro-monthly', 'Pro Mensal', 'Todos os dados, mês a mês.', 1990, 'month', 'pro',
   '["Tudo do plano Grátis","Previsões completas da IA: probabilidades, placares prováveis, mais/menos gols e ambos marcam","Estatísticas avançadas com gráficos de times e ligas","Times seguidos ilimitados com alertas","Pague com cartão ou PIX; cancele quando quiser"]'::jsonb, 1),
  ('pro-annual', 'Pro Anual', 'Todos os dados o ano inteiro, pagando menos.', 17990, 'year', 'pro',
   '["Tudo do plano Grátis","Previsões completas da IA: probabilidades, placares prováveis, mais/menos gols e ambos marcam","Estatísticas avançadas com gráficos de times e ligas","Times seguidos ilimitados com alertas","Um pagamento por ano, com renovação por PIX"]'::jsonb, 2)
ON CONFLICT (id) DO NOTHING;
