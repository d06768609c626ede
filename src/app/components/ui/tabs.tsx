// Page tabs whose selection lives in the URL (the caller passes `value` and `onValueChange`).
import type { ReactNode } from 'react';
import * as Tabs from 'radix-ui/tabs';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  content: ReactNode;
}

const triggerClass =
  'h-10 grow rounded-md px-3 text-sm md:grow-0 md:px-4 font-semibold text-text-muted transition-colors hover:text-text data-[state=active]:bg-surface data-[state=active]:text-text';

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
  return (
    <Tabs.Root value={value} onValueChange={(next) => onValueChange(next as T)}>
      {/* The tabs wrap onto a second row on a phone: every tab stays in sight, none hides off screen. */}
      <Tabs.List aria-label={label} className="mb-4 flex flex-wrap gap-1 rounded-lg bg-surface-2 p-1 md:w-fit">
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
