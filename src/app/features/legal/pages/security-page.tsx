// /security: how the product protects accounts, and how to report a flaw (also /.well-known/security.txt).
import { Link } from '@tanstack/react-router';
import { productName } from '@app/lib/runtime-config';
import { LegalDocument, linkClass, type LegalSection } from '../components/legal-document';

const reportLink = (
  <Link to="/contact" search={{ category: 'security' }} className={linkClass}>
    formulário de contato, assunto “Falha de segurança”
  </Link>
);

const sections: LegalSection[] = [
  {
    id: 'relatar',
    title: 'Como relatar uma falha',
    body: (
      <>
        <p>Encontrou uma vulnerabilidade? Conte pelo {reportLink}. Inclua, se puder:</p>
        <ul>
          <li>o endereço ou a chamada da API afetada;</li>
          <li>os passos para reproduzir e o que um atacante conseguiria fazer;</li>
          <li>um email para falarmos com você.</li>
        </ul>
        <p>
          Confirmamos o recebimento em até 2 dias úteis, dizemos o que vamos fazer em até 10 dias e avisamos quando a
          correção estiver no ar. Se quiser, damos o crédito em{' '}
          <Link to="/updates" className={linkClass}>
            Atualizações
          </Link>
          . O arquivo{' '}
          <a href="/.well-known/security.txt" className={linkClass}>
            /.well-known/security.txt
          </a>{' '}
          traz estes contatos em formato padrão (RFC 9116).
        </p>
      </>
    ),
  },
  {
    id: 'boa-fe',
    title: 'Pesquisa de boa-fé',
    body: (
      <>
        <p>Não tomaremos medidas contra quem pesquisar de boa-fé, desde que:</p>
        <ul>
          <li>use apenas contas suas ou criadas para o teste, sem acessar nem alterar dados de outras pessoas;</li>
          <li>não faça testes de negação de serviço, spam ou engenharia social com a equipe ou usuários;</li>
          <li>não use pagamentos reais de terceiros; e nos dê um prazo razoável antes de divulgar a falha.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'protecao',
    title: 'Como protegemos sua conta',
    body: (
      <ul>
        <li>Senhas guardadas só como hash argon2id (parâmetros recomendados pela OWASP), nunca em texto.</li>
        <li>
          Tentativas de senha erradas são freadas por conta e por endereço, sem bloquear o dono que entra de outro
          lugar.
        </li>
        <li>
          Cookie de sessão HttpOnly e SameSite, com só o hash guardado no servidor; trocar a senha encerra as outras
          sessões.
        </li>
        <li>Chamadas que mudam dados conferem a origem do pedido (proteção contra CSRF).</li>
        <li>
          Área de administração com a senha pedida de novo para ações de dinheiro e papéis, e cada alteração registrada
          numa auditoria que não pode ser apagada.
        </li>
        <li>Dados do cartão digitados só na página do Mercado Pago: o {productName} nunca os vê.</li>
      </ul>
    ),
  },
  {
    id: 'dicas',
    title: 'Dicas para você',
    body: (
      <ul>
        <li>Use uma senha só para o {productName} e troque-a em Perfil › Segurança se suspeitar de algo.</li>
        <li>
          Nunca pedimos sua senha por email, mensagem ou telefone. Desconfie de PIX que não aparecem em Perfil ›
          Assinatura.
        </li>
        <li>
          Viu algo estranho na sua conta? Fale com o{' '}
          <Link to="/contact" search={{ category: 'support' }} className={linkClass}>
            suporte
          </Link>
          .
        </li>
      </ul>
    ),
  },
];

export function SecurityPage() {
  return (
    <LegalDocument
      title="Segurança"
      description={`Como o ${productName} protege sua conta e como relatar uma falha de segurança.`}
      sections={sections}
    />
  );
}
