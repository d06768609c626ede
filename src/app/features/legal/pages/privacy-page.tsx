// /privacy: the privacy policy under the LGPD (Lei 13.709/2018): what is collected, why, on which legal
// basis, for how long, with whom it is shared, and how to exercise each right (mostly from the profile).
import { Link } from '@tanstack/react-router';
import { productName } from '@app/lib/runtime-config';
import { LegalDocument, linkClass, type LegalSection } from '../components/legal-document';

interface DataRow {
  what: string;
  data: string;
  why: string;
  basis: string;
  kept: string;
}

const DATA: DataRow[] = [
  {
    what: 'Conta',
    data: 'Nome de usuário, email, senha (só o hash argon2id), confirmação do email, datas de criação e do último acesso.',
    why: 'Identificar você, entrar na conta, enviar emails da conta (confirmação, troca de senha, renovação).',
    basis: 'Execução de contrato (art. 7º, V).',
    kept: 'Enquanto a conta existir. Apagados quando você exclui a conta.',
  },
  {
    what: 'Sessões',
    data: 'Cookie de sessão (guardamos só um hash dele), endereço IP, navegador (user agent), datas de uso.',
    why: 'Manter você conectado e proteger a conta (limites contra tentativas de senha, encerrar sessões).',
    basis: 'Execução de contrato e legítimo interesse em segurança (art. 7º, V e IX).',
    kept: '30 dias após o último uso, ou até você sair ou trocar a senha.',
  },
  {
    what: 'Times, partidas e avisos',
    data: 'Times e partidas que você segue, preferências de notificação e as notificações que recebeu.',
    why: 'Avisar gols, início, intervalo e fim das partidas e notícias que interessam a você.',
    basis: 'Execução de contrato (art. 7º, V).',
    kept: 'Até você deixar de seguir, apagar a notificação ou excluir a conta.',
  },
  {
    what: 'Notificações push',
    data: 'Endereço do serviço de push do seu navegador e as chaves de criptografia da inscrição, por aparelho.',
    why: 'Entregar os avisos no aparelho mesmo com o app fechado.',
    basis: 'Consentimento, dado ao permitir notificações no navegador (art. 7º, I).',
    kept: 'Até você desativar as notificações, o navegador cancelar a inscrição ou você excluir a conta.',
  },
  {
    what: 'CPF (PIX)',
    data: 'CPF de quem paga, só em pagamentos por PIX.',
    why: 'O Banco Central e o Mercado Pago exigem o CPF do pagador para emitir a cobrança PIX.',
    basis: 'Execução de contrato e cumprimento de obrigação regulatória (art. 7º, II e V).',
    kept: 'Junto com o pagamento; removido do registro quando você exclui a conta.',
  },
  {
    what: 'Assinatura e pagamentos',
    data: 'Plano, valor, forma de pagamento, situação, datas, identificadores do Mercado Pago e o histórico de mudanças. Nunca o número do cartão.',
    why: 'Liberar o Pro, renovar, reembolsar e manter a contabilidade.',
    basis: 'Execução de contrato e obrigação legal fiscal e de defesa do consumidor (art. 7º, II e V).',
    kept: '5 anos após o pagamento (legislação fiscal). Se a conta for excluída, ficam anonimizados.',
  },
  {
    what: 'Mensagens de contato',
    data: 'Assunto, nome, email, mensagem e o endereço IP de envio.',
    why: 'Responder você; o IP serve para limitar abusos (algumas mensagens por hora por endereço).',
    basis: 'Legítimo interesse e atendimento a pedidos seus (art. 7º, V e IX).',
    kept: 'Enquanto o atendimento precisar; apagadas quando você exclui a conta ou pede.',
  },
  {
    what: 'Registros de acesso',
    data: 'Endereço IP, data e hora de cada acesso e a página ou chamada pedida.',
    why: 'Segurança, investigação de falhas e cumprimento do Marco Civil da Internet.',
    basis: 'Obrigação legal (Marco Civil, art. 15) e legítimo interesse (art. 7º, II e IX).',
    kept: '6 meses, como exige o Marco Civil da Internet.',
  },
];

function DataTable() {
  return (
    <ul className="!list-none !pl-0 grid gap-3">
      {DATA.map((row) => (
        <li key={row.what} className="rounded-lg border border-border bg-surface-2/40 p-3">
          <h3 className="font-semibold text-text">{row.what}</h3>
          <dl className="mt-1 grid gap-1 text-sm sm:grid-cols-[140px_minmax(0,1fr)] sm:gap-x-3">
            <dt className="font-medium text-text">O que</dt>
            <dd>{row.data}</dd>
            <dt className="font-medium text-text">Para quê</dt>
            <dd>{row.why}</dd>
            <dt className="font-medium text-text">Base legal</dt>
            <dd>{row.basis}</dd>
            <dt className="font-medium text-text">Por quanto tempo</dt>
            <dd>{row.kept}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

const privacyContact = (
  <Link to="/contact" search={{ category: 'privacy' }} className={linkClass}>
    formulário de contato, assunto “Privacidade e dados pessoais (LGPD)”
  </Link>
);

const sections: LegalSection[] = [
  {
    id: 'dados',
    title: 'Que dados coletamos, por quê e por quanto tempo',
    body: (
      <>
        <p>
          Coletamos só o necessário para o {productName} funcionar. Quem só navega sem conta não nos dá dados pessoais
          além dos registros de acesso.
        </p>
        <DataTable />
      </>
    ),
  },
  {
    id: 'aparelho',
    title: 'O que fica no seu aparelho',
    body: (
      <>
        <p>
          Para funcionar offline, o app guarda no seu navegador as páginas e placares que você viu (IndexedDB e cache do
          service worker). Isso fica só no seu aparelho e é apagado quando você sai da conta.
        </p>
        <p>
          Usamos um único cookie, o de sessão, essencial para entrar na conta (HttpOnly, não acessível a scripts). Não
          usamos cookies de publicidade nem ferramentas de rastreamento de terceiros.
        </p>
      </>
    ),
  },
  {
    id: 'compartilhamento',
    title: 'Com quem compartilhamos',
    body: (
      <>
        <p>Não vendemos seus dados. Compartilhamos apenas o necessário com:</p>
        <ul>
          <li>
            <strong>Mercado Pago</strong>: valor, plano e, no PIX, o CPF; no cartão, você digita os dados na página
            deles.
          </li>
          <li>
            <strong>Serviço de push do seu navegador</strong> (Google, Mozilla, Apple ou Microsoft): recebe o texto dos
            avisos, criptografado, para entregar no aparelho. Esses serviços podem estar fora do Brasil (transferência
            internacional, art. 33 da LGPD).
          </li>
          <li>
            <strong>Provedor de email</strong>: o endereço e o texto dos emails da conta.
          </li>
          <li>Autoridades, quando houver ordem judicial ou obrigação legal.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'direitos',
    title: 'Seus direitos e como exercê-los',
    body: (
      <>
        <p>Pela LGPD (art. 18), você pode, a qualquer momento:</p>
        <ul>
          <li>
            <strong>Confirmar e acessar</strong> seus dados, e levá-los a outro serviço (<strong>portabilidade</strong>
            ): em{' '}
            <Link to="/profile" search={{ tab: 'privacy' }} className={linkClass}>
              Perfil › Privacidade
            </Link>
            , “Baixar meus dados” gera na hora um arquivo JSON com tudo o que guardamos sobre você.
          </li>
          <li>
            <strong>Corrigir</strong> nome de usuário e email em{' '}
            <Link to="/profile" className={linkClass}>
              Perfil
            </Link>
            .
          </li>
          <li>
            <strong>Eliminar</strong> seus dados: “Excluir minha conta” em Perfil › Privacidade (veja abaixo o que a lei
            obriga a manter).
          </li>
          <li>
            <strong>Revogar o consentimento</strong> das notificações push: em Perfil › Notificações ou nas permissões
            do navegador.
          </li>
          <li>
            <strong>Saber com quem compartilhamos</strong>, <strong>se opor</strong> a um tratamento ou pedir{' '}
            <strong>revisão</strong>: não tomamos decisões automatizadas sobre você (as previsões são sobre partidas,
            não sobre pessoas).
          </li>
        </ul>
        <p>
          Para qualquer outro pedido, use o {privacyContact}. Respondemos em até 15 dias. Você também pode reclamar à
          Autoridade Nacional de Proteção de Dados (ANPD).
        </p>
      </>
    ),
  },
  {
    id: 'exclusao',
    title: 'O que acontece quando você exclui a conta',
    body: (
      <>
        <p>Na hora, depois de confirmar sua senha:</p>
        <ul>
          <li>
            apagamos nome de usuário, email, sessões (você sai de todos os aparelhos), times e partidas seguidos,
            preferências, notificações, inscrições de push e mensagens de contato;
          </li>
          <li>uma assinatura ativa é cancelada e nenhuma renovação é cobrada; um PIX em aberto é invalidado;</li>
          <li>
            os <strong>registros de pagamento</strong> (valor, data, plano, forma e situação) são mantidos por 5 anos
            porque a legislação fiscal e o Código de Defesa do Consumidor exigem — mas <strong>anonimizados</strong>:
            sem nome, email, CPF nem código PIX, ligados apenas a um identificador que não aponta para ninguém.
          </li>
        </ul>
        <p>
          O mesmo email e nome de usuário ficam livres para uma nova conta. Registros de acesso seguem o prazo de 6
          meses do Marco Civil.
        </p>
      </>
    ),
  },
  {
    id: 'seguranca',
    title: 'Segurança e encarregado',
    body: (
      <>
        <p>
          Senhas são guardadas só como hash argon2id; o cookie de sessão é HttpOnly e guardamos apenas o hash dele; o
          CPF só aparece para você e para os administradores que cuidam de pagamentos. Saiba mais em{' '}
          <Link to="/security" className={linkClass}>
            Segurança
          </Link>
          .
        </p>
        <p>
          Encarregado pelo tratamento de dados (DPO): a equipe de privacidade do {productName}, pelo {privacyContact}.
          Se esta política mudar, avisamos no app e por email antes.
        </p>
      </>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Política de privacidade"
      description="Que dados coletamos, por quê, por quanto tempo e como exercer seus direitos pela LGPD."
      summary={
        <p className="text-[15px] text-text">
          <strong>Resumo:</strong> guardamos o mínimo para sua conta, seus alertas e seus pagamentos. Não vendemos dados
          nem usamos rastreadores de publicidade. Você baixa tudo o que temos sobre você e exclui sua conta em{' '}
          <Link to="/profile" search={{ tab: 'privacy' }} className={linkClass}>
            Perfil › Privacidade
          </Link>
          .
        </p>
      }
      sections={sections}
    />
  );
}
