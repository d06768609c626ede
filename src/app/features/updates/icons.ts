import {
  BarChart3,
  BellRing,
  BrainCircuit,
  CreditCard,
  Gauge,
  Newspaper,
  Radio,
  Search,
  ShieldCheck,
  Sparkles,
  UserRound,
  WifiOff,
  type LucideIcon,
} from 'lucide-react';
import type { UpdateIcon } from '@shared/updates-rules';

/** The drawing of each highlight icon the changelog may name, with what it means (for screen readers). */
export const UPDATE_ICON: Record<UpdateIcon, { icon: LucideIcon; label: string }> = {
  live: { icon: Radio, label: 'Ao vivo' },
  stats: { icon: BarChart3, label: 'Estatísticas' },
  ai: { icon: BrainCircuit, label: 'Inteligência artificial' },
  payments: { icon: CreditCard, label: 'Planos e pagamentos' },
  offline: { icon: WifiOff, label: 'Offline' },
  search: { icon: Search, label: 'Busca' },
  account: { icon: UserRound, label: 'Conta' },
  security: { icon: ShieldCheck, label: 'Segurança' },
  notifications: { icon: BellRing, label: 'Notificações' },
  news: { icon: Newspaper, label: 'Notícias' },
  performance: { icon: Gauge, label: 'Desempenho' },
  general: { icon: Sparkles, label: 'Novidade' },
};
