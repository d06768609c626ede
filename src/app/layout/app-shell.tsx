import type { ReactNode } from 'react';
import { Sidebar } from './sidebar';
import { DesktopHeader } from './desktop-header';
import { MobileHeader } from './mobile-header';
import { BottomTabs } from './bottom-tabs';
import { Footer } from './footer';
import { OfflineBanner } from './offline-banner';
import { Toaster } from '../components/ui/toaster';

/** The chrome around every page: sidebar + top bar on desktop, header + bottom tabs on mobile. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-background text-text">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-lg bg-accent px-3 py-2 text-[#04210f] focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Pular para o conteúdo
      </a>
      <Sidebar />
      <div className="flex min-h-dvh flex-col md:pl-[280px]">
        <DesktopHeader />
        <MobileHeader />
        <OfflineBanner />
        <main id="conteudo" className="flex-1">
          {children}
        </main>
        <Footer />
      </div>
      <BottomTabs />
      <Toaster />
    </div>
  );
}
