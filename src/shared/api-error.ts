// The one error body of the API: every 4xx and 5xx answer is { message } in Portuguese, ready to show.
import { z } from 'zod';

export const errorSchema = z
  .object({ message: z.string().describe('O que deu errado, em português, para mostrar ao usuário') })
  .describe('Erro');
export type ApiErrorBody = z.infer<typeof errorSchema>;
