import { useId, useState, type KeyboardEvent } from 'react';
import { localDay, localTimestamp } from '../core/local-day';
import { manifest } from '../manifest';
import { CollectedData } from './collected-data';
import { EmotionHeatmap } from './emotion-heatmap';
import { EmotionPicker } from './emotion-picker';
import { BROWSER_CLOCK, useEmotionJournal, type JournalClock } from './use-emotion-journal';
import '#kit/panel.css';
import '#kit/form.css';
import './emotional-excellence.css';
import { PageHeader } from '#kit/page-header';
import { LeadText } from '#kit/lead-text';

const TABS = [
  { id: 'current', label: 'Current' },
  { id: 'collected', label: 'Collected Data' },
  { id: 'heatmap', label: 'Heatmap' },
] as const;

type TabId = (typeof TABS)[number]['id'];

/** The emotion tracker (spec §2): tabs Current, Collected Data and Heatmap over the saved emotions. */
export function EmotionalExcellence({ clock = BROWSER_CLOCK }: { readonly clock?: JournalClock }) {
  const id = useId();
  const journal = useEmotionJournal(clock);
  const [tab, setTab] = useState<TabId>('current');
  const today = localDay(clock.now(), clock.timeZone);

  const showTab = (next: TabId, focus: boolean) => {
    setTab(next);
    if (focus) document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((candidate) => candidate.id === tab);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = TABS[targets[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    showTab(target.id, true);
  };

  return (
    <section className="page ee" aria-labelledby={`${id}-title`}>
      <PageHeader title={manifest.routes[0].title} titleId={`${id}-title`}>
        <LeadText lead={manifest.routes[0].lead} />
      </PageHeader>

      <div className="ee-tabs" role="tablist" aria-label="Emotion tracker views">
        {TABS.map((candidate) => (
          <button
            key={candidate.id}
            id={`${id}-tab-${candidate.id}`}
            type="button"
            role="tab"
            className="ee-tab"
            aria-selected={tab === candidate.id}
            aria-controls={`${id}-panel-${candidate.id}`}
            tabIndex={tab === candidate.id ? 0 : -1}
            onClick={() => showTab(candidate.id, false)}
            onKeyDown={onTabKey}
          >
            {candidate.label}
            {candidate.id === 'collected' && journal.entries.length > 0 ? (
              <span className="ee-tab__count" aria-label={`, ${journal.entries.length} entries`}>
                {journal.entries.length}
              </span>
            ) : null}
          </button>
        ))}
      </div>

      {TABS.map((candidate) => (
        <div
          key={candidate.id}
          id={`${id}-panel-${candidate.id}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${candidate.id}`}
          className="ee-panel"
          hidden={tab !== candidate.id}
        >
          {tab !== candidate.id ? null : candidate.id === 'current' ? (
            <EmotionPicker onSave={journal.record} />
          ) : candidate.id === 'collected' ? (
            <CollectedData
              entries={journal.entries}
              onRevise={journal.revise}
              onDelete={journal.remove}
              onImport={journal.importFile}
              onGoToCurrent={() => showTab('current', true)}
              exportedAt={() => localTimestamp(clock.now(), clock.timeZone)}
            />
          ) : (
            <EmotionHeatmap entries={journal.entries} today={today} />
          )}
        </div>
      ))}
    </section>
  );
}
