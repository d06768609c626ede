// The questions people ask before paying: shown on /plans and given to search engines as FAQPage data.

export const PLANS_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'Posso cancelar quando quiser?',
    answer:
      'Sim. Cancele em Perfil > Assinatura com um toque, sem multa. Você continua com o Pro até o fim do período já pago e nada mais é cobrado.',
  },
  {
    question: 'Como funciona a renovação por PIX?',
    answer:
      'Três dias antes do fim do período, enviamos por email e notificação um PIX com o valor da renovação. Pague pelo QR Code ou pelo código copia e cola; se não pagar, sua conta volta para o plano Grátis depois de alguns dias de tolerância.',
  },
  {
    question: 'Quais formas de pagamento são aceitas?',
    answer:
      'Cartão de crédito (pela página segura do Mercado Pago) e PIX, com confirmação em segundos. Para PIX pedimos o CPF de quem paga, como exige o Banco Central.',
  },
  {
    question: 'Vocês fazem reembolso?',
    answer:
      'Sim: pelo Código de Defesa do Consumidor, você pode desistir em até 7 dias após a compra e recebe o valor de volta. Fale com o suporte; o estorno volta pela mesma forma de pagamento.',
  },
  {
    question: 'O pagamento é seguro?',
    answer:
      'Sim. Os dados do cartão são digitados na página do Mercado Pago: o FutDados nunca vê nem guarda o número do cartão. No PIX, você paga direto no app do seu banco.',
  },
];
