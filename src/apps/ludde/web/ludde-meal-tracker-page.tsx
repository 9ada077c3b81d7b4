import { useState } from 'react';
import { PageHeader } from '#kit/page-header';
import { manifest } from '../manifest';
import { FeedingEntryForm } from './feeding-entry-form';
import { FeedingList } from './feeding-list';
import { FeedingStatsPanel } from './feeding-stats-panel';
import { useFeedingTimes } from './ludde.queries';
import { useSaveConfirmation } from './use-save-confirmation';
import '#kit/panel.css';
import '#kit/form.css';
import './ludde.css';

export const SAVED_MESSAGE = 'Feeding time saved successfully!';

function FeedingData() {
  const feedingTimes = useFeedingTimes();
  if (feedingTimes.isPending) {
    return (
      <p className="muted" role="status">
        Loading feeding times…
      </p>
    );
  }
  const rows = feedingTimes.data ?? [];
  if (rows.length === 0) {
    return <p className="muted">No feeding times yet. Add Ludde’s first meal under Enter Data.</p>;
  }
  return (
    <>
      <FeedingStatsPanel rows={rows} />
      <FeedingList rows={rows} />
    </>
  );
}

type View = 'enter' | 'show';

export default function LuddeMealTrackerPage() {
  const route = manifest.routes[0];
  const [view, setView] = useState<View>('enter');
  const saved = useSaveConfirmation();

  return (
    <section className="page ludde">
      <PageHeader title={route.title}>{route.description}</PageHeader>
      <div className="ludde-views" role="group" aria-label="View">
        <button
          type="button"
          className="button button--quiet ludde-views__button"
          aria-pressed={view === 'enter'}
          onClick={() => setView('enter')}
        >
          Enter Data
        </button>
        <button
          type="button"
          className={`button button--quiet ludde-views__button${saved.flashing ? ' flash' : ''}`}
          aria-pressed={view === 'show'}
          onClick={() => setView('show')}
        >
          Show Data
        </button>
      </div>
      <p role="status" className="form-message form-message--success ludde-saved">
        {saved.showMessage ? SAVED_MESSAGE : null}
      </p>
      {view === 'enter' ? <FeedingEntryForm onSaved={saved.confirm} /> : <FeedingData />}
    </section>
  );
}
