/**
 * A WAI-ARIA tabs widget (APG "tabs with automatic activation"): one tab stop,
 * Left and Right arrows move and select (wrapping round), Home and End jump to
 * the ends. Every panel stays in the document, hidden when not selected, so each
 * tab's aria-controls always points at an element that exists.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabDefinition {
  readonly key: string;
  readonly label: string;
  readonly panel: ReactNode;
}

interface TabsProps {
  /** Names the tab list for assistive technology. */
  readonly label: string;
  /** In display order; the first is selected at the start. */
  readonly tabs: readonly TabDefinition[];
}

/** Where a key press moves the selection to, or null for keys the tab list does not handle. */
function nextIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export function Tabs({ label, tabs }: TabsProps) {
  const idPrefix = useId();
  const [selectedKey, setSelectedKey] = useState(tabs[0]?.key);
  const tabButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (key: string) => `${idPrefix}tab-${key}`;
  const panelId = (key: string) => `${idPrefix}panel-${key}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = nextIndex(event.key, index, tabs.length);
    const tab = target === null ? undefined : tabs[target];
    if (target === null || !tab) return;
    event.preventDefault();
    setSelectedKey(tab.key);
    tabButtons.current[target]?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className="tab-list">
        {tabs.map((tab, index) => {
          const selected = tab.key === selectedKey;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                tabButtons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={selected}
              aria-controls={panelId(tab.key)}
              tabIndex={selected ? 0 : -1}
              className="tab"
              onClick={() => setSelectedKey(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={panelId(tab.key)}
          aria-labelledby={tabId(tab.key)}
          tabIndex={0}
          hidden={tab.key !== selectedKey}
          className="tab-panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
