import type { ReactNode } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { cn } from '../../lib/cn';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: TabItem[];
  defaultIndex?: number;
  selectedIndex?: number;
  onChange?: (index: number) => void;
  /** The tab list's accessible name. */
  label?: string;
  className?: string;
}

/** Tabs (Headless UI): arrow keys move between tabs, Home/End jump to the first and last. */
export function Tabs({ tabs, defaultIndex, selectedIndex, onChange, label, className }: TabsProps) {
  return (
    <TabGroup
      defaultIndex={defaultIndex}
      selectedIndex={selectedIndex}
      onChange={onChange}
      className={className}
    >
      <TabList
        aria-label={label}
        className="inline-flex gap-1 rounded-lg bg-surface-900 p-1 ring-1 ring-surface-700"
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            disabled={tab.disabled}
            className={cn(
              'rounded-md px-3.5 py-1.5 text-sm font-medium text-zinc-400 transition-colors',
              'data-hover:text-white data-selected:bg-surface-700 data-selected:text-white data-selected:shadow-sm',
              'data-focus:outline-2 data-focus:outline-offset-1 data-focus:outline-brand-500',
              'data-disabled:cursor-not-allowed data-disabled:opacity-40',
            )}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-4">
        {tabs.map((tab) => (
          <TabPanel
            key={tab.id}
            className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
          >
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
