// Page tabs whose selection lives in the URL (the caller passes `value` and `onValueChange`).
import { useEffect, useRef, type ReactNode } from 'react';
import * as Tabs from 'radix-ui/tabs';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  content: ReactNode;
}

const triggerClass =
  'h-10 shrink-0 rounded-md px-4 text-sm font-semibold text-text-muted transition-colors hover:text-text data-[state=active]:bg-surface data-[state=active]:text-text';

export function PageTabs<T extends string>({
  label,
  tabs,
  value,
  onValueChange,
}: {
  label: string;
  tabs: TabItem<T>[];
  value: T;
  onValueChange: (value: T) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Only the row scrolls (not the page): the chosen tab is shown whole on a narrow phone.
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('[data-state="active"]');
    if (!row || !active) return;
    const left = active.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft) row.scrollLeft = Math.max(0, left - 4);
    else if (left + active.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = left + active.offsetWidth - row.clientWidth + 4;
  }, [value]);
  return (
    <Tabs.Root value={value} onValueChange={(next) => onValueChange(next as T)}>
      <Tabs.List
        ref={list}
        aria-label={label}
        className="mb-4 flex gap-1 overflow-x-auto rounded-lg bg-surface-2 p-1 md:w-fit"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={triggerClass}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
