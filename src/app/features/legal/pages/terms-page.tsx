// /terms: the terms of use the checkout asks the fan to accept.
import { Link } from '@tanstack/react-router';
import { productName } from '@app/lib/runtime-config';
import { LegalDocument, linkClass, type LegalSection } from '../components/legal-document';

const sections: LegalSection[] = [
  {
    id: 'servico',
    title: '1. O serviço',
    body: (
      <>
        <p>
          O {productName} é um aplicativo web (PWA) de futebol: placares ao vivo, partidas, ligas, times, confrontos
          diretos, estatísticas, notícias, previsões estatísticas feitas por um modelo matemático e alertas dos times e
          partidas que você segue.
        </p>
        <p>
          Os dados de partidas vêm do projeto openfootball (domínio público). Nesta versão de demonstração, temporadas
          reais são reapresentadas com o calendário deslocado até hoje — veja{' '}
          <Link to="/about" className={linkClass}>
            Sobre
          </Link>
          . Resultados, escalações e horários podem ter erros: não garantimos que estejam completos nem em tempo real.
        </p>
      </>
    ),
  },
  {
    id: 'conta',
    title: '2. Sua conta',
    body: (
      <ul>
        <li>Para criar uma conta é preciso ter 18 anos ou mais, ou autorização do responsável legal.</li>
        <li>
          Você escolhe um nome de usuário, um email e uma senha (pelo menos 8 caracteres, com letras e números). A senha
          é só sua: não a compartilhe.
        </li>
        <li>
          Você é responsável pelo que for feito com a sua conta. Se suspeitar de acesso indevido, troque a senha em
          Perfil › Segurança — isso encerra as outras sessões — e fale com a gente.
        </li>
        <li>
          Você pode excluir a conta quando quiser, em Perfil › Privacidade (veja a{' '}
          <Link to="/privacy" className={linkClass}>
            Política de privacidade
          </Link>
          ).
        </li>
      </ul>
    ),
  },
  {
    id: 'planos',
    title: '3. Planos, preços e pagamento',
    body: (
      <>
        <p>
          O plano <strong>Grátis</strong> não custa nada. Os planos <strong>Pro Mensal</strong> e{' '}
          <strong>Pro Anual</strong> liberam as previsões completas da IA e mais times seguidos com alertas, pelos
          preços mostrados em{' '}
          <Link to="/plans" className={linkClass}>
            Planos
          </Link>{' '}
          no momento da compra.
        </p>
        <ul>
          <li>
            <strong>Cartão de crédito</strong>: pago na página segura do Mercado Pago. O {productName} nunca vê nem
            guarda o número do cartão.
          </li>
          <li>
            <strong>PIX</strong>: pedimos o CPF de quem paga, como exige o Banco Central. O código PIX vale 30 minutos;
            o Pro é liberado assim que o pagamento é confirmado.
          </li>
          <li>
            <strong>Renovação</strong>: alguns dias antes do fim do período, enviamos por email e notificação um PIX com
            o valor da renovação. Se ele não for pago, a conta volta ao plano Grátis depois de alguns dias de
            tolerância. Nada é cobrado sem a sua ação.
          </li>
          <li>Mudanças de preço valem só para compras e renovações feitas depois de anunciadas.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cancelamento',
    title: '4. Cancelamento e reembolso',
    body: (
      <>
        <p>
          Cancele quando quiser em Perfil › Assinatura, sem multa: você continua com o Pro até o fim do período pago e
          nada mais é cobrado.
        </p>
        <p>
          Pelo Código de Defesa do Consumidor (art. 49), você pode desistir da compra em até 7 dias e recebe o valor de
          volta pela mesma forma de pagamento. Peça pelo{' '}
          <Link to="/contact" search={{ category: 'support' }} className={linkClass}>
            formulário de suporte
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: 'previsoes',
    title: '5. Previsões e apostas',
    body: (
      <>
        <p>
          As previsões são probabilidades calculadas por um modelo estatístico (Dixon–Coles) a partir de resultados
          anteriores; publicamos o desempenho dele em{' '}
          <Link to="/ai" className={linkClass}>
            Inteligência Artificial
          </Link>
          . Elas <strong>não são garantia de resultado</strong> nem recomendação de aposta.
        </p>
        <p>
          Ofertas de bônus de terceiros, quando houver, são responsabilidade de quem as oferece. Apostas são proibidas
          para menores de 18 anos. Jogue com responsabilidade.
        </p>
      </>
    ),
  },
  {
    id: 'uso',
    title: '6. Uso aceitável',
    body: (
      <>
        <p>Não é permitido:</p>
        <ul>
          <li>tentar acessar contas de outras pessoas ou áreas restritas, ou burlar limites do serviço;</li>
          <li>copiar o conteúdo em massa por robôs que sobrecarreguem o serviço;</li>
          <li>enviar mensagens abusivas, ofensivas ou spam pelo formulário de contato.</li>
        </ul>
        <p>
          Podemos desativar uma conta que descumpra estes termos, avisando pelo email cadastrado. Falhas de segurança
          encontradas de boa-fé são bem-vindas: veja{' '}
          <Link to="/security" className={linkClass}>
            Segurança
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: 'responsabilidade',
    title: '7. Disponibilidade e responsabilidade',
    body: (
      <p>
        Trabalhamos para o serviço estar sempre no ar e funcionar mesmo offline, mas ele pode ficar indisponível para
        manutenção ou por falhas de terceiros (conexão, provedores de pagamento e de notificações). Na medida permitida
        pela lei, não respondemos por decisões tomadas com base nos dados ou previsões exibidos.
      </p>
    ),
  },
  {
    id: 'mudancas',
    title: '8. Mudanças e foro',
    body: (
      <>
        <p>
          Se estes termos mudarem, avisamos no aplicativo (Atualizações) e por email antes de a mudança valer. Estes
          termos seguem as leis do Brasil, incluindo o Código de Defesa do Consumidor e o Marco Civil da Internet. Fica
          eleito o foro do domicílio do consumidor.
        </p>
        <p>
          Dúvidas? Use o{' '}
          <Link to="/contact" className={linkClass}>
            formulário de contato
          </Link>
          .
        </p>
      </>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Termos de uso"
      description={`As regras para usar o ${productName}, ser assinante Pro e pagar por cartão ou PIX.`}
      sections={sections}
    />
  );
}
