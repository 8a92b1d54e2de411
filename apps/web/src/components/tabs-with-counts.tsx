import { Tabs } from '@mantine/core';
import { Badge } from './badge';

type TabItem<Value extends string> = { value: Value; label: string };

type TabsWithCountsProps<Value extends string> = {
  tabs: readonly TabItem<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** How many items each tab holds; no badges until they are known. */
  counts: Record<Value, number> | undefined;
  /** The content of one tab's panel (only the active panel is mounted). */
  renderPanel: (value: Value) => React.ReactNode;
};

/**
 * Tabs over one list, each with a badge of how many items it holds. On a narrow screen the tabs
 * stay on one line and scroll sideways rather than wrapping onto a second.
 */
export function TabsWithCounts<Value extends string>({
  tabs,
  value,
  onChange,
  counts,
  renderPanel,
}: TabsWithCountsProps<Value>) {
  const choose = (next: string | null) => {
    const tab = tabs.find((item) => item.value === next);
    if (tab) onChange(tab.value);
  };
  return (
    <Tabs value={value} onChange={choose} keepMounted={false}>
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        {tabs.map((item) => (
          <Tabs.Tab
            key={item.value}
            value={item.value}
            rightSection={
              counts && (
                <Badge size="sm" tone="info" circle={counts[item.value] < 10}>
                  {counts[item.value]}
                </Badge>
              )
            }
          >
            {item.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((item) => (
        <Tabs.Panel key={item.value} value={item.value} pt="lg">
          {renderPanel(item.value)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
