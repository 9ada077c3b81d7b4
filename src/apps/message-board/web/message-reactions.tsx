import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { isSessionEndedError } from '#kit/api-client';
import { senderName } from '../core/message-rules';
import type { ListedMessage, MessageReaction } from '../shared/message-board.schemas';
import { type Reaction, REACTIONS } from '../shared/message-reactions';
import { changeFailureReason } from './message-board.api';
import { useToggleReaction } from './message-board.queries';
import './message-tools.css';

/** How long a finger rests on a reaction before it shows who reacted instead of toggling. */
const LONG_PRESS_MS = 450;

/**
 * Under a message: the reactions people gave (emoji and count, pressed when one of them is yours;
 * who gave them on hover, focus or a long press) and a button that offers the five.
 */
export function MessageReactions({
  message,
  names,
  userId,
}: {
  readonly message: ListedMessage;
  readonly names: ReadonlyMap<number, string>;
  /** The reader; undefined when not known, and then nothing can be toggled. */
  readonly userId: number | undefined;
}) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  const [shownWho, setShownWho] = useState<string | null>(null);
  const pressTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const longPressed = useRef(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const picker = useRef<HTMLDivElement>(null);

  const toggle = useToggleReaction(message, userId);

  const mine = (emoji: string) =>
    userId !== undefined &&
    (message.Reactions.find((reaction) => reaction.Emoji === emoji)?.UserIDs.includes(userId) ??
      false);

  function react(reaction: Reaction) {
    if (userId === undefined || toggle.isPending) return;
    toggle.mutate({ reaction, on: !mine(reaction.emoji) });
  }

  // The picker closes on Escape (focus back on its button) and on a press outside it.
  useEffect(() => {
    if (!picking) return;
    picker.current?.querySelector('button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setPicking(false);
      addButton.current?.focus();
    };
    const onPress = (event: globalThis.PointerEvent) => {
      const target = event.target as Node;
      if (!picker.current?.contains(target) && !addButton.current?.contains(target)) {
        setPicking(false);
      }
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [picking]);

  // A long press shows who reacted; the next press anywhere hides it again.
  useEffect(() => {
    if (shownWho === null) return;
    const hide = () => setShownWho(null);
    document.addEventListener('pointerdown', hide);
    return () => document.removeEventListener('pointerdown', hide);
  }, [shownWho]);

  function onPointerDown(event: PointerEvent, emoji: string) {
    longPressed.current = false;
    if (event.pointerType !== 'touch') return;
    clearTimeout(pressTimer.current);
    pressTimer.current = setTimeout(() => {
      longPressed.current = true;
      setShownWho(emoji);
    }, LONG_PRESS_MS);
  }
  const endPress = () => clearTimeout(pressTimer.current);

  const who = (reaction: MessageReaction) =>
    `${reaction.Emoji} ${reaction.UserIDs.map((user) => senderName(user, names)).join(', ')}`;

  return (
    <div className="message-reactions">
      {message.Reactions.map((reaction) => (
        <span key={reaction.Emoji} className="message-reactions__item">
          <button
            type="button"
            className="reaction"
            aria-pressed={mine(reaction.Emoji)}
            aria-describedby={`${id}-${reaction.Emoji}`}
            onPointerDown={(event) => onPointerDown(event, reaction.Emoji)}
            onPointerUp={endPress}
            onPointerLeave={endPress}
            onPointerCancel={endPress}
            onContextMenu={(event) => event.preventDefault()}
            onClick={() => {
              // The end of a long press only showed who reacted.
              if (longPressed.current) return;
              const chosen = REACTIONS.find((each) => each.emoji === reaction.Emoji);
              if (chosen !== undefined) react(chosen);
            }}
          >
            <span aria-hidden="true">{reaction.Emoji}</span>
            <span className="visually-hidden">
              {REACTIONS.find((each) => each.emoji === reaction.Emoji)?.label}
            </span>{' '}
            {reaction.UserIDs.length}
          </button>
          <span
            role="tooltip"
            id={`${id}-${reaction.Emoji}`}
            className={`reaction__who${shownWho === reaction.Emoji ? ' reaction__who--shown' : ''}`}
          >
            {who(reaction)}
          </span>
        </span>
      ))}
      <button
        ref={addButton}
        type="button"
        className="reaction reaction--add"
        aria-expanded={picking}
        aria-controls={`${id}-picker`}
        disabled={userId === undefined}
        title="Add reaction"
        onClick={() => setPicking((open) => !open)}
      >
        <span aria-hidden="true">☺︎+</span>
        <span className="visually-hidden">Add reaction</span>
      </button>
      {picking ? (
        <div
          ref={picker}
          id={`${id}-picker`}
          role="group"
          aria-label="Reactions"
          className="reaction-picker"
        >
          {REACTIONS.map((reaction) => (
            <button
              key={reaction.name}
              type="button"
              className="reaction reaction--pick"
              aria-pressed={mine(reaction.emoji)}
              aria-label={reaction.label}
              title={reaction.label}
              onClick={() => {
                react(reaction);
                setPicking(false);
                addButton.current?.focus();
              }}
            >
              {reaction.emoji}
            </button>
          ))}
        </div>
      ) : null}
      {toggle.isError && !isSessionEndedError(toggle.error) ? (
        <p role="alert" className="form-message form-message--error message-reactions__error">
          Your reaction was not saved: {changeFailureReason(toggle.error)}
        </p>
      ) : null}
    </div>
  );
}
