import { useId, useState } from 'react';
import { newestFirst } from '../core/emotion-journal';
import { TOP_LEVEL_EMOTIONS, type TopLevelEmotion } from '../data/emotion-tree';
import type { SavedEmotion } from '../shared/saved-emotion.schemas';
import { DataTransfer } from './data-transfer';
import { EntryCard } from './entry-card';
import type { ImportResult } from './use-emotion-journal';

const ALL = 'all';

/** The Collected Data tab: every entry newest first, a filter by top emotion, export and import. */
export function CollectedData({
  entries,
  onRevise,
  onDelete,
  onImport,
  onGoToCurrent,
  exportedAt,
}: {
  readonly entries: readonly SavedEmotion[];
  readonly onRevise: (id: string, changes: Pick<SavedEmotion, 'comment' | 'intensity'>) => void;
  readonly onDelete: (id: string) => void;
  readonly onImport: (text: string) => ImportResult;
  readonly onGoToCurrent: () => void;
  readonly exportedAt: () => string;
}) {
  const id = useId();
  const [filter, setFilter] = useState<TopLevelEmotion | typeof ALL>(ALL);
  const [deletedNote, setDeletedNote] = useState('');
  const shown = newestFirst(entries, filter === ALL ? null : filter);

  return (
    <div className="ee-collected">
      <div className="ee-collected__bar">
        <h2 className="ee-panel-title">Collected Data</h2>
        <label className="ee-filter">
          <span className="ee-field-label">Show</span>
          <select
            className="form-control"
            value={filter}
            onChange={(event) => setFilter(event.target.value as TopLevelEmotion | typeof ALL)}
          >
            <option value={ALL}>All feelings</option>
            {TOP_LEVEL_EMOTIONS.map((emotion) => (
              <option key={emotion} value={emotion}>
                {emotion}
              </option>
            ))}
          </select>
        </label>
      </div>

      <DataTransfer entries={entries} onImport={onImport} exportedAt={exportedAt} />

      <p id={`${id}-count`} className="muted ee-collected__count">
        {filter === ALL
          ? `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`
          : `${shown.length} of ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`}
      </p>
      <p role="status" className="visually-hidden">
        {deletedNote}
      </p>

      {entries.length === 0 ? (
        <div className="ee-empty">
          <p>No entries yet.</p>
          <p>Record how you feel on the Current tab and it will be listed here.</p>
          <button type="button" className="button button--primary" onClick={onGoToCurrent}>
            Record a feeling
          </button>
        </div>
      ) : shown.length === 0 ? (
        <div className="ee-empty">
          <p>No {filter} entries yet.</p>
          <button type="button" className="button button--quiet" onClick={() => setFilter(ALL)}>
            Show all feelings
          </button>
        </div>
      ) : (
        <ul className="stack-list stack-list--roomy" aria-labelledby={`${id}-count`}>
          {shown.map((entry) => (
            <EntryCard
              key={entry.id}
              entry={entry}
              onRevise={onRevise}
              onDelete={(entryId) => {
                onDelete(entryId);
                setDeletedNote(
                  `Deleted ${entry.topLevelEmotion} › ${entry.midLevelEmotion} › ${entry.lowLevelEmotion}.`,
                );
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
