// The help page's questions, from how the app really behaves (issue 22 point 5): shown on /help and
// given to search engines as FAQPage data. `link` points at the page that does what the answer says.
import { PIX_EXPIRY_MINUTES, FREE_MAX_FOLLOWED_TEAMS } from './billing-rules';

export interface HelpQuestion {
  question: string;
  answer: string;
  link?: { to: string; label: string };
}

export interface HelpTopic {
  id: string;
  title: string;
  questions: HelpQuestion[];
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'offline',
    title: 'Sem internet',
    questions: [
      {
        question: 'O app funciona sem internet?',
        answer:
          'Sim. Depois da primeira visita, o app abre mesmo offline: as páginas e os placares que você já viu ficam guardados no aparelho e aparecem na hora, com um aviso de que você está sem conexão e de quando os dados foram atualizados.',
      },
      {
        question: 'Como instalo o app no celular?',
        answer:
          'No Chrome (Android), toque em "Instalar app" ou no menu ⋮ > "Adicionar à tela inicial". No iPhone, abra no Safari, toque em Compartilhar > "Adicionar à Tela de Início". Ele abre em tela cheia, como um aplicativo.',
      },
      {
        question: 'Os placares se atualizam sozinhos?',
        answer:
          'Sim. Com conexão, os placares ao vivo chegam em tempo real; se a conexão em tempo real cair, o app consulta o servidor a cada 15 segundos. Ao voltar a ficar online, ele sincroniza tudo sozinho.',
      },
    ],
  },
  {
    id: 'notificacoes',
    title: 'Notificações',
    questions: [
      {
        question: 'Como recebo alertas de gol do meu time?',
        answer: `Entre na sua conta, abra a página do time ou da partida e toque em "Seguir". Você recebe avisos de gols, início, intervalo e fim dos jogos. No plano Grátis você segue até ${FREE_MAX_FOLLOWED_TEAMS} times; no Pro, quantos quiser.`,
        link: { to: '/profile?tab=notifications', label: 'Escolher quais avisos receber' },
      },
      {
        question: 'Por que não recebo notificações com o app fechado?',
        answer:
          'As notificações push precisam da sua permissão no navegador: ative em Perfil > Notificações. No iPhone, elas só funcionam com o app adicionado à Tela de Início. Se você bloqueou as notificações, libere nas configurações do site no navegador.',
      },
    ],
  },
  {
    id: 'planos',
    title: 'Planos e pagamento',
    questions: [
      {
        question: 'O que o Pro tem a mais que o Grátis?',
        answer:
          'Previsões completas da IA (probabilidades, placares mais prováveis, mais/menos gols e ambos marcam) e mais times seguidos com alertas. O Grátis tem placares ao vivo, ligas, times, classificação, estatísticas e gráficos, confrontos diretos e o palpite resumido da IA.',
        link: { to: '/plans', label: 'Comparar os planos' },
      },
      {
        question: 'Como pago com PIX?',
        answer: `Escolha o plano, selecione PIX e informe o CPF de quem paga (exigência do Banco Central). Aparecem um QR Code e o código "copia e cola", válidos por ${PIX_EXPIRY_MINUTES} minutos. Pague no app do seu banco: o Pro é liberado segundos depois, sem precisar recarregar a página.`,
      },
      {
        question: 'Como funciona a renovação?',
        answer:
          'Alguns dias antes do fim do período, enviamos por email e notificação um PIX com o valor da renovação. Pague pelo QR Code ou pelo código; se não pagar, a conta volta ao plano Grátis depois de alguns dias de tolerância. Nada é cobrado sem a sua ação.',
      },
    ],
  },
  {
    id: 'cancelar',
    title: 'Cancelamento e reembolso',
    questions: [
      {
        question: 'Como cancelo a assinatura?',
        answer:
          'Em Perfil > Assinatura, toque em cancelar. Não há multa: você continua com o Pro até o fim do período já pago e nada mais é cobrado.',
        link: { to: '/profile?tab=subscription', label: 'Abrir minha assinatura' },
      },
      {
        question: 'Posso pedir reembolso?',
        answer:
          'Sim: em até 7 dias após a compra, pelo Código de Defesa do Consumidor. Peça pelo formulário de suporte; o valor volta pela mesma forma de pagamento.',
        link: { to: '/contact?category=support', label: 'Falar com o suporte' },
      },
    ],
  },
  {
    id: 'dados',
    title: 'Seus dados',
    questions: [
      {
        question: 'Como baixo os dados que vocês têm sobre mim?',
        answer:
          'Em Perfil > Privacidade, toque em "Baixar meus dados": na hora, você recebe um arquivo JSON com sua conta, sessões, times seguidos, notificações, dispositivos, assinatura, pagamentos e mensagens.',
        link: { to: '/profile?tab=privacy', label: 'Abrir Perfil > Privacidade' },
      },
      {
        question: 'Como excluo minha conta?',
        answer:
          'Em Perfil > Privacidade, toque em "Excluir minha conta" e confirme com a senha. Apagamos seus dados na hora; os registros de pagamento que a lei manda guardar ficam anonimizados, sem seu nome, email ou CPF.',
        link: { to: '/privacy', label: 'Ler a Política de privacidade' },
      },
    ],
  },
];

/** Every question and answer, for the FAQPage data of /help. */
export const HELP_FAQ = HELP_TOPICS.flatMap((topic) =>
  topic.questions.map(({ question, answer }) => ({ question, answer })),
);
