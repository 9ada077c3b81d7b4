import { useEffect, useId, useRef, useState } from 'react';
import type { SavedEmotion } from '../shared/saved-emotion.schemas';
import { COMMENT_MAX_LENGTH, INTENSITY_MAX } from '../shared/saved-emotion.schemas';
import { formatWallClock } from '#kit/date-format';
import { EmotionPathLabel } from './emotion-path-label';
import { IntensityField } from './intensity-field';

type Mode = 'view' | 'edit' | 'confirm-delete';

/**
 * One saved emotion in Collected Data: its moment, three levels, intensity and comment, with Edit
 * (comment and intensity) and Delete, which asks first and then removes exactly this entry by id.
 */
export function EntryCard({
  entry,
  onRevise,
  onDelete,
}: {
  readonly entry: SavedEmotion;
  readonly onRevise: (id: string, changes: Pick<SavedEmotion, 'comment' | 'intensity'>) => void;
  readonly onDelete: (id: string) => void;
}) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('view');
  const [comment, setComment] = useState(entry.comment);
  const [intensity, setIntensity] = useState(entry.intensity);
  const focusTarget = useRef<HTMLButtonElement | HTMLTextAreaElement | null>(null);
  const editButton = useRef<HTMLButtonElement | null>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (mode !== 'view') focusTarget.current?.focus();
    else if (returnFocus.current) {
      editButton.current?.focus();
      returnFocus.current = false;
    }
  }, [mode]);

  const backToView = () => {
    returnFocus.current = true;
    setMode('view');
  };

  const moment = formatWallClock(entry.date);
  const summary = `${entry.topLevelEmotion} › ${entry.midLevelEmotion} › ${entry.lowLevelEmotion} on ${moment}`;

  return (
    <li className="ee-entry" data-entry-id={entry.id}>
      <article className="panel panel--compact" aria-labelledby={`${id}-heading`}>
        <h3 id={`${id}-heading`} className="ee-entry__heading">
          <time dateTime={entry.date} className="ee-entry__date">
            {moment}
          </time>
          <EmotionPathLabel
            top={entry.topLevelEmotion}
            mid={entry.midLevelEmotion}
            low={entry.lowLevelEmotion}
          />
        </h3>

        {mode === 'edit' ? (
          <form
            className="ee-entry__edit"
            aria-label={`Edit ${summary}`}
            onSubmit={(event) => {
              event.preventDefault();
              onRevise(entry.id, { comment, intensity });
              backToView();
            }}
          >
            <label className="ee-comment">
              <span className="ee-field-label">Comment</span>
              <textarea
                ref={(node) => {
                  focusTarget.current = node;
                }}
                value={comment}
                maxLength={COMMENT_MAX_LENGTH}
                rows={3}
                onChange={(event) => setComment(event.target.value)}
              />
            </label>
            <IntensityField value={intensity} onChange={setIntensity} />
            <div className="ee-entry__actions">
              <button type="submit" className="button button--primary">
                Save changes
              </button>
              <button type="button" className="button button--quiet" onClick={backToView}>
                Cancel
              </button>
            </div>
          </form>
        ) : (
          <>
            <p className="ee-entry__intensity">
              <span className="ee-meter" aria-hidden="true">
                {Array.from({ length: INTENSITY_MAX }, (_, i) => (
                  <span key={i} className={i < entry.intensity ? 'ee-meter__on' : undefined} />
                ))}
              </span>
              Intensity {entry.intensity} of {INTENSITY_MAX}
            </p>
            {entry.comment ? (
              <p className="ee-entry__comment">{entry.comment}</p>
            ) : (
              <p className="ee-entry__comment muted">No comment</p>
            )}
            {mode === 'confirm-delete' ? (
              <div className="ee-entry__confirm" role="group" aria-label="Confirm delete">
                <p>Delete this entry? This cannot be undone.</p>
                <div className="ee-entry__actions">
                  <button
                    ref={(node) => {
                      focusTarget.current = node;
                    }}
                    type="button"
                    className="button ee-button--danger"
                    onClick={() => onDelete(entry.id)}
                  >
                    Yes, delete
                  </button>
                  <button type="button" className="button button--quiet" onClick={backToView}>
                    Keep it
                  </button>
                </div>
              </div>
            ) : (
              <div className="ee-entry__actions">
                <button
                  ref={editButton}
                  type="button"
                  className="button button--quiet"
                  aria-label={`Edit ${summary}`}
                  onClick={() => {
                    setComment(entry.comment);
                    setIntensity(entry.intensity);
                    setMode('edit');
                  }}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="button button--quiet"
                  aria-label={`Delete ${summary}`}
                  onClick={() => setMode('confirm-delete')}
                >
                  Delete
                </button>
              </div>
            )}
          </>
        )}
      </article>
    </li>
  );
}
