import type { ReactNode } from 'react';
import { Sidebar } from './sidebar';
import { DesktopHeader } from './desktop-header';
import { MobileHeader } from './mobile-header';
import { BottomTabs } from './bottom-tabs';
import { Footer } from './footer';
import { OfflineBanner } from './offline-banner';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { LiveAnnouncer } from '../components/ui/announcer';
import { useIsDesktop } from '../lib/use-media-query';
import { Piece } from '../lib/hydration-pieces';

/** The chrome around every page: sidebar + top bar on desktop, header + bottom tabs on mobile. */
export function AppShell({ children }: { children: ReactNode }) {
  // Only the chrome for this width is mounted, so phones never download the desktop menus.
  const isDesktop = useIsDesktop();
  return (
    <div className="min-h-dvh bg-background text-text">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-lg bg-accent px-3 py-2 text-[#04210f] focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Pular para o conteúdo
      </a>
      {isDesktop && <Sidebar />}
      <div className="flex min-h-dvh min-w-0 flex-col md:pl-[280px]">
        {isDesktop ? (
          <DesktopHeader />
        ) : (
          <Piece>
            <MobileHeader />
          </Piece>
        )}
        <OfflineBanner />
        {/* tabIndex -1: the skip link moves focus here, so the next Tab starts inside the page. */}
        <main id="conteudo" tabIndex={-1} className="flex-1 outline-none">
          <Piece>{children}</Piece>
        </main>
        <Piece>
          <Footer />
        </Piece>
      </div>
      {!isDesktop && (
        <Piece>
          <BottomTabs />
        </Piece>
      )}
      <LazyToaster />
      <LiveAnnouncer />
    </div>
  );
}
