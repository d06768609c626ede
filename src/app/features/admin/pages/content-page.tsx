// /admin/news: the content the admins write, in tabs kept in the URL (?tab=): articles, updates,
// bonus offers and plans.
import { CONTENT_TABS, CONTENT_TAB_LABELS, type ContentTab } from '@shared/admin-content-rules';
import { Page } from '@app/components/ui/page';
import { PageTabs } from '@app/components/ui/tabs';
import { ArticlesTab, type ArticlesSearch } from '../components/content-articles';
import { BonusTab } from '../components/content-bonus';
import { PlansTab } from '../components/content-plans';
import { UpdatesTab } from '../components/content-updates';

export interface ContentSearch extends ArticlesSearch {
  tab?: ContentTab;
}

export function ContentPage({ search, onSearch }: { search: ContentSearch; onSearch: (next: ContentSearch) => void }) {
  const { tab = 'articles', ...articles } = search;
  const content: Record<ContentTab, React.ReactNode> = {
    articles: <ArticlesTab search={articles} onSearch={(next) => onSearch({ ...next, tab: undefined })} />,
    updates: <UpdatesTab />,
    bonus: <BonusTab />,
    plans: <PlansTab />,
  };
  return (
    <Page title="Notícias e conteúdo" description="Artigos, atualizações, ofertas de bônus e planos.">
      <PageTabs
        label="Conteúdo"
        value={tab}
        onValueChange={(next) => onSearch({ tab: next === 'articles' ? undefined : next })}
        tabs={CONTENT_TABS.map((value) => ({ value, label: CONTENT_TAB_LABELS[value], content: content[value] }))}
      />
    </Page>
  );
}
