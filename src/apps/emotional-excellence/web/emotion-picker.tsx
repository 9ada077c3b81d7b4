import { useState } from 'react';
import type { RecordResult } from '../core/emotion-journal';
import { findTopLevelEmotion } from '../core/emotion-tree-lookup';
import { EMOTION_TREE, type TopLevelEmotion } from '../data/emotion-tree';
import { COMMENT_MAX_LENGTH } from '../shared/saved-emotion.schemas';
import { EmotionLevel } from './emotion-level';
import { EmotionPathLabel } from './emotion-path-label';
import { IntensityField } from './intensity-field';
import type { EmotionChoice } from '../core/emotion-journal';

const DEFAULT_INTENSITY = 3;

interface Choice {
  readonly top: TopLevelEmotion | null;
  readonly mid: string | null;
  readonly low: string | null;
}

const NOTHING_CHOSEN: Choice = { top: null, mid: null, low: null };

/**
 * The Current tab: a top emotion, then one of its sub-emotions, then one of those; each level
 * appears once the one above is chosen, and "Up a level" steps back at any time. Then a comment,
 * an intensity and Save.
 */
export function EmotionPicker({
  onSave,
}: {
  readonly onSave: (choice: EmotionChoice) => RecordResult;
}) {
  const [choice, setChoice] = useState<Choice>(NOTHING_CHOSEN);
  const [comment, setComment] = useState('');
  const [intensity, setIntensity] = useState(DEFAULT_INTENSITY);
  const [saved, setSaved] = useState<RecordResult | null>(null);

  const top = choice.top ? findTopLevelEmotion(choice.top) : undefined;
  const mid = top?.children.find((node) => node.name === choice.mid);
  const complete = Boolean(top && mid && choice.low);

  const choose = (next: Choice) => {
    setChoice(next);
    setSaved(null);
  };

  const stepUp = () => {
    if (choice.low) choose({ ...choice, low: null });
    else if (choice.mid) choose({ ...choice, mid: null });
    else choose(NOTHING_CHOSEN);
  };

  const save = () => {
    if (!choice.top || !choice.mid || !choice.low) return;
    const result = onSave({
      topLevelEmotion: choice.top,
      midLevelEmotion: choice.mid,
      lowLevelEmotion: choice.low,
      comment,
      intensity,
    });
    setSaved(result);
    setChoice(NOTHING_CHOSEN);
    setComment('');
    setIntensity(DEFAULT_INTENSITY);
  };

  return (
    <div className="ee-picker">
      <h2 className="ee-panel-title">How are you feeling?</h2>
      <EmotionLevel
        label="1. Choose a feeling"
        nodes={EMOTION_TREE}
        chosen={choice.top}
        onChoose={(name) => choose({ top: name as TopLevelEmotion, mid: null, low: null })}
      />
      {top ? (
        <EmotionLevel
          key={top.name}
          label={`2. What kind of ${top.name.toLowerCase()}?`}
          nodes={top.children}
          chosen={choice.mid}
          onChoose={(name) => choose({ ...choice, mid: name, low: null })}
        />
      ) : null}
      {mid ? (
        <EmotionLevel
          key={mid.name}
          label={`3. More precisely, ${mid.name.toLowerCase()} and…`}
          nodes={mid.children}
          chosen={choice.low}
          onChoose={(name) => choose({ ...choice, low: name })}
        />
      ) : null}

      {choice.top ? (
        <div className="ee-picker__path">
          <EmotionPathLabel top={choice.top} mid={choice.mid} low={choice.low} />
          <div className="ee-picker__path-actions">
            <button type="button" className="button button--quiet" onClick={stepUp}>
              Up a level
            </button>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => choose(NOTHING_CHOSEN)}
            >
              Start over
            </button>
          </div>
        </div>
      ) : null}

      <div className="ee-picker__details">
        <label className="ee-comment">
          <span className="ee-field-label">Comment</span>
          <textarea
            value={comment}
            maxLength={COMMENT_MAX_LENGTH}
            rows={3}
            placeholder="What happened? (optional)"
            onChange={(event) => setComment(event.target.value)}
          />
        </label>
        <IntensityField value={intensity} onChange={setIntensity} />
      </div>

      <div className="ee-picker__save">
        <button
          type="button"
          className="button button--primary"
          disabled={!complete}
          aria-describedby={complete ? undefined : 'ee-save-hint'}
          onClick={save}
        >
          Save
        </button>
        {complete ? null : (
          <p id="ee-save-hint" className="muted ee-picker__hint">
            Choose a feeling at all three levels to save it.
          </p>
        )}
      </div>
      <p role="status" className="ee-status">
        {saved ? (
          <>
            <strong>{saved.outcome === 'updated' ? "Updated today's entry" : 'Saved'}:</strong>{' '}
            {saved.entry.topLevelEmotion} › {saved.entry.midLevelEmotion} ›{' '}
            {saved.entry.lowLevelEmotion}, intensity {saved.entry.intensity}.
          </>
        ) : null}
      </p>
    </div>
  );
}
