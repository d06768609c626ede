// Navigation entries of spec §2 "Navigation" and "Home page", word for word.
import {
  BarChart3,
  Bot,
  Gift,
  GitCompareArrows,
  Home,
  Info,
  LifeBuoy,
  Newspaper,
  Sparkles,
  Swords,
  Trophy,
  User,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active for sub-paths too (e.g. /news/42 keeps "Notícias" active). */
  matchSubpaths?: boolean;
}

export const SIDEBAR_ITEMS: NavItem[] = [
  { to: '/', label: 'HOME', icon: Home },
  { to: '/leagues', label: 'LIGAS', icon: Trophy, matchSubpaths: true },
  { to: '/matches', label: 'PARTIDAS', icon: Swords },
  // The spec's /artificial-intelligence has no page of its own: NavLink goes to /ai (@shared/redirects).
  { to: '/artificial-intelligence', label: 'INTELIGÊNCIA ARTIFICIAL', icon: Bot },
  { to: '/news', label: 'NOTÍCIAS', icon: Newspaper, matchSubpaths: true },
  { to: '/updates', label: 'ATUALIZAÇÕES', icon: Sparkles },
  { to: '/bonus', label: 'BÔNUS', icon: Gift },
];

export const TOP_NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'Home', icon: Home },
  { to: '/leagues', label: 'Ligas', icon: Trophy, matchSubpaths: true },
  { to: '/matches', label: 'Partidas', icon: Swords },
  { to: '/stats', label: 'Estatísticas', icon: BarChart3 },
  { to: '/plans', label: 'Planos', icon: Wallet },
  { to: '/news', label: 'Notícias', icon: Newspaper, matchSubpaths: true },
];

export interface InstitutionalItem extends NavItem {
  description: string;
}

export const INSTITUTIONAL_ITEMS: InstitutionalItem[] = [
  {
    to: '/updates',
    label: 'Atualizações',
    icon: Sparkles,
    description: 'Confira as novidades e melhorias da plataforma',
  },
  { to: '/about', label: 'Sobre Nós', icon: Info, description: 'Conheça nossa história e missão' },
  { to: '/bonus', label: 'Bônus', icon: Gift, description: 'Promoções e ofertas exclusivas' },
];

// Spec §2: in the drawer only Notícias stays active on its sub-paths; the others on their exact path.
export const DRAWER_ITEMS: NavItem[] = [
  { to: '/', label: 'Início', icon: Home },
  { to: '/leagues', label: 'Ligas', icon: Trophy },
  { to: '/matches', label: 'Partidas', icon: Swords },
  { to: '/stats', label: 'Estatísticas', icon: BarChart3 },
  { to: '/h2h', label: 'Confronto direto', icon: GitCompareArrows },
  { to: '/ai', label: 'Inteligência Artificial', icon: Bot },
  { to: '/plans', label: 'Planos', icon: Wallet },
  { to: '/news', label: 'Notícias', icon: Newspaper, matchSubpaths: true },
  { to: '/updates', label: 'Atualizações', icon: Sparkles },
  { to: '/bonus', label: 'Bônus', icon: Gift },
  { to: '/about', label: 'Sobre', icon: Info },
  // The spec's external help centre does not exist: the help page answers instead.
  { to: '/help', label: 'Central de Ajuda', icon: LifeBuoy },
];

export const BOTTOM_TABS: NavItem[] = [
  { to: '/', label: 'Início', icon: Home },
  { to: '/leagues', label: 'Ligas', icon: Trophy, matchSubpaths: true },
  { to: '/matches', label: 'Partidas', icon: Swords },
  { to: '/stats', label: 'Stats', icon: BarChart3 },
  { to: '/profile', label: 'Perfil', icon: User },
];

export interface FooterColumn {
  title: string;
  links: Array<{ to: string; label: string }>;
}

// Every footer link of spec §2. Those without a page of their own lead to the nearest real one
// (@shared/redirects); the external help centre does not exist, so it is the help page.
export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: 'Plataforma',
    links: [
      { to: '/matches', label: 'Partidas' },
      { to: '/leagues', label: 'Ligas' },
      { to: '/stats', label: 'Estatísticas' },
      { to: '/h2h', label: 'Confronto direto' },
      { to: '/artificial-intelligence', label: 'Inteligência Artificial' },
      { to: '/plans', label: 'Planos' },
    ],
  },
  {
    title: 'Empresa',
    links: [
      { to: '/about', label: 'Sobre' },
      { to: '/updates', label: 'Atualizações' },
      { to: '/blog', label: 'Blog' },
      { to: '/webinars', label: 'Webinars' },
      { to: '/case-studies', label: 'Casos de sucesso' },
    ],
  },
  {
    title: 'Suporte',
    links: [
      { to: '/help', label: 'Ajuda' },
      { to: '/contact', label: 'Contato' },
      { to: '/support', label: 'Suporte' },
      { to: '/feedback', label: 'Feedback' },
      { to: '/community', label: 'Comunidade' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/terms', label: 'Termos de uso' },
      { to: '/privacy', label: 'Privacidade' },
      { to: '/security', label: 'Segurança' },
    ],
  },
];

export const FOOTER_TAGLINE =
  'Transformamos o palpite nas apostas em clareza baseada em dados: estatísticas honestas para decidir melhor.';
